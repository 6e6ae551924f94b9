import { describe, expect, it } from 'vitest';
import { characterName, hasOddCharacter, oddCharacters, shownText, visibleForm, whereInText } from '../../pipeline/messages/characters.ts';
import { didYouMean, suggestion } from '../../pipeline/messages/suggest.ts';

describe('characters an editor cannot see or tell apart', () => {
  it('names each by its code point and name', () => {
    expect(characterName('\u00A0')).toBe('U+00A0 no-break space');
    expect(characterName('\u200B')).toBe('U+200B zero-width space');
    expect(characterName('\u00AD')).toBe('U+00AD soft hyphen');
    expect(characterName('\uFEFF')).toBe('U+FEFF zero-width no-break space (byte-order mark)');
    expect(characterName('\u043E')).toBe('U+043E Cyrillic letter "о" (it looks like the Latin "o")');
  });

  it('finds invisible characters anywhere, and look-alike letters only among Latin ones', () => {
    expect(oddCharacters('18901\u200B')).toEqual([{ index: 5, char: '\u200B', kind: 'invisible' }]);
    expect(oddCharacters('f\u0430ucet')).toEqual([{ index: 1, char: '\u0430', kind: 'look-alike' }]);
    expect(oddCharacters('Привет, мир')).toEqual([]);
    expect(oddCharacters('Hello мир')).toEqual([]);
  });

  it('leaves a joiner inside an emoji, a non-joiner in Persian and direction marks beside Hebrew alone', () => {
    expect(hasOddCharacter('\u{1F468}\u200D\u{1F527}')).toBe(false);
    expect(hasOddCharacter('می\u200Cخواهم')).toBe(false);
    expect(hasOddCharacter('\u200Fשלום\u200E')).toBe(false);
    expect(hasOddCharacter('marcus\u200D-reyes')).toBe(true);
  });

  it('gives the text as it looks, says where a character sits, and writes invisible ones out for messages', () => {
    expect(visibleForm('marcus\u00A0reyes\u200B')).toBe('marcus reyes');
    expect(visibleForm('/c\u03BFntact')).toBe('/contact');
    expect(whereInText('18901\u200B', 5)).toBe('at the end, after "18901"');
    expect(whereInText('\u200B18901', 0)).toBe('at the start, before "18901"');
    expect(whereInText('marcus\u00A0reyes', 6)).toBe('between "marcus" and "reyes"');
    expect(shownText('a\u200Bb')).toBe('a<U+200B>b');
  });
});

describe('suggestions never offer an invisible character back', () => {
  it('compares what the typed value looks like, and never offers a known value that holds such a character', () => {
    expect(didYouMean('marcus-reyes', ['marcus\u00A0reyes', 'dana-whitfield'])).toBeUndefined();
    expect(didYouMean('faucet-sinks\u200B', ['faucet-sink', 'pipe-drains'])).toBe('faucet-sink');
  });

  it('says which character to delete when the value is right but for it, instead of offering the same-looking value', () => {
    expect(didYouMean('marcus-reyes\u200B', ['marcus-reyes'])).toBeUndefined();
    expect(suggestion('marcus-reyes\u200B', ['marcus-reyes'])).toBe('; it holds an invisible U+200B zero-width space at the end, after "marcus-reyes"; delete it');
    expect(suggestion('Mainte\u2060nance', ['Maintenance', 'Renovation'])).toContain('U+2060 word joiner between "Mainte" and "nance"');
  });
});
