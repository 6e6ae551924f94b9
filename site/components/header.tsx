import { useShell } from './shell-context.tsx';
import { menuHref } from '../lib/links.ts';
import { SmartLink } from './smart-link.tsx';

/** The fixed top bar with the main navigation (SPEC 2.2). */
export function Header() {
  const { site, navigation, path } = useShell();
  const active = (href: string) => (href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`));
  const top = [
    { label: 'HOME', href: '/' },
    { label: 'PROCESS', href: '/how-it-works' },
    { label: 'PACKAGES', href: '/packages' },
    { label: 'SERVICE AREA', href: '/service-area' },
  ];
  return (
    <header className="site-header">
      <div className="container header-bar">
        <a href="/" className="logo-link" aria-label={`${site.name} home`}>
          <img src="/images/logo.svg" alt="" width={240} height={56} />
        </a>
        <nav aria-label="Main" className="main-nav">
          <ul>
            {top.slice(0, 1).map((l) => (
              <li key={l.href}><a href={l.href} aria-current={active(l.href) ? 'page' : undefined}>{l.label}</a></li>
            ))}
            <li>
              <a href="/services" aria-current={active('/services') ? 'page' : undefined}>SERVICES</a>
              <ul className="mega-menu">
                {navigation.megaMenu.map((item) => (
                  <li key={item.label}><a href={menuHref(item)}>{item.label}</a></li>
                ))}
              </ul>
            </li>
            {top.slice(1).map((l) => (
              <li key={l.href}><a href={l.href} aria-current={active(l.href) ? 'page' : undefined}>{l.label}</a></li>
            ))}
            <li>
              <span>MORE</span>
              <ul className="dropdown">
                {navigation.more.map((item) => (
                  <li key={item.label}><SmartLink href={menuHref(item)}>{item.label}</SmartLink></li>
                ))}
              </ul>
            </li>
          </ul>
        </nav>
        <a className="button button-primary call-us" href={`tel:${site.phone.e164}`}>Call Us</a>
      </div>
    </header>
  );
}
