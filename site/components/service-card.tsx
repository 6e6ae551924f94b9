import type { ServiceSummary } from '../lib/search.ts';
import { ServiceImage } from './service-image.tsx';

/**
 * A directory card (SPEC 2.13): image, name, description, the first 2 features and a Popular badge. The name
 * is a button whose hit area covers the card, so the whole card opens the detail modal, by mouse or keyboard.
 * Its check and clock marks are CSS, not inline SVG: the directory pre-renders ~400 cards and SVG per card
 * would double the page's HTML.
 */
export function ServiceCard({ service, onOpen }: { service: ServiceSummary; onOpen: (service: ServiceSummary) => void }) {
  return (
    <article className="service-card">
      <div className="service-card-media">
        <ServiceImage src={service.image} alt="" width={800} height={500} loading="lazy" decoding="async" />
        {service.popular ? <span className="badge service-card-badge">Popular</span> : null}
      </div>
      <div className="service-card-body">
        <h2 className="service-card-title">
          <button type="button" className="service-card-button" onClick={() => onOpen(service)} aria-haspopup="dialog">
            {service.name}
          </button>
        </h2>
        <p className="service-card-description">{service.description}</p>
        <ul className="service-card-features">
          {service.features.slice(0, 2).map((feature, i) => (
            <li key={i}>{feature}</li>
          ))}
        </ul>
        <p className="service-card-meta">
          <span className="service-card-price">{service.price}</span>
          <span className="service-card-time">{service.timeEstimate}</span>
        </p>
      </div>
    </article>
  );
}
