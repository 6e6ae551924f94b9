/** The header's plain top-level links (SPEC 2.2); SERVICES and MORE are menus built from navigation data. */
export const PRIMARY_LINKS = {
  home: { label: 'HOME', href: '/' },
  rest: [
    { label: 'PROCESS', href: '/how-it-works' },
    { label: 'PACKAGES', href: '/packages' },
    { label: 'SERVICE AREA', href: '/service-area' },
  ],
} as const;

/** Whether the route at `path` belongs to the entry `href` (a section matches its sub-pages too). */
export function isActivePath(path: string, href: string): boolean {
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

/** SERVICES covers the directory (both its addresses) and every category page. */
export function isServicesPath(path: string): boolean {
  return isActivePath(path, '/services') || path === '/service-directory' || path === '/mobileservicespage';
}

/**
 * Where the visitor is, in the only terms the header and footer use. They never read the page's path itself: the
 * build renders them once for all the pages that answer these questions alike (site/render-framed.tsx).
 */
export interface NavPosition {
  /** The page is `href` itself: its menu entry is marked as the current page. */
  isAt(href: string): boolean;
  /** The page is `href` or one of its sub-pages: the entry's section is active. */
  isWithin(href: string): boolean;
  /** The page belongs to SERVICES (see isServicesPath). */
  inServices(): boolean;
}

export function navPosition(path: string): NavPosition {
  return { isAt: (href) => path === href, isWithin: (href) => isActivePath(path, href), inServices: () => isServicesPath(path) };
}
