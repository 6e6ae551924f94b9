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
    expect(names).toContain('server/entry-server.mjs');
    expect(names).toContain('client/.vite/manifest.json');
    const differing: string[] = [];
    for (const name of names) {
      if (!(await readFile(path.join(work, 'worker', name))).equals(await readFile(path.join(work, 'here', name)))) differing.push(name);
    }
    expect(differing).toEqual([]);
  }, 120_000);

  it("fails with Vite's own message when the bundles cannot be built", async () => {
    // A project without the site's entry modules.
    await expect(buildInWorker(workerFile, work, path.join(work, 'broken'))).rejects.toThrow(/Cannot resolve entry module .*entry-(client|server)\.tsx/);
  }, 60_000);
});
