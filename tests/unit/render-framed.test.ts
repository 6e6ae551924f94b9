import { beforeAll, describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { fixtureData } from '../fixture-content.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent } from '../../pipeline/content/assemble.ts';
import { routeTable, type RouteEntry } from '../../site/routes.ts';
import { App } from '../../site/app.tsx';
import { renderFramed } from '../../site/render-framed.tsx';
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
      expect(renderFramed(shellOf(route.path), Page, route.props), route.path).toBe(whole);
    }
  });

  it('marks the current entry of the menus on each page, though pages share frames', async () => {
    const categories = routes.filter((route) => route.page === 'category').slice(0, 2);
    expect(categories).toHaveLength(2);
    for (const route of categories) {
      const html = renderFramed(shellOf(route.path), await pageOf(route), route.props);
      const current = [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]);
      expect(current, route.path).toContain(route.path);
      for (const other of categories) if (other !== route) expect(current).not.toContain(other.path);
    }
  });
});
