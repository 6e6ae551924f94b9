import { useId, type CSSProperties } from 'react';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { SvgIcon } from './svg-icon.tsx';
import type { NavLink } from '../content-types.ts';
import { menuHref } from '../lib/links.ts';
import { useHoverMenu } from '../lib/use-hover-menu.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useNavPosition } from './shell-context.tsx';

/** SPEC 9: the mega menu hides 150 ms after the pointer leaves. */
const HIDE_DELAY_MS = 150;

export interface MegaMenuProps {
  items: readonly NavLink[];
  active: boolean;
}

/**
 * Desktop SERVICES entry (SPEC 2.2): a real link to /services plus a toggle button for a ~600px panel listing the
 * categories in two columns. Until the page has hydrated (and without JavaScript) the toggle is a native
 * <details>, which opens the same panel on a click.
 */
export function MegaMenu({ items, active }: MegaMenuProps) {
  const panelId = useId();
  const enhanced = useHydrated();
  const { open, close, rootProps, buttonProps } = useHoverMenu(HIDE_DELAY_MS);
  const link = <a href="/services" className="nav-link" aria-current={active ? 'page' : undefined}>SERVICES</a>;
  const chevron = <SvgIcon icon={chevronDownIcon} size={16} />;
  if (!enhanced) {
    return (
      <li className="nav-item nav-item-menu">
        {link}
        <details className="nav-disclosure">
          <summary className="nav-toggle" aria-label="Services menu">{chevron}</summary>
          <MegaMenuPanel items={items} />
        </details>
      </li>
    );
  }
  return (
    <li className="nav-item nav-item-menu" data-open={open || undefined} {...rootProps}>
      {link}
      <button type="button" className="nav-toggle" aria-controls={panelId} aria-label="Services menu" {...buttonProps}>{chevron}</button>
      <MegaMenuPanel id={panelId} hidden={!open} items={items} onNavigate={() => close(false)} />
    </li>
  );
}

interface MegaMenuPanelProps {
  items: readonly NavLink[];
  id?: string;
  hidden?: boolean;
  onNavigate?: () => void;
}

function MegaMenuPanel({ items, id, hidden, onNavigate }: MegaMenuPanelProps) {
  const position = useNavPosition();
  const rows = Math.ceil(items.length / 2);
  return (
    <div id={id} className="mega-menu" hidden={hidden}>
      <p className="mega-menu-title">Our Services</p>
      {/* The row count comes from content; a custom property keeps the layout itself in shell.css. */}
      <ul className="mega-menu-list" style={{ '--menu-rows': rows } as CSSProperties}>
        {items.map((item) => {
          const href = menuHref(item);
          return (
            <li key={item.label}>
              <a href={href} aria-current={position.isAt(href) ? 'page' : undefined} onClick={onNavigate}>{item.label}</a>
            </li>
          );
        })}
      </ul>
      <a className="mega-menu-all" href="/services" onClick={onNavigate}>View all services</a>
    </div>
  );
}
