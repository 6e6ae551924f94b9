import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { postHref, postIdFromUrl } from '../lib/post-href.ts';

/**
 * Which article the blog shows. /blog/{id} is pre-rendered with its article (`initial`), so it never changes.
 * /blog is pre-rendered as the list; the post named by the address (/blog/{id} after an in-place switch, or the
 * older /blog?post={id}) is read after hydration (reading it during render would break hydration) and an unknown
 * id keeps the list (SPEC 4). An old ?post= address that names a known post is replaced by the post's own one.
 * `ids` are the posts known so far; when the page carries only the first of them, `loadAll` fetches the rest, and
 * an id among them is selected once they arrive. Card and back links switch with pushState so the page doesn't
 * reload, and the browser's back button works through popstate.
 */
export function useSelectedPost(initial: string | undefined, ids: readonly string[], loadAll?: () => void) {
  const [postId, setPostId] = useState(initial);
  const known = ids.join('\n');

  useEffect(() => {
    if (initial) return undefined;
    const list = known.split('\n');
    const read = () => {
      const query = postIdFromUrl(window.location);
      const found = query !== null && list.includes(query);
      if (query && !found) loadAll?.();
      if (found && window.location.search) window.history.replaceState(window.history.state, '', postHref(query));
      setPostId(found ? query : undefined);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [initial, known, loadAll]);

  /** Click handler for links to /blog/{id} or /blog: switches in place on a plain left click. */
  const follow = useCallback((id: string | undefined) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (initial || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.pushState(null, '', event.currentTarget.href);
    setPostId(id);
    window.scrollTo({ top: 0 });
  }, [initial]);

  return { postId, follow };
}
