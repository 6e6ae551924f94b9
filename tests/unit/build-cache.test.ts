import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../pipeline/build-site.ts';
import { hashTree, KeyValueCache } from '../../pipeline/build-cache.ts';
import { copyOfData, root, treeHash } from './fixture-harness.ts';

describe('the build cache', () => {
  let work: string;
  let copy: Awaited<ReturnType<typeof copyOfData>>;
  const logs: string[] = [];
  const build = (outDir: string) => buildSite({ root, dataDir: copy.dataDir, outDir, strict: false, noindex: false, log: (l) => logs.push(l) });

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'cache-test-'));
    copy = await copyOfData();
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await copy.cleanup();
  });

  it('reuses the bundles and every unchanged page when nothing changed', async () => {
    const out = path.join(work, 'out');
    expect((await build(out)).ok).toBe(true);
    logs.length = 0;
    expect((await build(out)).ok).toBe(true);
    expect(logs.find((l) => l.includes('bundle'))).toContain('cached');
    expect(logs.find((l) => l.includes('render'))).toMatch(/\((\d+) unchanged\)/);
  });

  it('keeps unchanged pages and the files beside them in place instead of writing them again', async () => {
    const out = path.join(work, 'out');
    const files = ['faq/index.html', 'blog/spring-maintenance/index.html', 'blog/spring-maintenance/article.json'].map((f) => path.join(out, f));
    const before = await Promise.all(files.map((f) => stat(f)));
    const bytes = await Promise.all(files.map((f) => readFile(f)));
    expect((await build(out)).ok).toBe(true);
    const after = await Promise.all(files.map((f) => stat(f)));
    // The same file, never written again, and its only name.
    expect(after.map((s) => s.ino)).toEqual(before.map((s) => s.ino));
    expect(after.map((s) => s.nlink)).toEqual(files.map(() => 1));
    expect(await Promise.all(files.map((f) => readFile(f)))).toEqual(bytes);
  });

  it('re-renders a page whose content changed, and its output equals a cold build of the same content', async () => {
    const out = path.join(work, 'out');
    const post = path.join(copy.dataDir, 'posts/spring-maintenance.md');
    await writeFile(post, (await readFile(post, 'utf8')).replace(/^title: .*$/m, 'title: "A changed title for the cache test"'));
    expect((await build(out)).ok).toBe(true);
    const warm = await readFile(path.join(out, 'blog/spring-maintenance/index.html'), 'utf8');
    expect(warm).toContain('A changed title for the cache test');
    const cold = path.join(work, 'cold');
    expect((await build(cold)).ok).toBe(true);
    expect(warm).toBe(await readFile(path.join(cold, 'blog/spring-maintenance/index.html'), 'utf8'));
    expect(await readFile(path.join(out, 'blog/index.html'), 'utf8')).toBe(await readFile(path.join(cold, 'blog/index.html'), 'utf8'));
  });

  it('removes the page of a deleted post and leaves exactly what a cold build of the same content writes', async () => {
    const out = path.join(work, 'out');
    expect((await build(out)).ok).toBe(true);
    const kept = await stat(path.join(out, 'faq/index.html'));
    await rm(path.join(copy.dataDir, 'posts/kitchen-renovation.md'));
    await writeFile(path.join(out, 'stray.txt'), 'not part of the site');
    expect((await build(out)).ok).toBe(true);
    const cold = path.join(work, 'cold-after-delete');
    expect((await build(cold)).ok).toBe(true);
    const warmTree = await treeHash(out);
    expect(warmTree.has('blog/kitchen-renovation/index.html')).toBe(false);
    expect([...warmTree.entries()].sort()).toEqual([...(await treeHash(cold)).entries()].sort());
    await expect(stat(path.join(out, 'blog/kitchen-renovation'))).rejects.toThrow();
    expect((await stat(path.join(out, 'faq/index.html'))).ino).toBe(kept.ino);
    expect((await readdir(work)).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('never copies a previous page that was edited by hand after the build', async () => {
    const out = path.join(work, 'out');
    const file = path.join(out, 'faq/index.html');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('<h1', '<h1 data-tampered="yes"'));
    expect((await build(out)).ok).toBe(true);
    expect(await readFile(file, 'utf8')).toBe(original);
  });

  it('changes the source hash when any file under the hashed folders changes', async () => {
    const dir = path.join(work, 'tree');
    await mkdir(path.join(dir, 'a'), { recursive: true });
    await writeFile(path.join(dir, 'a/x.ts'), 'one');
    const before = await hashTree(dir, ['a']);
    await writeFile(path.join(dir, 'a/x.ts'), 'two');
    expect(await hashTree(dir, ['a'])).not.toBe(before);
  });

  it('treats a damaged cache file as an empty cache', async () => {
    const file = path.join(work, 'damaged.json');
    await writeFile(file, '{not json');
    const cache = await KeyValueCache.open(file);
    expect(cache.get('anything')).toBeUndefined();
    cache.set('k', 'v');
    await cache.save();
    expect((await KeyValueCache.open(file)).get('k')).toBe('v');
  });

  describe('a cache file', () => {
    // Written pretty-printed, as the cache never writes it: a save that rewrites the file is plain to see.
    const opened = async (name: string, entries: Record<string, string>) => {
      const file = path.join(work, name);
      const text = JSON.stringify(entries, null, 2);
      await writeFile(file, text);
      return { file, text, cache: await KeyValueCache.open(file) };
    };

    it('is not written again when the build used exactly its entries and changed none', async () => {
      const { file, text, cache } = await opened('same.json', { a: '1', b: '2' });
      cache.get('a');
      cache.set('b', '2');
      await cache.save();
      expect(await readFile(file, 'utf8')).toBe(text);
    });

    it('is written again when a value changed', async () => {
      const { file, cache } = await opened('changed.json', { a: '1', b: '2' });
      cache.get('a');
      cache.set('b', '3');
      await cache.save();
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ a: '1', b: '3' });
    });

    it('is written again when a new entry was added', async () => {
      const { file, cache } = await opened('added.json', { a: '1' });
      cache.get('a');
      cache.set('c', '3');
      await cache.save();
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ a: '1', c: '3' });
    });

    it('is written again without the entries the build did not use', async () => {
      const { file, cache } = await opened('unused.json', { a: '1', b: '2' });
      cache.get('a');
      await cache.save();
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ a: '1' });
    });
  });
});
