/** The category select's value that shows every post. */
export const ALL_CATEGORIES = 'All';

/** SPEC 5: blog search is a case-insensitive substring test on title and excerpt, combined with the category. */
export function filterPosts<T extends { title: string; excerpt: string; category: string }>(posts: readonly T[], search: string, category: string): T[] {
  const needle = search.trim().toLowerCase();
  return posts.filter((post) =>
    (category === ALL_CATEGORIES || post.category === category)
    && (needle === '' || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)));
}
