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
