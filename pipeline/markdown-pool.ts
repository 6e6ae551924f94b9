import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { loadMarkdownRenderer } from './markdown.ts';
import { sha1, type KeyValueCache } from './build-cache.ts';

// Below this many uncached bodies a worker's start-up costs more than it saves.
const WORKER_THRESHOLD = 64;
// Bodies per batch handed to the worker: small enough to share the tail evenly, large enough to amortise messages.
const BATCH = 32;

/** Markdown being rendered; `finish` renders the rest in this thread and returns the HTML of every body. */
export interface MarkdownRun {
  finish(): Promise<Map<string, string>>;
  cancel(): Promise<void>;
}

/**
 * Starts rendering Markdown bodies: cached results by content hash first, then the misses from one shared queue
 * that a worker thread starts on at once, and this thread joins in `finish` (when it is done with other work, such
 * as validating). Both cores stay busy until the queue is empty, whoever gets more of it.
 */
export function startMarkdown(bodies: readonly string[], cache: KeyValueCache | undefined, salt: string): MarkdownRun {
  const html = new Map<string, string>();
  const queue: string[] = [];
  for (const body of new Set(bodies)) {
    const hit = cache?.get(sha1(salt, body));
    if (hit === undefined) queue.push(body);
    else html.set(body, hit);
  }
  const store = (body: string, out: string) => {
    html.set(body, out);
    cache?.set(sha1(salt, body), out);
  };
  // Start loading the Markdown packages now, while the caller does other work.
  const renderer = queue.length > 0 ? loadMarkdownRenderer() : undefined;
  renderer?.catch(() => undefined);
  const workerFile = queue.length >= WORKER_THRESHOLD ? workerPath() : undefined;
  const helper = workerFile ? startWorker(workerFile, queue, store) : undefined;
  return {
    async finish() {
      if (queue.length > 0) {
        const render = await (renderer ?? loadMarkdownRenderer());
        while (queue.length > 0) {
          for (const body of queue.splice(0, BATCH)) store(body, render(body));
          // Let the worker's finished batches in, so it is handed its next batch without waiting for us.
          if (helper) await nextTurn();
        }
      }
      await helper?.drained;
      return html;
    },
    async cancel() {
      queue.length = 0;
      await helper?.stop();
    },
  };
}

/** The worker exists as plain JavaScript beside the bundled CLI; from TypeScript sources (tests) we stay in-thread. */
function workerPath(): string | undefined {
  if (!import.meta.url.endsWith('.mjs')) return undefined;
  const file = fileURLToPath(new URL('./markdown-worker.mjs', import.meta.url));
  return existsSync(file) ? file : undefined;
}

/** A worker that takes batches from the shared queue, two at a time so it never waits for the next one. */
function startWorker(file: string, queue: string[], store: (body: string, html: string) => void): { drained: Promise<void>; stop(): Promise<void> } {
  const worker = new Worker(file);
  const sent = new Map<number, string[]>();
  let nextId = 0;
  let settle!: { resolve: () => void; reject: (e: unknown) => void };
  const drained = new Promise<void>((resolve, reject) => { settle = { resolve, reject }; });
  // Failing before anyone awaits it must not be an unhandled rejection; `finish` still sees the error.
  drained.catch(() => undefined);
  const send = () => {
    const batch = queue.splice(0, BATCH);
    if (batch.length === 0) return;
    sent.set(nextId, batch);
    worker.postMessage({ id: nextId++, bodies: batch });
  };
  const finishIfIdle = () => {
    if (sent.size === 0 && queue.length === 0) {
      settle.resolve();
      void worker.terminate();
    }
  };
  worker.on('message', ({ id, html }: { id: number; html: string[] }) => {
    const batch = sent.get(id)!;
    sent.delete(id);
    batch.forEach((body, i) => store(body, html[i]!));
    send();
    finishIfIdle();
  });
  worker.once('error', (error) => settle.reject(error));
  worker.once('exit', (code) => { if (sent.size > 0) settle.reject(new Error(`markdown worker exited with ${code}`)); });
  send();
  send();
  return {
    drained,
    async stop() {
      sent.clear();
      settle.resolve();
      await worker.terminate();
    },
  };
}
