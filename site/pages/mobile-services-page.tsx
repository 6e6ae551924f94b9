import { useId } from 'react';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { SvgIcon } from '../components/svg-icon.tsx';
import { useShell } from '../components/shell-context.tsx';
import { ServiceGroups } from '../components/service-groups.tsx';

/** If going back has not left the page by then, there was nowhere to go back to. */
const BACK_FALLBACK_MS = 600;

/** Go back one step (SPEC 2.1); a page with no history to go back to goes home instead. */
function goBack() {
  if (window.history.length <= 1) {
    window.location.assign('/');
    return;
  }
  const fallback = window.setTimeout(() => window.location.assign('/'), BACK_FALLBACK_MS);
  window.addEventListener('pagehide', () => window.clearTimeout(fallback), { once: true });
  window.history.back();
}

/** /mobileservicespage: every service group on one page, with a close button (SPEC 2.1, 2.2). */
export default function MobileServicesPage() {
  const { navigation } = useShell();
  const titleId = useId();
  return (
    <section className="mobile-services-page" aria-labelledby={titleId}>
      <div className="container">
        <div className="mobile-services-head">
          <h1 id={titleId}>Our Services</h1>
          <button type="button" className="mobile-services-close" aria-label="Close services" onClick={goBack}>
            <SvgIcon icon={xIcon} size={24} />
          </button>
        </div>
        <p className="lead">Choose a service category to see what we can do for you.</p>
        <ServiceGroups groups={navigation.mobileGroups} headingLevel={2} />
        <p className="mobile-services-all"><a className="button button-primary" href="/services">View all services</a></p>
      </div>
    </section>
  );
}
