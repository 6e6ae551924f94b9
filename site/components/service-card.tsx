import type { ServiceSummary } from '../lib/search.ts';
import { priceText } from '../lib/price-text.ts';
import { timeText } from '../lib/time-text.ts';
import { Picture } from './picture.tsx';
import { SERVICE_FALLBACK_IMAGE } from '../lib/picture-sources.ts';

/**
 * A directory card (SPEC 2.13): image, name, description, the first 2 features and a Popular badge. The name
 * is a button whose hit area covers the card, so the whole card opens the detail modal, by mouse or keyboard.
 * Until the page has hydrated (and without JavaScript, where it could open nothing) the name is plain text: the
 * card already shows the price and time, and its group links to the category's page.
 * The directory shows a hundred or more of these at once (/services' previews, a broad search), so the markup is
 * lean: the check and clock marks are CSS, not inline SVG (which would double the page), and the parts carry no
 * class of their own; directory.css styles them by their place in the card (a class on each part cost the page
 * 2 KB gzipped when it listed all ~400).
 */
export function ServiceCard({ service, onOpen, enhanced }: { service: ServiceSummary; onOpen: (service: ServiceSummary) => void; enhanced: boolean }) {
  return (
    <article className="service-card">
      <div>
        <Picture src={service.image} fallback={SERVICE_FALLBACK_IMAGE} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" alt="" width={800} height={500} loading="lazy" />
        {service.popular ? <span className="service-card-badge">Popular</span> : null}
      </div>
      <div>
        <h3>
          {enhanced ? <button type="button" onClick={() => onOpen(service)} aria-haspopup="dialog">{service.name}</button> : <span>{service.name}</span>}
        </h3>
        <p>{service.description}</p>
        <ul>
          {service.features.slice(0, 2).map((feature, i) => (
            <li key={i}>{feature}</li>
          ))}
        </ul>
        <p><span>{priceText(service.price)}</span><span>{timeText(service.timeEstimate)}</span></p>
      </div>
    </article>
  );
}
