import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { __iconData as menuIcon } from 'lucide-react/icons/menu';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { SvgIcon } from './svg-icon.tsx';
import { PRIMARY_LINKS } from '../lib/main-nav.ts';
import { useNavPosition, useShell } from './shell-context.tsx';
import { MenuLinkItem } from './menu-link-item.tsx';
import { menuHref } from '../lib/links.ts';

/**
 * The menu below 1024px as it works without JavaScript (and until the page has hydrated): the hamburger is a
 * native <details> around the same panel, and SERVICES (the overlay's service groups) and MORE are nested <details>.
 * Once hydrated, the header swaps in the scripted MobileMenu.
 */
export function StaticMobileMenu() {
  const { site, navigation } = useShell();
  const position = useNavPosition();
  const current = (href: string) => (position.isWithin(href) ? 'page' as const : undefined);
  return (
    <details className="hamburger-disclosure">
      <summary className="hamburger" aria-label="Menu">
        <SvgIcon icon={menuIcon} size={24} className="hamburger-open-icon" />
        <SvgIcon icon={xIcon} size={24} className="hamburger-close-icon" />
      </summary>
      <div className="mobile-menu">
        <nav aria-label="Mobile">
          <ul className="mobile-menu-list">
            <li><a href={PRIMARY_LINKS.home.href} className="mobile-link" aria-current={current('/')}>{PRIMARY_LINKS.home.label}</a></li>
            <li>
              <details className="mobile-section">
                <summary className="mobile-link" data-active={position.inServices() || undefined}>
                  SERVICES
                  <SvgIcon icon={chevronDownIcon} size={20} className="mobile-chevron" />
                </summary>
                <ul className="mobile-sublist">
                  {navigation.mobileGroups.map((group) => (
                    <li key={group.title} className="mobile-group">
                      <p className="mobile-group-title">{group.title}</p>
                      <ul>
                        {group.items.map((item) => <li key={item.label}><a href={menuHref(item)} aria-current={position.isAt(menuHref(item)) ? 'page' : undefined}>{item.label}</a></li>)}
                      </ul>
                    </li>
                  ))}
                  <li><a href="/services">View all services</a></li>
                </ul>
              </details>
            </li>
            {PRIMARY_LINKS.rest.map((link) => (
              <li key={link.href}><a href={link.href} className="mobile-link" aria-current={current(link.href)}>{link.label}</a></li>
            ))}
            <li>
              <details className="mobile-section">
                <summary className="mobile-link">
                  MORE
                  <SvgIcon icon={chevronDownIcon} size={20} className="mobile-chevron" />
                </summary>
                <ul className="mobile-sublist">
                  {navigation.more.map((item) => <MenuLinkItem key={item.label} item={item} />)}
                </ul>
              </details>
            </li>
          </ul>
          <a className="button button-primary mobile-call" href={`tel:${site.phone.e164}`}>
            <SvgIcon icon={phoneIcon} size={18} />
            Call Us {site.phone.display}
          </a>
        </nav>
      </div>
    </details>
  );
}
