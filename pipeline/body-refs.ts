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

/** The HTML of the body with this key, if it is known. */
export type BodyLookup = (key: string) => string | undefined;

/** `value` with each body reference in it replaced by the body's HTML (see `mapStrings` for what is copied). */
export function resolveBodyRefs<T>(value: T, lookup: BodyLookup): T {
  return mapStrings(value, (text) => {
    if (!text.startsWith(REF)) return text;
    const key = text.slice(REF.length);
    const html = lookup(key);
    // The build puts every body it references in the Markdown cache before any page is rendered.
    if (html === undefined) throw new Error(`no HTML for the Markdown body ${key}`);
    return html;
  });
}
