import { useId } from 'react';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { SvgIcon } from './svg-icon.tsx';
import type { CategoryPage } from '../content-types.ts';
import { useShell } from './shell-context.tsx';
import { CategoryQuoteAction } from './category-quote-action.tsx';

/** The closing call-to-action band with the phone link (SPEC 2.12). */
export function CategoryCta({ cta, quote }: { cta: CategoryPage['cta']; quote: CategoryPage['quote'] }) {
  const { site } = useShell();
  const headingId = useId();
  return (
    <section className="category-cta" aria-labelledby={headingId}>
      <div className="container category-cta-inner">
        <div>
          <h2 id={headingId}>{cta.title}</h2>
          <p>{cta.text}</p>
        </div>
        <div className="actions category-cta-actions">
          <a href={`tel:${site.phone.e164}`} className="button button-primary category-cta-phone">
            <SvgIcon icon={phoneIcon} size={20} />
            <span>Call <span className="category-cta-number">{site.phone.display}</span></span>
          </a>
          {/* On quote-none pages the quote action is also a phone link, so one phone button is enough. */}
          {quote === 'external' ? <CategoryQuoteAction quote={quote} className="button category-button-ghost" /> : null}
        </div>
      </div>
    </section>
  );
}
