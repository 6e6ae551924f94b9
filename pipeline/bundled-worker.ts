import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The path of a worker thread's script (`markdown-worker`, `render-worker`), which exists as plain JavaScript beside
 * the bundled CLI (cli/site.mjs builds them together). Run from TypeScript sources (tests), there is none, and the
 * caller does the work in its own thread.
 */
export function bundledWorker(name: string): string | undefined {
  if (!import.meta.url.endsWith('.mjs')) return undefined;
  const file = fileURLToPath(new URL(`./${name}.mjs`, import.meta.url));
  return existsSync(file) ? file : undefined;
}
