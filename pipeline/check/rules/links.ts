import type { LoadedFile } from '../../content/load-content.ts';
import { contentKinds } from '../../content/content-kinds.ts';
import { fillText } from '../../content/placeholders.ts';
import type { Message } from '../../messages/messages.ts';
import { suggestion } from '../../messages/suggest.ts';
import { CONTENT_ID_PREFIX, linkTarget } from '../../markdown/content-links.ts';
import { mayHoldLinks, type MarkdownOutline } from '../../markdown/outline.ts';
import { messageAt } from '../message-at.ts';
import { bodyOutline, messageAtLink } from '../body-message.ts';
import { walkStrings } from '../walk-strings.ts';
import { stem, type CheckRule, type RuleInput } from '../rule.ts';
import { misspeltScheme, parseMailto, parseTel, parseWebAddress } from '../../hosting/web-address.ts';
import { hasInvisible } from '../../messages/characters.ts';

/** A YAML value that is a link: `href`, `url`, `...Url` fields, and the named links of site.yaml. */
const LINK_KEY = /(^|\/)(href|url|[A-Za-z]+Url)(\/[^/]+)?$|^\/links\/(booking|instantQuote|customerPortal)$/;

const LINK_NAME = /^(href|url|[A-Za-z]+Url)$/;

/** Whether keys leading to a string can make a pointer LINK_KEY matches: a link's name last or next to last, or /links/x. */
function mayBeLinkKey(keys: readonly string[]): boolean {
  const n = keys.length;
  return (n >= 1 && LINK_NAME.test(keys[n - 1]!)) || (n >= 2 && LINK_NAME.test(keys[n - 2]!)) || (n === 2 && keys[0] === 'links');
}

/** What a site path may be followed by, from the route table: the pages, their query values and their anchors. */
interface SiteMap {
  paths: Set<string>;
  /** `/packages` -> `package` -> ids; `/services` -> `category` -> slugs. */
  queries: Map<string, Map<string, Set<string>>>;
  /** Route path -> the Markdown file whose headings are the page's anchors. */
  markdownOf: Map<string, LoadedFile>;
}

/**
 * Every link in content stays on the site or goes out through http, https, mailto or tel; a site path names a page
 * of the route table (site/routes.ts), a `?package=` or `?category=` value names a package or category that
 * exists, and a `#fragment` names a heading of the page it points at. Reported at the link itself, in YAML values
 * and in Markdown bodies.
 */
export const linksRule: CheckRule = {
  name: 'links',
  check(input) {
    const site = siteMap(input);
    const outlineOf = (file: LoadedFile) => bodyOutline(file, input.outline);
    const siteData = input.valid.find((f) => f.kind.kind === 'site')?.data;
    const out: Message[] = [];
    for (const file of input.valid) {
      walkStrings(file.data, (text, pointer, keys) => {
        // Most strings are not under a link's key: their pointers are not made (4,000 posts: 32,000 strings).
        if (!mayBeLinkKey(keys)) return;
        const at = pointer();
        if (!LINK_KEY.test(at)) return;
        const url = siteData && text.includes('{') ? fillText(text, siteData) : text;
        // A placeholder that cannot be filled has its own message (ref/placeholder, or site.yaml's problems).
        if (/\{[A-Za-z]/.test(url)) return;
        const problem = linkProblem(url, site, input.images, undefined, outlineOf);
        if (problem) out.push(messageAt(file, at, problem.rule, problem.message));
      });
      // Every link in Markdown starts with "[" or "<": a body with neither is not parsed for its own links.
      const outline = file.body !== undefined && mayHoldLinks(file.body) ? outlineOf(file) : undefined;
      if (!outline) continue;
      for (const link of outline.links) {
        // A missing or misspelt image file is the images rule's (ref/image); an image off-site is this rule's.
        if (link.image && ['site', 'relative'].includes(linkTarget(link.url).kind)) continue;
        const problem = link.image && linkTarget(link.url).kind === 'external'
          ? { rule: 'link/external-image', message: `the image "${link.url.slice(0, 80)}" is on another website, which would learn of every visitor who reads this page; save the picture in data/images and write its path, e.g. "/images/blog/my-picture.jpg"` }
          : linkProblem(link.url, site, input.images, outline.headingIds, outlineOf) ?? addressProblem(link.url);
        if (problem) out.push(messageAtLink(file, link, problem.rule, problem.message));
      }
    }
    return out;
  },
};

interface Problem { rule: string; message: string }

/**
 * What is wrong with one link, or undefined. `ownIds` are the heading ids of the Markdown body it is in (undefined
 * for YAML, whose text shows on several pages).
 */
function linkProblem(url: string, site: SiteMap | undefined, images: ReadonlySet<string>, ownIds: Set<string> | undefined, outlineOf: (file: LoadedFile) => MarkdownOutline | undefined): Problem | undefined {
  const target = linkTarget(url);
  // "mail to:", "mailto://", "email:", "phone:": a link to a mailbox or a phone with its scheme mistyped.
  const meant = misspeltScheme(url);
  if (meant !== undefined && !/^\s*(mailto|tel):/i.test(url)) return { rule: 'link/scheme', message: `"${url.slice(0, 80)}" is not a working ${meant.startsWith('tel:') ? 'phone' : 'email'} link; write "${meant.slice(0, 80)}" ("${meant.startsWith('tel:') ? 'tel:' : 'mailto:'}" as one word, then the ${meant.startsWith('tel:') ? 'number' : 'address'}, with no space or "//")` };
  // Control characters shown as escapes: a tab hidden in an address is part of what is wrong with it.
  // eslint-disable-next-line no-control-regex
  const shown = `"${(url.length > 80 ? `${url.slice(0, 77)}...` : url).replace(/[\u0000-\u001f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
  switch (target.kind) {
    case 'external':
      return undefined;
    case 'off-site-path':
      return { rule: 'link/off-site', message: `${shown} leads to another website although it looks like a path of this site (browsers read "//" and "/\\" at the start as a new address); write a site path as "/" and the page, e.g. "/contact", or another website's full address starting with https://` };
    case 'bad-scheme':
      return { rule: 'link/scheme', message: `${shown} starts with "${target.scheme}:"; links may only go to https://, http://, mailto: or tel: addresses, or to a path of this site; change it to one of those, such as ${phoneAfterScheme(url) ? `"tel:${phoneAfterScheme(url)}"` : '"/contact"'}` };
    case 'relative':
      const rooted = `/${url.trim().replace(/^(\.\.?\/)+/, '')}`;
      return { rule: 'link/relative', message: `${shown} is not a full site path, so where it leads depends on the page it is on; start it with "/"${(site && suggestion(rooted, site.paths)) || `, e.g. "${rooted}"`}` };
    case 'same-page': {
      if (target.fragment === undefined || target.fragment === '') return undefined;
      if (!ownIds) return { rule: 'link/fragment', message: `${shown} points at a part of "this page", but this text is shown on several pages; write the page's path before the "#", e.g. "/blog/my-post#${target.fragment}"` };
      return fragmentProblem(shown, target.fragment, ownIds, 'this page');
    }
    case 'site': {
      if (target.path.startsWith('/images/')) {
        return images.has(target.path) ? undefined : { rule: 'link/unknown-path', message: `${shown} names no file: put it at data${target.path} or fix the path${suggestion(target.path, images)}` };
      }
      // Without a route table (a required file has problems of its own) only the form of the link can be checked.
      if (!site) return undefined;
      const path = target.path.length > 1 ? target.path.replace(/\/+$/, '') : target.path;
      if (!site.paths.has(path)) {
        return { rule: 'link/unknown-path', message: `no page of the site has the path "${path}"${suggestion(path, site.paths) || '; change it to the path of a page listed at /sitemap, or remove the link'}` };
      }
      for (const [name, value] of new URLSearchParams(target.query)) {
        const known = site.queries.get(path)?.get(name);
        if (known && !known.has(value)) {
          return { rule: 'link/unknown-query', message: `${path}?${name}= names "${value}", which does not exist${suggestion(value, known) || `; use one of ${[...known].slice(0, 8).join(', ')}${known.size > 8 ? ', ...' : ''}`}` };
        }
      }
      if (target.fragment === undefined || target.fragment === '') return undefined;
      const markdown = site.markdownOf.get(path);
      if (!markdown) return { rule: 'link/fragment', message: `${shown} points at "#${target.fragment}" on ${path}, but only the headings of posts and legal pages can be linked to; link to "${path}" itself` };
      // A body over the Markdown limits has its own error, and no headings to check against yet.
      const ids = outlineOf(markdown)?.headingIds;
      return ids ? fragmentProblem(shown, target.fragment, ids, path) : undefined;
    }
  }
}

/** The phone number after an `sms:`, `callto:` or other scheme, so that the fix can offer it as a `tel:` link. */
function phoneAfterScheme(url: string): string | undefined {
  const rest = url.trim().replace(/^[a-z][a-z0-9+.-]*:/i, '');
  return /^\+?[\d\s().-]{7,}$/.test(rest) ? rest : undefined;
}

function fragmentProblem(shown: string, fragment: string, ids: Set<string>, page: string): Problem | undefined {
  let id: string;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    id = fragment;
  }
  if (id.startsWith(CONTENT_ID_PREFIX)) id = id.slice(CONTENT_ID_PREFIX.length);
  if (ids.has(id)) return undefined;
  const known = [...ids];
  const what = shown === `"#${fragment}"` ? shown : `${shown} points at "#${id}", which`;
  return { rule: 'link/fragment', message: `${what} is not a heading of ${page}${suggestion(id, known) || (known.length > 0 ? `; use one of its headings: ${known.slice(0, 8).map((k) => `#${k}`).join(', ')}` : '; it has no headings, so link to the page without "#"')}` };
}

/** The site's paths, query values and anchors from its route table, or undefined when content cannot make one yet. */
function siteMap(input: RuleInput): SiteMap | undefined {
  if (!input.site) return undefined;
  const { routes } = input.site;
  const map: SiteMap = { paths: new Set(), queries: new Map(), markdownOf: new Map() };
  const markdownByStem = new Map(input.valid.filter((f) => f.body !== undefined).map((f) => [`${f.kind.kind}/${stem(f)}`, f]));
  // A category page, post or page with problems of its own still names its path: links to it are not reported too.
  const prefixes: Record<string, string> = { 'category-page': '/services/', post: '/blog/', page: '/' };
  for (const file of [...input.valid, ...input.invalid]) {
    const prefix = prefixes[file.kind.kind];
    if (prefix) map.paths.add(`${prefix}${stem(file)}`);
  }
  for (const route of routes) {
    map.paths.add(route.path);
    if (route.page === 'packages') map.queries.set(route.path, new Map([['package', new Set(route.props.packages.map((p) => p.id))]]));
    if (route.page === 'directory') {
      const slugs = new Set([...route.props.services.map((s) => s.subcategory), ...route.props.categories.map((c) => c.slug)]);
      map.queries.set(route.path, new Map([['category', slugs]]));
    }
    const source = route.page === 'blog' && route.props.article ? markdownByStem.get(`post/${route.props.article.id}`) : route.page === 'legal' ? markdownByStem.get(`page/${route.props.page.slug}`) : undefined;
    if (source) map.markdownOf.set(route.path, source);
  }
  return map;
}

/**
 * A link of a post or page to another site or a mailbox, parsed as the YAML addresses are (web-address.ts): no user
 * name before the site's name, no look-alike letters, and a mailto: link to one address with nothing after it.
 */
function addressProblem(url: string): Problem | undefined {
  const target = linkTarget(url);
  if (target.kind !== 'external') return undefined;
  const shown = `"${url.slice(0, 80)}"`;
  // A character no one can see in it is named at its column (invisible-characters), which says all there is to say.
  if (hasInvisible(url)) return undefined;
  if (target.scheme === 'mailto') {
    const parsed = parseMailto(url);
    return parsed.problem ? { rule: 'link/email', message: `${shown} cannot be an email link: ${parsed.problem}` } : undefined;
  }
  if (target.scheme === 'tel') {
    const parsed = parseTel(url);
    return parsed.problem ? { rule: 'link/phone', message: `${shown} cannot be a phone link: ${parsed.problem}` } : undefined;
  }
  if (target.scheme !== 'http' && target.scheme !== 'https') return undefined;
  const parsed = parseWebAddress(url.trim(), { allowHttp: true });
  return parsed.problem ? { rule: 'link/address', message: `${shown} cannot be a link to another site: ${parsed.problem}` } : undefined;
}
