import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { startStaticServer, type StaticServer } from '../../pipeline/output/static-server.ts';
import { builtSite, htmlFiles, type BuiltSite } from './built-site.ts';

/**
 * Link check of a real build (LINKS_DIST to reuse one): linkinator crawls every page through the static host's
 * routing and requests every internal link, image, script, stylesheet and CSS url(); external URLs are skipped,
 * never requested. Fragments and the rel of new-tab links are checked here from the HTML itself, so the
 * result does not depend on the crawler's fragment rules.
 */
let site: BuiltSite;
let server: StaticServer;
let pages: string[];
// The site's own origin, read from the build (robots.txt names the sitemap), so any content can be checked.
let baseUrl: string;

beforeAll(async () => {
  site = await builtSite('links');
  baseUrl = /^Sitemap: (.+)\/sitemap\.xml$/m.exec(readFileSync(path.join(site.dir, 'robots.txt'), 'utf8'))![1]!;
  server = await startStaticServer(site.dir, 0);
  pages = await htmlFiles(site.dir);
}, 300_000);

afterAll(async () => {
  await server?.close();
  await site?.dispose();
});

/** The URL path a built file answers at: about/index.html -> /about/, 404.html -> /404.html. */
const urlPathOf = (file: string) => (file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`);

/** The built file that answers a URL path the way the static host does, or undefined. */
function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean.replace(/\/$/, '')}/index.html`, `${clean.replace(/\/$/, '')}.html`];
  return candidates.find((c) => !c.endsWith('/') && existsSync(path.join(site.dir, c)));
}

interface Tag { name: string; attrs: Map<string, string> }

function decodeAttr(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Start tags of a page, outside comments, scripts and styles (React quotes every attribute with "). */
function tagsOf(html: string): Tag[] {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  const tags: Tag[] = [];
  for (const m of markup.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*"|='[^']*'|=[^\s>]+)?)*)\s*\/?>/g)) {
    const attrs = new Map<string, string>();
    for (const a of m[2]!.matchAll(/([^\s"'>/=]+)(?:="([^"]*)"|='([^']*)'|=([^\s>]+))?/g)) {
      attrs.set(a[1]!.toLowerCase(), decodeAttr(a[2] ?? a[3] ?? a[4] ?? ''));
    }
    tags.push({ name: m[1]!.toLowerCase(), attrs });
  }
  return tags;
}

const tagCache = new Map<string, Tag[]>();
const tagsOfFile = (file: string) => {
  let tags = tagCache.get(file);
  if (!tags) tagCache.set(file, (tags = tagsOf(readFileSync(path.join(site.dir, file), 'utf8'))));
  return tags;
};

/** The fragment targets of a page: every id, and the name of <a name>. */
function anchorsOf(file: string): Set<string> {
  const ids = new Set<string>();
  for (const t of tagsOfFile(file)) {
    if (t.attrs.has('id')) ids.add(t.attrs.get('id')!);
    if (t.name === 'a' && t.attrs.has('name')) ids.add(t.attrs.get('name')!);
  }
  return ids;
}

const LOCAL = 'http://site.local';

describe('links of the built site', () => {
  it('builds pages to check', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(pages).toContain('index.html');
    expect(pages).toContain('404.html');
  });

  it('has no broken internal link, image, script, stylesheet or CSS url on any page', async () => {
    const origin = server.url;
    const checker = new LinkChecker();
    const result = await checker.check({
      // Every built page is a start point, so pages no menu links to are checked as well.
      path: pages.map((p) => `${origin}${urlPathOf(p)}`),
      recurse: true,
      checkCss: true,
      checkFragments: true,
      concurrency: 10,
      // Absolute links to the production site (canonical, og:url) are checked against this build; query strings
      // only steer client-side state (?category=, ?package=), the static host answers the path.
      urlRewriteExpressions: [
        { pattern: new RegExp(`^${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: origin },
        { pattern: /\?[^#]*/, replacement: '' },
      ],
      // No network here: anything not on the local server is skipped, never requested.
      linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
    });
    const broken = result.links.filter((l: LinkResult) => l.state === LinkState.BROKEN);
    const report = broken.map((l) => `${l.status ?? '-'} ${l.url} (on ${l.parent ?? 'start'}) ${(l.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : String(d.status))).join('; ')}`);
    expect(report).toEqual([]);
    const checked = result.links.filter((l) => l.state === LinkState.OK);
    expect(checked.length).toBeGreaterThan(pages.length);
    // The crawl requested the page assets too, not only pages.
    expect(checked.some((l) => /\/assets\/.+\.js$/.test(l.url))).toBe(true);
    expect(checked.some((l) => /\/assets\/.+\.css$/.test(l.url))).toBe(true);
    expect(checked.some((l) => /\/images\//.test(l.url))).toBe(true);
  }, 240_000);

  it('points every #fragment link at an element that exists on the target page', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of pages) {
      const pageUrl = new URL(urlPathOf(file), LOCAL);
      for (const tag of tagsOfFile(file)) {
        const href = tag.name === 'a' || tag.name === 'area' || tag.name === 'link' ? tag.attrs.get('href') : undefined;
        if (!href || !href.includes('#')) continue;
        const target = new URL(href.startsWith(baseUrl) ? href.slice(baseUrl.length) || '/' : href, pageUrl);
        if (target.origin !== LOCAL) continue;
        const fragment = decodeURIComponent(target.hash.slice(1));
        // A bare "#" (or "#top") scrolls to the top of the page in every browser.
        if (fragment === '' || fragment.toLowerCase() === 'top') continue;
        checked += 1;
        const targetFile = fileFor(target.pathname);
        if (!targetFile) problems.push(`${file}: ${href} -> no page at ${target.pathname}`);
        else if (!anchorsOf(targetFile).has(fragment)) problems.push(`${file}: ${href} -> no id="${fragment}" on ${targetFile}`);
      }
    }
    expect(problems).toEqual([]);
    // The skip link alone is on every page, so a scan that found nothing is a broken scan.
    expect(checked).toBeGreaterThanOrEqual(pages.length);
  });

  it('opens external links in a new tab only with rel="noopener noreferrer"', () => {
    const problems: string[] = [];
    let external = 0;
    for (const file of pages) {
      for (const tag of tagsOfFile(file)) {
        if (tag.name !== 'a' && tag.name !== 'area' && tag.name !== 'form') continue;
        if ((tag.attrs.get('target') ?? '').toLowerCase() !== '_blank') continue;
        const href = tag.attrs.get(tag.name === 'form' ? 'action' : 'href') ?? '';
        const target = new URL(href, LOCAL);
        if (target.origin === LOCAL || href.startsWith(baseUrl)) continue;
        external += 1;
        const rel = new Set((tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/));
        if (!rel.has('noopener') || !rel.has('noreferrer')) problems.push(`${file}: ${href} has rel="${tag.attrs.get('rel') ?? ''}"`);
      }
    }
    expect(problems).toEqual([]);
    expect(external).toBeGreaterThan(0);
  });
});
