import type { FaqContent } from '../content-types.ts';

type FaqCategory = FaqContent['categories'][number];

/** A category with the questions a search found in it. */
export interface FaqMatches { title: string; questions: FaqCategory['questions'][number][] }

/**
 * The FAQ search: the categories with only their questions whose question or answer contains the text
 * (case-insensitive); categories left with none are dropped. Blank text matches nothing.
 */
export function searchFaq(categories: readonly FaqCategory[], text: string): FaqMatches[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return categories
    .map((category) => ({ ...category, questions: category.questions.filter((q) => `${q.question}\n${q.answer}`.toLowerCase().includes(needle)) }))
    .filter((category) => category.questions.length > 0);
}

/** "1 question matches" / "3 questions match". */
export function faqCountText(count: number): string {
  return count === 1 ? '1 question matches' : `${count} questions match`;
}
