import { Parser } from 'htmlparser2';

/**
 * What the build checks in a rendered page (see output/verify-output.ts), read from the HTML as a browser reads it:
 * how many `<h1>`, the ids a `#fragment` can land on, and every address the page links to or loads. They are a
 * function of the HTML alone, so a page kept from the previous build keeps its facts too.
 */
export interface PageFacts {
  h1: number;
  /** Every `id`, and `name` of an `<a>`: what a link's #fragment can reach. */
  ids: string[];
  /** Each address once, as `nav <address>` (a link a visitor follows) or `load <address>` (fetched with the page, or sent a form). */
  refs: string[];
}

/** Attributes that hold one address, by element; `*` for any element. */
const NAVIGATE: Record<string, readonly string[]> = { a: ['href'], area: ['href'] };
const LOAD: Record<string, readonly string[]> = {
  link: ['href'], script: ['src'], img: ['src'], iframe: ['src'], frame: ['src'], embed: ['src'], source: ['src'],
  audio: ['src'], video: ['src', 'poster'], track: ['src'], input: ['src', 'formaction'], button: ['formaction'],
  form: ['action'], object: ['data'], base: ['href'], image: ['href', 'xlink:href'], use: ['href', 'xlink:href'],
};
const FOLLOWED_LINKS = new Set(['canonical', 'alternate', 'next', 'prev', 'author', 'license', 'help', 'search']);
/** Attributes that hold a list of `address width` candidates. */
const SRCSET: Record<string, readonly string[]> = { img: ['srcset'], source: ['srcset'], link: ['imagesrcset'] };

export function pageFacts(html: string): PageFacts {
  let h1 = 0;
  const ids = new Set<string>();
  const refs = new Set<string>();
  const add = (kind: 'nav' | 'load', value: string | undefined) => {
    const address = value?.trim();
    if (address) refs.add(`${kind} ${address}`);
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'h1') h1++;
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      // A <link> that names a related page (canonical, alternate, next) is followed, not fetched.
      const follows = name === 'link' && (attributes.rel ?? '').toLowerCase().split(/\s+/).some((rel) => FOLLOWED_LINKS.has(rel));
      for (const attribute of NAVIGATE[name] ?? []) add('nav', attributes[attribute]);
      for (const attribute of LOAD[name] ?? []) add(follows ? 'nav' : 'load', attributes[attribute]);
      for (const attribute of SRCSET[name] ?? []) for (const address of srcsetAddresses(attributes[attribute])) add('load', address);
      // <meta http-equiv="refresh" content="0; url=..."> sends the visitor on by itself.
      if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') add('nav', /url\s*=\s*['"]?([^'"]*)/i.exec(attributes.content ?? '')?.[1]);
    },
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.end(html);
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
