import { describe, expect, it } from 'vitest';
import { withArticleBody, withoutArticleBody, ARTICLE_BODY } from '../../site/lib/article-body.ts';

const article = { id: 'a', title: 'A', html: '<h2 id="x">X</h2><p>Body &amp; more</p>' };
const props = { posts: [], categories: ['DIY'], article };
/** A page root whose article element holds `html`, as the browser's DOM would give it back. */
const rootWith = (html: string | undefined) => ({
  querySelector: (selector: string) => (selector === `[${ARTICLE_BODY}]` && html !== undefined ? { innerHTML: html } : null),
}) as unknown as ParentNode;

describe('the article body in hydration data', () => {
  it('leaves a pre-rendered article page\'s HTML out of its hydration data and keeps everything else', () => {
    const sent = withoutArticleBody('blog', props) as typeof props;
    expect(sent.article).toEqual({ id: 'a', title: 'A' });
    expect(sent.categories).toEqual(['DIY']);
    expect(JSON.stringify(sent)).not.toContain('Body');
    // The route's own props are not changed: the page was rendered from them.
    expect(props.article.html).toContain('Body');
  });

  it('leaves other pages, and the blog list without an article, as they are', () => {
    const list = { posts: [], categories: [] };
    expect(withoutArticleBody('blog', list)).toBe(list);
    const faq = { html: 'not an article' };
    expect(withoutArticleBody('faq', faq)).toBe(faq);
  });

  it('takes the HTML back from the pre-rendered markup before hydrating, so the props match the server\'s', () => {
    const sent = JSON.parse(JSON.stringify(withoutArticleBody('blog', props))) as object;
    expect(withArticleBody('blog', sent, rootWith(article.html))).toEqual(props);
  });

  it('hydrates an article whose body element is missing with an empty body rather than failing', () => {
    const sent = withoutArticleBody('blog', props);
    expect((withArticleBody('blog', sent, rootWith(undefined)) as typeof props).article.html).toBe('');
  });

  it('keeps HTML the data already carries, and leaves pages without an article alone', () => {
    const root = rootWith('<p>from the page</p>');
    expect(withArticleBody('blog', props, root)).toBe(props);
    const list = { posts: [], categories: [] };
    expect(withArticleBody('blog', list, root)).toBe(list);
    expect(withArticleBody('faq', { article: { id: 'x' } }, root)).toEqual({ article: { id: 'x' } });
  });
});

describe('the article body element', () => {
  it('is the element BlogArticle puts the article\'s HTML in, so the client finds the body it reads back', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { BlogArticle } = await import('../../site/components/blog-article.tsx');
    const post = { id: 'a', title: 'A', excerpt: 'e', image: '/i.svg', author: 'M', date: '2026-01-01', category: 'DIY', readTime: '1 min read', html: '<p>Body</p>' };
    const html = renderToStaticMarkup(createElement(BlogArticle, { post: post as Parameters<typeof BlogArticle>[0]['post'] }));
    expect(html).toMatch(new RegExp(`<div [^>]*${ARTICLE_BODY}=""[^>]*><p>Body</p></div>`));
  });
});
