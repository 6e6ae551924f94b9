import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { __iconData as chevronLeftIcon } from 'lucide-react/icons/chevron-left';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { SvgIcon } from './svg-icon.tsx';
import type { HomeContent, ReviewProfile, Testimonial } from '../content-types.ts';
import { TestimonialFigure } from './testimonial-figure.tsx';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';

/** SPEC 9: a swipe counts when |offset| x |velocity| (px x px/s) is over 10000. */
const SWIPE_THRESHOLD = 10_000;
const AUTOPLAY_MS = 7000;

export function swipePower(offsetPx: number, ms: number): number {
  const velocity = (Math.abs(offsetPx) / Math.max(ms, 1)) * 1000;
  return Math.abs(offsetPx) * velocity;
}

/**
 * Customer testimonials (SPEC 2.4, 4, 9): previous/next wrap around, dots jump to a slide, swipes move one
 * slide. Autoplay pauses on hover and focus and is off when the visitor prefers reduced motion.
 */
export function TestimonialsCarousel({ copy, testimonials, profiles = [] }: { copy: HomeContent['testimonials']; testimonials: Testimonial[]; profiles?: ReviewProfile[] }) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const drag = useRef<{ id: number; x: number; t: number } | null>(null);
  const reduced = useReducedMotion();
  const titleId = useId();
  const slideBase = useId();
  const autoplay = !reduced && !hovered && !focused && count > 1;

  const go = (n: number) => setIndex(((n % count) + count) % count);

  useEffect(() => {
    if (!autoplay) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, count, index]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, t: event.timeStamp };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === event.pointerId) setDragX(event.clientX - drag.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    setDragX(0);
    if (!start || start.id !== event.pointerId) return;
    const offset = event.clientX - start.x;
    if (swipePower(offset, event.timeStamp - start.t) > SWIPE_THRESHOLD) go(offset < 0 ? index + 1 : index - 1);
  };
  const onPointerCancel = () => { drag.current = null; setDragX(0); };

  if (count === 0) return null;
  return (
    <section
      className="section home-testimonials"
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false); }}
    >
      <div className="container">
        <header className="home-section-head">
          <h2 id={titleId}>{copy.title}</h2>
          <p className="lead">{copy.text}</p>
        </header>
        {/* A named <section> is the region landmark; its name differs from the heading so the two landmarks stay distinct. */}
        <section className="carousel" aria-roledescription="carousel" aria-label="Testimonials">
          <button type="button" className="carousel-arrow carousel-prev js-only" onClick={() => go(index - 1)} aria-label="Previous testimonial">
            <SvgIcon icon={chevronLeftIcon} size={24} />
          </button>
          <div
            className="carousel-viewport"
            aria-live={autoplay ? 'off' : 'polite'}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
          >
            {testimonials.map((t, i) => (
              // The slide is a group (the carousel pattern); a figure with a caption may not take that role itself.
              <div
                key={`${t.name}-${i}`}
                id={`${slideBase}-${i}`}
                className="carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                hidden={i !== index}
                style={i === index && dragX !== 0 ? { transform: `translateX(${dragX}px)` } : undefined}
              >
                <TestimonialFigure testimonial={t} />
              </div>
            ))}
          </div>
          <button type="button" className="carousel-arrow carousel-next js-only" onClick={() => go(index + 1)} aria-label="Next testimonial">
            <SvgIcon icon={chevronRightIcon} size={24} />
          </button>
          <div className="carousel-dots js-only">
            {testimonials.map((t, i) => (
              <button
                key={`${t.name}-${i}`}
                type="button"
                className="carousel-dot"
                aria-label={`Show testimonial ${i + 1}`}
                aria-controls={`${slideBase}-${i}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </section>
        <ReviewProfiles count={count} profiles={profiles} />
      </div>
    </section>
  );
}

/** How many reviews the site shows, and where to read the rest: each review profile, linked (SPEC 2.4 lists none). */
function ReviewProfiles({ count, profiles }: { count: number; profiles: ReviewProfile[] }) {
  if (profiles.length === 0) return null;
  return (
    <p className="review-profiles">
      {count === 1 ? 'One review here' : `${count} reviews here`}. Read more reviews on{' '}
      {profiles.map((p, i) => (
        <span key={p.url}>
          {i > 0 ? (i === profiles.length - 1 ? ' and ' : ', ') : null}
          <a href={p.url} target="_blank" rel="noopener noreferrer">{p.name}<span className="visually-hidden"> (opens in a new tab)</span></a>
        </span>
      ))}
      .
    </p>
  );
}
