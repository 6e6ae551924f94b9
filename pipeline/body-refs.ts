import { mapStrings } from './map-strings.ts';

/**
 * Until a page that shows it is rendered, a rendered Markdown body (a post's or a page's HTML) stands in the site's
 * content as a reference to it: its key in the Markdown cache. So a rebuild neither decodes, hashes nor sends to the
 * render workers the HTML of thousands of posts whose pages are unchanged, and a page's key (see `pageKey`) hashes the
 * body's key, which names its HTML exactly (the Markdown pipeline's code, the body as written and the facts it uses).
 *
 * A reference starts with a lone surrogate, which no content can hold (text decoded from UTF-8 never has one), so no
 * string of the content is ever taken for one.
 */
const REF = '\uD800body ';

export function bodyRef(key: string): string {
  return `${REF}${key}`;
}

/**
 * The HTML of the body with this key: as it is, or a promise of it when this thread makes it first (a body left for
 * the render step; see `deferUpTo` in markdown-pool.ts), or undefined when it is not known.
 */
export type BodyLookup = (key: string) => string | Promise<string> | undefined;

/**
 * `value` with each body reference in it replaced by the body's HTML (see `mapStrings` for what is copied). Each
 * distinct body is looked up once.
 */
export async function resolveBodyRefs<T>(value: T, lookup: BodyLookup): Promise<T> {
  const found = new Map<string, string | Promise<string> | undefined>();
  mapStrings(value, (text) => {
    if (text.startsWith(REF) && !found.has(text)) found.set(text, lookup(text.slice(REF.length)));
    return text;
  });
  if (found.size === 0) return value;
  const html = new Map<string, string>();
  for (const [ref, pending] of found) {
    const made = await pending;
    // The build puts every body it references in the Markdown cache, or leaves it for the render step to make.
    if (made === undefined) throw new Error(`no HTML for the Markdown body ${ref.slice(REF.length)}`);
    html.set(ref, made);
  }
  return mapStrings(value, (text) => html.get(text) ?? text);
}
