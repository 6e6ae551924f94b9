import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { renderPages, type PageJob, type PageShared, type RenderRoute } from './render-pages.ts';
import { folderWriter } from './write.ts';

// Runs in a worker thread: renders its share of the pages with the server bundle and writes them into the
// staging folder, then posts back what it did (never the HTML itself, which stays off the main thread's heap).
const { serverEntry, shared, jobs, previousDir, stagingDir } = workerData as { serverEntry: string; shared: PageShared; jobs: PageJob[]; previousDir: string; stagingDir: string };
const server = (await import(pathToFileURL(serverEntry).href)) as { renderRoute: RenderRoute };
parentPort?.postMessage(await renderPages(jobs, shared, server.renderRoute, previousDir, folderWriter(stagingDir)));
