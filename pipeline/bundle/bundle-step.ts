import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compactBundlerAllocator, SERVER_ENTRY_FILE } from './vite-build.ts';

/** The client bundles (copied into the output) and the server bundle (which renders pages). */
export interface Bundles { clientDir: string; serverEntry: string; hit: boolean }

const inFlight = new Map<string, Promise<Bundles>>();

/**
 * The bundles in the store folder `storeDir`: the ones built for this toolchain key, or built now with Vite by
 * `buildInto` (on a thread of its own: see runOnOwnThread in workers/pool.ts). They
 * depend only on the code, never on content, so a build starts this beside loading and checking the content. Builds
 * of one store in this process share one promise; builds in other processes each build into a folder of their own
 * and the first one renamed into place wins.
 */
export function ensureBundles(storeDir: string, buildInto: (dir: string) => Promise<unknown>): Promise<Bundles> {
  const dir = path.join(storeDir, 'bundle');
  let pending = inFlight.get(dir);
  if (!pending) {
    pending = fill(dir, buildInto).finally(() => inFlight.delete(dir));
    inFlight.set(dir, pending);
  }
  return pending;
}

async function fill(dir: string, buildInto: (dir: string) => Promise<unknown>): Promise<Bundles> {
  const bundles = { clientDir: path.join(dir, 'client'), serverEntry: path.join(dir, 'server', SERVER_ENTRY_FILE) };
  const complete = path.join(dir, 'complete');
  if (existsSync(complete)) return { ...bundles, hit: true };
  const temp = `${dir}.${process.pid}.tmp`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  try {
    // Set here: the bundler reads these settings from the process environment, which a thread cannot change.
    compactBundlerAllocator();
    await buildInto(temp);
    await writeFile(path.join(temp, 'complete'), '');
    // A half-made folder left by a build that was stopped is replaced; a complete one from a parallel build is kept.
    if (!existsSync(complete)) await rm(dir, { recursive: true, force: true });
    await rename(temp, dir).catch(() => undefined);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  return { ...bundles, hit: false };
}
