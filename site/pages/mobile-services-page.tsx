import { useId, type MouseEvent } from 'react';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { SvgIcon } from '../components/svg-icon.tsx';
import { useShell } from '../components/shell-context.tsx';
import { ServiceGroups } from '../components/service-groups.tsx';

/** If going back has not left the page by then, there was nowhere to go back to. */
const BACK_FALLBACK_MS = 600;

/** The part of the Navigation API used here (Chromium, Safari 26, Firefox 147); older browsers lack it. */
interface NavigationLike { currentEntry: { index: number } | null }

/** Whether the page before this one in the tab's history is a page of this site. */
function cameFromThisSite(): boolean {
  if (window.history.length <= 1) return false;
  // The Navigation API lists only this site's entries of the tab's history: an index above 0 has one before it.
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Close goes back one step (SPEC 2.1) when that step is a page of this site; otherwise (opened directly, from a
 * bookmark or another site) the link itself goes home, as it does without JavaScript.
 */
function goBack(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !cameFromThisSite()) return;
  event.preventDefault();
  const home = event.currentTarget.href;
  const fallback = window.setTimeout(() => window.location.assign(home), BACK_FALLBACK_MS);
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
          <a href="/" className="mobile-services-close" aria-label="Close services" onClick={goBack}>
            <SvgIcon icon={xIcon} size={24} />
          </a>
        </div>
        <p className="lead">Choose a service category to see what we can do for you.</p>
        <ServiceGroups groups={navigation.mobileGroups} headingLevel={2} />
        <p className="mobile-services-all"><a className="button button-primary" href="/services">View all services</a></p>
      </div>
    </section>
  );
}
