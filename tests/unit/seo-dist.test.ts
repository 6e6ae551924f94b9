import { describe, expect, it, beforeAll } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fixtureBuild } from './built-site.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent } from '../../pipeline/content/assemble.ts';
import { headersFile, redirectsFile } from '../../pipeline/hosting/host-config.ts';
import { routeTable, type RouteEntry } from '../../site/routes.ts';
import type { SiteContent } from '../../site/content-types.ts';
import { root, renderBodiesInline } from './fixture-harness.ts';

/**
 * The SEO output of a real build: every JSON-LD block parsed and checked for the fields its type needs, every
 * URL and @id in it resolving to a built page or file; sitemap.xml against the sitemaps.org XSD; social cards;
 * robots meta; the host files. Checked on the frozen content's build.
 */
let dist: string;
let content: SiteContent;
let routes: RouteEntry[];
let base: string;

beforeAll(async () => {
  const checked = await checkContent(fixtureData, root, root);
  content = assembleContent(checked.value.valid, await renderBodiesInline(checked.value.valid));
  routes = routeTable(content) as RouteEntry[];
  base = content.site.baseUrl;
  dist = fixtureBuild();
});

const fileOf = (route: RouteEntry) => path.join(dist, route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`);
const html = (route: RouteEntry) => readFileSync(fileOf(route), 'utf8');

function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function meta(page: string, attr: 'name' | 'property', key: string): string | undefined {
  const m = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`).exec(page);
  return m ? decode(m[1]!) : undefined;
}

type Node = Record<string, unknown>;
function jsonLdOf(page: string): Node[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node);
}

/** Every string in a JSON tree, with the key it sits under. */
function strings(tree: unknown, key = ''): [string, string][] {
  if (typeof tree === 'string') return [[key, tree]];
  if (Array.isArray(tree)) return tree.flatMap((t) => strings(t, key));
  if (tree && typeof tree === 'object') return Object.entries(tree).flatMap(([k, v]) => strings(v, k));
  return [];
}

function nodesOfType(tree: unknown, type: string): Node[] {
  if (Array.isArray(tree)) return tree.flatMap((t) => nodesOfType(t, type));
  if (tree && typeof tree === 'object') {
    const node = tree as Node;
    return [...(node['@type'] === type ? [node] : []), ...Object.values(node).flatMap((v) => nodesOfType(v, type))];
  }
  return [];
}

/** The built file an absolute site URL serves, or undefined. */
function resolveUrl(url: string): string | undefined {
  if (!url.startsWith(`${base}/`)) return undefined;
  const pathname = decodeURIComponent(new URL(url).pathname);
  const direct = path.join(dist, pathname);
  if (pathname !== '/' && existsSync(direct) && statSync(direct).isFile()) return direct;
  const index = path.join(dist, pathname, 'index.html');
  return existsSync(index) ? index : undefined;
}

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const requiredByType: Record<string, string[]> = {
  HomeAndConstructionBusiness: ['@id', 'name', 'telephone', 'email', 'url', 'logo', 'image', 'address', 'areaServed', 'openingHoursSpecification', 'priceRange', 'paymentAccepted'],
  WebSite: ['@id', 'url', 'name', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  Service: ['@id', 'name', 'provider', 'url', 'hasOfferCatalog'],
  BlogPosting: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher', 'mainEntityOfPage'],
};

describe('JSON-LD in the built pages', () => {
  it('every block parses, has the schema.org context, a known type and that type\'s required fields', () => {
    let blocks = 0;
    for (const route of routes) {
      for (const node of jsonLdOf(html(route))) {
        blocks += 1;
        expect(node['@context'], route.path).toBe('https://schema.org');
        const type = node['@type'] as string;
        expect(Object.keys(requiredByType), `${route.path}: ${type}`).toContain(type);
        for (const field of requiredByType[type]!) expect(node[field], `${route.path}: ${type}.${field}`).toBeDefined();
      }
    }
    expect(blocks).toBeGreaterThan(60);
  });

  it('every @id and every URL on the site resolves to a built page or file', () => {
    for (const route of routes) {
      for (const node of jsonLdOf(html(route))) {
        for (const [key, value] of strings(node)) {
          if (key === '@id') expect(value.startsWith(`${base}/`), `${route.path}: @id ${value}`).toBe(true);
          if (value.startsWith(base)) expect(resolveUrl(value), `${route.path}: ${key} ${value}`).toBeDefined();
        }
      }
    }
  });

  it('the business is described with the same @id where it appears, and every reference to it points there', () => {
    const id = `${base}/#business`;
    const described = new Map<string, Node>();
    for (const route of routes) {
      const page = html(route);
      for (const business of nodesOfType(jsonLdOf(page), 'HomeAndConstructionBusiness').filter((n) => 'address' in n)) {
        expect(business['@id']).toBe(id);
        described.set(route.path, business);
      }
      for (const [key, value] of strings(jsonLdOf(page))) if (key === '@id' && value.endsWith('#business')) expect(value).toBe(id);
      expect(page, route.path).not.toContain('aggregateRating');
    }
    expect([...described.keys()].sort()).toEqual(['/', '/about', '/about-us', '/contact', '/service-area']);
    const [first, ...rest] = [...described.values()];
    for (const other of rest) expect(other).toEqual(first);
    expect((first!.areaServed as Node[]).length).toBe(2);
    expect((first!.openingHoursSpecification as Node[]).length).toBe(2);
  });

  it('breadcrumbs number 1..n and end at the page itself', () => {
    for (const route of routes.filter((r) => r.meta.breadcrumbs)) {
      const [list] = nodesOfType(jsonLdOf(html(route)), 'BreadcrumbList');
      expect(list, route.path).toBeDefined();
      const items = list!.itemListElement as Node[];
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      expect(items.at(-1)!.item).toBe(`${base}${route.meta.canonical}`);
    }
  });

  it('every FAQ question and answer is text the page shows', () => {
    let checked = 0;
    for (const route of routes) {
      const page = html(route);
      const body = decode(page.slice(page.indexOf('<div id="root">'), page.indexOf('<script type="application/json"')));
      for (const faq of nodesOfType(jsonLdOf(page), 'FAQPage')) {
        for (const q of faq.mainEntity as Node[]) {
          expect(body, `${route.path}: question`).toContain(q.name as string);
          expect(body, `${route.path}: answer`).toContain((q.acceptedAnswer as Node).text as string);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('blog posts have ISO dates from their front matter and the business as publisher', () => {
    for (const post of content.posts) {
      const route = routes.find((r) => r.path === `/blog/${post.id}`)!;
      const [article] = nodesOfType(jsonLdOf(html(route)), 'BlogPosting');
      expect(article).toMatchObject({ headline: post.title, datePublished: post.date, dateModified: post.updated ?? post.date, publisher: { '@id': `${base}/#business` } });
      expect(String(article!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((article!.author as Node).name).toBe(post.author);
    }
  });

  it('has no JobPosting (the jobs lack datePosted) and no inline script that would run', () => {
    for (const route of routes) {
      const page = html(route);
      expect(nodesOfType(jsonLdOf(page), 'JobPosting'), route.path).toEqual([]);
      // The CSP allows scripts from 'self' only: every script element without src must be a data block.
      for (const tag of page.match(/<script\b[^>]*>/g) ?? []) {
        if (!/\bsrc=/.test(tag)) expect(tag, route.path).toMatch(/type="application\/(ld\+)?json"/);
      }
    }
  });
});

describe('sitemap.xml', () => {
  it('is valid against the sitemaps.org XSD (xmllint)', () => {
    const run = spawnSync('xmllint', ['--noout', '--schema', path.join(root, 'tests/fixtures/sitemap-0.9.xsd'), path.join(dist, 'sitemap.xml')], { encoding: 'utf8' });
    if (run.error) throw run.error;
    expect(run.status, run.stderr).toBe(0);
  });

  it('lists every indexable canonical URL once, absolute, each a built page, and nothing else', () => {
    const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const expected = [...new Set(routes.filter((r) => r.meta.indexable).map((r) => `${base}${r.meta.canonical}`))];
    expect(locs).toEqual(expected);
    for (const loc of locs) expect(resolveUrl(loc), loc).toBeDefined();
    for (const excluded of ['/service-directory', '/about', '/404', '/mobileservicespage']) expect(locs).not.toContain(`${base}${excluded}`);
  });

  it('dates posts and legal pages by their own dates, in W3C date format', () => {
    const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const lastmod = new Map([...xml.matchAll(/<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [m[1]!, m[2]]));
    for (const value of lastmod.values()) if (value !== undefined) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const post of content.posts) expect(lastmod.get(`${base}/blog/${post.id}`)).toBe(post.updated ?? post.date);
    for (const page of Object.values(content.pages)) expect(lastmod.get(`${base}/${page.slug}`)).toBe(page.updated);
  });

  it('robots.txt names it by its absolute URL', () => {
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${base}/sitemap.xml\n`);
  });
});

describe('social cards and robots meta', () => {
  it('every page has og:title, og:description, og:type, og:url = canonical, a 1200x630 PNG og:image and twitter:card', () => {
    for (const route of [...routes, { path: '/404.html' } as RouteEntry]) {
      const page = route.path === '/404.html' ? readFileSync(path.join(dist, '404.html'), 'utf8') : html(route);
      const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(page)?.[1];
      expect(canonical, route.path).toBeDefined();
      expect(meta(page, 'property', 'og:url'), route.path).toBe(canonical);
      expect(meta(page, 'property', 'og:title'), route.path).toBe(decode(/<title>([^<]*)<\/title>/.exec(page)![1]!));
      expect(meta(page, 'property', 'og:description'), route.path).toBeTruthy();
      expect(['website', 'article'], route.path).toContain(meta(page, 'property', 'og:type'));
      expect(meta(page, 'name', 'twitter:card'), route.path).toBe('summary_large_image');
      const image = meta(page, 'property', 'og:image')!;
      expect(image, route.path).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}/.+\\.png$`));
      const file = resolveUrl(image);
      expect(file, `${route.path}: ${image}`).toBeDefined();
      expect(pngSize(file!), image).toEqual({ width: 1200, height: 630 });
      expect(meta(page, 'property', 'og:image:width')).toBe('1200');
      expect(meta(page, 'property', 'og:image:height')).toBe('630');
    }
    const post = routes.find((r) => r.path.startsWith('/blog/'))!;
    expect(meta(html(post), 'property', 'og:type')).toBe('article');
  });

  it('every page a search engine indexes describes itself: no two share a description', () => {
    const byDescription = new Map<string, string[]>();
    for (const route of routes) {
      const page = html(route);
      // Duplicates (/about, /service-directory) name another page as canonical and share its description.
      if (page.includes('<meta name="robots" content="noindex"/>') || /<link rel="canonical" href="([^"]+)"\/>/.exec(page)?.[1] !== `${base}${route.path}`) continue;
      const description = meta(page, 'name', 'description') ?? '';
      expect(description, route.path).not.toBe('');
      byDescription.set(description, [...(byDescription.get(description) ?? []), route.path]);
    }
    expect([...byDescription.values()].flat()).toEqual(expect.arrayContaining(['/', '/blog', '/faq', '/service-area', '/contact']));
    expect([...byDescription.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('only the 404 page and the forms\' own pages are noindex; duplicates and the mobile services view point at their canonical instead', () => {
    const noindexed = routes.filter((r) => html(r).includes('<meta name="robots" content="noindex"/>')).map((r) => r.path);
    // The forms' pages (for visitors without JavaScript) and the thank-you page are no search result.
    const formPages = routes.filter((r) => r.page === 'form' || r.page === 'thank-you').map((r) => r.path);
    expect(formPages.length).toBeGreaterThan(0);
    expect(noindexed.sort()).toEqual(['/404', ...formPages].sort());
    expect(readFileSync(path.join(dist, '404.html'), 'utf8')).toContain('<meta name="robots" content="noindex"/>');
    expect(html(routes.find((r) => r.path === '/about')!)).toContain(`<link rel="canonical" href="${base}/about-us"/>`);
    expect(html(routes.find((r) => r.path === '/service-directory')!)).toContain(`<link rel="canonical" href="${base}/services"/>`);
  });
});

describe('static host files', () => {
  it('_headers and _redirects are host-config.ts\'s rules', () => {
    expect(readFileSync(path.join(dist, '_headers'), 'utf8')).toBe(headersFile(content.site));
    expect(readFileSync(path.join(dist, '_redirects'), 'utf8')).toBe(redirectsFile(content.site));
  });

  it('hashed assets are where the /assets/* cache rule expects them', () => {
    const assets = readdirSync(path.join(dist, 'assets'));
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) expect(a, a).toMatch(/-[A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2?)$/);
  });
});
