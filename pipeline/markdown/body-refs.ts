import { mapStrings } from '../content/map-strings.ts';
import type { PictureTable } from '../../site/lib/picture-sources.ts';

/** A Markdown body as a page renders it: its key (the hash of its text and of the photos it shows), text and photos. */
export interface MarkdownItem {
  key: string;
  text: string;
  /** The photos the body shows, by /images/... path: their pictures get srcset, width and height. */
  pictures?: PictureTable;
}

/**
 * Until a page that shows it is rendered, a Markdown body (a post's or a page's) stands in the site's content as a
 * reference to it: its key. A page's key then hashes the reference, which names the body exactly, and a rebuild
 * never renders, hashes or sends to a worker the body of an unchanged page. The page that shows it renders it.
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

/** The keys of the body references in `value`, each once. */
export function bodyRefsIn(value: unknown): string[] {
  const keys = new Set<string>();
  mapStrings(value, (text) => {
    if (text.startsWith(REF)) keys.add(text.slice(REF.length));
    return text;
  });
  return [...keys];
}
