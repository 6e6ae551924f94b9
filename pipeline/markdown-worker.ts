import { parentPort, workerData } from 'node:worker_threads';
import { loadMarkdownRenderer } from './markdown.ts';
import { claim } from './markdown-pool.ts';

// Runs in a worker thread: renders every body it claims from the shared counter (the main thread claims from the
// same one) and posts the HTML back in batches, with `last` on the final one.
const { bodies, next } = workerData as { bodies: string[]; next: Int32Array };
// Results per message: few enough messages to be cheap, small enough that the main thread stores them as it goes.
const BATCH = 32;
const renderMarkdown = await loadMarkdownRenderer();
let rendered: [number, string][] = [];
for (let i = claim(next, bodies.length); i >= 0; i = claim(next, bodies.length)) {
  rendered.push([i, renderMarkdown(bodies[i]!)]);
  if (rendered.length === BATCH) {
    parentPort?.postMessage({ rendered, last: false });
    rendered = [];
  }
}
parentPort?.postMessage({ rendered, last: true });
