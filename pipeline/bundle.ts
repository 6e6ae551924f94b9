import path from 'node:path';
import { bundleSlot, completeBundle, fillBundleSlot, type CachedBundle } from './build-cache.ts';
import { buildClient, buildServer } from './vite-build.ts';

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
        await fillBundleSlot(slot, async (temp) => {
          // At once: Vite's bundler does much of its work on native threads, so the two overlap well.
          await Promise.all([buildClient(root, path.join(temp, 'client')), buildServer(root, path.join(temp, 'server'))]);
        });
        await completeBundle(root, slot);
      }
      return slot;
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}
