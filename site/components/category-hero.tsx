import type { CategoryPage } from '../content-types.ts';
import { CategoryBreadcrumbs, type Crumb } from './category-breadcrumbs.tsx';
import { CategoryQuoteAction } from './category-quote-action.tsx';
import { Picture } from './picture.tsx';

export interface CategoryHeroProps {
  hero: CategoryPage['hero'];
  quote: CategoryPage['quote'];
  breadcrumbs: readonly Crumb[];
  /** Where the secondary button leads: the cards on catalogue pages, the coming-soon note otherwise. */
  browseTarget: { href: string; label: string };
}

/** The top banner: the picture behind a navy wash so white text stays readable on any artwork. */
export function CategoryHero({ hero, quote, breadcrumbs, browseTarget }: CategoryHeroProps) {
  return (
    <section className="category-hero">
      <Picture className="category-hero-image" src={hero.image} fallback="/images/fallback/hero.svg" sizes="(min-width: 64rem) 40rem, 100vw" alt="" width={800} height={500} fetchPriority="high" />
      <div className="container category-hero-inner">
        <CategoryBreadcrumbs trail={breadcrumbs} />
        <h1>{hero.headline}</h1>
        <p className="category-hero-text">{hero.text}</p>
        <div className="actions">
          <CategoryQuoteAction quote={quote} />
          <a href={browseTarget.href} className="button category-button-ghost">{browseTarget.label}</a>
        </div>
      </div>
    </section>
  );
}
