import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { SvgIcon } from './svg-icon.tsx';
import type { NavLink } from '../content-types.ts';
import { PRIMARY_LINKS } from '../lib/main-nav.ts';
import { useNavPosition, useShell } from './shell-context.tsx';
import { MenuLinkItem } from './menu-link-item.tsx';
import { ServicesOverlay } from './services-overlay.tsx';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Close the menu; `returnFocus` puts focus back on the hamburger. */
  onClose: (returnFocus: boolean) => void;
}

interface Section { key: string; label: string; items: readonly NavLink[] }

/**
 * The menu below 1024px (SPEC 2.2): plain links, SERVICES opening a full-screen overlay, and entries with
 * children as disclosure sections of which only one is open at a time. Choosing a link closes everything.
 */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const { site, navigation } = useShell();
  const position = useNavPosition();
  const base = useId();
  const [overlay, setOverlay] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const overlayRef = useRef(overlay);
  overlayRef.current = overlay;
  const sections: Section[] = [{ key: 'more', label: 'MORE', items: navigation.more }];

  // Closed menus start fresh next time.
  useEffect(() => {
    if (!open) {
      setOverlay(false);
      setSection(null);
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      // With the overlay open, Escape belongs to the overlay's dialog.
      if (event.key === 'Escape' && !overlayRef.current) onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  const navigate = () => onClose(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing past the last entry leaves the menu (disclosure navigation); the header bar itself does not count.
    const next = event.relatedTarget as HTMLElement | null;
    if (next && !panel.current?.contains(next) && !next.closest('.shell-header') && !overlayRef.current) onClose(false);
  };
  const current = (href: string) => (position.isWithin(href) ? 'page' as const : undefined);

  return (
    <>
      <div id={id} ref={panel} className="mobile-menu" hidden={!open} onBlur={onBlur}>
        <nav aria-label="Mobile">
          <ul className="mobile-menu-list">
            <li><a href={PRIMARY_LINKS.home.href} className="mobile-link" aria-current={current('/')} onClick={navigate}>{PRIMARY_LINKS.home.label}</a></li>
            <li>
              <button type="button" className="mobile-link" aria-haspopup="dialog" data-active={position.inServices() || undefined} onClick={() => setOverlay(true)}>
                SERVICES
                <SvgIcon icon={chevronRightIcon} size={20} />
              </button>
            </li>
            {PRIMARY_LINKS.rest.map((link) => (
              <li key={link.href}><a href={link.href} className="mobile-link" aria-current={current(link.href)} onClick={navigate}>{link.label}</a></li>
            ))}
            {sections.map((s) => {
              const expanded = section === s.key;
              const listId = `${base}-${s.key}`;
              return (
                <li key={s.key} className="mobile-section" data-open={expanded || undefined}>
                  <button type="button" className="mobile-link" aria-expanded={expanded} aria-controls={listId} onClick={() => setSection(expanded ? null : s.key)}>
                    {s.label}
                    <SvgIcon icon={chevronDownIcon} size={20} className="mobile-chevron" />
                  </button>
                  <ul id={listId} className="mobile-sublist" hidden={!expanded}>
                    {s.items.map((item) => <MenuLinkItem key={item.label} item={item} onClick={navigate} />)}
                  </ul>
                </li>
              );
            })}
          </ul>
          <a className="button button-primary mobile-call" href={`tel:${site.phone.e164}`} onClick={navigate}>
            <SvgIcon icon={phoneIcon} size={18} />
            Call Us {site.phone.display}
          </a>
        </nav>
      </div>
      <ServicesOverlay open={open && overlay} groups={navigation.mobileGroups} onClose={() => setOverlay(false)} onNavigate={navigate} />
    </>
  );
}
