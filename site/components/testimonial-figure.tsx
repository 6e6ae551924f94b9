import { __iconData as quoteIcon } from 'lucide-react/icons/quote';
import { __iconData as starIcon } from 'lucide-react/icons/star';
import { SvgIcon } from './svg-icon.tsx';
import type { Testimonial } from '../content-types.ts';
import '../styles/testimonials.css';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="testimonial-stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <SvgIcon icon={starIcon} key={i} size={20} className={i < rating ? 'is-filled' : undefined} />
      ))}
    </span>
  );
}

/** One testimonial: its stars, words and author; "Review on {source}" links to the review itself when it has a link. */
export function TestimonialFigure({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <SvgIcon icon={quoteIcon} size={36} className="testimonial-mark" />
      <Stars rating={t.rating} />
      <blockquote className="testimonial-text"><p>{t.text}</p></blockquote>
      <figcaption className="testimonial-author">
        <span className="testimonial-name">{t.name}</span>
        <span className="testimonial-role">{t.role}, {t.town}</span>
        {t.link
          ? <a className="testimonial-source" href={t.link} target="_blank" rel="noopener noreferrer">Review on {t.source}<span className="visually-hidden"> (opens in a new tab)</span></a>
          : <span className="testimonial-source">Review on {t.source}</span>}
      </figcaption>
    </figure>
  );
}
