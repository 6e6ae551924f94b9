import { __iconData as externalLinkIcon } from 'lucide-react/icons/external-link';
import { SvgIcon } from './svg-icon.tsx';
import type { NavLink } from '../content-types.ts';
import { isExternal, menuHref } from '../lib/links.ts';
import { SmartLink } from './smart-link.tsx';
import { useNavPosition } from './shell-context.tsx';

/** One entry of a MORE list (desktop dropdown and mobile menu): the current page is marked, outside links say so. */
export function MenuLinkItem({ item, onClick }: { item: NavLink; onClick?: () => void }) {
  const position = useNavPosition();
  const href = menuHref(item);
  return (
    <li>
      <SmartLink href={href} aria-current={position.isAt(href) ? 'page' : undefined} onClick={onClick}>
        {item.label}
        {isExternal(href) ? <SvgIcon icon={externalLinkIcon} size={14} className="external-icon" /> : null}
      </SmartLink>
    </li>
  );
}
