import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqItem } from '../../../site/content-types.ts';

/**
 * FAQPage for questions a page shows. Question and answer are the plain texts the page renders (placeholders
 * already filled), so the markup says exactly what a visitor reads. Undefined when there are no questions.
 */
export function faqPage(items: readonly FaqItem[], url: string): WithContext<FAQPage> | undefined {
  if (items.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
