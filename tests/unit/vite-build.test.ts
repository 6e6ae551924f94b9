import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildClient, buildServer } from '../../pipeline/bundle/vite-build.ts';
import { root } from './fixture-harness.ts';

describe('the Vite bundles', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const printed: string[] = [];
  let dir: string;
  let manifest: Manifest;
  beforeAll(async () => {
    const capture = (stream: NodeJS.WriteStream) => vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const spies = [capture(process.stdout), capture(process.stderr)];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => { printed.push(args.join(' ')); });
    dir = await mkdtemp(path.join(os.tmpdir(), 'vite-build-'));
    dirs.push(dir);
    try {
      [manifest] = await Promise.all([buildClient(root, path.join(dir, 'client')), buildServer(root, path.join(dir, 'server'))]);
    } finally {
      for (const spy of [...spies, warn]) spy.mockRestore();
    }
  }, 60_000);

  // A deprecated or misused option is reported only as a warning in the build's output, where it is easy to miss.
  it('build without a single warning from Vite, and the server renderer is one module', async () => {
    expect(printed.filter((line) => /warn|deprecat/i.test(line))).toEqual([]);
    expect(await readdir(path.join(dir, 'server'))).toEqual(['entry-server.cjs']);
    // SvgIcon draws icons from their shape data, so lucide-react's component runtime must not be bundled. Only that
    // runtime writes the word "lucide" (its class names and error messages); the shape data never does.
    const assets = path.join(dir, 'client', 'assets');
    const withRuntime: string[] = [];
    for (const name of await readdir(assets)) {
      if (name.endsWith('.js') && (await readFile(path.join(assets, name), 'utf8')).includes('lucide')) withRuntime.push(name);
    }
    expect(withRuntime).toEqual([]);
  });

  // Every page loads all that the hydration module imports: as one chunk it costs one request and one module to
  // evaluate, instead of a dozen of a few hundred bytes each.
  it('put everything the hydration module imports into one shell chunk beside React, which the entry does not load', () => {
    const chunk = (key: string) => manifest[key]!;
    const hydrate = chunk('site/hydrate.tsx');
    expect(hydrate.imports?.map((key) => chunk(key).name).sort()).toEqual(['framework', 'shell']);
    expect(chunk('site/entry-client.tsx').imports?.map((key) => chunk(key).name)).toEqual(['preload-helper']);
    // The hydration module's own code stays in its chunk: it must run only when the entry imports it.
    expect(hydrate.file).not.toBe(chunk(hydrate.imports!.find((key) => chunk(key).name === 'shell')!).file);
    expect(hydrate.isDynamicEntry).toBe(true);
  });

  // Set before Vite loads, for mimalloc (rolldown's allocator) to read; a value the caller set is kept.
  it('ask the bundler not to commit memory up front, unless the environment says otherwise', async () => {
    const before = { eager: process.env.MIMALLOC_ARENA_EAGER_COMMIT, purge: process.env.MIMALLOC_PURGE_DELAY };
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vite-build-'));
    dirs.push(dir);
    await buildServer(root, dir);
    expect(process.env.MIMALLOC_ARENA_EAGER_COMMIT).toBe(before.eager ?? '0');
    expect(process.env.MIMALLOC_PURGE_DELAY).toBe(before.purge ?? '0');
  }, 60_000);
});
