import type { FaqItem } from '../content-types.ts';

/** Questions and answers as a plain list (accordion behaviour comes with the page work). */
export function FaqList({ items, title = 'Frequently Asked Questions' }: { items: readonly FaqItem[]; title?: string }) {
  return (
    <section className="section">
      <div className="container narrow">
        <h2>{title}</h2>
        <dl className="faq-list">
          {items.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
