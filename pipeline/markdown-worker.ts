import { parentPort } from 'node:worker_threads';
import { loadMarkdownRenderer } from './markdown.ts';

// Runs in a worker thread: renders each batch of Markdown bodies it is sent and posts the HTML back in order.
// Messages sent while the renderer loads wait in the port's queue.
const renderMarkdown = await loadMarkdownRenderer();
parentPort?.on('message', ({ id, bodies }: { id: number; bodies: string[] }) => {
  parentPort?.postMessage({ id, html: bodies.map((body) => renderMarkdown(body)) });
});
