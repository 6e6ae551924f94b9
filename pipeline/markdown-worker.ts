import { parentPort, workerData } from 'node:worker_threads';
import { loadMarkdownRenderer } from './markdown.ts';

// Runs in a worker thread: renders the Markdown bodies it was given and posts the HTML back in order.
const renderMarkdown = await loadMarkdownRenderer();
parentPort?.postMessage((workerData as string[]).map((body) => renderMarkdown(body)));
