/** Absolute URLs and the stable node ids that JSON-LD blocks on different pages share. */

/** `${baseUrl}${path}`, with the home page as `${baseUrl}/`. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The one @id of the business, the same on every page that describes or references it. */
export function businessId(baseUrl: string): string {
  return absoluteUrl(baseUrl, '/#business');
}

/** The one @id of the web site (home page). */
export function websiteId(baseUrl: string): string {
  return absoluteUrl(baseUrl, '/#website');
}
