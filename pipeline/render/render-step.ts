import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { sha1 } from '../cache/hash.ts';
import type { Records } from '../cache/store.ts';
import type { Staging } from '../output/staging.ts';
import type { Pool } from '../workers/pool.ts';
import type { Bundles } from '../bundle/bundle-step.ts';
import { pageAssets } from './page-assets.ts';
import type { PageDone, PageJob, PageShared } from './render-page.ts';
import type { RouteEntry } from '../../site/routes.ts';
import type { SiteContent } from '../../site/content-types.ts';

export interface RenderStepInput {
  content: SiteContent;
  routes: readonly RouteEntry[];
  bundles: Bundles;
  staging: Staging;
  /** The output folder, which may hold the previous build's pages. */
  outDir: string;
  /** Each page's record from the previous build into `outDir`, updated with this build's. */
  pageRecords: Records;
  markdownDir: string;
  toolchainKey: string;
  noindex: boolean;
  pool: Pool;
}

/** Renders every route into the staging folder on the pool, keeping the pages whose inputs have not changed. */
export async function renderStep(input: RenderStepInput): Promise<PageDone[]> {
  const { content, routes, bundles, staging, outDir, pageRecords } = input;
  const manifest = JSON.parse(readFileSync(path.join(bundles.clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shared: PageShared = {
    site: content.site,
    navigation: content.navigation,
    assets: Object.fromEntries([...new Set(routes.map((r) => r.page))].map((page) => [page, pageAssets(manifest, `site/pages/${page}-page.tsx`)])),
    noindex: input.noindex,
    jsonLd: { site: content.site, team: content.team, services: content.services },
  };
  const sharedKey = sha1(input.toolchainKey, JSON.stringify(shared));
  const jobs: PageJob[] = routes.map((route) => {
    const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
    return { route, files: route.page === 'not-found' ? [file, '404.html'] : [file], sharedKey, cached: pageRecords.get(route.path) };
  });
  const pages = await input.pool.run('page', jobs, { shared, serverEntry: bundles.serverEntry, previousDir: outDir, stagingDir: staging.dir, markdownDir: input.markdownDir });
  for (const page of pages) {
    staging.addKept(page.kept);
    pageRecords.set(page.path, page.entry);
  }
  return pages;
}
