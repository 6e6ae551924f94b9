/**
 * A post's own address: the pre-rendered /blog/{id} page, which works without JavaScript and is what search
 * engines crawl. /blog?post={id} is the older address, still understood by the blog page after hydration.
 */
export function postHref(id: string): string {
  return `/blog/${encodeURIComponent(id)}`;
}

/** The post an address names, by /blog/{id} or by the older /blog?post={id}; null for the list. */
export function postIdFromUrl(url: Pick<URL, 'pathname' | 'search'>): string | null {
  const path = /^\/blog\/([^/]+)\/?$/.exec(url.pathname);
  if (path) {
    try {
      return decodeURIComponent(path[1]!);
    } catch {
      return null;
    }
  }
  return new URLSearchParams(url.search).get('post');
}
