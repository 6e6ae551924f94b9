import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bundleSlot, fillBundleSlot, pruneBundles, type CachedBundle } from './build-cache.ts';
import { bundledWorker } from './bundled-worker.ts';
import { buildBundles, compactBundlerAllocator } from './vite-build.ts';

const inFlight = new Map<string, Promise<CachedBundle>>();

/**
 * The client and server bundles for `key`: the cached ones, or built now. Builds of the same key in this process
 * share one promise, so a build started early (beside validation) is never started twice into the same folder.
 */
export function ensureBundle(root: string, key: string): Promise<CachedBundle> {
  const id = `${path.resolve(root)}\0${key}`;
  let pending = inFlight.get(id);
  if (!pending) {
    pending = (async () => {
      const slot = await bundleSlot(root, key);
      if (!slot.hit) {
        const worker = bundledWorker('bundle-worker');
        await fillBundleSlot(slot, (temp) => (worker ? buildInWorker(worker, root, temp) : buildBundles(root, temp)));
        await pruneBundles(root, slot);
      }
      return slot;
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}

/**
 * Builds the bundles on a thread that is stopped afterwards. Vite leaves about 100 MiB behind in the thread that ran
 * it (its heap, and memory the bundler's allocator holds); in the main thread that stayed for the whole build.
 */
export async function buildInWorker(file: string, root: string, dir: string): Promise<void> {
  compactBundlerAllocator();
  const worker = new Worker(file, { workerData: { root, dir } });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`bundle worker exited with ${code} before it finished`)));
    });
  } finally {
    // The bundler's own threads may keep the worker alive after its work is done.
    await worker.terminate();
  }
}
