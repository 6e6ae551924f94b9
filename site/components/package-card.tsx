import { useId } from 'react';
import { __iconData as checkIcon } from 'lucide-react/icons/check';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { SvgIcon } from './svg-icon.tsx';
import type { Package } from '../content-types.ts';
import { SmartLink } from './smart-link.tsx';
import { priceText } from '../lib/price-text.ts';
import { timeText } from '../lib/time-text.ts';
import { Picture } from './picture.tsx';

/** SPEC 8: a package image that fails, before or after hydration, is replaced by this one. */
const FALLBACK_IMAGE = '/images/fallback/package.svg';

export interface PackageCardProps {
  pkg: Package;
  expanded: boolean;
  onToggle: (id: string) => void;
  bookingUrl: string;
}

/** One package: summary always visible; features and exclusions behind a disclosure button (SPEC 2.15, 4). */
export function PackageCard({ pkg, expanded, onToggle, bookingUrl }: PackageCardProps) {
  const base = useId();
  const titleId = `${base}-title`;
  const panelId = `${base}-details`;
  return (
    <article id={`package-${pkg.id}`} className="package-card" data-selected={expanded || undefined} aria-labelledby={titleId}>
      <div className="package-media">
        <Picture src={pkg.image} fallback={FALLBACK_IMAGE} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" alt="" width={800} height={500} loading="lazy" />
        {pkg.popular ? <span className="package-badge">Most Popular</span> : null}
      </div>
      <div className="package-body">
        <p className="package-category">{pkg.category}</p>
        <h2 id={titleId} className="package-title">{pkg.name}</h2>
        <p className="package-meta">
          <span className="package-price">{priceText(pkg.price)}</span>
          <span className="package-duration"><SvgIcon icon={clockIcon} size={16} /> {timeText(pkg.duration)}</span>
        </p>
        <p className="package-description">{pkg.description}</p>
        <button type="button" className="package-toggle js-only" aria-expanded={expanded} aria-controls={panelId} onClick={() => onToggle(pkg.id)}>
          {expanded ? 'Hide Details' : 'View Details'}
          <SvgIcon icon={chevronDownIcon} size={18} className="package-toggle-icon" />
        </button>
        <div id={panelId} className="package-details" hidden={!expanded}>
          <h3>What's Included</h3>
          <ul className="package-list package-features">
            {pkg.features.map((f) => <li key={f}><SvgIcon icon={checkIcon} size={18} />{f}</li>)}
          </ul>
          {pkg.exclusions.length > 0 ? (
            <>
              <h3>Not included</h3>
              <ul className="package-list package-exclusions">
                {pkg.exclusions.map((f) => <li key={f}><SvgIcon icon={xIcon} size={18} />{f}</li>)}
              </ul>
            </>
          ) : null}
        </div>
        <SmartLink href={bookingUrl} className="button button-primary package-book" aria-label={`Book This Package: ${pkg.name} (opens in a new tab)`}>
          Book This Package
        </SmartLink>
      </div>
    </article>
  );
}
