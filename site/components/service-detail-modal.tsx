import { useId } from 'react';
import { createPortal } from 'react-dom';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { __iconData as dollarSignIcon } from 'lucide-react/icons/dollar-sign';
import { SvgIcon } from './svg-icon.tsx';
import { Modal } from './modal.tsx';
import { SmartLink } from './smart-link.tsx';
import { useShell } from './shell-context.tsx';
import type { ServiceSummary } from '../lib/search.ts';
import '../styles/service-modal.css';
import { priceText } from '../lib/price-text.ts';
import { timeText } from '../lib/time-text.ts';
import { Picture } from './picture.tsx';
import { SERVICE_FALLBACK_IMAGE } from '../lib/picture-sources.ts';

/**
 * The service detail dialog shared by the home search and the service directory (SPEC 2.4, 2.13): image,
 * price estimate, duration, what is included, and the two ways to book. Closed while `service` is null.
 * It is portalled to <body> so that no section's stacking context (the hero's, for one) can put the fixed
 * header above it; it only exists on the client, after a click, so the pre-rendered HTML is unaffected.
 */
export function ServiceDetailModal({ service, onClose }: { service: ServiceSummary | null; onClose: () => void }) {
  const { site } = useShell();
  const titleId = useId();
  if (!service) return null;
  return createPortal(
    <Modal open onClose={onClose} labelledBy={titleId} className="service-modal" closeLabel="Close service details">
      <Picture key={service.image} className="service-modal-image" src={service.image} fallback={SERVICE_FALLBACK_IMAGE} sizes="(min-width: 40rem) 36rem, 100vw" alt="" width={800} height={500} />
      <p className="service-modal-category">{service.category}</p>
      <h2 id={titleId} className="service-modal-title">{service.name}</h2>
      <p className="service-modal-description">{service.description}</p>
      <dl className="service-modal-facts">
        <div>
          <dt><SvgIcon icon={dollarSignIcon} size={18} /> Price estimate</dt>
          <dd>{priceText(service.price)}</dd>
        </div>
        <div>
          <dt><SvgIcon icon={clockIcon} size={18} /> Duration</dt>
          <dd>{timeText(service.timeEstimate)}</dd>
        </div>
      </dl>
      <h3 className="service-modal-subtitle">What&apos;s Included</h3>
      <ul className="service-modal-features">
        {service.features.map((feature, i) => (
          <li key={i}><SvgIcon icon={circleCheckIcon} size={18} /> {feature}</li>
        ))}
      </ul>
      <div className="actions service-modal-actions">
        <SmartLink className="button button-primary" href={site.links.booking}>Book Now</SmartLink>
        <SmartLink className="button button-secondary" href={site.links.instantQuote}>Get a Quote</SmartLink>
      </div>
    </Modal>,
    document.body,
  );
}
