import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { sha1 } from '../cache/hash.ts';
import type { Records } from '../cache/store.ts';
import type { FolderWriter } from '../files/folder-writer.ts';
import type { RunItems } from '../workers/pool.ts';
import type { PageTaskContext } from './page-task.ts';
import type { Bundles } from '../bundle/bundle-step.ts';
import { pageAssets } from './page-assets.ts';
import { bodyRefsIn, type MarkdownItem } from '../markdown/body-refs.ts';
import { pageFacts, type PageFacts } from './page-facts.ts';
import { htmlHash, keepPage, pageKey, type PageDone, type PageJob, type PageShared } from './render-page.ts';
import type { PictureTable } from '../../site/lib/picture-sources.ts';
import type { RouteEntry } from '../../site/routes.ts';
import type { SiteContent } from '../../site/content-types.ts';

export interface RenderStepInput {
  content: SiteContent;
  routes: readonly RouteEntry[];
  bundles: Bundles;
  /** The new output's folder (the staging folder): written here and by the pool's threads, and told which previous files were kept. */
  staging: FolderWriter & { dir: string; addKept(relativePaths: readonly string[]): void };
  /** The output folder, which may hold the previous build's pages. */
  outDir: string;
  /** Each page's record from the previous build into `outDir`, updated with this build's. */
  pageRecords: Records;
  /** Each page's facts by the hash of its HTML (see page-facts.ts), so a kept page is not read again to check it. */
  factRecords: Records;
  /** Every Markdown body by key: a page sent to be rendered carries those its route refers to (see body-refs.ts). */
  bodies: ReadonlyMap<string, MarkdownItem>;
  /** Every photo's size and key, by /images/... path. */
  pictures: PictureTable;
  toolchainKey: string;
  noindex: boolean;
  /** The pages the previous build of this process put in place, by path (dev gives them back; see BuildOptions.placed). */
  placed?: ReadonlyMap<string, PageDone>;
  /** Renders pages on the worker pool. */
  run: RunItems<PageJob, PageTaskContext, PageDone>;
}

/** Every route into the staging folder: pages whose inputs have not changed are kept, the others rendered on the pool. */
export async function renderStep(input: RenderStepInput): Promise<PageDone[]> {
  const { content, routes, bundles, staging, outDir, pageRecords } = input;
  const manifest = JSON.parse(readFileSync(path.join(bundles.clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shared: PageShared = {
    site: content.site,
    navigation: content.navigation,
    assets: Object.fromEntries([...new Set(routes.map((r) => r.page))].map((page) => [page, pageAssets(manifest, `site/pages/${page}-page.tsx`)])),
    noindex: input.noindex,
    jsonLd: { site: content.site, team: content.team, services: content.services },
    pictures: input.pictures,
  };
  const sharedKey = sha1(input.toolchainKey, JSON.stringify(shared));
  const jobs: PageJob[] = routes.map((route) => {
    const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
    return { route, files: route.page === 'not-found' ? [file, '404.html'] : [file], key: pageKey(sharedKey, route), cached: pageRecords.get(route.path) };
  });
  // Unchanged pages are kept here (a stat, or a read, per file); only the others go to the pool to be rendered.
  const facts = (hash: string, file: string): PageFacts => {
    const recorded = input.factRecords.get(hash);
    return recorded ? (JSON.parse(recorded) as PageFacts) : pageFacts(readFileSync(path.join(outDir, file), 'utf8'));
  };
  const pages = jobs.map((job) => keepPage(job, { previousDir: outDir, out: staging, facts, placed: (p) => input.placed?.get(p) }));
  const todo = jobs.filter((_, i) => pages[i] === undefined).map((job) => withBodies(job, input.bodies));
  const rendered = await input.run(todo, { shared, serverEntry: bundles.serverEntry, previousDir: outDir, stagingDir: staging.dir });
  pages.forEach((page, i) => { if (!page) pages[i] = rendered.shift(); });
  for (const page of pages as PageDone[]) {
    staging.addKept(page.kept);
    pageRecords.set(page.path, page.entry);
    // A kept page's facts were read from their record (which keeps it), or from its file when there was none.
    const html = htmlHash(page.entry);
    if (!page.reused || input.factRecords.get(html) === undefined) input.factRecords.set(html, JSON.stringify(page.facts));
  }
  return pages as PageDone[];
}

/** The job with the Markdown bodies its route shows, which its thread renders with the page. */
function withBodies(job: PageJob, bodies: ReadonlyMap<string, MarkdownItem>): PageJob {
  const keys = bodyRefsIn(job.route);
  if (keys.length === 0) return job;
  return { ...job, bodies: Object.fromEntries(keys.map((key) => {
    const body = bodies.get(key);
    if (!body) throw new Error(`renderStep: ${job.route.path} refers to Markdown body ${key}, which the site does not hold`);
    return [key, body];
  })) };
}
