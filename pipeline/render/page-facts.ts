import { decodeHTMLAttribute } from 'entities';

/**
 * What the build checks in a rendered page (see output/verify-output.ts): how many `<h1>`, the ids a `#fragment` can
 * land on, and every address the page links to or loads. They are a function of the HTML alone, so a page kept from
 * the previous build keeps its facts too.
 */
export interface PageFacts {
  h1: number;
  /** Every `id`, and `name` of an `<a>`: what a link's #fragment can reach. */
  ids: string[];
  /** Each address once, as `nav <address>` (a link a visitor follows) or `load <address>` (fetched with the page, or sent a form). */
  refs: string[];
}

/** Attributes that hold one address, by element. */
const NAVIGATE: Record<string, readonly string[]> = { a: ['href'], area: ['href'] };
const LOAD: Record<string, readonly string[]> = {
  link: ['href'], script: ['src'], img: ['src'], iframe: ['src'], frame: ['src'], embed: ['src'], source: ['src'],
  audio: ['src'], video: ['src', 'poster'], track: ['src'], input: ['src', 'formaction'], button: ['formaction'],
  form: ['action'], object: ['data'], base: ['href'], image: ['href', 'xlink:href'], use: ['href', 'xlink:href'],
};
const FOLLOWED_LINKS = new Set(['canonical', 'alternate', 'next', 'prev', 'author', 'license', 'help', 'search']);
/** Attributes that hold a list of `address width` candidates. */
const SRCSET: Record<string, readonly string[]> = { img: ['srcset'], source: ['srcset'], link: ['imagesrcset'] };

/**
 * One token of HTML as the standard's tokenizer splits it, for what is checked here: a comment; an element whose
 * content is raw text (a script's or a style's text holds no tags, whatever it looks like); or a start tag, with its
 * attributes (a quoted value may hold ">"). Everything between tokens is text, which holds no tag.
 */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(script|style|textarea|title|xmp|noembed|noframes|iframe)\b((?:[^>"']|"[^"]*"|'[^']*')*)>[\s\S]*?(?:<\/\1\s*>|$)|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
/** One attribute: its name and its value, double-quoted, single-quoted or bare. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** The attributes read below. */
const READ = new Set(['id', 'name', 'rel', 'content', 'http-equiv', ...[NAVIGATE, LOAD, SRCSET].flatMap((table) => Object.values(table).flat())]);
/** Whether a start tag has an attribute this reads: most tags have none, and are not split into attributes. */
const WANTED = /(?:^|[\s"'])(?:href|src|srcset|id|name|action|formaction|poster|data|imagesrcset|http-equiv|xlink:href)\s*=/i;

/**
 * The facts of a page. Read with a tokenizer of the HTML rules that matter here (comments, raw-text elements,
 * quoted attributes; values decoded with the `entities` package, htmlparser2's own decoder) rather than a whole
 * parser: on 4,000 article pages a parser that builds every element took 0.34 ms a page, this 0.1 ms.
 */
export function pageFacts(html: string): PageFacts {
  let h1 = 0;
  const ids = new Set<string>();
  const refs = new Set<string>();
  const add = (kind: 'nav' | 'load', value: string | undefined) => {
    const address = value?.trim();
    if (address) refs.add(`${kind} ${address}`);
  };
  for (const token of html.matchAll(TOKEN)) {
    const rawName = token[1] ?? token[3];
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (name === 'h1') h1++;
    const source = token[2] ?? token[4] ?? '';
    if (!WANTED.test(source)) continue;
    const attributes: Record<string, string> = {};
    ATTRIBUTE.lastIndex = 0;
    for (let found = ATTRIBUTE.exec(source); found; found = ATTRIBUTE.exec(source)) {
      const value = found[2] ?? found[3] ?? found[4];
      if (value === undefined) continue;
      const lower = found[1]!.toLowerCase();
      // The first of two same-named attributes counts, as in a browser; only those read below are kept.
      if (READ.has(lower) && !(lower in attributes)) attributes[lower] = value.includes('&') ? decodeHTMLAttribute(value) : value;
    }
    if (attributes.id) ids.add(attributes.id);
    if (name === 'a' && attributes.name) ids.add(attributes.name);
    // A <link> that names a related page (canonical, alternate, next) is followed, not fetched.
    const follows = name === 'link' && (attributes.rel ?? '').toLowerCase().split(/\s+/).some((rel) => FOLLOWED_LINKS.has(rel));
    for (const attribute of NAVIGATE[name] ?? []) add('nav', attributes[attribute]);
    for (const attribute of LOAD[name] ?? []) add(follows ? 'nav' : 'load', attributes[attribute]);
    for (const attribute of SRCSET[name] ?? []) for (const address of srcsetAddresses(attributes[attribute])) add('load', address);
    // <meta http-equiv="refresh" content="0; url=..."> sends the visitor on by itself.
    if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') add('nav', /url\s*=\s*['"]?([^'"]*)/i.exec(attributes.content ?? '')?.[1]);
  }
  return { h1, ids: [...ids], refs: [...refs] };
}

/**
 * The facts of a page read in pieces, in order: the facts of the whole, when no piece ends inside a tag, a comment or
 * a script.
 */
export function mergeFacts(pieces: readonly PageFacts[]): PageFacts {
  if (pieces.length === 1) return pieces[0]!;
  const ids = new Set<string>();
  const refs = new Set<string>();
  let h1 = 0;
  for (const facts of pieces) {
    h1 += facts.h1;
    for (const id of facts.ids) ids.add(id);
    for (const ref of facts.refs) refs.add(ref);
  }
  return { h1, ids: [...ids], refs: [...refs] };
}

/**
 * The addresses of a srcset, as the HTML standard splits it: an address runs to the next space (a comma right after
 * it ends the candidate), then descriptors ("800w", "2x") run to the next comma.
 */
export function srcsetAddresses(srcset: string | undefined): string[] {
  const out: string[] = [];
  const text = srcset ?? '';
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /[\s,]/.test(text[i]!)) i++;
    const start = i;
    while (i < text.length && !/\s/.test(text[i]!)) i++;
    let address = text.slice(start, i);
    if (address.endsWith(',')) address = address.replace(/,+$/, '');
    else while (i < text.length && text[i] !== ',') i++;
    if (address) out.push(address);
  }
  return out;
}
