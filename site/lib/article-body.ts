import type { PagePropsMap } from '../page-props.ts';

/** Marks the element that holds an article's HTML (BlogArticle's prose). */
export const ARTICLE_BODY = 'data-article-body';

/**
 * The hydration data of a pre-rendered article page, without the article's HTML: the page's markup holds it
 * already, and repeating it as JSON sent it twice (about a fifth of an article page, escaped). Other pages are
 * returned as they are.
 */
export function withoutArticleBody(page: string, props: object): object {
  const article = page === 'blog' ? (props as PagePropsMap['blog']).article : undefined;
  if (!article) return props;
  const { html: _inMarkup, ...rest } = article;
  return { ...props, article: rest };
}

/**
 * The client's side of withoutArticleBody: before hydrating, the article's HTML is taken back from the pre-rendered
 * markup, so the first render has the same props the server rendered with. The markup is what the Markdown renderer made
 * safe at build time (the page is ours, from the same origin).
 */
export function withArticleBody(page: string, props: object, root: ParentNode): object {
  const article = page === 'blog' ? (props as Partial<PagePropsMap['blog']>).article : undefined;
  if (!article || typeof article.html === 'string') return props;
  return { ...props, article: { ...article, html: root.querySelector(`[${ARTICLE_BODY}]`)?.innerHTML ?? '' } };
}
