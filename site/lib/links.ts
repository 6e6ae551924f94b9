import type { NavLink } from '../content-types.ts';
import { categorySlugFromName } from './category-slug.ts';

/** Where a menu item goes: its own href, or /services/<slug from label> (SPEC 2.2). */
export function menuHref(item: NavLink): string {
  return item.href ?? `/services/${categorySlugFromName(item.label)}`;
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** Props for a link that leaves the site: new tab, no opener, no referrer. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
