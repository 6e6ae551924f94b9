import { mapStrings } from '../content/map-strings.ts';

/**
 * Until a page that shows it is rendered, a rendered Markdown body (a post's or a page's HTML) stands in the site's
 * content as a reference to it: its key in the store's Markdown folder. A page's key then hashes the reference,
 * which names the HTML exactly, and a rebuild never reads, hashes or sends to a worker the HTML of an unchanged page.
 *
 * A reference starts with a lone surrogate, which no content can hold (text decoded from UTF-8 never has one), so no
 * string of the content is ever taken for one.
 */
const REF = '\uD800body ';

export function bodyRef(key: string): string {
  return `${REF}${key}`;
}

/** `value` with each body reference in it replaced by the body's HTML, as `html(key)` gives it. */
export function resolveBodyRefs<T>(value: T, html: (key: string) => string): T {
  return mapStrings(value, (text) => (text.startsWith(REF) ? html(text.slice(REF.length)) : text));
}
