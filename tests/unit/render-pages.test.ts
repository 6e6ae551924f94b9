import { describe, expect, it } from 'vitest';
import { companionFiles } from '../../pipeline/render-pages.ts';
import type { RouteEntry } from '../../site/routes.ts';

const meta = { title: 't', description: 'd', canonical: '/', indexable: true };

describe('companionFiles', () => {
  it('puts an article page\'s post beside it as article.json, for the in-place article view', () => {
    const article = { id: 'spring-maintenance', title: 'Spring', html: '<p>Check the gutters.</p>' };
    const route = { path: '/blog/spring-maintenance', page: 'blog', props: { posts: [], categories: [], article }, meta } as unknown as RouteEntry;
    expect(companionFiles(route).map(({ file, content }) => ({ file, content: content() }))).toEqual([{ file: 'blog/spring-maintenance/article.json', content: JSON.stringify(article) }]);
  });

  it('gives the blog list and every other page no companion file', () => {
    const list = { path: '/blog', page: 'blog', props: { posts: [], categories: [] }, meta } as unknown as RouteEntry;
    const faq = { path: '/faq', page: 'faq', props: {}, meta } as unknown as RouteEntry;
    expect(companionFiles(list)).toEqual([]);
    expect(companionFiles(faq)).toEqual([]);
  });
});
