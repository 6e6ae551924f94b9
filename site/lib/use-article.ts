import { useEffect, useState } from 'react';
import type { Post } from '../content-types.ts';
import type { PagePropsMap } from '../page-props.ts';
import { withArticleBody } from './article-body.ts';
import { addPictures } from './pictures.ts';
import type { PictureTable } from './picture-sources.ts';
import { addEmbeddedIcons } from '../components/icon.tsx';
import type { IconData } from '../components/svg-icon.tsx';

/** An article's own pre-rendered page, which the in-place article view reads the article from. */
export function articleUrl(id: string): string {
  return `/blog/${encodeURIComponent(id)}`;
}

/**
 * The post a pre-rendered article page holds: its hydration data, with the article's HTML read back from its markup
 * (as hydrating that page does), and the photo sizes and icons it embeds made known to this page. The build writes
 * each article once, as its page, rather than a second time as data.
 */
export function articleFromPage(html: string): Post | undefined {
  // From <body> on: a parsed document runs no scripts, so the head's <noscript> would become a <style> element,
  // which the site's Content-Security-Policy refuses (and reports) even in a document never shown.
  const body = html.indexOf('<body');
  const doc = new DOMParser().parseFromString(body >= 0 ? html.slice(body) : html, 'text/html');
  const json = (id: string): unknown => JSON.parse(doc.getElementById(id)?.textContent ?? 'null');
  const data = json('page-data') as { page: string; props: object } | null;
  if (data?.page !== 'blog') return undefined;
  addPictures((json('picture-data') ?? {}) as PictureTable);
  addEmbeddedIcons((json('icon-data') ?? {}) as Record<string, IconData>);
  return (withArticleBody(data.page, data.props, doc) as Partial<PagePropsMap['blog']>).article;
}

/**
 * The article to show for `postId`: the pre-rendered one when it matches, otherwise read once after hydration from
 * the article's own page (list pages carry summaries only). Until it arrives, or if it cannot be loaded, there is no
 * article and the list stays on screen.
 */
export function useArticle(postId: string | undefined, preRendered: Post | undefined): Post | undefined {
  const [loaded, setLoaded] = useState<Post | undefined>(preRendered);
  useEffect(() => {
    if (!postId || loaded?.id === postId) return undefined;
    const controller = new AbortController();
    fetch(articleUrl(postId), { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : undefined))
      .then((html) => {
        const post = html === undefined ? undefined : articleFromPage(html);
        if (post?.id === postId) setLoaded(post);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') console.warn(`could not load the article "${postId}"`);
      });
    return () => controller.abort();
  }, [postId, loaded?.id]);
  return postId && loaded?.id === postId ? loaded : undefined;
}
