import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInWorker } from '../../pipeline/bundle.ts';
import { buildBundles } from '../../pipeline/vite-build.ts';
import { root } from './fixture-harness.ts';
import { allFiles } from './built-site.ts';
import { bundledCliWorker } from './bundled-cli.ts';

/** The CLI builds the bundles on a worker thread that it stops afterwards, so that Vite's memory leaves with it. */
let workerFile: string;
let work: string;

beforeAll(async () => {
  workerFile = await bundledCliWorker('bundle-worker');
  work = await mkdtemp(path.join(os.tmpdir(), 'bundle-worker-'));
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('bundling on a worker thread', () => {
  it('writes the same client and server bundles, byte for byte, as bundling on this thread', async () => {
    await buildInWorker(workerFile, root, path.join(work, 'worker'));
    await buildBundles(root, path.join(work, 'here'));
    const names = await allFiles(path.join(work, 'worker'));
    expect(names).toEqual(await allFiles(path.join(work, 'here')));
    expect(names).toContain('server/entry-server.cjs');
    expect(names).toContain('client/.vite/manifest.json');
    const differing: string[] = [];
    for (const name of names) {
      if (!(await readFile(path.join(work, 'worker', name))).equals(await readFile(path.join(work, 'here', name)))) differing.push(name);
    }
    expect(differing).toEqual([]);
  }, 120_000);

  it("sets the bundler's allocator settings on this process before the worker starts, keeping any already chosen", async () => {
    // A worker's process.env is its own copy; rolldown's allocator reads the process's real environment.
    const saved = { eager: process.env.MIMALLOC_ARENA_EAGER_COMMIT, purge: process.env.MIMALLOC_PURGE_DELAY };
    try {
      delete process.env.MIMALLOC_ARENA_EAGER_COMMIT;
      process.env.MIMALLOC_PURGE_DELAY = '5';
      await buildInWorker(workerFile, work, path.join(work, 'settings')).catch(() => undefined);
      expect(process.env.MIMALLOC_ARENA_EAGER_COMMIT).toBe('0');
      expect(process.env.MIMALLOC_PURGE_DELAY).toBe('5');
    } finally {
      for (const [name, value] of [['MIMALLOC_ARENA_EAGER_COMMIT', saved.eager], ['MIMALLOC_PURGE_DELAY', saved.purge]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }, 60_000);

  it("fails with Vite's own message when the bundles cannot be built", async () => {
    // A project without the site's entry modules.
    await expect(buildInWorker(workerFile, work, path.join(work, 'broken'))).rejects.toThrow(/Cannot resolve entry module .*entry-(client|server)\.tsx/);
  }, 60_000);
});
