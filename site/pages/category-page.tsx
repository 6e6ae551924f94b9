import { useId } from 'react';
import type { PagePropsMap } from '../page-props.ts';
import { CategoryHero } from '../components/category-hero.tsx';
import { CategoryIntro } from '../components/category-intro.tsx';
import { CategoryCards } from '../components/category-cards.tsx';
import { CategoryComingSoon } from '../components/category-coming-soon.tsx';
import { CategoryPackages } from '../components/category-packages.tsx';
import { CategoryFaq } from '../components/category-faq.tsx';
import { CategoryCta } from '../components/category-cta.tsx';
import { CategoryChatButton } from '../components/category-chat-button.tsx';
import { StepsStrip } from '../components/steps-strip.tsx';
import { CategoryTestimonials } from '../components/category-testimonials.tsx';
import '../styles/category.css';

/** Anchor of the service list (or the coming-soon note); the hero's second button jumps to it. */
const SERVICES_ID = 'category-services';

/** A category landing page at /services/{slug} (SPEC 2.12). */
export default function CategoryPage({ page, cards, steps, breadcrumbs, testimonials }: PagePropsMap['category']) {
  const comingSoon = page.comingSoon || cards.length === 0;
  const stepsHeadingId = useId();
  return (
    <div className="category-page" data-category={page.slug}>
      <CategoryHero
        hero={page.hero}
        quote={page.quote}
        breadcrumbs={breadcrumbs}
        browseTarget={{ href: `#${SERVICES_ID}`, label: comingSoon ? 'Learn More' : 'See Services' }}
      />
      <CategoryIntro intro={page.intro} />
      {comingSoon
        ? <CategoryComingSoon id={SERVICES_ID} name={page.name} quote={page.quote} />
        : <CategoryCards id={SERVICES_ID} page={page} cards={cards} />}
      {page.packages && page.packages.length > 0 ? <CategoryPackages packages={page.packages} /> : null}
      <section className="section category-steps" aria-labelledby={stepsHeadingId}>
        <div className="container">
          <h2 id={stepsHeadingId} className="category-section-title">How It Works</h2>
          <StepsStrip steps={steps} />
        </div>
      </section>
      <CategoryTestimonials name={page.name} testimonials={testimonials} />
      <CategoryFaq items={page.faqs} />
      <CategoryCta cta={page.cta} quote={page.quote} />
      <CategoryChatButton />
    </div>
  );
}
