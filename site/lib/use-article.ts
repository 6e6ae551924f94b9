import { useEffect, useState } from 'react';
import type { Post } from '../content-types.ts';

/** Where the build writes each post for the client-side article view. */
export function articleUrl(id: string): string {
  return `/blog/${encodeURIComponent(id)}/article.json`;
}

/**
 * The article to show for `postId`: the pre-rendered one when it matches, otherwise fetched once after hydration
 * (list pages carry summaries only). Until it arrives, or if it cannot be loaded, there is no article and the
 * list stays on screen.
 */
export function useArticle(postId: string | undefined, preRendered: Post | undefined): Post | undefined {
  const [loaded, setLoaded] = useState<Post | undefined>(preRendered);
  useEffect(() => {
    if (!postId || loaded?.id === postId) return undefined;
    const controller = new AbortController();
    fetch(articleUrl(postId), { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Post>) : undefined))
      .then((post) => { if (post) setLoaded(post); })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') console.warn(`could not load the article "${postId}"`);
      });
    return () => controller.abort();
  }, [postId, loaded?.id]);
  return postId && loaded?.id === postId ? loaded : undefined;
}
