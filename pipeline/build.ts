import { statSync } from 'node:fs';
import path from 'node:path';
import { loadAndCheck } from './check/check-content.ts';
import type { ParsedFile } from './content/load-content.ts';
import { ensureBundles } from './bundle/bundle-step.ts';
import { writeTypes } from './bundle/write-types.ts';
import { renderStep } from './render/render-step.ts';
import type { PageDone } from './render/render-page.ts';
import { writeSiteFiles } from './output/site-files.ts';
import { gitLastCommitDates } from './output/lastmod.ts';
import { createStaging } from './output/staging.ts';
import { commitOutput } from './output/commit.ts';
import { hostRules, redirectSources, thirdPartyOrigins } from './hosting/host-config.ts';
import { pagesToCheck, verifyOutput } from './output/verify-output.ts';
import { writeAdminFiles } from './output/admin-files.ts';
import { cmsConfig } from './cms/cms-config.ts';
import { cmsContentFolder } from './cms/content-folder.ts';
import { cmsBackend } from './cms/cms-backend.ts';
import { loadSchemas } from './check/compiled-schemas.ts';
import { contentKinds } from './content/content-kinds.ts';
import { publishImages } from './images/image-step.ts';
import { contentLocator } from './output/locate-in-content.ts';
import { parseOrigin } from './hosting/web-address.ts';
import { openStore, type Store } from './cache/store.ts';
import { sha1 } from './cache/hash.ts';
import { runningToolchainKey } from './cache/toolchain-key.mjs';
import { createPool } from './workers/pool.ts';
import { buildTasks } from './tasks.ts';
import { countBySeverity, type Message } from './messages/messages.ts';

export interface BuildOptions {
  root: string;
  dataDir: string;
  outDir: string;
  strict: boolean;
  /** Refuse placeholder content that must not go live (see CheckOptions). */
  launch?: boolean;
  /** The static host the build is for (see CheckOptions). */
  host?: string;
  noindex: boolean;
  log: (line: string) => void;
  /**
   * Content files the previous build in this process read that have not changed since: `dev` knows from its watcher,
   * and gives them back (BuildSummary.files), so a rebuild reads, parses and checks only what changed.
   */
  unchanged?: (relativePath: string) => ParsedFile | undefined;
  /**
   * The cache store to use, kept open by the caller between builds (dev: its maps are then not read again for every
   * build); the build opens and closes its own when absent, or when this one is for other code (another toolchain key).
   */
  store?: Store;
  /**
   * The output as the previous build in this process put it in place (BuildSummary.placed): `dev` gives it back, so a
   * page whose key is unchanged is kept without a look at its file or a read of its facts, and the output folder is
   * not listed to find what it holds. Only for an output folder no one else writes into.
   */
  placed?: PlacedOutput;
  /** Where the editors' CMS finds decap-server when /admin/ is opened on localhost (`dev` names its port). */
  cmsLocalBackendUrl?: string;
}

/** One step as it ran: its name, how long it took, and what it did in a few words. */
export interface StepDone { name: string; ms: number; detail: string }

/** What a build did, for the CLI's summary and for tests (which assert on this, never on log lines). */
export interface BuildSummary {
  ok: boolean;
  messages: Message[];
  steps: StepDone[];
  /** Pages in the route table, and how many were rendered (the rest were kept from the previous output). */
  pages: number;
  rendered: number;
  /** Markdown bodies rendered, with the pages that show them. */
  markdownRendered: number;
  /** Whether the bundles came from the store. */
  bundlesCached: boolean;
  /** Every other site the pages load a script or frame from, or send forms to (pipeline/hosting/host-config.ts). */
  thirdPartyOrigins: string[];
  /** Threads that did the work: 1 plus the workers the pool started. */
  threads: number;
  bytes: number;
  ms: number;
  /** The content files as this build read them (see BuildOptions.unchanged). */
  files?: ReadonlyMap<string, ParsedFile>;
  /** The output this build put in place, when it did (see BuildOptions.placed). */
  placed?: PlacedOutput;
}

/**
 * An output folder as a build left it, having checked it: its pages by path, every file in it (relative, forward
 * slashes), the folder's identity (device and inode), so that a folder removed or replaced since is not taken for
 * it, and what its links were checked against besides its files (redirects, origin, trusted origins).
 */
export interface PlacedOutput { pages: ReadonlyMap<string, PageDone>; files: ReadonlySet<string>; folder: string; around: string }

function folderIdentity(dir: string): string {
  const stat = statSync(dir, { throwIfNoEntry: false });
  return stat ? `${stat.dev}:${stat.ino}` : '';
}

/**
 * The build, as a plain sequence of steps: load, check, bundle, render (with the Markdown each page shows), files, verify, commit. Every step writes
 * into a staging folder that is put in place only when all succeeded. Vite's bundles depend only on the code, so
 * they are made (or found in the store) beside the first steps.
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const { root, noindex } = options;
  const dataDir = path.resolve(options.dataDir);
  const outDir = path.resolve(options.outDir);
  const steps: StepDone[] = [];
  const step = async <T>(name: string, run: () => Promise<T> | T, detail: (value: T) => string): Promise<T> => {
    const t = performance.now();
    const value = await run();
    const done = { name, ms: Math.round(performance.now() - t), detail: detail(value) };
    steps.push(done);
    options.log(`  ✓ ${name.padEnd(9)} ${done.detail} (${done.ms} ms)`);
    return value;
  };
  const placed = options.placed && options.placed.folder === folderIdentity(outDir) ? options.placed : undefined;
  const key = runningToolchainKey(root);
  const store = options.store && path.basename(options.store.dir) === key ? options.store : openStore(root, key);
  const pool = createPool(buildTasks);
  const summary = (ok: boolean, messages: Message[], rest: Partial<BuildSummary> = {}): BuildSummary =>
    ({ ok, messages, steps, pages: 0, rendered: 0, markdownRendered: 0, bundlesCached: false, thirdPartyOrigins: [], threads: pool.threads, bytes: 0, ms: performance.now() - started, ...rest });
  try {
    const bundling = ensureBundles(store.dir, (dir) => pool.ownThread('bundles', dir, { root }));
    // Its failure is reported where it is awaited.
    bundling.catch(() => undefined);
    const gitDates = gitLastCommitDates(dataDir);
    const checked = await loadAndCheck({ root, dataDir: options.dataDir, store, options: { launch: options.launch, host: options.host }, step, unchanged: options.unchanged });
    const { messages } = checked;
    const files = checked.value.content.parsed;
    const { errors, warnings } = countBySeverity(messages);
    if (errors > 0 || (options.strict && warnings > 0)) return summary(false, messages, { files });
    const { valid, site } = checked.value;
    if (!site) throw new Error('buildSite: the content passed its checks, yet makes no site');
    const { content, routes } = site;
    const [bundles] = await step('bundle', () => Promise.all([bundling, writeTypes(root, key)]), ([b]) => (b.hit ? 'from the store' : 'built with Vite'));
    const staging = await createStaging(outDir);
    try {
      const outKey = sha1(outDir).slice(0, 12);
      const pageRecords = store.records(`pages-${outKey}`);
      const factRecords = store.records(`page-facts-${outKey}`);
      const pages = await step('render', () => renderStep({ content, routes, bundles, staging, outDir, pageRecords, factRecords, bodies: new Map(site.bodies.map((body) => [body.key, body])), pictures: site.pictures, toolchainKey: key, noindex, placed: placed?.pages, run: (items, context) => pool.run('page', items, context) }),
        (p) => `${p.length} pages, ${p.filter((d) => !d.reused).length} rendered (${p.reduce((n, d) => n + d.markdown, 0)} with Markdown), on ${pool.threads} thread${pool.threads === 1 ? '' : 's'}`);
      const { probes, content: loadedContent } = checked.value;
      await step('images', () => publishImages({ files: loadedContent.imageFiles, probes, storeDir: path.join(store.dir, 'photos'), write: staging.write }),
        (encoded) => `${probes.size} files, ${Object.keys(site.pictures).length} photos, ${encoded} encoded`);
      const sourceFiles = valid.map(({ relativePath, kind, data }) => ({ relativePath, kind, data }));
      await step('files', async () => writeSiteFiles({ staging, clientDir: bundles.clientDir, content, routes, sourceFiles, gitDates: await gitDates, noindex }), (files) => files.join(', '));
      // The editors' CMS at /admin/: not a route, so neither the sitemap nor the check of pages below sees it (its page
      // is Decap's app, with a policy of its own: host-config.ts); the check still sees its files as link targets.
      await step('admin', () => writeAdminFiles({
        staging, root, clientDir: bundles.clientDir, siteName: content.site.name,
        config: cmsConfig(loadSchemas(path.join(root, 'schema')), contentKinds, { dataDir: cmsContentFolder(root, dataDir).folder, localBackendUrl: options.cmsLocalBackendUrl, backend: cmsBackend(content.site.cms) }),
      }), (files) => files.join(', '));
      const outputFiles = staging.files();
      const redirects = new Set(hostRules(content.site).redirects.flatMap(redirectSources));
      const origin = new URL(content.site.baseUrl).origin;
      const trusted = new Set((content.site.trustedOrigins ?? []).flatMap((text) => parseOrigin(text).value ?? []));
      const around = JSON.stringify([[...redirects].sort(), origin, [...trusted].sort()]);
      const problems = await step('verify', () => verifyOutput({
        pages: pages.map((page) => ({ path: page.path, file: page.file, bytes: page.bytes, facts: page.facts })),
        files: outputFiles, redirects, origin, trusted,
        locate: contentLocator(routes, valid, origin),
        pageFile: (file) => path.relative(process.cwd(), path.join(outDir, file)).split(path.sep).join('/'),
        only: placed && pagesToCheck(pages, placed, outputFiles, around),
      }), (found) => (found.length === 0 ? 'links, ids, headings and sizes hold' : `${found.length} problem${found.length === 1 ? '' : 's'}`));
      if (problems.length > 0) {
        await staging.abort();
        return summary(false, [...messages, ...problems], { files });
      }
      await step('commit', () => commitOutput(staging, outDir, pages, pageRecords, placed?.files), () => outDir);
      factRecords.save();
      return summary(true, messages, {
        pages: pages.length,
        rendered: pages.filter((p) => !p.reused).length,
        markdownRendered: pages.reduce((n, p) => n + p.markdown, 0),
        bundlesCached: bundles.hit,
        thirdPartyOrigins: thirdPartyOrigins(content.site),
        bytes: pages.reduce((n, p) => n + p.bytes, 0),
        files,
        placed: { pages: new Map(pages.map((page) => [page.path, page])), files: outputFiles, folder: folderIdentity(outDir), around },
      });
    } catch (error) {
      await staging.abort();
      throw error;
    }
  } finally {
    await pool.close();
    if (store !== options.store) store.close();
  }
}

