import { describe, expect, it } from 'vitest';
import { didYouMean, listPreview, suggestion, suggestionOr } from '../../pipeline/messages/suggest.ts';

describe('didYouMean', () => {
  it('finds a one-letter typo', () => {
    expect(didYouMean('pirce', ['name', 'price', 'popular'])).toBe('price');
  });

  it('ignores case when comparing but returns the known spelling', () => {
    expect(didYouMean('plumbing', ['Plumbing', 'Flooring'])).toBe('Plumbing');
  });

  it('suggests nothing when no word is close', () => {
    expect(didYouMean('city', ['name', 'rating', 'text', 'role'])).toBeUndefined();
  });

  it('suggests nothing from an empty list', () => {
    expect(didYouMean('x', [])).toBeUndefined();
  });

  it('allows more edits in longer words', () => {
    expect(didYouMean('faucet-sinks-service', ['faucet-sink-services', 'pipe-drain-repairs'])).toBe('faucet-sink-services');
  });

  it('accepts any iterable, such as map keys', () => {
    expect(didYouMean('standrd', new Map([['standard', 1], ['premium', 2]]).keys())).toBe('standard');
  });
});

describe('suggestion and suggestionOr', () => {
  it('phrase the guess as a question', () => {
    expect(suggestion('awrd', ['award'])).toBe('; did you mean "award"?');
  });

  it('are empty or fall back when there is no guess', () => {
    expect(suggestion('zzz', ['award'])).toBe('');
    expect(suggestionOr('zzz', ['award'], 'known: award')).toBe('; known: award');
    expect(suggestionOr('awrd', ['award'], 'known: award')).toBe('; did you mean "award"?');
  });
});

describe('listPreview', () => {
  it('lists a short list in full', () => {
    expect(listPreview(['a', 'b', 'c'])).toBe('a, b, c');
  });

  it('cuts a long list and says how many there are', () => {
    expect(listPreview(['a', 'b', 'c', 'd'], 2)).toBe('a, b, ... (4 in all)');
  });
});
