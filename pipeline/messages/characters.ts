/**
 * Characters an editor cannot see or cannot tell apart from another: spaces and marks that print as nothing (or as a
 * plain space), pasted in from a word processor, a web page or a chat, and letters of other alphabets that look
 * Latin. Messages name each by its code point and name, since quoting it shows nothing.
 */

/** The invisible characters content may pick up, by name. */
const INVISIBLE: Record<string, string> = {
  '\u00A0': 'no-break space',
  '\u00AD': 'soft hyphen',
  '\u034F': 'combining grapheme joiner',
  '\u061C': 'Arabic letter mark',
  '\u115F': 'Hangul choseong filler',
  '\u1160': 'Hangul jungseong filler',
  '\u180E': 'Mongolian vowel separator',
  '\u2000': 'en quad',
  '\u2001': 'em quad',
  '\u2002': 'en space',
  '\u2003': 'em space',
  '\u2004': 'three-per-em space',
  '\u2005': 'four-per-em space',
  '\u2006': 'six-per-em space',
  '\u2007': 'figure space',
  '\u2008': 'punctuation space',
  '\u2009': 'thin space',
  '\u200A': 'hair space',
  '\u200B': 'zero-width space',
  '\u200C': 'zero-width non-joiner',
  '\u200D': 'zero-width joiner',
  '\u200E': 'left-to-right mark',
  '\u200F': 'right-to-left mark',
  '\u2028': 'line separator',
  '\u2029': 'paragraph separator',
  '\u202A': 'left-to-right embedding',
  '\u202B': 'right-to-left embedding',
  '\u202C': 'pop directional formatting',
  '\u202D': 'left-to-right override',
  '\u202E': 'right-to-left override',
  '\u202F': 'narrow no-break space',
  '\u205F': 'medium mathematical space',
  '\u2060': 'word joiner',
  '\u2061': 'function application',
  '\u2062': 'invisible times',
  '\u2063': 'invisible separator',
  '\u2064': 'invisible plus',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
  '\u3000': 'ideographic space',
  '\u3164': 'Hangul filler',
  '\uFEFF': 'zero-width no-break space (byte-order mark)',
};

/** Those of them that print as a space: the fix is an ordinary space, or nothing in an address or id. */
const SPACE_LIKE = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/;

const INVISIBLE_CHARS = new RegExp(`[${Object.keys(INVISIBLE).join('')}]`, 'g');

/** Cyrillic and Greek letters drawn like Latin ones, and the Latin letter each passes for. */
const LOOK_ALIKES: Record<string, string> = {
  'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x',
  'ѕ': 's', 'і': 'i', 'ї': 'i', 'ј': 'j', 'ԁ': 'd', 'һ': 'h', 'ԛ': 'q', 'ԝ': 'w', 'ɡ': 'g',
  'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T', 'Х': 'X', 'Ѕ': 'S', 'І': 'I', 'Ј': 'J',
  'α': 'a', 'ο': 'o', 'ν': 'v', 'ρ': 'p', 'τ': 't', 'υ': 'u', 'ι': 'i', 'κ': 'k', 'χ': 'x',
  'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
};

const LOOK_ALIKE_CHARS = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

/** `U+00A0`: a character's code point as Unicode writes it. */
export function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A look-alike letter's script, for its name. */
function scriptOf(char: string): string {
  return /\p{Script=Cyrillic}/u.test(char) ? 'Cyrillic' : 'Greek';
}

/** `U+00A0 no-break space`, `U+043E Cyrillic letter "о" (looks like the Latin "o")`. */
export function characterName(char: string): string {
  const invisible = INVISIBLE[char];
  if (invisible) return `${codePoint(char)} ${invisible}`;
  const latin = LOOK_ALIKES[char];
  if (latin) return `${codePoint(char)} ${scriptOf(char)} letter "${char}" (it looks like the Latin "${latin}")`;
  return codePoint(char);
}

/** A character found in a text: its offset and what it is. */
export interface OddCharacter { index: number; char: string; kind: 'invisible' | 'look-alike' }

/** Whether a text has any invisible character (fast, for skipping texts that have none). */
export const hasInvisible = (text: string): boolean => text.search(INVISIBLE_CHARS) >= 0;

/** Whether a text has any Cyrillic or Greek look-alike letter. */
export const hasLookAlike = (text: string): boolean => text.search(LOOK_ALIKE_CHARS) >= 0;

/**
 * The invisible characters of a text, and its look-alike letters when they sit among Latin letters (a word of
 * Russian or Greek is not a mistake; an id with one Cyrillic "о" is).
 */
export function oddCharacters(text: string): OddCharacter[] {
  const out: OddCharacter[] = [];
  for (const m of text.matchAll(INVISIBLE_CHARS)) {
    if (!joinsItsScript(text, m.index, m[0])) out.push({ index: m.index, char: m[0], kind: 'invisible' });
  }
  if (/[A-Za-z]/.test(text) && hasLookAlike(text)) {
    // Only within a word that also has Latin letters: a word of Russian or Greek is that language's, not a mistake.
    for (const w of text.matchAll(/[\p{L}\p{M}]+/gu)) {
      if (!/[A-Za-z]/.test(w[0]) || !hasLookAlike(w[0])) continue;
      for (const m of w[0].matchAll(LOOK_ALIKE_CHARS)) out.push({ index: w.index + m.index, char: m[0], kind: 'look-alike' });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * A joiner or direction mark doing its job: a zero-width joiner inside an emoji (👨‍🔧), a joiner or non-joiner
 * between letters of a script that uses them (Persian, the Indic scripts), a direction mark beside right-to-left text.
 */
function joinsItsScript(text: string, index: number, char: string): boolean {
  const prev = [...text.slice(Math.max(0, index - 2), index)].at(-1) ?? '';
  const next = [...text.slice(index + 1, index + 3)][0] ?? '';
  if (char === '\u200D' && [prev, next].some((c) => /[\p{Extended_Pictographic}\u{FE0F}\u{1F3FB}-\u{1F3FF}]/u.test(c))) return true;
  if ((char === '\u200C' || char === '\u200D') && [prev, next].every((c) => /\p{L}|\p{M}/u.test(c) && !/\p{Script=Latin}/u.test(c))) return true;
  if ((char === '\u200E' || char === '\u200F' || char === '\u061C') && /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u.test(text)) return true;
  return false;
}

/** Whether an invisible character prints as a space (a no-break space, a thin space), rather than as nothing. */
export const printsAsSpace = (char: string): boolean => SPACE_LIKE.test(char);

/**
 * The text as an editor sees it and means it: invisible characters that print as nothing removed, those that print
 * as a space made ordinary spaces, and look-alike letters made the Latin ones they look like. What a suggestion
 * compares, and never offers back.
 */
export function visibleForm(text: string): string {
  return text
    .replace(INVISIBLE_CHARS, (c) => (printsAsSpace(c) ? ' ' : ''))
    .replace(LOOK_ALIKE_CHARS, (c) => LOOK_ALIKES[c]!);
}

/** Whether a text holds a character a reader cannot see or cannot tell from a Latin letter. */
export function hasOddCharacter(text: string): boolean {
  return (hasInvisible(text) || hasLookAlike(text)) && oddCharacters(text).length > 0;
}

/**
 * A text for a message, with each invisible character written out as `<U+200B>` (quoting it would show nothing, or
 * a space): `"18901<U+200B>"`.
 */
export function shownText(text: string): string {
  return text.replace(INVISIBLE_CHARS, (c) => `<${codePoint(c)}>`);
}

/** `after "marcus"`, `at the start`, `between "18901" and "18902"`: where a character sits in its text, in words. */
export function whereInText(text: string, index: number): string {
  const before = visibleForm(text.slice(0, index)).trimEnd();
  const after = visibleForm(text.slice(index + 1)).trimStart();
  const word = (s: string, end: boolean) => {
    const words = s.split(/\s+/).filter(Boolean);
    const picked = end ? words.slice(-2).join(' ') : words.slice(0, 2).join(' ');
    return picked.length > 30 ? (end ? `…${picked.slice(-30)}` : `${picked.slice(0, 30)}…`) : picked;
  };
  if (!before) return after ? `at the start, before "${word(after, false)}"` : 'on its own';
  if (!after) return `at the end, after "${word(before, true)}"`;
  return `between "${word(before, true)}" and "${word(after, false)}"`;
}
