import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForWorker, pageJob, type PageJob, type PageShared } from '../../pipeline/render-pages.ts';
import type { RenderAnswer, RenderBatch, RenderedBatch, RenderMessage, RenderWorkerData } from '../../pipeline/render-pool.ts';
import type { DeferredBodies } from '../../pipeline/deferred-bodies.ts';
import type { RouteEntry } from '../../site/routes.ts';
import { bundledCliWorker } from './bundled-cli.ts';
import { KeyValueCache } from '../../pipeline/key-value-cache.ts';
import { bodyRef } from '../../pipeline/body-refs.ts';
import { codeCacheFile } from '../../pipeline/code-cached-module.ts';

/**
 * The render worker is told what every page shares, then takes batches of pages from the main thread until it is sent
 * `null`. It exists only beside the bundled CLI, which any run of the CLI brings up to date. A stand-in server
 * renderer keeps these tests to the worker's side of the exchange; whole builds through it are compared with
 * one-thread builds in build-threads.test.ts.
 */
let workerFile: string;
let work: string;

const site = { baseUrl: 'https://example.com' };
const shared = { site, navigation: {}, assets: { faq: { scripts: [], styles: [] }, blog: { scripts: [], styles: [] } }, noindex: false, jsonLd: { site, team: { fieldTeam: [], officeStaff: [] }, services: [] } } as unknown as PageShared;
const faqRoute = (slug: string) => ({ path: `/${slug}`, page: 'faq', props: { faq: { categories: [] } }, meta: { title: slug, description: '', canonical: `/${slug}`, indexable: true } }) as unknown as RouteEntry;
const job = (slug: string): PageJob => pageJob(faqRoute(slug), [`${slug}/index.html`], `key-${slug}`, undefined);

/** A post's page, whose article's HTML is the Markdown body with key `key`; sent as JSON, as the main thread sends it. */
function postJob(slug: string, key: string): PageJob {
  const route = { ...faqRoute(`blog/${slug}`), page: 'blog', props: { posts: [], total: 0, categories: [], article: { id: slug, image: `/images/${slug}.webp`, html: bodyRef(key) } } } as unknown as RouteEntry;
  return jobForWorker(pageJob(route, [`blog/${slug}/index.html`], `key-blog/${slug}`, undefined));
}

/**
 * A worker whose server renderer writes each page's path and its article's HTML, or fails on the path `failOn`, with
 * a Markdown cache holding `bodies`, asked to list `listDir` if given.
 */
async function startWorker(name: string, failOn = '', previousDir = path.join(work, 'no-previous-output'), bodies: Record<string, string> = {}, deferred: { setup?: DeferredBodies; atOnce?: DeferredBodies } = {}, listDir?: string): Promise<{ worker: Worker; stagingDir: string }> {
  const serverEntry = path.join(work, `${name}-server.cjs`);
  await writeFile(serverEntry, `exports.renderRoute = async function ({ route }) {
  if (route.path === ${JSON.stringify(failOn)}) throw new Error('the page template broke on ' + route.path);
  return '<p>' + route.path + '</p>' + (route.props.article?.html ?? '');
}\n`);
  const stagingDir = await mkdtemp(path.join(work, `${name}-out-`));
  const markdown = await KeyValueCache.open(path.join(work, `${name}-markdown.kv`));
  for (const [key, html] of Object.entries(bodies)) markdown.set(key, html);
  const worker = new Worker(workerFile, { workerData: { serverEntry, listDir } satisfies RenderWorkerData });
  if (deferred.atOnce) worker.postMessage({ make: deferred.atOnce } satisfies RenderMessage);
  worker.postMessage({ setup: { shared, previousDir, stagingDir, bodies: markdown.shared(), deferred: deferred.setup ?? [] } } satisfies RenderMessage);
  return { worker, stagingDir };
}

beforeAll(async () => {
  workerFile = await bundledCliWorker('render-worker');
  work = await mkdtemp(path.join(os.tmpdir(), 'render-worker-'));
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a render worker', () => {
  it("renders a post's page with the post's HTML, read from the Markdown cache's records in shared memory", async () => {
    const { worker, stagingDir } = await startWorker('bodies', '', undefined, { k0: '<p>zero</p>', k1: '<p>Check the gutters.</p>' });
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    worker.postMessage({ indexes: [0], jobs: [postJob('spring', 'k1')] } satisfies RenderBatch);
    worker.postMessage(null satisfies RenderBatch);
    expect(await exited).toBe(0);
    expect(await readFile(path.join(stagingDir, 'blog/spring/index.html'), 'utf8')).toBe('<p>/blog/spring</p><p>Check the gutters.</p>');
    expect(JSON.parse(await readFile(path.join(stagingDir, 'blog/spring/article.json'), 'utf8'))).toEqual({ id: 'spring', image: '/images/spring.webp', html: '<p>Check the gutters.</p>' });
  });

  it("makes the HTML of a body left for the render step when a page shows it, and sends it back with its answer", async () => {
    const { worker, stagingDir } = await startWorker('deferred', '', undefined, { k0: '<p>zero</p>' }, { setup: [['k9', '## Gutters\n\nClean them in *spring*.']] });
    const answers: RenderedBatch[] = [];
    worker.on('message', (answer: RenderedBatch) => answers.push(answer));
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    worker.postMessage({ indexes: [0], jobs: [job('faq')] } satisfies RenderBatch);
    worker.postMessage({ indexes: [1], jobs: [postJob('spring', 'k9')] } satisfies RenderBatch);
    worker.postMessage(null satisfies RenderBatch);
    expect(await exited).toBe(0);
    const html = '<h2 id="gutters">Gutters</h2>\n<p>Clean them in <em>spring</em>.</p>';
    expect(await readFile(path.join(stagingDir, 'blog/spring/index.html'), 'utf8')).toBe(`<p>/blog/spring</p>${html}`);
    expect(JSON.parse(await readFile(path.join(stagingDir, 'blog/spring/article.json'), 'utf8')).html).toBe(html);
    expect(answers.map((a) => a.made)).toEqual([[], [['k9', html]]]);
  }, 30_000);

  it('makes the bodies it is told to make at once before its next batch, and sends them with that answer', async () => {
    const { worker } = await startWorker('deferred-at-once', '', undefined, {}, { atOnce: [['k8', 'Check the *gutters*.']], setup: [['k8', 'Check the *gutters*.']] });
    const answers: RenderedBatch[] = [];
    worker.on('message', (answer: RenderedBatch) => answers.push(answer));
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    worker.postMessage({ indexes: [0], jobs: [job('faq')] } satisfies RenderBatch);
    worker.postMessage(null satisfies RenderBatch);
    expect(await exited).toBe(0);
    expect(answers.map((a) => a.made)).toEqual([[['k8', '<p>Check the <em>gutters</em>.</p>']]]);
  }, 30_000);

  it('answers each batch in order with its indexes, writes its pages, and ends when sent null', async () => {
    const { worker, stagingDir } = await startWorker('ok');
    const answers: RenderedBatch[] = [];
    worker.on('message', (answer: RenderedBatch) => answers.push(answer));
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    const batches: RenderBatch[] = [{ indexes: [4, 7], jobs: [job('a'), job('b')] }, { indexes: [9], jobs: [job('c')] }, null];
    for (const batch of batches) worker.postMessage(batch);
    expect(await exited).toBe(0);
    expect(answers.map((a) => a.indexes)).toEqual([[4, 7], [9]]);
    expect(answers.flatMap((a) => a.done.map((d) => [d.path, d.reused]))).toEqual([['/a', false], ['/b', false], ['/c', false]]);
    expect(await readFile(path.join(stagingDir, 'b/index.html'), 'utf8')).toBe('<p>/b</p>');
  }, 30_000);

  it("saves the server bundle's code cache beside it before it ends, for the next build's threads", async () => {
    const { worker } = await startWorker('code-cache');
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    worker.postMessage({ indexes: [0], jobs: [job('a')] } satisfies RenderBatch);
    worker.postMessage(null satisfies RenderBatch);
    expect(await exited).toBe(0);
    // The worker shares this process's V8 flags, so its cache has the name this thread gives it.
    expect(existsSync(codeCacheFile(path.join(work, 'code-cache-server.cjs')))).toBe(true);
  }, 30_000);

  it('leaves a page the previous output already holds byte for byte where it is, and reports it as kept', async () => {
    const previousDir = path.join(work, 'previous-output');
    await mkdir(path.join(previousDir, 'a'), { recursive: true });
    await writeFile(path.join(previousDir, 'a/index.html'), '<p>/a</p>');
    const { worker, stagingDir } = await startWorker('kept', '', previousDir);
    const answers: RenderedBatch[] = [];
    worker.on('message', (answer: RenderedBatch) => answers.push(answer));
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    worker.postMessage({ indexes: [0, 1], jobs: [job('a'), job('b')] } satisfies RenderBatch);
    worker.postMessage(null);
    expect(await exited).toBe(0);
    expect(answers.flatMap((a) => a.kept)).toEqual(['a/index.html']);
    expect((await readdir(stagingDir, { recursive: true })).sort()).toEqual(['b', 'b/index.html']);
  }, 30_000);

  it('lists the previous output between its other work: after the batches it was given, and before it ends', async () => {
    const previousDir = path.join(work, 'listed-output');
    // More folders than the worker lists at a time, so the listing gives way to the batch that came meanwhile.
    const files = Array.from({ length: 300 }, (_, i) => `blog/post-${i}/index.html`);
    for (const file of files) {
      await mkdir(path.dirname(path.join(previousDir, file)), { recursive: true });
      await writeFile(path.join(previousDir, file), 'old');
    }
    await writeFile(path.join(previousDir, 'index.html'), 'home');
    const { worker } = await startWorker('listing', '', previousDir, {}, {}, previousDir);
    const answers: string[] = [];
    let listing: string[] | null | undefined;
    worker.on('message', (answer: RenderAnswer) => {
      if ('listing' in answer) {
        answers.push('listing');
        listing = answer.listing;
      } else answers.push(`batch ${answer.indexes.join(',')}`);
    });
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    worker.postMessage({ indexes: [0], jobs: [job('a')] } satisfies RenderBatch);
    // Told at once that there are no more pages: the listing still goes out before the worker ends.
    worker.postMessage(null satisfies RenderBatch);
    expect(await exited).toBe(0);
    expect(answers).toEqual(['batch 0', 'listing']);
    expect(listing?.sort()).toEqual([...files, 'index.html'].map((f) => f.split('/').join(path.sep)).sort());
  }, 30_000);

  it('fails with the error instead of leaving the build waiting when a page cannot be rendered', async () => {
    const { worker } = await startWorker('broken', '/b');
    const failed = new Promise<unknown>((resolve) => worker.once('error', resolve));
    worker.postMessage({ indexes: [0, 1], jobs: [job('a'), job('b')] } satisfies RenderBatch);
    const error = await failed;
    expect(String(error)).toContain('the page template broke on /b');
  }, 30_000);
});
