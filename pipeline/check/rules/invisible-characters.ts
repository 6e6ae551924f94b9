import type { Message } from '../../messages/messages.ts';
import { walkStrings } from '../walk-strings.ts';
import { hasInvisible, hasLookAlike, hasOddCharacter, oddCharacters, printsAsSpace } from '../../messages/characters.ts';
import { oddCharacterMessage, oddCharacterText } from '../odd-character-message.ts';
import { bodyOutline, messageAtLink } from '../body-message.ts';
import { mayHoldLinks } from '../../markdown/outline.ts';
import { fieldName } from '../schema-messages.ts';
import type { CheckRule } from '../rule.ts';
import { isExactField } from '../field-kinds.ts';

/**
 * A character no one can see (a no-break or zero-width space, a soft hyphen, a byte-order mark) or a Cyrillic or Greek
 * letter that looks Latin, in a value that must be exactly right: an id, a ZIP code, an email or web address, a phone
 * number, a category, a field name, or a link in a post. The value looks right and matches nothing (or dials, links
 * or mails somewhere else), so it is an error at the character itself, named by its code point. So is such a
 * character in a one-word value (a blog category). In running text only a byte-order mark is reported, as a warning:
 * a no-break space, a soft hyphen or a joiner in a sentence is typography.
 */
export const invisibleCharactersRule: CheckRule = {
  name: 'invisible-characters',
  perFile: true,
  check(input) {
    const out: Message[] = [];
    for (const file of input.valid) {
      // Most files have none: their YAML is not parsed again for positions.
      if (file.yaml !== null && (hasInvisible(file.yaml) || hasLookAlike(file.yaml))) {
        walkKeys(file.data, '', (key, pointer) => {
          if (!hasOddCharacter(key)) return;
          const found = oddCharacterMessage(file, pointer, key, 'the field name', { key: true });
          if (found) out.push(found);
        });
        walkStrings(file.data, (text, pointer) => {
          if (!hasOddCharacter(text)) return;
          const at = pointer();
          const odd = oddCharacters(text);
          const exact = isExactField(at);
          // A value of one word has no use for a zero-width character; a no-break space may join words of a sentence.
          const oneWord = !/[ \t\n]/.test(text) && odd.every((c) => !printsAsSpace(c.char));
          const found = exact || oneWord ? oddCharacterMessage(file, at, text, fieldName(at))
            : oddCharacterMessage(file, at, text, fieldName(at), { severity: 'warning', only: (c) => c.char === '\uFEFF' });
          if (found) out.push(found);
        });
      }
      // A link of a post or page: its address is written on one line, so the character's column follows the address's.
      const outline = file.body !== undefined && mayHoldLinks(file.body) && (hasInvisible(file.body) || hasLookAlike(file.body)) ? bodyOutline(file, input.outline) : undefined;
      for (const link of outline?.links ?? []) {
        const odd = oddCharacters(link.url);
        if (odd.length === 0) continue;
        const text = oddCharacterText(link.url, odd, `the ${link.image ? 'picture' : 'link'} address`);
        out.push(messageAtLink(file, { line: link.line, column: link.column + odd[0]!.index }, odd[0]!.kind === 'look-alike' ? 'text/look-alike-letter' : 'text/invisible-character', text));
      }
    }
    return out;
  },
};

/** Every field name of a file's data, with the JSON pointer of the block it is in. */
function walkKeys(node: unknown, pointer: string, visit: (key: string, pointer: string) => void): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (!Array.isArray(node)) visit(key, pointer);
    walkKeys(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
  }
}
