import { Worker } from 'node:worker_threads';
import { bundledWorker } from './bundled-worker.ts';
import { loadMarkdownRenderer } from './markdown.ts';
import { sha1 } from './build-cache.ts';
import type { KeyValueCache } from './key-value-cache.ts';
import { lookupFact } from './placeholders.ts';
import type { BodyDigest } from './content-file-memo.ts';
import type { BodyLookup } from './body-refs.ts';
import { bodyMaker, type DeferredBodies } from './deferred-bodies.ts';

// Below this many uncached bodies a worker's start-up costs more than it saves.
const WORKER_THRESHOLD = 64;
/**
 * The Markdown worker's young generation, in MiB. A body's syntax tree dies with the body, so a young generation
 * a third of V8's default (48 MiB) holds it as well: with 4,000 posts the Markdown step peaked about 20 MiB lower
 * (283-296 -> 266-273 MiB in five alternating runs), in the same time. At 8 MiB it peaked lower still but the step
 * was slower.
 */
const MARKDOWN_YOUNG_GENERATION_MB = 16;

/** Markdown being rendered; `finish` renders the rest in this thread and puts all the HTML in the cache. */
export interface MarkdownRun {
  /** How many bodies are rendered (not cached, and each distinct body once). */
  readonly toRender: number;
  /** Whether a worker thread renders beside this one. */
  readonly worker: boolean;
  /** The bodies left for the render step (see `deferUpTo`), none when this run renders them all. */
  readonly deferred: DeferredBodies;
  /** This thread's lookup of a body's HTML: from the cache, or made here when it was left for the render step. */
  readonly html: BodyLookup;
  finish(): Promise<MarkdownDone>;
  cancel(): Promise<void>;
}

/** How many bodies were rendered (not cached), on how many threads; the HTML of every body is in the cache by its key. */
export interface MarkdownDone { rendered: number; threads: number }

/** A body to render: its cache key, and its text with placeholders filled (asked for only when it is not cached). */
export interface MarkdownBody { key: string; text(): string }

/**
 * The cache key of a body: the Markdown pipeline's `salt`, the body as written, and the value of each placeholder it
 * uses (null for a name that is not a fact, which stays as written). Those decide the filled text the HTML is made
 * from, so the key is the filled text's in all but name, and a body the loader did not read (see
 * content-file-memo.ts) has its key without being read.
 */
export function markdownKey(salt: string, digest: BodyDigest, site: unknown): string {
  return sha1(salt, digest.hash, JSON.stringify(digest.placeholders.map((name) => lookupFact(site, name) ?? null)));
}

/**
 * Starts rendering the Markdown bodies whose HTML `cache` does not hold, each distinct key once. A worker thread
 * starts on them at once, and this thread joins in `finish` (when it is done with other work, such as validating). Both
 * claim the next body from one counter in shared memory, so neither ever waits for the other: the worker keeps
 * going while this thread is busy with synchronous work, and both cores stay busy until every body is claimed.
 *
 * The HTML goes into the cache as it is made, so neither a body's text nor its HTML is held here once it is rendered:
 * a caller that holds no other reference to the text (see `validateStartingMarkdown` in build-site.ts) lets each post's
 * source go as soon as its HTML is made.
 *
 * When there are no more than `deferUpTo` bodies to render, none is rendered here: they are left for the render step,
 * where the thread that first renders a page showing one makes its HTML (see `bodyMaker`). A rebuild after a few posts
 * changed hands their pages to a render worker (see `renderAll`), so this thread then never loads the Markdown
 * packages (about 0.1 s to load and to render on a cold JIT) and goes on to check the unchanged pages at once.
 */
export function startMarkdown(bodies: readonly MarkdownBody[], cache: KeyValueCache, deferUpTo = 0): MarkdownRun {
  const queue: string[] = [];
  const keys: string[] = [];
  const queued = new Set<string>();
  for (const { key, text } of bodies) {
    if (queued.has(key) || cache.has(key)) continue;
    queued.add(key);
    queue.push(text());
    keys.push(key);
  }
  if (queue.length > 0 && queue.length <= deferUpTo) {
    const deferred = keys.map((key, i) => [key, queue[i]!] as const);
    const make = bodyMaker(new Map(deferred), (key, html) => cache.set(key, html));
    return {
      toRender: queue.length,
      worker: false,
      deferred,
      html: (key) => cache.get(key) ?? make(key),
      finish: async () => ({ rendered: 0, threads: 1 }),
      cancel: async () => {},
    };
  }
  const store = (index: number, out: string) => {
    cache.set(keys[index]!, out);
    queue[index] = '';
  };
  const next = new Int32Array(new SharedArrayBuffer(4));
  // Start loading the Markdown packages now, while the caller does other work.
  const renderer = queue.length > 0 ? loadMarkdownRenderer() : undefined;
  renderer?.catch(() => undefined);
  const workerFile = queue.length >= WORKER_THRESHOLD ? bundledWorker('markdown-worker') : undefined;
  const helper = workerFile ? startWorker(workerFile, queue, next, store) : undefined;
  return {
    toRender: queue.length,
    worker: helper !== undefined,
    deferred: [],
    html: (key) => cache.get(key),
    async finish() {
      if (queue.length > 0) {
        const render = await (renderer ?? loadMarkdownRenderer());
        for (let i = claim(next, queue.length); i >= 0; i = claim(next, queue.length)) store(i, render(queue[i]!));
      }
      await helper?.drained;
      return { rendered: queue.length, threads: helper ? 2 : 1 };
    },
    async cancel() {
      // Nothing left to claim: the worker stops after the body it is on.
      Atomics.store(next, 0, queue.length);
      await helper?.stop();
    },
  };
}

/** The index of the next unclaimed body, or -1 when all are claimed. */
export function claim(next: Int32Array, count: number): number {
  const i = Atomics.add(next, 0, 1);
  return i < count ? i : -1;
}

/** A worker that renders bodies it claims from the shared counter and posts the HTML back in batches. */
function startWorker(file: string, bodies: string[], next: Int32Array, store: (index: number, html: string) => void): { drained: Promise<void>; stop(): Promise<void> } {
  const worker = new Worker(file, { workerData: { bodies, next }, resourceLimits: { maxYoungGenerationSizeMb: MARKDOWN_YOUNG_GENERATION_MB } });
  let settle!: { resolve: () => void; reject: (e: unknown) => void };
  let done = false;
  const drained = new Promise<void>((resolve, reject) => { settle = { resolve, reject }; });
  // Failing before anyone awaits it must not be an unhandled rejection; `finish` still sees the error.
  drained.catch(() => undefined);
  worker.on('message', (message: { rendered: [number, string][]; last: boolean }) => {
    for (const [index, out] of message.rendered) store(index, out);
    if (message.last) {
      done = true;
      settle.resolve();
      void worker.terminate();
    }
  });
  worker.once('error', (error) => settle.reject(error));
  worker.once('exit', (code) => { if (!done) settle.reject(new Error(`markdown worker exited with ${code}`)); });
  return {
    drained,
    async stop() {
      done = true;
      settle.resolve();
      await worker.terminate();
    },
  };
}
