import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { bundledWorker } from './bundled-worker.ts';
import { jobForWorker, renderPage, reusePage, type PageContext, type PageDone, type PageJob, type PageShared, type RenderRoute } from './render-pages.ts';
import type { KeyValueCache, SharedRecords } from './key-value-cache.ts';
import type { BodyLookup } from './body-refs.ts';
import type { DeferredBodies } from './deferred-bodies.ts';
import type { Staging } from './write.ts';

// Below this many pages a worker's start-up (loading the server bundle) costs more than it saves.
export const WORKER_THRESHOLD = 200;
// Pages per message to a worker: enough that messages cost little, few enough that no thread waits long at the end.
const BATCH = 16;
/**
 * Pages each worker is sent at once before this thread does its other work on a rebuild (see `renderAll`), at most
 * half of them: enough unchanged pages (40-70 µs each) to keep a worker busy for the 60-100 ms this thread takes to
 * write the build's other files with 4,000 posts. A cold build gives none: two batches of pages to render already
 * last that long.
 */
export const LEAD_PAGES = 1024;

/**
 * This thread's other work during the render step, which needs no page (see `renderAll`), and how many pages each
 * worker is sent at once before it (see LEAD_PAGES).
 */
export interface Alongside { work: () => Promise<unknown>; lead: number }
/**
 * A render worker's young generation, in MiB. Rendering makes garbage that dies within the page, so a small young
 * generation is collected more often at no cost in time, and the worker holds less: with V8's default (up to 48 MiB)
 * a 4,000-post build peaked 10-25 MiB higher, and its render step took no less time.
 */
const RENDER_YOUNG_GENERATION_MB = 8;

/**
 * What a render worker needs besides its pages, sent once, before its first batch: `bodies` is the Markdown cache's
 * records, in memory it reads where they lie, for the HTML of the posts on the pages it renders, and `deferred` the
 * bodies left for the render step, which it makes when a page it renders shows one.
 */
export interface RenderSetup { shared: PageShared; previousDir: string; stagingDir: string; bodies: SharedRecords; deferred: DeferredBodies }
/** The next pages for a render worker, with their indexes, or `null` when there are none left. */
export type RenderBatch = { indexes: number[]; jobs: PageJob[] } | null;
/**
 * Messages to a render worker: bodies left for the render step, to make at once (see `makeBodiesAtOnce`), its setup,
 * then batches.
 */
export type RenderMessage = { make: DeferredBodies } | { setup: RenderSetup } | RenderBatch;
/** What a render worker starts with: the server bundle, and a folder to list at once (see `startRenderWorkers`). */
export interface RenderWorkerData { serverEntry: string; listDir?: string | undefined }
/** A render worker's messages: the listing it was asked for (null when there is no such folder), or a batch done. */
export type RenderAnswer = { listing: string[] | null } | RenderedBatch;
/**
 * A render worker's answer to a batch: what it did for each page, the files it kept from the previous output, and the
 * HTML of bodies left for the render step that it made since its last answer (for the Markdown cache).
 */
export interface RenderedBatch { indexes: number[]; done: PageDone[]; kept: string[]; made: [key: string, html: string][] }

/**
 * The indexes 0..count-1, handed out from either end until they meet, each exactly once.
 *
 * This thread takes pages from the front of the route table, where the site's own pages are, among them the lists of
 * every service (about 630 KB of HTML each; before /blog listed only its first page, it was 7 MB with 4,000 posts,
 * and React held about 60 MiB to render it). Workers take theirs from the back, mostly posts. The big pages then grow
 * this thread's heap, which the Markdown step has already grown and left with room, instead of a worker's: the render
 * step of a 4,000-post build peaked about 30 MiB lower.
 *
 * A page this thread took from the front may be handed back (`defer`) for a worker to render: workers take those
 * first.
 */
export function pageQueue(count: number): { front(): number | undefined; back(n: number): number[]; defer(index: number): void } {
  let next = 0;
  let end = count;
  const deferred: number[] = [];
  return {
    front: () => (next < end ? next++ : undefined),
    back(n) {
      const indexes = deferred.splice(0, n);
      while (indexes.length < n && next < end) indexes.push(--end);
      return indexes;
    },
    defer(index) {
      deferred.push(index);
    },
  };
}

/** A render worker started ahead of the pages, so it has loaded the server bundle by the time they are known. */
export interface StartedWorker {
  worker: Worker;
  /**
   * The files of the previous output, once this worker has listed them; undefined when it was not asked to, there was
   * no such folder, or it ended first (the commit then lists the output itself).
   */
  listing: Promise<Set<string> | undefined>;
  /** Whether it failed or exited before it was given work (it is then replaced by a new one). */
  gone(): boolean;
}

/**
 * Starts the render workers a build of many pages will use (one per further core), before it knows its pages: each
 * loads the server bundle at once. A rebuild spends its first second loading and checking content on one thread, and
 * a worker started only when rendering begins spent about a tenth of a second of the render step getting ready.
 */
export function startRenderWorkers(serverEntry: string, previousOutput: string): StartedWorker[] {
  const file = bundledWorker('render-worker');
  // The first also lists the previous output's files, once it has loaded the bundle, for the build's commit.
  return file ? Array.from({ length: helperCount() }, (_, i) => started(newWorker(file, serverEntry, i === 0 ? previousOutput : undefined))) : [];
}

/**
 * Has the first render worker still running make the HTML of the bodies left for the render step at once, before the
 * pages are known: the pages that show them are the first this thread hands to the workers (see `renderAll`).
 */
export function makeBodiesAtOnce(workers: readonly StartedWorker[], deferred: DeferredBodies): void {
  if (deferred.length > 0) workers.find((w) => !w.gone())?.worker.postMessage({ make: deferred } satisfies RenderMessage);
}

function helperCount(): number {
  return Math.max(1, Math.min(availableParallelism(), 4)) - 1;
}

function newWorker(file: string, serverEntry: string, listDir?: string): Worker {
  return new Worker(file, { workerData: { serverEntry, listDir } satisfies RenderWorkerData, resourceLimits: { maxYoungGenerationSizeMb: RENDER_YOUNG_GENERATION_MB } });
}

function started(worker: Worker): StartedWorker {
  let gone = false;
  let listed: (files: Set<string> | undefined) => void = () => {};
  const listing = new Promise<Set<string> | undefined>((resolve) => { listed = resolve; });
  // Until the worker is given work, a failure only marks it: the render step then starts another, which reports it.
  // Without its listing, the commit lists the output itself.
  worker.once('error', () => { gone = true; listed(undefined); });
  worker.once('exit', () => { gone = true; listed(undefined); });
  worker.on('message', (message: RenderAnswer) => {
    if ('listing' in message) listed(message.listing ? new Set(message.listing) : undefined);
  });
  return { worker, listing, gone: () => gone };
}

/**
 * At most this many pages that changed since the previous build are handed from this thread to the render workers.
 * A rebuild that changed a few pages then renders none here: this thread keeps checking the unchanged ones while a
 * worker, which has loaded the server bundle already, renders them; rendering here would first load that bundle
 * (900 KB to compile) for one page. A rebuild that changed many renders the rest here, as a cold build does.
 */
export const HANDED_OFF_MAX = 16;

/**
 * The Markdown bodies the routes refer to: `cache` holds their HTML but for those `deferred` to the render step, and
 * `html` is this thread's lookup, which makes those (see `startMarkdown`).
 */
export interface PageBodies { cache: KeyValueCache; deferred: DeferredBodies; html: BodyLookup }

/** What `renderAll` renders, and with what. */
export interface RenderAllOptions {
  count: number;
  job: (index: number) => PageJob;
  shared: PageShared;
  render: RenderRoute;
  /** The server bundle a new worker loads. */
  serverEntry: string;
  /** The previous build's output, whose unchanged pages are kept. */
  previousDir: string;
  staging: Staging;
  bodies: PageBodies;
  /** Workers started earlier (see `startRenderWorkers`); those not needed are stopped. */
  ready?: readonly StartedWorker[];
  alongside?: Alongside;
}

/**
 * Renders `count` pages, whose jobs `job(index)` makes when a thread is about to render them, so the build never
 * holds thousands of jobs (and a worker never holds a copy of its share) at once. `bodies` has the HTML of every
 * body the routes refer to; the cache gets the HTML of those a worker made. This thread and worker threads
 * (one per further core, when there are enough pages and the bundled worker is available; those in `ready` first)
 * take pages from one queue (see `pageQueue`), so all finish together. Results come back in page order whoever
 * rendered them, with how many pages each thread took (this thread first), how many of its pages this thread
 * handed to the workers (see HANDED_OFF_MAX) and how many it rendered rather than kept. Workers in `ready` that are
 * not needed are stopped.
 *
 * `alongside` is this thread's other work, which needs no page: it is done before this thread's first page, after
 * each worker has been sent `alongside.lead` pages at once (see LEAD_PAGES).
 */
export async function renderAll(options: RenderAllOptions): Promise<{ pages: PageDone[]; shares: number[]; handedOff: number; renderedHere: number }> {
  const { count, job, shared, render, serverEntry, previousDir, staging, bodies, ready = [], alongside = { work: async () => undefined, lead: 0 } } = options;
  const workerFile = bundledWorker('render-worker');
  const helpers = workerFile && count >= WORKER_THRESHOLD ? helperCount() : 0;
  const usable = ready.filter((w) => !w.gone()).map((w) => w.worker);
  await Promise.all([...usable.splice(helpers), ...ready.filter((w) => w.gone()).map((w) => w.worker)].map((w) => w.terminate()));
  const pages: PageDone[] = new Array(count);
  const queue = pageQueue(count);
  let ownDone = false;
  const setup: RenderSetup = { shared, previousDir, stagingDir: staging.dir, bodies: bodies.cache.shared(), deferred: bodies.deferred };
  const context: PageContext = { shared, render, previousDir, out: staging, body: bodies.html };
  const threads = [...usable, ...Array.from({ length: helpers - usable.length }, () => newWorker(workerFile!, serverEntry))];
  const made = (key: string, html: string) => { if (!bodies.cache.has(key)) bodies.cache.set(key, html); };
  const workers = threads.map((worker) => driveWorker(worker, setup, queue.back, () => ownDone, job, pages, staging, made));
  let own = 0;
  let handedOff = 0;
  let renderedHere = 0;
  try {
    // This thread's other work first, while the workers take pages (with a lead of them on a rebuild), so that it
    // overlaps with theirs instead of following the render step with the workers idle.
    for (const w of workers) w.lead(Math.min(alongside.lead, Math.floor(count / (2 * workers.length))));
    await alongside.work();
    for (;;) {
      const i = queue.front();
      if (i === undefined) break;
      const pageJob = job(i);
      // Only a page of the previous build is handed off: in a cold build this thread renders its own pages (the
      // biggest are at the front, and a worker's heap would have to grow for them).
      if (workers.length > 0 && handedOff < HANDED_OFF_MAX && pageJob.cached !== undefined) {
        const kept = await reusePage(pageJob, context);
        if (kept) {
          pages[i] = kept;
          own++;
        } else {
          queue.defer(i);
          handedOff++;
          for (const w of workers) w.wake();
        }
      } else {
        pages[i] = await renderPage(pageJob, context);
        own++;
        if (!pages[i]!.reused) renderedHere++;
      }
      // Rendering and writing a page never wait on anything, so without this turn of the event loop a worker's
      // answer (and its request for the next batch) would wait until this thread had taken every page itself.
      if (workers.length > 0) await new Promise(setImmediate);
    }
    ownDone = true;
    for (const w of workers) w.wake();
    await Promise.all(workers.map((w) => w.finished));
  } catch (error) {
    await Promise.all(workers.map((w) => w.stop()));
    throw error;
  }
  return { pages, shares: [own, ...workers.map((w) => w.rendered())], handedOff, renderedHere };
}

/**
 * Gives a worker what every page shares, then batches of pages. It always has the next batch queued while it renders
 * one, so it never waits for this thread, which may be busy rendering a page of its own when the worker asks. When
 * the queue is empty before this thread is done with its own pages (`ownDone`), the worker waits for a page this
 * thread may hand it (`wake`), and is told there are no more only once this thread is done. `lead` sends more batches
 * at once, for a while this thread will not answer.
 */
export function driveWorker(worker: Worker, setup: RenderSetup, take: (n: number) => number[], ownDone: () => boolean, job: (index: number) => PageJob, pages: PageDone[], staging: Staging, made: (key: string, html: string) => void): { finished: Promise<void>; rendered(): number; wake(): void; lead(pages: number): void; stop(): Promise<void> } {
  let outstanding = 0;
  let rendered = 0;
  let waiting = false;
  let closed = false;
  let resolveFinished: () => void = () => {};
  const sendBatch = (): boolean => {
    const indexes = take(BATCH);
    if (indexes.length === 0) return false;
    outstanding++;
    worker.postMessage({ indexes, jobs: indexes.map((i) => jobForWorker(job(i))) } satisfies RenderMessage);
    return true;
  };
  const send = () => {
    waiting = false;
    if (!sendBatch()) {
      if (!ownDone()) {
        waiting = true;
      } else if (!closed) {
        closed = true;
        worker.postMessage(null satisfies RenderMessage);
      }
    }
    if (closed && outstanding === 0) resolveFinished();
  };
  const finished = new Promise<void>((resolve, reject) => {
    resolveFinished = resolve;
    worker.on('message', (message: RenderAnswer) => {
      if ('listing' in message) return;
      const { indexes, done, kept } = message;
      indexes.forEach((index, k) => { pages[index] = done[k]!; });
      staging.addKept(kept);
      for (const [key, html] of message.made) made(key, html);
      rendered += indexes.length;
      outstanding--;
      send();
    });
    worker.once('error', reject);
    // Ending before it was told there are no more pages (while it waits for one, too) is a failure.
    worker.once('exit', (code) => { if (!closed || outstanding > 0) reject(new Error(`render worker exited with ${code} before it finished`)); });
  });
  // Failing before anyone awaits it must not be an unhandled rejection; `renderAll` still sees the error.
  finished.catch(() => undefined);
  worker.postMessage({ setup } satisfies RenderMessage);
  send();
  send();
  return {
    finished,
    rendered: () => rendered,
    wake: () => { if (waiting) send(); },
    lead: (pages) => { for (let sent = 0; sent < pages && sendBatch(); sent += BATCH); },
    stop: async () => { await worker.terminate(); },
  };
}
