import { beforeAll, describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { fixtureData } from '../fixture-content.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent } from '../../pipeline/content/assemble.ts';
import { routeTable, type RouteEntry } from '../../site/routes.ts';
import { App } from '../../site/app.tsx';
import { renderFramed } from '../../site/render-framed.tsx';
import { renderRoute } from '../../site/entry-server.tsx';
import { mergeFacts, pageFacts } from '../../pipeline/render/page-facts.ts';
import { pageModules } from '../../site/page-modules.ts';
import { loadIcons } from '../../site/components/icon.tsx';
import type { ShellProps } from '../../site/page-props.ts';
import { root, renderBodiesInline } from './fixture-harness.ts';

let routes: RouteEntry[];
let shellOf: (path: string) => ShellProps;
beforeAll(async () => {
  const checked = await checkContent(fixtureData, root, root);
  const content = assembleContent(checked.value.valid, await renderBodiesInline(checked.value.valid));
  routes = routeTable(content) as RouteEntry[];
  shellOf = (path) => ({ site: content.site, navigation: content.navigation, path });
  await loadIcons('all');
}, 60_000);

const pageOf = async (route: RouteEntry) => (await pageModules[route.page]()).default as ComponentType<object>;

describe('a page rendered inside a frame rendered once for many pages', () => {
  it('is the markup of the whole App rendered for that page, on every route', async () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const Page = await pageOf(route);
      const whole = renderToString(createElement(App, { shell: shellOf(route.path), Page, props: route.props }));
      const app = renderFramed(shellOf(route.path), Page, route.props);
      expect(app.hints + app.before + app.main + app.after, route.path).toBe(whole);
    }
  });

  it('marks the current entry of the menus on each page, though pages share frames', async () => {
    const categories = routes.filter((route) => route.page === 'category').slice(0, 2);
    expect(categories).toHaveLength(2);
    for (const route of categories) {
      const html = renderFramed(shellOf(route.path), await pageOf(route), route.props).before;
      const current = [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]);
      expect(current, route.path).toContain(route.path);
      for (const other of categories) if (other !== route) expect(current).not.toContain(other.path);
    }
  });
});

describe('a rendered page in pieces', () => {
  // The build reads the frame's facts once for all the pages that share it.
  it('holds, piece by piece, the facts of its whole HTML: links, ids and main headings', async () => {
    for (const route of routes) {
      const pieces = await renderRoute({ route, shell: shellOf(route.path), assets: { css: [], entry: '/assets/entry.js', preload: [] }, jsonLd: [], noindex: false, pictures: {} });
      expect(pieces.filter((piece) => piece.shared).length, route.path).toBe(2);
      const whole = pageFacts(pieces.map((piece) => piece.html).join(''));
      expect(mergeFacts(pieces.map((piece) => pageFacts(piece.html))), route.path).toEqual(whole);
      expect(whole.h1, route.path).toBe(1);
    }
  });
});
