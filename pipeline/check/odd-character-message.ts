import type { LoadedFile } from '../content/load-content.ts';
import type { Message, Severity } from '../messages/messages.ts';
import { messageInValue } from './message-at.ts';
import { characterName, oddCharacters, printsAsSpace, visibleForm, whereInText, type OddCharacter } from '../messages/characters.ts';

/**
 * The message for a YAML value (or field name) holding an invisible character or a look-alike letter, at the very
 * column of the character: the code frame shows nothing there, so the message names it by code point and says
 * between which words it sits. Undefined when the text has none.
 *
 * `pointer` is the value's JSON pointer; with `key`, the text is the name of the field `key` of the block at `pointer`.
 */
export function oddCharacterMessage(file: LoadedFile, pointer: string, text: string, what: string, options: { key?: boolean; severity?: Severity; only?: (odd: OddCharacter) => boolean } = {}): Message | undefined {
  const odd = oddCharacters(text).filter(options.only ?? (() => true));
  const first = odd[0];
  if (!first) return undefined;
  const rule = first.kind === 'look-alike' ? 'text/look-alike-letter' : 'text/invisible-character';
  return messageInValue(file, pointer, text, first.index, first.char.length, rule, oddCharacterText(text, odd, what, options.key === true), options.severity ?? 'error', options.key === true);
}

/** What is wrong and what to type instead, for `what` (a field's name, or "the field name"). */
export function oddCharacterText(text: string, odd: readonly OddCharacter[], what: string, isKey = false): string {
  const first = odd[0]!;
  const more = odd.length > 1 ? ` (and ${odd.length - 1} more such character${odd.length > 2 ? 's' : ''} after it)` : '';
  const meant = visibleForm(text).replace(/\s+/g, isKey ? '' : ' ').trim();
  if (first.kind === 'look-alike') {
    return `${what} "${text}" has ${characterName(first.char)} ${whereInText(text, first.index)}${more}; type it again with Latin letters: "${visibleForm(text)}"`;
  }
  if (printsAsSpace(first.char)) {
    const before = text.slice(0, first.index);
    const after = text.slice(first.index + 1);
    const inside = before.trim() !== '' && after.trim() !== '';
    // Between two words of a value with no other space (an id, an address), a hyphen is the likely intent.
    const oneWord = !/\s/.test(visibleForm(before + after));
    const fix = isKey || !inside ? 'delete it'
      : oneWord ? `delete it, or type a hyphen in its place: "${visibleForm(`${before}-${after}`)}"`
      : 'type an ordinary space in its place';
    return `${what} has a ${characterName(first.char)} ${whereInText(text, first.index)}${more}: it prints as a space but is another character, so the value is not what it looks like; ${fix}`;
  }
  return `${what} has an invisible ${characterName(first.char)} ${whereInText(text, first.index)}${more}, so the value is not what it looks like; delete it${meant && meant !== text ? `: "${meant}"` : ''}`;
}
