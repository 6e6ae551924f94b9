import { __iconData as hourglassIcon } from 'lucide-react/icons/hourglass';
import { SvgIcon } from './svg-icon.tsx';
import type { CategoryPage } from '../content-types.ts';
import { useShell } from './shell-context.tsx';
import { CategoryQuoteAction } from './category-quote-action.tsx';

/** Shown instead of the service cards on pages whose services have not launched (SPEC 2.12). */
export function CategoryComingSoon({ id, name, quote }: { id: string; name: string; quote: CategoryPage['quote'] }) {
  const { site } = useShell();
  return (
    <section className="section category-services" id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="category-coming-soon">
          <span className="category-coming-soon-icon" aria-hidden="true"><SvgIcon icon={hourglassIcon} size={32} /></span>
          <p className="category-coming-soon-eyebrow">{name}</p>
          <h2 id={`${id}-title`}>Coming Soon</h2>
          <p>
            We're getting these services ready and will list them here as soon as booking opens. In the meantime,
            call us at <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a> or browse what we offer today.
          </p>
          <div className="actions category-coming-soon-actions">
            <CategoryQuoteAction quote={quote} />
            <a href="/services" className="button button-secondary">Browse All Services</a>
          </div>
        </div>
      </div>
    </section>
  );
}
