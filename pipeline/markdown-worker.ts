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
let released = 0;
for (let i = claim(next, bodies.length); i >= 0; i = claim(next, bodies.length)) {
  const body = bodies[i]!;
  // Every body before this one has been claimed, by this thread or the main one: this thread's copies of them are
  // dropped, so the worker holds less and less of the posts' text (about 16 MiB with 4,000 posts) as it goes.
  while (released <= i) bodies[released++] = '';
  rendered.push([i, renderMarkdown(body)]);
  if (rendered.length === BATCH) {
    parentPort?.postMessage({ rendered, last: false });
    rendered = [];
  }
}
parentPort?.postMessage({ rendered, last: true });
