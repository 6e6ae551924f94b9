import type { CategoryCard as CategoryCardData } from '../page-props.ts';
import { Icon } from './icon.tsx';
import { Picture } from './picture.tsx';
import { directoryViewPath } from '../lib/directory-groups.ts';

export interface CategoryCardProps {
  card: CategoryCardData;
  /** Image shown when the card's own image fails (cleaning has its own, SPEC 2.12). */
  fallbackImage: string;
  /** long: 'Available Services: N services in this category' (SPEC 2.12). */
  countLabel: 'short' | 'long';
}

/** SPEC 9: a card shows the first feature of at most 4 services. */
export const MAX_BULLETS = 4;

/** One subcategory card; the whole card is clickable through the title link, which names it for screen readers. */
export function CategoryCard({ card, fallbackImage, countLabel }: CategoryCardProps) {
  const href = directoryViewPath(card.subcategory);
  const count = `${card.count} ${card.count === 1 ? 'service' : 'services'} in this category`;
  return (
    <article className="category-card">
      <div className="category-card-media">
        <Picture src={card.image} fallback={fallbackImage} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" alt="" width={800} height={500} loading="lazy" decoding="async" />
        <span className="category-card-icon" aria-hidden="true"><Icon name={card.icon} size={22} /></span>
      </div>
      <div className="category-card-body">
        <h3 className="category-card-title">
          <a href={href} className="category-card-link">{card.title}</a>
        </h3>
        <p className="category-card-text">{card.description}</p>
        {card.bullets.length > 0 ? (
          <ul className="category-card-bullets">
            {card.bullets.slice(0, MAX_BULLETS).map((bullet, i) => <li key={`${i}-${bullet}`}>{bullet}</li>)}
          </ul>
        ) : null}
        <p className="category-card-count">
          {countLabel === 'long' ? <strong>Available Services: </strong> : null}
          {count}
        </p>
      </div>
    </article>
  );
}
