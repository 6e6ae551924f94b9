import type { Post } from '../content-types.ts';
import type { PostSummary } from '../page-props.ts';

/**
 * How many cards /blog carries in its HTML, and how many more each "Show more articles" adds. A blog of thousands
 * of posts would otherwise put every card (and every card's data again, for hydration) into one page of megabytes.
 */
export const POSTS_PER_PAGE = 12;

/** Every post's summary, newest first: what the blog's search, category filter and "Show more" work on. */
export const POST_INDEX_URL = '/blog/articles.json';

/** What a card shows of a post. */
export function postSummary({ id, title, excerpt, image, author, date, category, readTime }: Post): PostSummary {
  return { id, title, excerpt, image, author, date, category, readTime };
}
