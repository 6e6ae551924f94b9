import { parentPort, workerData } from 'node:worker_threads';
import { buildBundles } from './vite-build.ts';

// Runs in a worker thread that ends with the bundles: everything Vite loaded and allocated on the JavaScript side
// goes with the thread, instead of staying on the main thread's heap for the rest of the build.
const { root, dir } = workerData as { root: string; dir: string };
await buildBundles(root, dir);
parentPort?.postMessage('built');
