import { distance } from 'fastest-levenshtein';
import { characterName, hasOddCharacter, oddCharacters, visibleForm, whereInText } from './characters.ts';

/**
 * The closest known word to a mistyped one, if it is close enough to be a likely typo. Invisible characters and
 * look-alike letters are compared as what they look like, a known word holding one is never offered (it would look
 * right and be wrong again), and neither is a word that looks exactly like the one typed.
 */
export function didYouMean(input: string, known: Iterable<string>): string | undefined {
  const typed = visibleForm(input);
  const needle = typed.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of known) {
    if (hasOddCharacter(candidate)) continue;
    const score = distance(needle, candidate.toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  if (best === undefined || (best === typed && best !== input)) return undefined;
  const limit = Math.max(2, Math.floor(Math.max(needle.length, best.length) / 3));
  return bestScore <= limit ? best : undefined;
}

export function suggestion(input: string, known: Iterable<string>): string {
  const list = [...known];
  // Typed right but for a character that cannot be seen: say which, since any value offered would look the same.
  if (hasOddCharacter(input) && list.includes(visibleForm(input))) return `; ${oddCharacterAdvice(input)}`;
  const guess = didYouMean(input, list);
  return guess ? `; did you mean "${guess}"?` : '';
}

/** What to do about the first invisible character or look-alike letter of a text, naming it by its code point. */
export function oddCharacterAdvice(text: string): string {
  const [odd] = oddCharacters(text);
  if (!odd) return '';
  if (odd.kind === 'look-alike') return `its "${odd.char}" ${whereInText(text, odd.index)} is ${characterName(odd.char)}; type it again as a Latin letter: "${visibleForm(text)}"`;
  return `it holds an invisible ${characterName(odd.char)} ${whereInText(text, odd.index)}; delete it`;
}

/** The "did you mean" hint when there is a likely typo, otherwise `; <otherwise>` (e.g. the list of known values). */
export function suggestionOr(input: string, known: Iterable<string>, otherwise: string): string {
  return suggestion(input, known) || `; ${otherwise}`;
}

/** A short, comma-separated preview of a long list. */
export function listPreview(items: readonly string[], max = 6): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')}, ... (${items.length} in all)`;
}
