import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { __iconData as menuIcon } from 'lucide-react/icons/menu';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { __iconData as phoneCallIcon } from 'lucide-react/icons/phone-call';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { SvgIcon } from './svg-icon.tsx';
import { useNavPosition, useShell } from './shell-context.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { MoreDropdown } from './more-dropdown.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { StaticMobileMenu } from './static-mobile-menu.tsx';
import { CallRequestModal } from './call-request-modal.tsx';
import { DialogTrigger } from './dialog-trigger.tsx';
import { CALL_REQUEST_PATH } from '../lib/form-pages.ts';
import { PRIMARY_LINKS } from '../lib/main-nav.ts';
import { useScrolled } from '../lib/use-scrolled.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import '../styles/shell.css';

/** SPEC 9: the desktop navigation starts at 1024px. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The fixed top bar (SPEC 2.2): transparent at the top, solid once scrolled; desktop menus, the mobile menu
 * below 1024px, a Call Us link and the call-request dialog. Dialog and mobile panel are rendered outside the
 * <header> because its backdrop blur would otherwise trap their fixed positioning inside the bar.
 */
export function Header() {
  const { site, navigation } = useShell();
  const position = useNavPosition();
  const scrolled = useScrolled(5);
  const enhanced = useHydrated();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [callOpen, setCallOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const callButton = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) hamburger.current?.focus();
  }, []);

  // A route change (history navigation, hash jump, page restored from the back/forward cache) closes the
  // menu, and so does growing into the desktop layout.
  useEffect(() => {
    const close = () => setMenuOpen(false);
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onMedia = () => { if (desktop.matches) close(); };
    window.addEventListener('popstate', close);
    window.addEventListener('hashchange', close);
    window.addEventListener('pageshow', close);
    desktop.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('popstate', close);
      window.removeEventListener('hashchange', close);
      window.removeEventListener('pageshow', close);
      desktop.removeEventListener('change', onMedia);
    };
  }, []);

  const closeCall = () => {
    setCallOpen(false);
    // The modal hands focus back itself, but a backdrop press then moves it to <body>; put it back on the button.
    window.setTimeout(() => {
      if (document.activeElement === document.body) callButton.current?.focus();
    }, 0);
  };

  const current = (href: string) => (position.isWithin(href) ? 'page' as const : undefined);
  const tel = `tel:${site.phone.e164}`;
  const tagline = logoTagline(site.name, site.shortName);

  return (
    <>
      <header className="shell-header" data-scrolled={scrolled || undefined} data-menu-open={menuOpen || undefined}>
        <div className="container shell-bar">
          <a href="/" className="shell-logo" aria-label={`${site.name} home`}>
            <img src="/images/logo-mark.svg" alt="" width={40} height={40} />
            {/* Text, not part of the picture: the tagline stays legible at any logo size. */}
            <span className="shell-logo-text" aria-hidden="true">
              <span className="shell-logo-name">{site.shortName}</span>
              {tagline ? <span className="shell-logo-tagline">{tagline}</span> : null}
            </span>
          </a>
          <nav aria-label="Main" className="desktop-nav">
            <ul className="nav-list">
              <li className="nav-item">
                <a href={PRIMARY_LINKS.home.href} className="nav-link" aria-current={current('/')}>{PRIMARY_LINKS.home.label}</a>
              </li>
              <MegaMenu items={navigation.megaMenu} active={position.inServices()} />
              {PRIMARY_LINKS.rest.map((link) => (
                <li key={link.href} className="nav-item">
                  <a href={link.href} className="nav-link" aria-current={current(link.href)}>{link.label}</a>
                </li>
              ))}
              <MoreDropdown items={navigation.more} />
            </ul>
          </nav>
          <div className="shell-actions">
            {/* Both actions show words on phones too, so the two phone icons are told apart. The call link shows the
                number where it fits and "Call us" on phones; CSS shows one (display: none also drops the other
                from the accessible name). */}
            <DialogTrigger href={CALL_REQUEST_PATH} buttonRef={callButton} className="request-call" onOpen={() => setCallOpen(true)}>
              <SvgIcon icon={phoneCallIcon} size={18} />
              <span className="request-call-label">Request a Call</span>
            </DialogTrigger>
            <a className="button button-primary call-us" href={tel}>
              <SvgIcon icon={phoneIcon} size={18} />
              <span className="call-us-label"><span className="visually-hidden">Call us at </span>{site.phone.display}</span>
              <span className="action-caption">Call us</span>
            </a>
            {/* Without JavaScript, and until hydration, the menu is a native disclosure (static-mobile-menu.tsx). */}
            {enhanced ? (
              <button
                ref={hamburger}
                type="button"
                className="hamburger"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <SvgIcon icon={xIcon} size={24} /> : <SvgIcon icon={menuIcon} size={24} />}
              </button>
            ) : <StaticMobileMenu />}
          </div>
        </div>
      </header>
      {enhanced ? <MobileMenu id={menuId} open={menuOpen} onClose={closeMenu} /> : null}
      <CallRequestModal open={callOpen} onClose={closeCall} />
    </>
  );
}

/** The words of the business name after its short name ("Handyman & Home Services"), shown under it in the logo. */
export function logoTagline(name: string, shortName: string): string {
  return name.startsWith(shortName) ? name.slice(shortName.length).trim() : '';
}
