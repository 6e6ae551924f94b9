import { useId } from 'react';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { SvgIcon } from './svg-icon.tsx';
import type { NavLink } from '../content-types.ts';
import { menuHref } from '../lib/links.ts';
import { useHoverMenu } from '../lib/use-hover-menu.ts';
import { MenuLinkItem } from './menu-link-item.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useNavPosition } from './shell-context.tsx';

/** SPEC 9: the dropdown hides 300 ms after the pointer leaves. */
const HIDE_DELAY_MS = 300;

/**
 * Desktop MORE entry (SPEC 2.2): a button that discloses a ~14rem list; outside addresses open in a new tab.
 * Until the page has hydrated (and without JavaScript) it is a native <details>, which opens on a click.
 */
export function MoreDropdown({ items }: { items: readonly NavLink[] }) {
  const position = useNavPosition();
  const panelId = useId();
  const enhanced = useHydrated();
  const { open, close, rootProps, buttonProps } = useHoverMenu(HIDE_DELAY_MS);
  const active = items.some((item) => position.isAt(menuHref(item)));
  if (!enhanced) {
    return (
      <li className="nav-item nav-item-menu">
        <details className="nav-disclosure">
          <summary className="nav-link nav-button" data-active={active || undefined}>
            MORE
            <SvgIcon icon={chevronDownIcon} size={16} className="nav-chevron" />
          </summary>
          <ul className="more-dropdown">
            {items.map((item) => <MenuLinkItem key={item.label} item={item} />)}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li className="nav-item nav-item-menu" data-open={open || undefined} {...rootProps}>
      <button type="button" className="nav-link nav-button" aria-controls={panelId} data-active={active || undefined} {...buttonProps}>
        MORE
        <SvgIcon icon={chevronDownIcon} size={16} className="nav-chevron" />
      </button>
      <ul id={panelId} className="more-dropdown" hidden={!open}>
        {items.map((item) => <MenuLinkItem key={item.label} item={item} onClick={() => close(false)} />)}
      </ul>
    </li>
  );
}
