import { __iconData as externalLinkIcon } from 'lucide-react/icons/external-link';
import { SvgIcon } from './svg-icon.tsx';
import type { NavLink } from '../content-types.ts';
import { isExternal, menuHref } from '../lib/links.ts';
import { SmartLink } from './smart-link.tsx';

/** One entry of a MORE list (desktop dropdown and mobile menu): the current page is marked, outside links say so. */
export function MenuLinkItem({ item, path, onClick }: { item: NavLink; path: string; onClick?: () => void }) {
  const href = menuHref(item);
  return (
    <li>
      <SmartLink href={href} aria-current={path === href ? 'page' : undefined} onClick={onClick}>
        {item.label}
        {isExternal(href) ? <SvgIcon icon={externalLinkIcon} size={14} className="external-icon" /> : null}
      </SmartLink>
    </li>
  );
}
