import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { renderPages, type PageShared, type RenderRoute } from './render-pages.ts';
import type { RenderBatch, RenderedBatch } from './render-pool.ts';
import { folderWriter } from './write.ts';

// Runs in a worker thread: renders the batches of pages the main thread sends, in order, and writes them into the
// staging folder, then posts back what it did for each batch, with the files it kept from the previous output (never
// the HTML itself, which stays off the main thread's heap). A `null` batch means there are no more pages.
const { serverEntry, shared, previousDir, stagingDir } = workerData as { serverEntry: string; shared: PageShared; previousDir: string; stagingDir: string };
const port = parentPort!;
const kept: string[] = [];
const out = folderWriter(stagingDir, previousDir, kept);
const serverLoading = import(pathToFileURL(serverEntry).href) as Promise<{ renderRoute: RenderRoute }>;
// Batches arrive while one is being rendered; they are rendered one after another.
let queue = Promise.resolve();
port.on('message', (batch: RenderBatch) => {
  // A failure is left unhandled: it ends the worker with an 'error' event, which the main thread reports.
  queue = queue.then(async () => {
    if (batch === null) {
      port.close();
      return;
    }
    const { renderRoute } = await serverLoading;
    const done = await renderPages(batch.jobs, shared, renderRoute, previousDir, out);
    const answer: RenderedBatch = { indexes: batch.indexes, done, kept: kept.splice(0) };
    port.postMessage(answer);
  });
});
