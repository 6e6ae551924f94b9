import { describe, expect, it } from 'vitest';
import { faqCountText, searchFaq } from '../../site/lib/faq-search.ts';

const q = (question: string, answer: string) => ({ question, answer });
const categories = [
  { title: 'Pricing', questions: [q('How much?', 'A flat first hour.'), q('Payment?', 'Cards and cash.'), q('Materials?', 'Quoted separately.')] },
  { title: 'Support', questions: [q('Hours?', 'Monday to Saturday.'), q('Cash tips?', 'Never expected.'), q('Email?', 'Any time.')] },
] as unknown as Parameters<typeof searchFaq>[0];

describe('searchFaq', () => {
  it('keeps the questions whose question or answer contains the text, ignoring case, by category', () => {
    expect(searchFaq(categories, 'CASH')).toEqual([
      { title: 'Pricing', questions: [q('Payment?', 'Cards and cash.')] },
      { title: 'Support', questions: [q('Cash tips?', 'Never expected.')] },
    ]);
  });

  it('drops categories left without a question, and finds nothing for blank text', () => {
    expect(searchFaq(categories, 'saturday').map((c) => c.title)).toEqual(['Support']);
    expect(searchFaq(categories, '   ')).toEqual([]);
  });
});

describe('faqCountText', () => {
  it('agrees with the count', () => {
    expect(faqCountText(0)).toBe('0 questions match');
    expect(faqCountText(1)).toBe('1 question matches');
    expect(faqCountText(3)).toBe('3 questions match');
  });
});
