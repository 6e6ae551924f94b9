import { useId, type CSSProperties } from 'react';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { SvgIcon } from './svg-icon.tsx';
import type { NavLink } from '../content-types.ts';
import { menuHref } from '../lib/links.ts';
import { useHoverMenu } from '../lib/use-hover-menu.ts';

/** SPEC 9: the mega menu hides 150 ms after the pointer leaves. */
const HIDE_DELAY_MS = 150;

export interface MegaMenuProps {
  items: readonly NavLink[];
  active: boolean;
  path: string;
}

/**
 * Desktop SERVICES entry (SPEC 2.2): a real link to /services (works without JavaScript) plus a toggle
 * button for a ~600px panel listing the categories in two columns.
 */
export function MegaMenu({ items, active, path }: MegaMenuProps) {
  const panelId = useId();
  const { open, close, rootProps, buttonProps } = useHoverMenu(HIDE_DELAY_MS);
  const rows = Math.ceil(items.length / 2);
  return (
    <li className="nav-item nav-item-menu" data-open={open || undefined} {...rootProps}>
      <a href="/services" className="nav-link" aria-current={active ? 'page' : undefined}>SERVICES</a>
      <button type="button" className="nav-toggle" aria-controls={panelId} aria-label="Services menu" {...buttonProps}>
        <SvgIcon icon={chevronDownIcon} size={16} />
      </button>
      <div id={panelId} className="mega-menu" hidden={!open}>
        <p className="mega-menu-title">Our Services</p>
        {/* The row count comes from content; a custom property keeps the layout itself in shell.css. */}
        <ul className="mega-menu-list" style={{ '--menu-rows': rows } as CSSProperties}>
          {items.map((item) => {
            const href = menuHref(item);
            return (
              <li key={item.label}>
                <a href={href} aria-current={path === href ? 'page' : undefined} onClick={() => close(false)}>{item.label}</a>
              </li>
            );
          })}
        </ul>
        <a className="mega-menu-all" href="/services" onClick={() => close(false)}>View all services</a>
      </div>
    </li>
  );
}
