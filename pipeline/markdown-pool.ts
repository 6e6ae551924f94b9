import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadMarkdownRenderer } from './markdown.ts';
import { sha1, type KeyValueCache } from './build-cache.ts';

// Below this many uncached bodies a worker's start-up costs more than it saves.
const WORKER_THRESHOLD = 64;

/**
 * Renders many Markdown bodies: cached results by content hash first, then the misses split between this thread
 * and one worker thread (both cores), when the bundled worker is available.
 */
export async function renderMarkdownAll(bodies: readonly string[], cache: KeyValueCache | undefined, salt: string): Promise<string[]> {
  const out: (string | undefined)[] = bodies.map((body) => cache?.get(sha1(salt, body)));
  const missing = out.flatMap((html, i) => (html === undefined ? [i] : []));
  const workerFile = workerPath();
  let rendered: string[] = [];
  if (missing.length === 0) {
    // Everything cached: the Markdown packages are never even loaded.
  } else if (missing.length >= WORKER_THRESHOLD && workerFile) {
    const half = Math.floor(missing.length / 2);
    const offloaded = missing.slice(0, half).map((i) => bodies[i]!);
    const worker = runWorker(workerFile, offloaded);
    const renderMarkdown = await loadMarkdownRenderer();
    const local = missing.slice(half).map((i) => renderMarkdown(bodies[i]!));
    rendered = [...(await worker), ...local];
  } else {
    const renderMarkdown = await loadMarkdownRenderer();
    rendered = missing.map((i) => renderMarkdown(bodies[i]!));
  }
  missing.forEach((index, k) => {
    out[index] = rendered[k]!;
    cache?.set(sha1(salt, bodies[index]!), rendered[k]!);
  });
  return out as string[];
}

/** The worker exists as plain JavaScript beside the bundled CLI; from TypeScript sources (tests) we stay in-thread. */
function workerPath(): string | undefined {
  if (!import.meta.url.endsWith('.mjs')) return undefined;
  const file = fileURLToPath(new URL('./markdown-worker.mjs', import.meta.url));
  return existsSync(file) ? file : undefined;
}

function runWorker(file: string, bodies: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: bodies });
    worker.once('message', (html: string[]) => resolve(html));
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`markdown worker exited with ${code}`)); });
  });
}
