import { useId } from 'react';
import type { Testimonial } from '../content-types.ts';
import { TestimonialFigure } from './testimonial-figure.tsx';

/** What customers said about jobs in this category (testimonials that name it), when there are any. */
export function CategoryTestimonials({ name, testimonials }: { name: string; testimonials: Testimonial[] }) {
  const titleId = useId();
  if (testimonials.length === 0) return null;
  return (
    <section className="section category-testimonials" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="category-section-title">What Customers Say About Our {name} Work</h2>
        <ul className="category-testimonials-list">
          {testimonials.map((t, i) => <li key={`${t.name}-${i}`}><TestimonialFigure testimonial={t} /></li>)}
        </ul>
      </div>
    </section>
  );
}
