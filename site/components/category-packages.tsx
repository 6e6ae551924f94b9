import { useId } from 'react';
import { __iconData as checkIcon } from 'lucide-react/icons/check';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { SvgIcon } from './svg-icon.tsx';
import type { CategoryPage } from '../content-types.ts';
import { useShell } from './shell-context.tsx';
import { SmartLink } from './smart-link.tsx';
import { priceText } from '../lib/price-text.ts';
import { timeText } from '../lib/time-text.ts';

type CategoryPackage = NonNullable<CategoryPage['packages']>[number];

/** Fixed-price packages of a category page (Painting & Drywall, SPEC 2.12 and 9); Book Now opens the booking page. */
export function CategoryPackages({ packages, title = 'Room Packages' }: { packages: readonly CategoryPackage[]; title?: string }) {
  const { site } = useShell();
  const headingId = useId();
  return (
    <section className="section category-packages" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="category-section-title">{title}</h2>
        <ul className="category-packages-grid">
          {packages.map((pkg) => (
            <li key={pkg.name} className="category-package" data-popular={pkg.popular || undefined}>
              {pkg.popular ? <p className="category-package-badge">Most Popular</p> : null}
              <h3 className="category-package-name">{pkg.name}</h3>
              <p className="category-package-price">{priceText(pkg.price)}</p>
              <p className="category-package-duration"><SvgIcon icon={clockIcon} size={16} />{timeText(pkg.duration)}</p>
              <ul className="category-package-features">
                {pkg.features.map((feature) => <li key={feature}><SvgIcon icon={checkIcon} size={16} />{feature}</li>)}
              </ul>
              <SmartLink href={site.links.booking} className={`button ${pkg.popular ? 'button-primary' : 'button-secondary'} category-package-book`} aria-label={`Book Now: ${pkg.name} (opens in a new tab)`}>
                Book Now
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
