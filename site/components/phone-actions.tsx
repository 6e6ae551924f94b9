import { __iconData as calendarIcon } from 'lucide-react/icons/calendar-check';
import { __iconData as messageCircleIcon } from 'lucide-react/icons/message-circle';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { SvgIcon } from './svg-icon.tsx';
import { useShell } from './shell-context.tsx';
import { SmartLink } from './smart-link.tsx';

/**
 * On phones, at the foot of the screen on every page: the number in digits (a tap calls it), Text and Book. A
 * visitor deciding whether to call is one tap from the business wherever they have scrolled to. Plain links, so they
 * work before hydration and without JavaScript; wider screens show the number in the header instead.
 */
export function PhoneActions() {
  const { site } = useShell();
  return (
    <nav className="phone-actions" aria-label="Call, text or book">
      <a className="phone-action phone-action-call" href={`tel:${site.phone.e164}`}>
        <SvgIcon icon={phoneIcon} size={18} />
        <span><span className="visually-hidden">Call </span>{site.phone.display}</span>
      </a>
      <a className="phone-action" href={`sms:${site.phone.e164}`}>
        <SvgIcon icon={messageCircleIcon} size={18} />
        <span>Text<span className="visually-hidden"> {site.phone.display}</span></span>
      </a>
      <SmartLink className="phone-action" href={site.links.booking}>
        <SvgIcon icon={calendarIcon} size={18} />
        <span>Book<span className="visually-hidden"> online</span></span>
      </SmartLink>
    </nav>
  );
}
