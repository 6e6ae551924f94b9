import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { bundledWorker } from './bundled-worker.ts';
import { renderPages, type PageDone, type PageJob, type PageShared, type RenderRoute } from './render-pages.ts';
import type { Staging } from './write.ts';

// Below this many pages a worker's start-up (loading the server bundle) costs more than it saves.
const WORKER_THRESHOLD = 200;

/**
 * Renders every page, split between this thread and worker threads (one per further core) when there are enough
 * pages and the bundled worker is available. Pages are dealt out in turn, so big and small pages spread evenly.
 * Results come back in page order whoever rendered them, with the number of threads used.
 */
export async function renderAll(jobs: readonly PageJob[], shared: PageShared, render: RenderRoute, serverEntry: string, previousDir: string, staging: Staging): Promise<{ pages: PageDone[]; threads: number }> {
  const workerFile = bundledWorker('render-worker');
  const threads = workerFile && jobs.length >= WORKER_THRESHOLD ? Math.max(1, Math.min(availableParallelism(), 4)) : 1;
  const shares = Array.from({ length: threads }, (_, t) => jobs.filter((_, i) => i % threads === t));
  const results = await Promise.all(shares.map((share, t) => (t === 0
    ? renderPages(share, shared, render, previousDir, staging)
    : runWorker(workerFile!, { serverEntry, shared, jobs: share, previousDir, stagingDir: staging.dir }))));
  return { pages: jobs.map((_, i) => results[i % threads]![Math.floor(i / threads)]!), threads };
}

function runWorker(file: string, data: { serverEntry: string; shared: PageShared; jobs: PageJob[]; previousDir: string; stagingDir: string }): Promise<PageDone[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: data });
    worker.once('message', (done: PageDone[]) => resolve(done));
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`render worker exited with ${code}`)); });
  });
}
