import type { CategoryCard as CategoryCardData } from '../page-props.ts';
import type { CategoryPage } from '../content-types.ts';
import { CategoryCard } from './category-card.tsx';

/** SPEC 2.12 / 8: cleaning card images fall back to the cleaning picture, all others to the generic one. */
function fallbackFor(slug: string): string {
  return slug === 'cleaning' ? '/images/fallback/cleaning.svg' : '/images/fallback/service.svg';
}

export interface CategoryCardsProps {
  id: string;
  page: Pick<CategoryPage, 'slug' | 'name' | 'countLabel'>;
  cards: readonly CategoryCardData[];
}

/** "Our Plumbing Services", without doubling a name that already ends in "Services". */
function servicesTitle(name: string): string {
  return /services$/i.test(name) ? `Our ${name}` : `Our ${name} Services`;
}

/** The grid of subcategory cards; props.cards is already filtered and ordered by the route table. */
export function CategoryCards({ id, page, cards }: CategoryCardsProps) {
  const fallback = fallbackFor(page.slug);
  return (
    <section className="section category-services" id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="category-section-title">{servicesTitle(page.name)}</h2>
        <p className="category-section-lead">Choose a group to see every service in it, with price and time estimates.</p>
        <ul className="category-cards-grid">
          {cards.map((card) => (
            <li key={card.subcategory}>
              <CategoryCard card={card} fallbackImage={fallback} countLabel={page.countLabel} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
