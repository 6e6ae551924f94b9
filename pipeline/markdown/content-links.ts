/**
 * How a link address written in content is read by a browser, for the link check (pipeline/check/rules/links.ts)
 * and the Markdown renderer alike.
 *
 * A browser removes tabs and line breaks anywhere in an address and spaces or control characters around it, and
 * reads `\` as `/`: so `//evil.example`, `/\evil.example` and `/<tab>/evil.example` all leave the site. A site path
 * is `/` followed by a character that is neither `/` nor `\`.
 */

/** rehype-sanitize's clobber prefix, given to every id and name that comes from content. */
export const CONTENT_ID_PREFIX = 'user-content-';

/** The schemes a link out of the site may use. */
export const EXTERNAL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

export type LinkTarget =
  /** A path of this site, split into its parts (query and fragment without `?` and `#`). */
  | { kind: 'site'; path: string; query: string; fragment: string | undefined }
  /** `#x` or `?x`: this same page. */
  | { kind: 'same-page'; query: string; fragment: string | undefined }
  | { kind: 'external'; scheme: string }
  /** Looks like a path but goes to another host: `//host`, `/\host`. */
  | { kind: 'off-site-path' }
  | { kind: 'bad-scheme'; scheme: string }
  /** `page`, `../page`: depends on the page it is on. */
  | { kind: 'relative' };

/** What `raw` points at once a browser has cleaned it up. */
export function linkTarget(raw: string): LinkTarget {
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined) return (EXTERNAL_SCHEMES as readonly string[]).includes(scheme) ? { kind: 'external', scheme } : { kind: 'bad-scheme', scheme };
  if (/^[\\/][\\/]/.test(url)) return { kind: 'off-site-path' };
  const hash = url.indexOf('#');
  const fragment = hash < 0 ? undefined : url.slice(hash + 1);
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const q = beforeHash.indexOf('?');
  const query = q < 0 ? '' : beforeHash.slice(q + 1);
  const path = q < 0 ? beforeHash : beforeHash.slice(0, q);
  if (path === '') return { kind: 'same-page', query, fragment };
  if (path.startsWith('/') || path.startsWith('\\')) return { kind: 'site', path: path.replace(/\\/g, '/'), query, fragment };
  return { kind: 'relative' };
}

/**
 * The address the rendered HTML carries for a content link: a fragment points at the prefixed heading id, and an
 * address that would leave the site as a path, or use another scheme, is dropped (undefined).
 */
export function contentHref(raw: string): string | undefined {
  const target = linkTarget(raw);
  if (target.kind === 'off-site-path' || target.kind === 'bad-scheme') return undefined;
  if ((target.kind === 'site' || target.kind === 'same-page') && target.fragment) {
    const hash = raw.indexOf('#');
    const fragment = raw.slice(hash + 1);
    return fragment.startsWith(CONTENT_ID_PREFIX) ? raw : `${raw.slice(0, hash + 1)}${CONTENT_ID_PREFIX}${fragment}`;
  }
  return raw;
}

/** An address with its %-escapes decoded (`/images/my%20photo.jpg` names `/images/my photo.jpg`), or as written when they are broken. */
export function decodedAddress(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
