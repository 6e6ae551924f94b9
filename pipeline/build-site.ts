import path from 'node:path';
import { existsSync } from 'node:fs';
import { rm, readFile } from 'node:fs/promises';
import { checkContent } from './check.ts';
import { assembleContent, markdownBodies, siteData, type ContentFile } from './assemble.ts';
import { markdownKey, startMarkdown, type MarkdownRun } from './markdown-pool.ts';
import { bodyRef } from './body-refs.ts';
import { bundleKey, hashTree, pruneFolderCaches, sha1 } from './build-cache.ts';
import { KeyValueCache } from './key-value-cache.ts';
import { ensureBundle } from './bundle.ts';
import { openParseCache, type OpenParseCache } from './parse-cache.ts';
import { generateAll } from './generate.ts';
import { pageAssets } from './page-assets.ts';
import { pageJob, withFingerprints, type PageDone, type PageJob, type PageShared, type RenderRoute } from './render-pages.ts';
import { HANDED_OFF_MAX, LEAD_PAGES, makeBodiesAtOnce, renderAll, startRenderWorkers, WORKER_THRESHOLD, type PageBodies, type StartedWorker } from './render-pool.ts';
import { robotsTxt, sitemapEntries, sitemapFiles } from './sitemap.ts';
import { gitLastCommitDates, routeLastmods, type SourceFile } from './lastmod.ts';
import { headersFile, redirectsFile } from './host-config.ts';
import { createStaging } from './write.ts';
import { loadCodeCached, type CodeCachedModule } from './code-cached-module.ts';
import { countBySeverity, type Message } from './messages.ts';
import { POST_INDEX_URL, postSummary } from '../site/lib/post-index.ts';
import { routeTable, type RouteEntry } from '../site/routes.ts';
import type { SiteContent } from '../site/content-types.ts';
import type { Manifest } from 'vite';

export interface BuildOptions {
  root: string;
  dataDir: string;
  outDir: string;
  strict: boolean;
  noindex: boolean;
  log: (line: string) => void;
  /** Told the build's plan as soon as the content is loaded. */
  onPlanned?: (plan: BuildPlan) => void;
}

/** What a build knows of its work once its content is loaded. */
export interface BuildPlan {
  /** Markdown bodies to render (the others are cached). */
  markdownToRender: number;
  /** Whether the output folder holds a previous build, whose unchanged pages this one will keep. */
  previousOutput: boolean;
}

export interface BuildSummary { ok: boolean; messages: Message[]; pages: number; bytes: number; ms: number }

type ServerModule = { renderRoute: RenderRoute };

type Step = <T>(label: string, run: () => Promise<T>, detail?: (value: T) => string) => Promise<T>;

/** Runs one build step and logs its line: label, what it did, how long it took. */
function stepLogger(log: (line: string) => void): Step {
  return async (label, run, detail) => {
    const t = performance.now();
    const value = await run();
    log(`  ✓ ${label.padEnd(10)} ${detail ? `${detail(value)} ` : ''}(${Math.round(performance.now() - t)} ms)`);
    return value;
  };
}

/** validate -> generate -> bundle -> pre-render -> write, into a staging folder swapped in only on success. */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const step = stepLogger(options.log);

  // Client and server bundles depend only on the site's code, never on content: cached while it is unchanged, and
  // otherwise built from the start, beside validation (a build that stops at a content error still warms the cache).
  const bundleStarted = performance.now();
  const bundling = ensureBundle(options.root, await bundleKey(options.root)).then((slot) => ({ slot, ms: performance.now() - bundleStarted }));
  // Its failure is reported where it is awaited.
  bundling.catch(() => undefined);
  const cacheDir = path.join(options.root, '.cache/build');
  // One memo per content folder, like one page cache per output folder: builds of two folders from one checkout
  // (the tests, a second site) would otherwise each drop the other's records, and read every file again.
  const memoFile = path.join(cacheDir, `content-files-${sha1(path.resolve(options.dataDir)).slice(0, 12)}.kv`);
  const outDir = path.resolve(options.outDir);
  const pagesFile = path.join(cacheDir, `pages-${sha1(outDir).slice(0, 12)}.kv`);
  // Pages whose every input is unchanged are copied from the previous output instead of rendered again.
  const [markdownCache, parseCache, pageCache] = await Promise.all([
    KeyValueCache.open(path.join(cacheDir, 'markdown.kv')),
    openParseCache(options.root, path.join(cacheDir, 'parsed.kv'), memoFile),
    KeyValueCache.open(pagesFile),
  ]);
  const previousOutput = holdsPreviousBuild(outDir);
  // With all its Markdown cached, a rebuild of many pages leaves the second core idle while this thread loads and
  // checks the content: the render workers start then, and have loaded the server bundle when the pages are known.
  let renderWorkers: Promise<StartedWorker[]> | undefined;
  const startWorkers = (): Promise<StartedWorker[]> => {
    renderWorkers ??= bundling.then(({ slot }) => startRenderWorkers(slot.serverEntry, outDir));
    // A failed bundle is reported where the bundle is awaited.
    renderWorkers.catch(() => undefined);
    return renderWorkers;
  };
  // A rebuild into the output of a previous build of many pages starts them at once, before loading the content,
  // which takes this thread about 0.2 s with 4,000 posts: the first worker has then loaded the bundle and listed the
  // previous output before the pages are known, and is ready to make the bodies left for the render step (see
  // `startMarkdown`). Started only once the content is loaded, it was still listing the output when the render
  // step began, and this thread checked two pages in three or more.
  if (pageCache.size >= WORKER_THRESHOLD && previousOutput) void startWorkers();
  const stopRenderWorkers = async () => {
    await Promise.all((await renderWorkers?.catch(() => []) ?? []).map((w) => w.worker.terminate()));
  };
  // Until the render step owns them, a step that fails stops them: a running worker would keep the process alive.
  const orStopWorkers = <T>(work: Promise<T>): Promise<T> => work.catch(async (error: unknown) => {
    await stopRenderWorkers();
    throw error;
  });
  const prepared = await orStopWorkers(prepareContent(options, step, { markdownCache, parseCache, previousOutput }, (markdown, bodies) => {
    if (!renderWorkers && (markdown.worker || bodies < WORKER_THRESHOLD)) return;
    void startWorkers().then((workers) => makeBodiesAtOnce(workers, markdown.deferred), () => undefined);
  }));
  if (!prepared.ok) {
    await stopRenderWorkers();
    return { ok: false, messages: prepared.messages, pages: 0, bytes: 0, ms: performance.now() - started };
  }
  const { content, messages, sourceFiles, bodies } = prepared;
  await orStopWorkers(step('generate', () => generateAll(options.root), () => 'types'));

  const staging = await orStopWorkers(createStaging(options.outDir));
  try {
    const { slot, ms: bundleMs } = await bundling;
    const key = slot.key;
    const manifest = await step('bundle', async () => {
      await staging.copyDir(slot.clientDir, '.');
      return JSON.parse(await readFile(path.join(slot.clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    }, (m) => `${Object.keys(m).length} modules${slot.hit ? ', cached' : `, built in ${(bundleMs / 1000).toFixed(2)} s beside the steps above`}`);
    const routes = routeTable(content) as RouteEntry[];
    // The server bundle (React and every page: about 900 KB to compile) is loaded only once this thread has a page to
    // render. A rebuild whose changed pages all fall to the render workers never loads it here.
    let server: CodeCachedModule<ServerModule> | undefined;
    const renderRoute: RenderRoute = async (input) => (server ??= loadCodeCached<ServerModule>(slot.serverEntry)).exports.renderRoute(input);
    // One git pass for every file, started now and awaited when the sitemap is written.
    const gitDates = gitLastCommitDates(path.resolve(options.dataDir));
    // Pages are keyed by their JSON-LD's inputs, not by the JSON-LD: its code is part of every key (the site/lib
    // helpers it imports are in the bundle key).
    const jsonLdCode = await hashTree(options.root, ['pipeline/json-ld']);
    let bytes = 0;
    let reused = 0;
    const written: PageDone[] = [];
    // The build's other files need no page: this thread writes them at the start of the render step, while the render
    // workers take pages (see `renderAll`), so their line comes before the render step's. Between its parts it lets
    // the workers' answers in, so they are sent more pages.
    const answers = () => new Promise(setImmediate);
    const otherFiles = () => step('files', async () => {
      await staging.copyDir(path.join(path.resolve(options.dataDir), 'images'), 'images');
      await answers();
      const lastmods = routeLastmods(routes, sourceFiles, await gitDates);
      await answers();
      const sitemaps = sitemapFiles(sitemapEntries(routes, content.site.baseUrl, (r) => lastmods.get(r.path)), content.site.baseUrl);
      for (const file of sitemaps) await staging.write(file.path, file.xml);
      await staging.write('robots.txt', robotsTxt(content.site.baseUrl, options.noindex));
      // Static hosts' rules (Netlify, Cloudflare Pages); netlify.toml and deploy/nginx.conf render the same.
      await staging.write('_headers', headersFile(content.site));
      await staging.write('_redirects', redirectsFile(content.site));
      await answers();
      // The catalogue for the home page search, fetched only when a visitor starts searching.
      await staging.write('search-index.json', JSON.stringify(searchIndex(content)));
      await answers();
      // Every post's card, for the blog's search, category filter and "Show more": /blog carries only the first few.
      await staging.write(POST_INDEX_URL.slice(1), JSON.stringify(content.posts.map(postSummary)));
      await rm(path.join(staging.dir, '.vite'), { recursive: true, force: true });
    }, () => 'images, sitemap.xml, robots.txt, _headers, _redirects');
    await step('render', async () => {
      const shared: PageShared = {
        site: content.site,
        navigation: content.navigation,
        assets: Object.fromEntries([...new Set(routes.map((r) => r.page))].map((page) => [page, pageAssets(manifest, `site/pages/${page}-page.tsx`)])),
        noindex: options.noindex,
        jsonLd: { site: content.site, team: content.team, services: content.services },
      };
      const sharedKey = sha1(key, jsonLdCode, JSON.stringify(shared));
      // Each page's job is made just before a thread renders it.
      const job = (index: number): PageJob => {
        const route = routes[index]!;
        const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
        return pageJob(route, route.page === 'not-found' ? [file, '404.html'] : [file], sharedKey, pageCache.get(route.path));
      };
      const done = await renderAll({
        count: routes.length, job, shared, render: renderRoute, serverEntry: slot.serverEntry, previousDir: outDir, staging,
        bodies: { cache: markdownCache, ...bodies }, ready: (await renderWorkers) ?? [], alongside: { work: otherFiles, lead: previousOutput ? LEAD_PAGES : 0 },
      });
      server?.saveCodeCache();
      for (const page of done.pages) {
        pageCache.set(page.path, page.entry);
        bytes += page.bytes;
        if (page.reused) reused++;
        else written.push(page);
      }
      return done;
    }, ({ shares, handedOff, renderedHere }) => `${routes.length} pages${reused ? ` (${reused} unchanged)` : ''} on ${threadCount(shares.length)}${shares.length > 1 ? ` (${shares.join(' + ')}${handedOff > 0 ? `, ${handedOff} handed to a worker` : ''}${reused > 0 && renderedHere > 0 ? `, ${renderedHere} rendered on the main thread` : ''})` : ''}`);
    // The Markdown cache is saved while the new output is put in place, the page cache once it is, with the
    // fingerprints of the files this build wrote (see `withFingerprints`). Saving them even if putting the output in
    // place failed would serve nothing stale: Markdown is cached by its text, and a page is reused only when the file
    // in the output is the one its entry records.
    // Both finish before any failure is reported, so the staging folder is never removed while it is swapped in.
    const present = await (await renderWorkers)?.[0]?.listing;
    const [committed, saved] = await Promise.allSettled([staging.commit(present), markdownCache.save()]);
    if (committed.status === 'fulfilled') {
      for (const page of written) pageCache.set(page.path, withFingerprints(page.entry, page.files, outDir));
    }
    await pageCache.save();
    await pruneFolderCaches(cacheDir, [memoFile, pagesFile]);
    const failed = [committed, saved].find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const ms = performance.now() - started;
    return { ok: true, messages, pages: routes.length, bytes, ms };
  } catch (error) {
    await Promise.all([staging.abort(), stopRenderWorkers()]);
    throw error;
  }
}

/** Whether the output folder holds a previous build, whose unchanged pages a build into it keeps. */
export function holdsPreviousBuild(outDir: string): boolean {
  return existsSync(path.join(outDir, 'index.html'));
}

/** Told the Markdown run once it has started, with how many bodies (posts and pages) the content has. */
type MarkdownStarted = (markdown: MarkdownRun, bodies: number) => void;

/** The caches the content's steps use, and whether the output folder holds a previous build. */
type Caches = { markdownCache: KeyValueCache; parseCache: OpenParseCache; previousOutput: boolean };

type Prepared = { ok: false; messages: Message[] } | { ok: true; messages: Message[]; content: SiteContent; sourceFiles: SourceFile[]; bodies: Omit<PageBodies, 'cache'> };

/**
 * Validates the content and renders its Markdown (starting on a second thread as soon as the files are parsed, while
 * this one validates them), then assembles what the site renders from. Only that, the messages and what the sitemap
 * needs of each file come back: the loaded files, with every post's source text, are left behind for the rest of the
 * build.
 */
async function prepareContent(options: BuildOptions, step: Step, caches: Caches, onMarkdownStarted: MarkdownStarted): Promise<Prepared> {
  const { messages, valid, markdown, bodies } = await validateStartingMarkdown(options, step, caches, onMarkdownStarted);
  const { errors, warnings } = countBySeverity(messages);
  if (errors > 0 || (options.strict && warnings > 0)) {
    await markdown?.cancel();
    return { ok: false, messages };
  }
  const content = await step('markdown', async () => {
    const done = (await markdown?.finish()) ?? { rendered: 0, threads: 1 };
    // Validation only removes files, so every valid body was started with the others. Each stands in the content as
    // a reference to its HTML in the Markdown cache (see body-refs.ts).
    return { value: assembleContent(valid, new Map(bodies.map(({ file, key }) => [file, bodyRef(key)]))), rendered: done.rendered, threads: done.threads };
  }, ({ value: c, rendered, threads }) => `${c.posts.length + Object.keys(c.pages).length} documents${rendered > 0 ? `, ${rendered} rendered on ${threadCount(threads)}` : ''}${markdown?.deferred.length ? `, ${markdown.deferred.length} left to render with ${markdown.deferred.length === 1 ? 'its page' : 'their pages'}` : ''}`);
  return {
    ok: true,
    messages,
    content: content.value,
    sourceFiles: valid.map(({ relativePath, kind, data }) => ({ relativePath, kind, data })),
    bodies: { deferred: markdown?.deferred ?? [], html: markdown?.html ?? ((key) => caches.markdownCache.get(key)) },
  };
}

/**
 * The validation step, with the Markdown started as soon as the files are parsed. Of the loaded files only what the
 * rest of the build reads comes back (the Markdown run holds the bodies it has yet to render), so from here on every
 * post's source text is freed as soon as its HTML is made: with 4,000 posts, about 16 MiB less held at the end of
 * the Markdown step, when the build's memory peaks.
 */
async function validateStartingMarkdown(options: BuildOptions, step: Step, { markdownCache, parseCache, previousOutput }: Caches, onMarkdownStarted: MarkdownStarted): Promise<{ messages: Message[]; valid: ContentFile[]; markdown: MarkdownRun | undefined; bodies: { file: string; key: string }[] }> {
  // The salt changes with the Markdown pipeline or its dependencies, so old HTML is never reused after them.
  const salt = await hashTree(options.root, ['pipeline/markdown.ts', 'package-lock.json']);
  let markdown: MarkdownRun | undefined;
  let keyed: { file: string; key: string }[] = [];
  const checked = await step('validate', () => checkContent(options.dataDir, options.root, process.cwd(), {
    parseCache,
    onLoaded: (loaded) => {
      const site = siteData(loaded.files);
      const bodies = markdownBodies(loaded.files).map((b) => ({ file: b.file, key: markdownKey(salt, b.digest, site), text: b.text }));
      keyed = bodies.map(({ file, key }) => ({ file, key }));
      // A rebuild with render workers hands the pages of a few changed bodies to them, and they make those bodies'
      // HTML (see `startMarkdown`).
      markdown = startMarkdown(bodies, markdownCache, previousOutput && bodies.length >= WORKER_THRESHOLD ? HANDED_OFF_MAX : 0);
      onMarkdownStarted(markdown, bodies.length);
      options.onPlanned?.({ markdownToRender: markdown.toRender, previousOutput });
    },
  }).catch(async (error: unknown) => {
    // A running worker would keep the process alive after our own bug.
    await markdown?.cancel();
    throw error;
  }), (r) => `${r.value.content.files.length} files`);
  // Files that parsed cleanly are kept even when others have errors: the next build after the fix reuses them.
  await parseCache.save();
  const valid = checked.value.valid.map(({ file, relativePath, kind, data }) => ({ file, relativePath, kind, data }));
  return { messages: checked.messages, valid, markdown, bodies: keyed };
}

function threadCount(threads: number): string {
  return threads === 1 ? '1 thread' : `${threads} threads`;
}

/** SPEC 5: the hero search matches name, description, category and features. */
export function searchIndex(content: ReturnType<typeof assembleContent>) {
  return content.services.map(({ id, name, description, category, categorySlug, subcategory, features, price, timeEstimate, image, popular }) => ({ id, name, description, category, categorySlug, subcategory, features, price, timeEstimate, image, popular }));
}
