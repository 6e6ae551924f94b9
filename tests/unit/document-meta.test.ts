import { describe, expect, it, beforeAll } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent } from '../../pipeline/content/assemble.ts';
import { routeTable, type RouteEntry } from '../../site/routes.ts';
import { Document } from '../../site/document.tsx';
import { DEFAULT_OG_IMAGE, ogImagePath } from '../../site/lib/og-image.ts';
import { root, renderBodiesInline } from './fixture-harness.ts';

let routes: RouteEntry[];
let baseUrl: string;
beforeAll(async () => {
  const checked = await checkContent(fixtureData, root, root);
  const content = assembleContent(checked.value.valid, await renderBodiesInline(checked.value.valid));
  routes = routeTable(content) as RouteEntry[];
  baseUrl = content.site.baseUrl;
});

const render = (route: RouteEntry, noindex: boolean) => renderToStaticMarkup(createElement(Document, {
  meta: route.meta, path: route.path, baseUrl, siteName: 'Site', appHtml: '', pageData: '{}', jsonLd: [],
  assets: { css: [], entry: '/assets/entry.js', preload: [] }, noindex,
}));
const NOINDEX = '<meta name="robots" content="noindex"/>';

describe('robots meta', () => {
  it('a noindex build (--noindex, SITE_NOINDEX=1) marks every page noindex', () => {
    for (const route of routes) expect(render(route, true), route.path).toContain(NOINDEX);
  });

  it('a normal build marks only non-indexable pages that are their own canonical (404, the forms\' own pages), never a duplicate', () => {
    const marked = routes.filter((r) => render(r, false).includes(NOINDEX)).map((r) => r.path).sort();
    expect(marked).toEqual(routes.filter((r) => !r.meta.indexable && r.meta.canonical === r.path).map((r) => r.path).sort());
    expect(marked).toEqual(expect.arrayContaining(['/404', '/thank-you', '/request-a-call']));
    const duplicates = routes.filter((r) => r.meta.canonical !== r.path).map((r) => r.path);
    expect(duplicates.length).toBeGreaterThan(0);
    for (const path of duplicates) expect(marked).not.toContain(path);
  });
});

describe('social card', () => {
  it('uses the PNG card for og:image, since page images are SVG', () => {
    expect(ogImagePath('/images/categories/plumbing.svg')).toBe(DEFAULT_OG_IMAGE.path);
    expect(ogImagePath(undefined)).toBe(DEFAULT_OG_IMAGE.path);
    expect(ogImagePath('/images/og/post.png')).toBe('/images/og/post.png');
    for (const route of routes) {
      const html = render(route, false);
      expect(html, route.path).toContain(`<meta property="og:image" content="${baseUrl}/images/og/default.png"/>`);
      expect(html, route.path).toContain(`<meta property="og:url" content="${baseUrl}${route.meta.canonical}"/>`);
      expect(html, route.path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
  });
});
