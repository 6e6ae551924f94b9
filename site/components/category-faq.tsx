import { useId } from 'react';
import type { FaqItem } from '../content-types.ts';
import { Accordion } from './accordion.tsx';

/** SPEC 2.12: the page's questions (five at launch), all closed at first, one open at a time; clicking the open one closes it. */
export function CategoryFaq({ items, title = 'Frequently Asked Questions' }: { items: readonly FaqItem[]; title?: string }) {
  const headingId = useId();
  return (
    <section className="section category-faq" aria-labelledby={headingId}>
      <div className="container narrow">
        <h2 id={headingId} className="category-section-title">{title}</h2>
        <Accordion
          mode="single"
          className="category-faq-list"
          items={items.map((item, i) => ({ id: `q${i + 1}`, title: item.question, content: <p>{item.answer}</p> }))}
        />
      </div>
    </section>
  );
}
