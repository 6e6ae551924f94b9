import { parentPort, workerData } from 'node:worker_threads';
import { renderPages, type PageContext, type RenderRoute } from './render-pages.ts';
import { sharedRecordReader } from './key-value-cache.ts';
import type { RenderAnswer, RenderedBatch, RenderMessage, RenderSetup, RenderWorkerData } from './render-pool.ts';
import { fileWalk } from './swap-in-changes.ts';
import { folderWriter, type FolderWriter } from './write.ts';
import { bodyMaker } from './deferred-bodies.ts';
import { loadCodeCached } from './code-cached-module.ts';

// Runs in a worker thread: loads the server bundle at once, then, once told what every page shares, renders the
// batches of pages the main thread sends, in order, and writes them into the staging folder. It posts back what it
// did for each batch, with the files it kept from the previous output (never the HTML itself, which stays off the
// main thread's heap) and the HTML of any Markdown body it made. A `null` batch means there are no more pages.
const { serverEntry, listDir } = workerData as RenderWorkerData;
const port = parentPort!;
const serverLoading = Promise.resolve().then(() => loadCodeCached<{ renderRoute: RenderRoute }>(serverEntry));
// A failure to load is reported by the first batch that needs the bundle, once the main thread is listening.
serverLoading.catch(() => undefined);
// The text of the Markdown bodies left for the render step (see `deferUpTo` in markdown-pool.ts), as this worker is
// told of them, and the HTML it made of them since its last answer, sent with the next one for the Markdown cache.
const texts = new Map<string, string>();
const made: [string, string][] = [];
const makeBody = bodyMaker(texts, (key, html) => made.push([key, html]));
// Batches arrive while one is being rendered; they are rendered one after another.
let queue: Promise<unknown> = Promise.resolve();
/** Folders listed at a time between other work: about 2 ms. */
const LISTING_SLICE = 64;
/** Makes and batches this worker has been given and not finished: the listing below gives way to them. */
let busy = 0;
const whenIdle: (() => void)[] = [];
const idle = (): Promise<void> => (busy === 0 ? Promise.resolve() : new Promise((resolve) => whenIdle.push(resolve)));
/** Runs `work` after the work given before it, counting it as busy until it is done. */
function enqueue(work: () => Promise<unknown>): void {
  busy++;
  queue = queue.then(work).finally(() => {
    if (--busy === 0) for (const resolve of whenIdle.splice(0)) resolve();
  });
}
// The previous output's files, for the build's commit, listed a few folders at a time whenever this worker has nothing
// else to do: before the pages are known, between batches when none is waiting, and after its last batch. Listed in
// one go once the bundle had loaded, the 4,000 folders of a 4,000-post output (70-160 ms during a build) held back the
// bodies this worker was asked to make, and so its first batches.
const listing: Promise<void> = listDir === undefined ? Promise.resolve() : serverLoading.catch(() => undefined).then(async () => {
  let files: string[] | null;
  try {
    const walk = fileWalk(listDir);
    for (;;) {
      await idle();
      if (walk.next(LISTING_SLICE)) break;
      // A message that came meanwhile is taken first.
      await new Promise(setImmediate);
    }
    files = [...walk.files];
  } catch {
    files = null;
  }
  port.postMessage({ listing: files } satisfies RenderAnswer);
});
let context: { setup: RenderSetup; out: FolderWriter; kept: string[]; body: PageContext['body'] } | undefined;
port.on('message', (message: RenderMessage) => {
  if (message !== null && 'make' in message) {
    for (const [key, text] of message.make) texts.set(key, text);
    // Made before the next batch: the pages that show them are the first this worker is handed. A failure is
    // reported by the batch whose page shows the body.
    const making = Promise.all(message.make.map(([key]) => makeBody(key)));
    enqueue(() => making.catch(() => undefined));
    return;
  }
  if (message !== null && 'setup' in message) {
    const kept: string[] = [];
    const cached = sharedRecordReader(message.setup.bodies);
    for (const [key, text] of message.setup.deferred) texts.set(key, text);
    context = { setup: message.setup, out: folderWriter(message.setup.stagingDir, message.setup.previousDir, kept), kept, body: (key) => cached(key) ?? makeBody(key) };
    return;
  }
  if (message === null) {
    // The listing goes out before the port closes.
    queue = queue.then(() => listing).then(async () => {
      (await serverLoading).saveCodeCache();
      port.close();
    });
    return;
  }
  // A failure is left unhandled: it ends the worker with an 'error' event, which the main thread reports.
  enqueue(async () => {
    if (!context) throw new Error('render worker: a batch came before its setup');
    const { renderRoute } = (await serverLoading).exports;
    const { setup, out, body } = context;
    const done = await renderPages(message.jobs, { shared: setup.shared, render: renderRoute, previousDir: setup.previousDir, out, body });
    const answer: RenderedBatch = { indexes: message.indexes, done, kept: context.kept.splice(0), made: made.splice(0) };
    port.postMessage(answer);
  });
});
