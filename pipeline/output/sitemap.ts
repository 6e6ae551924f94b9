import type { RouteEntry } from '../../site/routes.ts';

/**
 * sitemap.xml (sitemaps.org protocol 0.9) and robots.txt.
 *
 * Every indexable route is listed once, by its absolute canonical URL; duplicates (/service-directory, /about)
 * and /404 are not indexable in the route table and are left out. Past 50,000 URLs or 50 MiB, the protocol's
 * limits for one file, the URLs are split over sitemap-1.xml, sitemap-2.xml, ... and sitemap.xml becomes the
 * sitemap index that lists them, so robots.txt always points at /sitemap.xml.
 */

export interface SitemapEntry { loc: string; lastmod?: string }
export interface SitemapFile { /** Path in the output folder. */ path: string; xml: string }
export interface SitemapLimits { maxUrls: number; maxBytes: number }

/** The protocol's limits for one sitemap file (uncompressed). */
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const W3C_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One entry per canonical URL of an indexable route, in route-table order. */
export function sitemapEntries(routes: readonly RouteEntry[], baseUrl: string, lastmodOf: (route: RouteEntry) => string | undefined): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const route of routes) {
    if (!route.meta.indexable || seen.has(route.meta.canonical)) continue;
    seen.add(route.meta.canonical);
    const lastmod = lastmodOf(route);
    if (lastmod !== undefined && !W3C_DATE.test(lastmod)) throw new Error(`sitemap: lastmod of ${route.path} is not a W3C date (YYYY-MM-DD): ${lastmod}`);
    entries.push({ loc: `${baseUrl}${route.meta.canonical}`, ...(lastmod ? { lastmod } : {}) });
  }
  return entries;
}

/** The sitemap file(s) for these entries: one urlset, or an index at sitemap.xml plus numbered urlsets. */
export function sitemapFiles(entries: readonly SitemapEntry[], baseUrl: string, limits: SitemapLimits = SITEMAP_LIMITS): SitemapFile[] {
  const chunks = chunk(entries, limits);
  if (chunks.length <= 1) return [{ path: 'sitemap.xml', xml: urlset(chunks[0] ?? []) }];
  const files = chunks.map((c, i) => ({ path: `sitemap-${i + 1}.xml`, xml: urlset(c), lastmod: c.map((e) => e.lastmod ?? '').sort().at(-1) || undefined }));
  const index = files
    .map((f) => `  <sitemap>\n    <loc>${xmlEscape(`${baseUrl}/${f.path}`)}</loc>${f.lastmod ? `\n    <lastmod>${f.lastmod}</lastmod>` : ''}\n  </sitemap>`)
    .join('\n');
  return [
    { path: 'sitemap.xml', xml: `${HEAD}<sitemapindex xmlns="${NS}">\n${index}\n</sitemapindex>\n` },
    ...files.map(({ path, xml }) => ({ path, xml })),
  ];
}

/** sitemap.xml for these routes when it fits one file (the common case, and the old single-file API). */
export function sitemapXml(routes: readonly RouteEntry[], baseUrl: string, lastmodOf: (route: RouteEntry) => string | undefined): string {
  const files = sitemapFiles(sitemapEntries(routes, baseUrl, lastmodOf), baseUrl);
  return files[0]!.xml;
}

export function robotsTxt(baseUrl: string, noindex: boolean): string {
  return noindex
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

function urlElement(e: SitemapEntry): string {
  return `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ''}\n  </url>`;
}

function urlset(entries: readonly SitemapEntry[]): string {
  const body = entries.map(urlElement).join('\n');
  return `${HEAD}<urlset xmlns="${NS}">\n${body}${body ? '\n' : ''}</urlset>\n`;
}

/** Greedy split that keeps each urlset within both limits. */
function chunk(entries: readonly SitemapEntry[], limits: SitemapLimits): SitemapEntry[][] {
  const overhead = Buffer.byteLength(urlset([]));
  const chunks: SitemapEntry[][] = [];
  let current: SitemapEntry[] = [];
  let bytes = overhead;
  for (const e of entries) {
    const size = Buffer.byteLength(urlElement(e)) + 1;
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = overhead;
    }
    current.push(e);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
