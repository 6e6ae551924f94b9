import { useId } from 'react';
import { __iconData as arrowRightIcon } from 'lucide-react/icons/arrow-right';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { SvgIcon } from './svg-icon.tsx';
import type { HomeContent, Package } from '../content-types.ts';
import { priceText } from '../lib/price-text.ts';
import { timeText } from '../lib/time-text.ts';

/** Summaries are written as fragments ("essential handyman services"); shown on their own they start with a capital. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The three package teasers of the home page (SPEC 2.4), each leading to /packages?package={id}. */
export function HomePackages({ copy, packages }: { copy: HomeContent['packages']; packages: Package[] }) {
  const titleId = useId();
  return (
    <section className="section home-packages" aria-labelledby={titleId}>
      <div className="container">
        <header className="home-section-head">
          <h2 id={titleId}>{copy.title}</h2>
          <p className="lead">{copy.text}</p>
        </header>
        <ul className="home-package-grid">
          {packages.map((p) => (
            <li key={p.id} className={`home-package${p.popular ? ' is-popular' : ''}`}>
              <h3 className="home-package-name">
                <a href={`/packages?package=${encodeURIComponent(p.id)}`}>{p.name}</a>
              </h3>
              {p.popular ? <p className="badge home-package-badge">Most Popular</p> : null}
              <p className="home-package-summary">{sentence(p.summary ?? p.description)}</p>
              <p className="home-package-price">{priceText(p.price)}</p>
              <p className="home-package-duration"><SvgIcon icon={clockIcon} size={16} /> {timeText(p.duration)}</p>
              <span className="home-package-more" aria-hidden="true">View package <SvgIcon icon={arrowRightIcon} size={16} /></span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
