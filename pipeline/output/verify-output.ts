import type { Message } from '../messages/messages.ts';
import type { PageFacts } from '../render/page-facts.ts';

/**
 * The net under every content rule: the build reads the pages it rendered, before it puts them in place, and refuses
 * an output with a link or `#fragment` that leads nowhere, a page without exactly one `<h1>`, a page over the size
 * limit, a picture, script, frame or form from a site not in trustedOrigins, or an address a browser would run
 * (`javascript:`, `data:`). Whatever the content typed and however it reached the page (a placeholder, a menu, a
 * Markdown body), this is what visitors get.
 *
 * The pages are the routes of site/routes.ts. The editors' CMS at /admin/ is none: its page is Decap's app, made by
 * the build rather than from content, for editors only (noindex, a policy of its own), so it is not checked here;
 * its files are in `files`, as a link to them would arrive.
 */

/** A page over this is a mistake, not a page: the biggest of the shipped site is about 260 KB. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

export interface PublishedPage {
  /** The route's path, e.g. `/services/plumbing`. */
  path: string;
  /** Its file in the output, e.g. `services/plumbing/index.html`. */
  file: string;
  bytes: number;
  facts: PageFacts;
}

/** Where in the content a text on a page came from: a file, line and column, with the lines around it. */
export type Located = Pick<Message, 'file' | 'line' | 'column' | 'frame'>;

export interface VerifyInput {
  pages: readonly PublishedPage[];
  /** Every file of the new output, relative to it, with forward slashes. */
  files: ReadonlySet<string>;
  /** Paths the static host redirects (see host-config.ts): a link to one arrives. */
  redirects: ReadonlySet<string>;
  /** The site's own origin, from baseUrl: an absolute link to it is a link inside the site. */
  origin: string;
  /** Origins the site may load from and send forms to (site.yaml trustedOrigins, parsed). */
  trusted: ReadonlySet<string>;
  /** The content line a text on a page came from, when the content holds it. */
  locate(pagePath: string, text: string | RegExp): Located | undefined;
  /** How messages name a page's file when no content line can be found. */
  pageFile(file: string): string;
  /** The paths of the pages whose own links, headings and size to check (all when absent); every page is a target. */
  only?: ReadonlySet<string>;
}

/** `found`: what to look for in the content to point at the line it came from. */
/** A page a link can lead to: its path and the ids on it. */
interface Target { path: string; ids: readonly string[] }

interface Problem { rule: string; text: string; found?: string | RegExp }

/** An output a build checked whole (or in part, the rest having been checked before): its pages' facts, files, and what else its links were checked against. */
export interface CheckedOutput { pages: ReadonlyMap<string, { facts: PageFacts }>; files: ReadonlySet<string>; around: string }

/**
 * The pages whose own links, headings and size need checking, given an output checked before whose pages kept their
 * very facts (dev keeps them as objects): those that did not. All of them (undefined) when anything a kept page's
 * link leads to may have changed: a file added or removed, the redirects or origins (`around`), or an id on a page
 * made again.
 */
export function pagesToCheck(pages: readonly { path: string; facts: PageFacts }[], before: CheckedOutput, files: ReadonlySet<string>, around: string): Set<string> | undefined {
  if (before.around !== around || before.files.size !== files.size) return undefined;
  for (const file of files) if (!before.files.has(file)) return undefined;
  const only = new Set<string>();
  for (const page of pages) {
    const was = before.pages.get(page.path);
    if (was?.facts === page.facts) continue;
    if (!was || was.facts.ids.join('\n') !== page.facts.ids.join('\n')) return undefined;
    only.add(page.path);
  }
  return only;
}

export function verifyOutput(input: VerifyInput): Message[] {
  const byFile = new Map(input.pages.map((page) => [page.file, { path: page.path, ids: page.facts.ids }]));
  const memo = new Map<string, Problem | null>();
  const grouped = new Map<string, { problem: Problem; pages: PublishedPage[] }>();
  const report = (problem: Problem, page: PublishedPage) => {
    const key = `${problem.rule}\n${problem.text}`;
    const group = grouped.get(key);
    if (group) group.pages.push(page);
    else grouped.set(key, { problem, pages: [page] });
  };
  for (const page of input.pages) {
    if (input.only && !input.only.has(page.path)) continue;
    if (page.facts.h1 !== 1) {
      report({ rule: 'output/h1', ...(page.facts.h1 === 0
        ? { text: 'there is no main heading (<h1>); give the page its title' }
        : { text: `there are ${page.facts.h1} main headings (<h1>); a page has one, its title: start the other headings in the text with "##"`, found: /^#[ \t]/m }) }, page);
    }
    if (page.bytes > MAX_PAGE_BYTES) {
      report({ rule: 'output/page-size', text: `the HTML is ${(page.bytes / 1024 / 1024).toFixed(1)} MB, over the ${MAX_PAGE_BYTES / 1024 / 1024} MB a phone can load in reasonable time; look for text or a fact repeated many times` }, page);
    }
    for (const ref of page.facts.refs) {
      // An address that does not depend on the page it is on is checked once for all pages (most are the menus').
      let problem = memo.get(ref);
      if (problem === undefined) {
        const space = ref.indexOf(' ');
        const address = ref.slice(space + 1);
        problem = addressProblem(ref.slice(0, space) as 'nav' | 'load', address, page, input, byFile);
        if (/^(\/[^/]|[a-z][a-z0-9+.-]*:)/i.test(address)) memo.set(ref, problem);
      }
      if (problem) report(problem, page);
    }
  }
  const messages: Message[] = [];
  for (const { problem, pages } of grouped.values()) {
    let at: Located | undefined;
    for (const page of pages) if (problem.found && (at = input.locate(page.path, problem.found))) break;
    const where = pages.length === 1 ? `On the page ${pages[0]!.path}` : `On ${pages.length} pages (${pages.slice(0, 3).map((p) => p.path).join(', ')}${pages.length > 3 ? ', ...' : ''})`;
    messages.push({ ...(at ?? { file: input.pageFile(pages[0]!.file), line: 0, column: 0 }), severity: 'error', rule: problem.rule, message: `${where}: ${problem.text}` });
  }
  return messages;
}

function addressProblem(kind: 'nav' | 'load', address: string, page: PublishedPage, input: VerifyInput, byFile: ReadonlyMap<string, Target>): Problem | null {
  // A part of the same page (every page's skip link): no address to parse.
  if (address.startsWith('#')) return fragmentProblem(address, address.slice(1), byFile.get(page.file));
  let url: URL;
  try {
    url = new URL(address, `${input.origin}${page.path}`);
  } catch {
    return { rule: 'output/address', text: `the link "${address}" is not an address a browser can follow; write the page's path, such as /services`, found: address };
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    if (url.username || url.password) return { rule: 'output/address', text: `the link "${address}" carries a user name (the part before "@") and can open another site than it seems to`, found: address };
    if (url.origin === input.origin) return internalProblem(address, url, input, byFile);
    if (kind === 'load' && !input.trusted.has(url.origin)) {
      return { rule: 'output/untrusted-origin', text: `${address} is loaded from ${url.origin}, which is not in trustedOrigins of site.yaml; host the file in data/images, or list the origin if the business trusts that site with its visitors`, found: address };
    }
    return null;
  }
  if (kind === 'nav' && ['mailto:', 'tel:', 'sms:'].includes(url.protocol)) return null;
  return { rule: 'output/address', text: `the ${kind === 'nav' ? 'link' : 'address loaded'} "${address.slice(0, 80)}" is a ${url.protocol} address, which a browser would ${url.protocol === 'javascript:' ? 'run as a script' : 'not open as a page of a website'}; use an https:// address or a path of the site`, found: address };
}

/** A link inside the site arrives when its path is a page, a published file or a redirect, and its #fragment an id on that page. */
function internalProblem(address: string, url: URL, input: VerifyInput, byFile: ReadonlyMap<string, Target>): Problem | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return { rule: 'output/broken-link', text: `the link "${address}" has a "%" not followed by two hex digits`, found: address };
  }
  if (input.redirects.has(url.pathname) || input.redirects.has(path)) return null;
  const relative = path.slice(1);
  const file = [relative, relative.endsWith('/') || relative === '' ? `${relative}index.html` : `${relative}/index.html`].find((f) => f !== '' && input.files.has(f));
  if (!file) return { rule: 'output/broken-link', text: `the link ${address} leads to neither a page of the site nor a published file; correct the path, or add the page or the file`, found: address };
  return fragmentProblem(address, url.hash.slice(1), byFile.get(file));
}

/** A link's #fragment arrives when it is empty, "top", or an id on its target page (one that is HTML). */
function fragmentProblem(address: string, fragment: string, target: Target | undefined): Problem | null {
  if (!fragment || fragment === 'top' || !target) return null;
  let id: string;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    id = fragment;
  }
  if (target.ids.includes(id)) return null;
  return { rule: 'output/missing-fragment', text: `the link ${address} leads to ${target.path}, which has no part with the id "${id}", so the link opens at the top of the page; use a heading's id or remove the #${id}`, found: address };
}
