import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent } from '../../pipeline/content/assemble.ts';
import { buildSite } from '../../pipeline/build.ts';
import { routeTable } from '../../site/routes.ts';
import { POSTS_PER_PAGE, POST_INDEX_URL, postSummary } from '../../site/lib/post-index.ts';
import type { SiteContent } from '../../site/content-types.ts';
import type { PagePropsMap } from '../../site/page-props.ts';
import { root, renderBodiesInline } from './fixture-harness.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import BlogPage from '../../site/pages/blog-page.tsx';
import { ShellContext } from '../../site/components/shell-context.tsx';

let shipped: SiteContent;

beforeAll(async () => {
  const checked = await checkContent(fixtureData, root, root);
  shipped = assembleContent(checked.value.valid, await renderBodiesInline(checked.value.valid));
});

/** The shipped content with `extra` more posts, copies of the shipped ones under new ids. */
function withPosts(extra: number): SiteContent {
  const copies = Array.from({ length: extra }, (_, i) => ({ ...shipped.posts[i % shipped.posts.length]!, id: `copy-${i}`, title: `Copy ${i}` }));
  return { ...shipped, posts: [...shipped.posts, ...copies] };
}

const blogProps = (content: SiteContent, route = '/blog') => routeTable(content).find((r) => r.path === route)!.props as PagePropsMap['blog'];

describe('the blog list', () => {
  it('carries every post when there are no more than a page of them', () => {
    const props = blogProps(shipped);
    expect(shipped.posts.length).toBeLessThanOrEqual(POSTS_PER_PAGE);
    expect(props.posts).toEqual(shipped.posts.map(postSummary));
    expect(props.total).toBe(shipped.posts.length);
  });

  it('carries only the first page of posts, in order, and the number of posts in all, when there are more', () => {
    const content = withPosts(30);
    const props = blogProps(content);
    expect(props.posts).toHaveLength(12);
    expect(props.posts).toEqual(content.posts.slice(0, POSTS_PER_PAGE).map(postSummary));
    expect(props.total).toBe(33);
  });

  it('counts the posts with a thousands separator once there are more than 999', () => {
    const content = withPosts(1000);
    const html = renderToStaticMarkup(createElement(ShellContext.Provider, { value: { site: content.site, navigation: content.navigation, path: '/blog' } }, createElement(BlogPage, blogProps(content))));
    const total = 1000 + shipped.posts.length;
    expect(html).toContain(`Showing 12 of ${Math.floor(total / 1000)},${String(total % 1000).padStart(3, '0')} articles`);
  });

  it('leaves article pages without the list, so adding a post changes none of them', () => {
    const before = blogProps(shipped, `/blog/${shipped.posts[0]!.id}`);
    const after = blogProps(withPosts(30), `/blog/${shipped.posts[0]!.id}`);
    expect(after).toEqual(before);
    expect(after.posts).toEqual([]);
    expect(after.total).toBe(0);
  });
});

describe('the build', () => {
  it(`writes every post's card, in the list's order, to ${POST_INDEX_URL}`, async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'blog-index-'));
    try {
      const out = path.join(work, 'dist');
      const result = await buildSite({ root, dataDir: fixtureData, outDir: out, strict: false, noindex: false, log: () => {} });
      expect(result.ok).toBe(true);
      const written = JSON.parse(await readFile(path.join(out, POST_INDEX_URL), 'utf8')) as unknown;
      expect(written).toEqual(shipped.posts.map(postSummary));
      expect(written).toEqual(blogProps(shipped).posts);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
