import { __iconData as checkIcon } from 'lucide-react/icons/check';
import { SvgIcon } from './svg-icon.tsx';
import type { Package } from '../content-types.ts';
import { SmartLink } from './smart-link.tsx';
import { priceText } from '../lib/price-text.ts';
import { timeText } from '../lib/time-text.ts';

/** Compare view: packages side by side as columns, rows for price, duration and what each includes. */
export function PackageCompare({ packages, bookingUrl }: { packages: readonly Package[]; bookingUrl: string }) {
  return (
    <div className="package-compare" role="region" aria-label="Package comparison (scrolls sideways on small screens)" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Compare packages by price, duration and features</caption>
        <thead>
          <tr>
            <td />
            {packages.map((p) => (
              <th key={p.id} scope="col">
                {p.name}
                {p.popular ? <span className="package-badge package-badge-inline">Most Popular</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            {packages.map((p) => <td key={p.id} className="package-price">{priceText(p.price)}</td>)}
          </tr>
          <tr>
            <th scope="row">Duration</th>
            {packages.map((p) => <td key={p.id}>{timeText(p.duration)}</td>)}
          </tr>
          <tr>
            <th scope="row">Category</th>
            {packages.map((p) => <td key={p.id}>{p.category}</td>)}
          </tr>
          <tr>
            <th scope="row">Features</th>
            {packages.map((p) => (
              <td key={p.id}>
                <ul className="package-list package-features">
                  {p.features.map((f) => <li key={f}><SvgIcon icon={checkIcon} size={16} />{f}</li>)}
                </ul>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row"><span className="visually-hidden">Book</span></th>
            {packages.map((p) => (
              <td key={p.id}>
                <SmartLink href={bookingUrl} className="button button-primary package-book" aria-label={`Book This Package: ${p.name} (opens in a new tab)`}>Book This Package</SmartLink>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
