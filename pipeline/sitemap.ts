import type { RouteEntry } from '../site/routes.ts';

export interface SitemapEntry { loc: string; lastmod?: string }

/** sitemaps.org XML for every indexable route, once per canonical URL. */
export function sitemapXml(routes: readonly RouteEntry[], baseUrl: string, lastmodOf: (route: RouteEntry) => string | undefined): string {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const route of routes) {
    if (!route.meta.indexable || seen.has(route.meta.canonical)) continue;
    seen.add(route.meta.canonical);
    const lastmod = lastmodOf(route);
    entries.push({ loc: `${baseUrl}${route.meta.canonical}`, ...(lastmod ? { lastmod } : {}) });
  }
  const body = entries
    .map((e) => `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ''}\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string, noindex: boolean): string {
  return noindex
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
