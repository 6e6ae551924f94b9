import { useId } from 'react';
import { __iconData as calendarCheckIcon } from 'lucide-react/icons/calendar-check';
import { __iconData as zapIcon } from 'lucide-react/icons/zap';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { useShell } from '../components/shell-context.tsx';
import { SmartLink } from '../components/smart-link.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HomeServices } from '../components/home-services.tsx';
import { HomePackages } from '../components/home-packages.tsx';
import { TestimonialsCarousel } from '../components/testimonials-carousel.tsx';
import { HomeServiceAreas } from '../components/home-service-areas.tsx';
import { HomeTrustBand } from '../components/home-trust-band.tsx';
import { HomeBlog } from '../components/home-blog.tsx';
import '../styles/home.css';

/** The home page (SPEC 2.4), top to bottom in the order the spec lists its blocks. */
export default function HomePage({ home, packages, testimonials, profiles, regions, posts }: PagePropsMap['home']) {
  const { site } = useShell();
  const ctaId = useId();
  return (
    <>
      <HomeHero hero={home.hero} />
      <HomeServices services={home.services} />
      <HomePackages copy={home.packages} packages={packages} />
      <TestimonialsCarousel copy={home.testimonials} testimonials={testimonials} profiles={profiles} />
      <section className="home-cta" aria-labelledby={ctaId}>
        <div className="container home-cta-inner">
          <div>
            <h2 id={ctaId}>{home.cta.title}</h2>
            <p>{home.cta.text}</p>
          </div>
          <div className="actions">
            <SmartLink className="button button-primary" href={site.links.instantQuote}><SvgIcon icon={zapIcon} size={18} /> Get a Quote</SmartLink>
            <SmartLink className="button button-light" href={site.links.booking}><SvgIcon icon={calendarCheckIcon} size={18} /> Book Now</SmartLink>
          </div>
        </div>
      </section>
      <HomeServiceAreas copy={home.serviceAreas} regions={regions} />
      {/* As many bands as content lists, light and dark in turn. */}
      {home.trustBands.map((band, i) => <HomeTrustBand key={band.title + i} band={band} tone={i % 2 === 0 ? 'light' : 'dark'} />)}
      <HomeBlog copy={home.blog} posts={posts} />
    </>
  );
}
