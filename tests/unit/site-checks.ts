import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { startStaticServer } from '../../pipeline/output/static-server.ts';
import { htmlFiles } from './built-site.ts';
import { root } from './fixture-harness.ts';

/**
 * The content-agnostic checks of a built site, as functions of its folder that return what they found: the link
 * crawl and html-validate run on the frozen fixture's build (links.test.ts, html-validate.test.ts) and on the build
 * of the edited frozen content (routine-edits.test.ts). Each also returns how much it looked at, so a caller can tell
 * an empty problem list from a scan that saw nothing.
 */

/** The site's own origin, read from the build (robots.txt names the sitemap), so any content can be checked. */
export function siteOrigin(dir: string): string {
  return /^Sitemap: (.+)\/sitemap\.xml$/m.exec(readFileSync(path.join(dir, 'robots.txt'), 'utf8'))![1]!;
}

/** The URL path a built file answers at: about/index.html -> /about/, 404.html -> /404.html. */
const urlPathOf = (file: string) => (file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface LinkCrawl {
  /** One line per broken link: status, URL, the page it is on, why. */
  broken: string[];
  /** Every URL that answered. */
  ok: string[];
  pages: number;
}

/**
 * linkinator crawls every page through the static host's routing (pipeline/output/static-server.ts) and requests
 * every internal link, image, script, stylesheet and CSS url(); external URLs are skipped, never requested.
 */
export async function brokenLinks(dir: string): Promise<LinkCrawl> {
  const pages = await htmlFiles(dir);
  const baseUrl = siteOrigin(dir);
  const server = await startStaticServer(dir, 0);
  try {
    const origin = server.url;
    const result = await new LinkChecker().check({
      // Every built page is a start point, so pages no menu links to are checked as well.
      path: pages.map((p) => `${origin}${urlPathOf(p)}`),
      recurse: true,
      checkCss: true,
      checkFragments: true,
      concurrency: 10,
      // Absolute links to the production site (canonical, og:url) are checked against this build; query strings
      // only steer client-side state (?category=, ?package=), the static host answers the path.
      urlRewriteExpressions: [
        { pattern: new RegExp(`^${escapeRegExp(baseUrl)}`), replacement: origin },
        { pattern: /\?[^#]*/, replacement: '' },
      ],
      // No network here: anything not on the local server is skipped, never requested.
      linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
    });
    const broken = result.links.filter((l) => l.state === LinkState.BROKEN)
      .map((l) => `${l.status ?? '-'} ${l.url} (on ${l.parent ?? 'start'}) ${(l.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : String(d.status))).join('; ')}`);
    return { broken, ok: result.links.filter((l) => l.state === LinkState.OK).map((l) => l.url), pages: pages.length };
  } finally {
    await server.close();
  }
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

/** A built folder's pages with their tags, each page read once per check. */
async function scanPages(dir: string) {
  const pages = await htmlFiles(dir);
  const cache = new Map<string, Tag[]>();
  const tagsOfFile = (file: string) => {
    let tags = cache.get(file);
    if (!tags) cache.set(file, (tags = tagsOf(readFileSync(path.join(dir, file), 'utf8'))));
    return tags;
  };
  return { pages, tagsOfFile, baseUrl: siteOrigin(dir) };
}

const LOCAL = 'http://site.local';

export interface Scan { problems: string[]; checked: number; pages: number }

/**
 * Every #fragment link on a page of the site must point at an id (or <a name>) on its target page. Checked here
 * from the HTML itself, so the result does not depend on the crawler's fragment rules. `checked` counts fragment links.
 */
export async function missingFragments(dir: string): Promise<Scan> {
  const { pages, tagsOfFile, baseUrl } = await scanPages(dir);
  // The built file that answers a URL path the way the static host does, or undefined.
  const fileFor = (pathname: string) => {
    const clean = decodeURIComponent(pathname).replace(/^\/+/, '');
    const candidates = clean === '' ? ['index.html'] : [clean, `${clean.replace(/\/$/, '')}/index.html`, `${clean.replace(/\/$/, '')}.html`];
    return candidates.find((c) => !c.endsWith('/') && existsSync(path.join(dir, c)));
  };
  const anchorsOf = (file: string) => new Set(tagsOfFile(file).flatMap((t) => [
    ...(t.attrs.has('id') ? [t.attrs.get('id')!] : []),
    ...(t.name === 'a' && t.attrs.has('name') ? [t.attrs.get('name')!] : []),
  ]));
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
  return { problems, checked, pages: pages.length };
}

/** External links (and forms) that open a new tab without rel="noopener noreferrer". `checked` counts such links. */
export async function unsafeNewTabLinks(dir: string): Promise<Scan> {
  const { pages, tagsOfFile, baseUrl } = await scanPages(dir);
  const problems: string[] = [];
  let checked = 0;
  for (const file of pages) {
    for (const tag of tagsOfFile(file)) {
      if (tag.name !== 'a' && tag.name !== 'area' && tag.name !== 'form') continue;
      if ((tag.attrs.get('target') ?? '').toLowerCase() !== '_blank') continue;
      const href = tag.attrs.get(tag.name === 'form' ? 'action' : 'href') ?? '';
      const target = new URL(href, LOCAL);
      if (target.origin === LOCAL || href.startsWith(baseUrl)) continue;
      checked += 1;
      const rel = new Set((tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/));
      if (!rel.has('noopener') || !rel.has('noreferrer')) problems.push(`${file}: ${href} has rel="${tag.attrs.get('rel') ?? ''}"`);
    }
  }
  return { problems, checked, pages: pages.length };
}

/**
 * html-validate on every .html file, with the committed .htmlvalidate.json at the repo root (README "Links and HTML
 * checks" says why each setting differs from the recommended preset). A build folder is outside the repo, so the
 * config is loaded explicitly. `report` is html-validate's own text report, for reading when there are problems.
 */
export async function htmlProblems(dir: string): Promise<Scan & { report: string }> {
  const files = await htmlFiles(dir);
  const validator = new HtmlValidate(new FileSystemConfigLoader({ extends: [path.join(root, '.htmlvalidate.json')] }));
  const results = (await Promise.all(files.map((f) => validator.validateFile(path.join(dir, f))))).flatMap((r) => r.results);
  const problems = results.flatMap((r) => r.messages.map((m) => `${path.relative(dir, r.filePath)}: ${m.ruleId} ${m.message} (${m.selector ?? ''})`));
  return { problems, checked: files.length, pages: files.length, report: problems.length > 0 ? formatterFactory('text')(results) : '' };
}
