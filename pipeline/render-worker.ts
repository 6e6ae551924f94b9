import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { renderPages, type PageContext, type RenderRoute } from './render-pages.ts';
import { sharedRecordReader } from './key-value-cache.ts';
import type { RenderAnswer, RenderedBatch, RenderMessage, RenderSetup, RenderWorkerData } from './render-pool.ts';
import { filesUnder } from './swap-in-changes.ts';
import { folderWriter, type FolderWriter } from './write.ts';
import { bodyMaker } from './deferred-bodies.ts';

// Runs in a worker thread: loads the server bundle at once, then, once told what every page shares, renders the
// batches of pages the main thread sends, in order, and writes them into the staging folder. It posts back what it
// did for each batch, with the files it kept from the previous output (never the HTML itself, which stays off the
// main thread's heap) and the HTML of any Markdown body it made. A `null` batch means there are no more pages.
const { serverEntry, listDir } = workerData as RenderWorkerData;
const port = parentPort!;
const serverLoading = import(pathToFileURL(serverEntry).href) as Promise<{ renderRoute: RenderRoute }>;
// A failure to load is reported by the first batch that needs the bundle, once the main thread is listening.
serverLoading.catch(() => undefined);
// The text of the Markdown bodies left for the render step (see `deferUpTo` in markdown-pool.ts), as this worker is
// told of them, and the HTML it made of them since its last answer, sent with the next one for the Markdown cache.
const texts = new Map<string, string>();
const made: [string, string][] = [];
const makeBody = bodyMaker(texts, (key, html) => made.push([key, html]));
if (listDir !== undefined) {
  // After the bundle has loaded: a worker started early has nothing else to do until the pages are known.
  void serverLoading.catch(() => undefined).then(() => {
    let listing: string[] | null;
    try {
      listing = [...filesUnder(listDir)];
    } catch {
      listing = null;
    }
    port.postMessage({ listing } satisfies RenderAnswer);
  });
}
let context: { setup: RenderSetup; out: FolderWriter; kept: string[]; body: PageContext['body'] } | undefined;
// Batches arrive while one is being rendered; they are rendered one after another.
let queue = Promise.resolve();
port.on('message', (message: RenderMessage) => {
  if (message !== null && 'make' in message) {
    for (const [key, text] of message.make) texts.set(key, text);
    // Made before the next batch: the pages that show them are the first this worker is handed. A failure is
    // reported by the batch whose page shows the body.
    const making = Promise.all(message.make.map(([key]) => makeBody(key)));
    queue = queue.then(() => making).then(() => undefined, () => undefined);
    return;
  }
  if (message !== null && 'setup' in message) {
    const kept: string[] = [];
    const cached = sharedRecordReader(message.setup.bodies);
    for (const [key, text] of message.setup.deferred) texts.set(key, text);
    context = { setup: message.setup, out: folderWriter(message.setup.stagingDir, message.setup.previousDir, kept), kept, body: (key) => cached(key) ?? makeBody(key) };
    return;
  }
  // A failure is left unhandled: it ends the worker with an 'error' event, which the main thread reports.
  queue = queue.then(async () => {
    if (message === null) {
      port.close();
      return;
    }
    if (!context) throw new Error('render worker: a batch came before its setup');
    const { renderRoute } = await serverLoading;
    const { setup, out, body } = context;
    const done = await renderPages(message.jobs, { shared: setup.shared, render: renderRoute, previousDir: setup.previousDir, out, body });
    const answer: RenderedBatch = { indexes: message.indexes, done, kept: context.kept.splice(0), made: made.splice(0) };
    port.postMessage(answer);
  });
});
