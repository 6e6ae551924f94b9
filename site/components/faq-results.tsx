import type { FaqMatches } from '../lib/faq-search.ts';

/** The questions a FAQ search found, open and grouped by category; replaces the accordions while searching. */
export function FaqResults({ categories }: { categories: readonly FaqMatches[] }) {
  if (categories.length === 0) {
    return <p className="faq-empty">No questions match your search. Try another word, or <a href="/contact">ask us directly</a>.</p>;
  }
  return (
    <div className="faq-results">
      {categories.map((category) => (
        <section key={category.title} className="faq-result-group" aria-label={category.title}>
          <h2 className="faq-result-category">{category.title}</h2>
          {category.questions.map((q) => (
            <article key={q.question} className="faq-result">
              <h3>{q.question}</h3>
              <p>{q.answer}</p>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
