import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { renderPages, type PageContext, type RenderRoute } from './render-pages.ts';
import { sharedRecordReader } from './key-value-cache.ts';
import type { RenderAnswer, RenderedBatch, RenderMessage, RenderSetup, RenderWorkerData } from './render-pool.ts';
import { filesUnder } from './swap-in-changes.ts';
import { folderWriter, type FolderWriter } from './write.ts';

// Runs in a worker thread: loads the server bundle at once, then, once told what every page shares, renders the
// batches of pages the main thread sends, in order, and writes them into the staging folder. It posts back what it
// did for each batch, with the files it kept from the previous output (never the HTML itself, which stays off the
// main thread's heap). A `null` batch means there are no more pages.
const { serverEntry, listDir } = workerData as RenderWorkerData;
const port = parentPort!;
const serverLoading = import(pathToFileURL(serverEntry).href) as Promise<{ renderRoute: RenderRoute }>;
// A failure to load is reported by the first batch that needs the bundle, once the main thread is listening.
serverLoading.catch(() => undefined);
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
  if (message !== null && 'setup' in message) {
    const kept: string[] = [];
    context = { setup: message.setup, out: folderWriter(message.setup.stagingDir, message.setup.previousDir, kept), kept, body: sharedRecordReader(message.setup.bodies) };
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
    const answer: RenderedBatch = { indexes: message.indexes, done, kept: context.kept.splice(0) };
    port.postMessage(answer);
  });
});
