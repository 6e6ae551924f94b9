import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { bundleSlot, fillBundleSlot, pruneBundles } from '../../pipeline/build-cache.ts';

/** The bundle cache when several builds (other commits, parallel tests) fill it at once. */
describe('bundle slots', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'bundle-slot-'));
    await mkdir(path.join(root, '.cache/build'), { recursive: true });
  });
  afterEach(async () => { await rm(root, { recursive: true, force: true }); });

  const fillWith = (text: string) => async (dir: string) => {
    await writeFile(path.join(dir, 'bundle.js'), text);
  };

  it('is complete only once its bundles are in place, with the marker inside the slot', async () => {
    const slot = await bundleSlot(root, 'aaaa');
    expect(slot.hit).toBe(false);
    await fillBundleSlot(slot, fillWith('A'));
    expect((await bundleSlot(root, 'aaaa')).hit).toBe(true);
    expect((await readdir(slot.dir)).sort()).toEqual(['bundle.js', 'complete']);
    expect(await readdir(path.join(root, '.cache/build'))).toEqual(['bundle-aaaa']);
  });

  it('keeps the slot another build of the same key finished first, and leaves no temp folder', async () => {
    const slot = await bundleSlot(root, 'aaaa');
    await fillBundleSlot(slot, fillWith('first'));
    // A second fill of the same key (another process, in real life) finishes later: the slot in place stays.
    await fillBundleSlot(slot, fillWith('second'));
    expect(await readFile(path.join(slot.dir, 'bundle.js'), 'utf8')).toBe('first');
    expect(await readdir(path.join(root, '.cache/build'))).toEqual(['bundle-aaaa']);
  });

  it('replaces a slot left without its marker by an interrupted build', async () => {
    const slot = await bundleSlot(root, 'aaaa');
    await mkdir(slot.dir);
    await writeFile(path.join(slot.dir, 'bundle.js'), 'half');
    await fillBundleSlot(slot, fillWith('whole'));
    expect(await readFile(path.join(slot.dir, 'bundle.js'), 'utf8')).toBe('whole');
    expect((await bundleSlot(root, 'aaaa')).hit).toBe(true);
  });

  it('prunes the slots of other keys and abandoned temp folders, but not a folder a running build is filling', async () => {
    const base = path.join(root, '.cache/build');
    const kept = await bundleSlot(root, 'aaaa');
    await fillBundleSlot(kept, fillWith('A'));
    await fillBundleSlot(await bundleSlot(root, 'bbbb'), fillWith('B'));
    // A process that has exited: its pid is free, so its folder is abandoned.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    await mkdir(path.join(base, `bundle-cccc.tmp-${gone}`));
    await mkdir(path.join(base, `bundle-dddd.tmp-${process.pid}`));
    await pruneBundles(root, kept);
    expect((await readdir(base)).sort()).toEqual(['bundle-aaaa', `bundle-dddd.tmp-${process.pid}`]);
  });
});
