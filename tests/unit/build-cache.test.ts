import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSite, type BuildPlan } from '../../pipeline/build-site.ts';
import { bundleKey, bundleSlot, FOLDER_CACHE_MAX_AGE_MS, hashTree, pruneFolderCaches, sha1 } from '../../pipeline/build-cache.ts';
import { codeCacheFile } from '../../pipeline/code-cached-module.ts';
import { KeyValueCache, sharedRecordReader } from '../../pipeline/key-value-cache.ts';
import { fileState, SETTLE_MS } from '../../pipeline/file-fingerprint.ts';
import { copyOfData, root, treeHash } from './fixture-harness.ts';

describe('the build cache', () => {
  let work: string;
  let copy: Awaited<ReturnType<typeof copyOfData>>;
  const logs: string[] = [];
  const build = (outDir: string) => buildSite({ root, dataDir: copy.dataDir, outDir, strict: false, noindex: false, log: (l) => logs.push(l) });
  /** Rebuilds `out`, builds the same content cold into `coldName`, checks that `files` are equal in both, and returns them. */
  const rebuiltAsCold = async (out: string, coldName: string, files: string[]): Promise<string[]> => {
    expect((await build(out)).ok).toBe(true);
    const cold = path.join(work, coldName);
    expect((await build(cold)).ok).toBe(true);
    const warm = await Promise.all(files.map((f) => readFile(path.join(out, f), 'utf8')));
    expect(warm).toEqual(await Promise.all(files.map((f) => readFile(path.join(cold, f), 'utf8'))));
    return warm;
  };

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

  it("saves the server bundle's code cache once this thread has rendered pages with it, for the next build to load", async () => {
    const slot = await bundleSlot(root, await bundleKey(root));
    // Built first, so the bundle is in place; then its code cache is removed, and a build into a new folder renders
    // every page (the fixture has too few for render workers) on this thread.
    expect((await build(path.join(work, 'code-cache-first'))).ok).toBe(true);
    await rm(codeCacheFile(slot.serverEntry), { force: true });
    expect((await build(path.join(work, 'code-cache-second'))).ok).toBe(true);
    expect((await stat(codeCacheFile(slot.serverEntry))).size).toBeGreaterThan(0);
  });

  it('tells how much Markdown it must render (none when nothing changed, one body when one post was edited) and whether there is a previous output', async () => {
    const out = path.join(work, 'out');
    const planned: BuildPlan[] = [];
    const plannedBuild = (outDir = out) => buildSite({ root, dataDir: copy.dataDir, outDir, strict: false, noindex: false, log: () => {}, onPlanned: (plan) => planned.push(plan) });
    expect((await build(out)).ok).toBe(true);
    expect((await plannedBuild()).ok).toBe(true);
    expect((await plannedBuild(path.join(work, 'new-output'))).ok).toBe(true);
    const post = path.join(copy.dataDir, 'posts/smart-home-upgrades.md');
    const original = await readFile(post, 'utf8');
    await writeFile(post, `${original}\nA sentence only this test writes, ${process.pid}-${Date.now()}.\n`);
    try {
      expect((await plannedBuild()).ok).toBe(true);
    } finally {
      await writeFile(post, original);
    }
    expect(planned).toEqual([
      { markdownToRender: 0, previousOutput: true },
      { markdownToRender: 0, previousOutput: false },
      { markdownToRender: 1, previousOutput: true },
    ]);
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
    const [warm] = await rebuiltAsCold(out, 'cold', ['blog/spring-maintenance/index.html', 'blog/index.html']);
    expect(warm).toContain('A changed title for the cache test');
  });

  it("renders a post's page again when only what its JSON-LD reads changed (its author's role), as a cold build would", async () => {
    const out = path.join(work, 'out');
    expect((await build(out)).ok).toBe(true);
    const team = path.join(copy.dataDir, 'team.yaml');
    await writeFile(team, (await readFile(team, 'utf8')).replace('role: Director of Operations', 'role: Head of Field Operations'));
    const [warm] = await rebuiltAsCold(out, 'cold-after-team', ['blog/spring-maintenance/index.html']);
    expect(warm).toContain('"jobTitle":"Head of Field Operations"');
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

  it("writes a post's article.json edited or removed by hand back as the build made it, and keeps its page", async () => {
    const out = path.join(work, 'out');
    expect((await build(out)).ok).toBe(true);
    const json = path.join(out, 'blog/spring-maintenance/article.json');
    const page = await stat(path.join(out, 'blog/spring-maintenance/index.html'));
    const original = await readFile(json, 'utf8');
    await writeFile(json, original.replace('"title":"', '"title":"Tampered '));
    expect((await build(out)).ok).toBe(true);
    expect(await readFile(json, 'utf8')).toBe(original);
    await rm(json);
    expect((await build(out)).ok).toBe(true);
    expect(await readFile(json, 'utf8')).toBe(original);
    expect((await stat(path.join(out, 'blog/spring-maintenance/index.html'))).ino).toBe(page.ino);
  });

  it('records the fingerprints of the pages a build wrote once its output is in place, and a rebuild keeps them', async () => {
    const out = path.join(work, 'fingerprinted');
    const pageCache = async () => KeyValueCache.open(path.join(root, '.cache/build', `pages-${sha1(path.resolve(out)).slice(0, 12)}.kv`));
    // As if the build ended SETTLE_MS and more after it wrote every page (only Date is faked, not the timers).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SETTLE_MS + 60_000);
    try {
      expect((await build(out)).ok).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    // `pageKey:htmlRecord:articleRecord`, each record `hash@fingerprint`.
    const entry = (await pageCache()).get('/blog/spring-maintenance')!;
    const [, html, article] = entry.split(':');
    expect(html).toBe(`${html!.split('@')[0]}@${fileState(path.join(out, 'blog/spring-maintenance/index.html'))!.fingerprint}`);
    expect(article).toBe(`${article!.split('@')[0]}@${fileState(path.join(out, 'blog/spring-maintenance/article.json'))!.fingerprint}`);
    logs.length = 0;
    expect((await build(out)).ok).toBe(true);
    expect(logs.find((l) => l.includes('render'))).toMatch(/(\d+) pages \(\1 unchanged\)/);
    expect((await pageCache()).get('/blog/spring-maintenance')).toBe(entry);
  });

  it("sees, in content files it remembers, an edited post and a changed fact that a post's body uses, as a cold build would", async () => {
    const out = path.join(work, 'remembered');
    const site = path.join(copy.dataDir, 'site.yaml');
    const post = path.join(copy.dataDir, 'posts/spring-maintenance.md');
    const [siteText, postText] = await Promise.all([readFile(site, 'utf8'), readFile(post, 'utf8')]);
    // Only Date is faked: every content file has settled, so the build remembers it (and a rebuild does not read it).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SETTLE_MS + 60_000);
      expect((await build(out)).ok).toBe(true);
      const memo = await readFile(path.join(root, '.cache/build', `content-files-${sha1(path.resolve(copy.dataDir)).slice(0, 12)}.kv`), 'utf8');
      expect(memo).toContain(` ${path.join(copy.dataDir, 'posts/smart-home-upgrades.md')}\t`);
      expect(memo).toContain(` ${path.join(copy.dataDir, 'site.yaml')}\t`);
      // smart-home-upgrades' body uses {phone.display}; its own file does not change.
      expect(siteText).toContain('display: "(719) 555-0142"');
      await writeFile(site, siteText.replace('display: "(719) 555-0142"', 'display: "(719) 555-0199"'));
      await writeFile(post, postText.replace('Spring is the best', 'Spring is the finest'));
      vi.setSystemTime(Date.now() + SETTLE_MS + 60_000);
      const [smartHome, spring] = await rebuiltAsCold(out, 'cold-remembered', ['blog/smart-home-upgrades/index.html', 'blog/spring-maintenance/index.html']);
      // In the body itself, not only in the header and footer every page has.
      expect(smartHome).toContain('Call or text (719) 555-0199.');
      expect(spring).toContain('Spring is the finest');
    } finally {
      vi.useRealTimers();
      await Promise.all([writeFile(site, siteText), writeFile(post, postText)]);
    }
  });

  it("removes other folders' page caches and content memos unused for two weeks, and marks this build's as used", async () => {
    const dir = path.join(work, 'folder-caches');
    await mkdir(dir, { recursive: true });
    const names = ['pages-aaaaaaaaaaaa.kv', 'pages-bbbbbbbbbbbb.kv', 'content-files-cccccccccccc.kv', 'content-files-dddddddddddd.kv', 'markdown.kv', 'parsed.kv', 'pages-notahash.kv'];
    await Promise.all(names.map((name) => writeFile(path.join(dir, name), 'x')));
    const now = Date.now();
    const old = new Date(now - FOLDER_CACHE_MAX_AGE_MS - 60_000);
    // Everything old; this build uses the first two of the folder caches.
    await Promise.all(names.map((name) => utimes(path.join(dir, name), old, old)));
    const used = [path.join(dir, 'pages-aaaaaaaaaaaa.kv'), path.join(dir, 'content-files-cccccccccccc.kv')];
    await pruneFolderCaches(dir, used, now);
    expect((await readdir(dir)).sort()).toEqual(['content-files-cccccccccccc.kv', 'markdown.kv', 'pages-aaaaaaaaaaaa.kv', 'pages-notahash.kv', 'parsed.kv']);
    for (const file of used) expect((await stat(file)).mtimeMs).toBeGreaterThan(now - 1000);
    // One used within the two weeks stays.
    const recent = new Date(now - FOLDER_CACHE_MAX_AGE_MS + 60_000);
    await writeFile(path.join(dir, 'pages-eeeeeeeeeeee.kv'), 'x');
    await utimes(path.join(dir, 'pages-eeeeeeeeeeee.kv'), recent, recent);
    await pruneFolderCaches(dir, used, now);
    expect(await readdir(dir)).toContain('pages-eeeeeeeeeeee.kv');
  });

  it("removes, when it builds, another folder's page cache unused for two weeks, and keeps its own", async () => {
    const out = path.join(work, 'out');
    const cacheDir = path.join(root, '.cache/build');
    const stale = path.join(cacheDir, 'pages-0000000000ff.kv');
    await writeFile(stale, 'x');
    const old = new Date(Date.now() - FOLDER_CACHE_MAX_AGE_MS - 60_000);
    await utimes(stale, old, old);
    expect((await build(out)).ok).toBe(true);
    await expect(stat(stale)).rejects.toThrow();
    const own = path.join(cacheDir, `pages-${sha1(path.resolve(out)).slice(0, 12)}.kv`);
    expect((await stat(own)).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
  });

  it('hashes short text in one call and long text or bytes part by part, all exactly as parts fed one by one, each followed by a NUL', () => {
    const byParts = (...parts: (string | Uint8Array)[]) => {
      const hash = createHash('sha1');
      for (const part of parts) hash.update(part).update('\0');
      return hash.digest('hex');
    };
    const cases: (string | Uint8Array)[][] = [[], [''], ['a', 'b'], ['ab'], ['é 🏠', '\uD800lone'], ['x'.repeat(5000), 'y'], ['x'.repeat(20_000), 'y'], [Buffer.from('bytes'), 'text']];
    for (const parts of cases) expect(sha1(...parts)).toBe(byParts(...parts));
    // Where the parts split matters.
    expect(sha1('a', 'b')).not.toBe(sha1('ab'));
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
    const file = path.join(work, 'damaged.kv');
    await writeFile(file, '{not json');
    const cache = await KeyValueCache.open(file);
    expect(cache.get('anything')).toBeUndefined();
    cache.set('k', 'v');
    await cache.save();
    expect((await KeyValueCache.open(file)).get('k')).toBe('v');
  });

  describe('a cache file', () => {
    /** A cache file holding `entries`, as a build saves it, and the same file opened again. */
    const saved = async (name: string, entries: Record<string, string>) => {
      const file = path.join(work, name);
      const first = await KeyValueCache.open(file);
      for (const [key, value] of Object.entries(entries)) first.set(key, value);
      await first.save();
      return { file, inode: (await stat(file)).ino, cache: await KeyValueCache.open(file) };
    };
    const reopened = async (file: string, keys: string[]) => {
      const cache = await KeyValueCache.open(file);
      return Object.fromEntries(keys.map((k) => [k, cache.get(k)]));
    };

    it('keeps any text as it was: tabs, line breaks, quotes, backslashes, emoji and nothing at all', async () => {
      const values = { html: '<p class="a">x\ty\n\n</p>\n', json: '{"q":"\\"}', text: 'Zoë’s 🏠 — ok', empty: '' };
      const { file } = await saved('texts.kv', values);
      expect(await reopened(file, Object.keys(values))).toEqual(values);
    });

    it('is an empty cache when cut short, so a half-written file never yields a wrong value', async () => {
      const { file } = await saved('cut.kv', { a: 'first value', b: 'second value' });
      const whole = await readFile(file);
      for (const length of [whole.length - 1, whole.length - 5, 20]) {
        await writeFile(file, whole.subarray(0, length));
        expect(await reopened(file, ['a', 'b'])).toEqual({ a: undefined, b: undefined });
      }
    });

    it('is not written again when the build used exactly its entries and changed none', async () => {
      const { file, inode, cache } = await saved('same.kv', { a: '1', b: '2' });
      const text = await readFile(file, 'utf8');
      cache.get('a');
      cache.set('b', '2');
      await cache.save();
      expect((await stat(file)).ino).toBe(inode);
      expect(await readFile(file, 'utf8')).toBe(text);
    });

    it('is written again when a value changed', async () => {
      const { file, cache } = await saved('changed.kv', { a: '1', b: '2' });
      cache.get('a');
      cache.set('b', '3');
      await cache.save();
      expect(await reopened(file, ['a', 'b'])).toEqual({ a: '1', b: '3' });
    });

    it('is written again when a new entry was added', async () => {
      const { file, cache } = await saved('added.kv', { a: '1' });
      cache.get('a');
      cache.set('c', '3');
      await cache.save();
      expect(await reopened(file, ['a', 'c'])).toEqual({ a: '1', c: '3' });
    });

    it('is written afresh without the entries the build did not use once they are more than a quarter of it', async () => {
      const { file, inode, cache } = await saved('unused.kv', { a: '1', b: 'a value much longer than the rest of the file' });
      cache.get('a');
      await cache.save();
      expect((await stat(file)).ino).not.toBe(inode);
      expect(await reopened(file, ['a', 'b'])).toEqual({ a: '1', b: undefined });
    });

    it('keeps a few unused entries rather than write the whole file again for them', async () => {
      const entries = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, `value ${i}`]));
      const { file, inode, cache } = await saved('few-unused.kv', entries);
      const text = await readFile(file, 'utf8');
      for (let i = 1; i < 20; i++) cache.get(`k${i}`);
      await cache.save();
      expect((await stat(file)).ino).toBe(inode);
      expect(await readFile(file, 'utf8')).toBe(text);
    });

    it('appends a changed or added entry instead of writing the whole file again, and reads the latest value back', async () => {
      const entries = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, `value ${i}`]));
      const { file, inode, cache } = await saved('append.kv', entries);
      const text = await readFile(file, 'utf8');
      for (let i = 0; i < 20; i++) cache.get(`k${i}`);
      cache.set('k3', 'changed');
      cache.set('new', 'added');
      await cache.save();
      expect((await stat(file)).ino).toBe(inode);
      expect((await readFile(file, 'utf8')).startsWith(text)).toBe(true);
      expect(await reopened(file, ['k2', 'k3', 'new'])).toEqual({ k2: 'value 2', k3: 'changed', new: 'added' });
      // Saving again with nothing new writes nothing more.
      const appended = await readFile(file, 'utf8');
      await cache.save();
      expect(await readFile(file, 'utf8')).toBe(appended);
    });

    it('is written afresh once older values of changed entries are more than a quarter of it', async () => {
      const entries = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`k${i}`, `value ${i}`]));
      const { file, inode } = await saved('churn.kv', entries);
      const records = async () => (await readFile(file, 'utf8')).match(/^k0\t/gm)?.length;
      // The first change is appended (one older value, under a quarter of the file); the second is one too many.
      for (const round of [1, 2]) {
        const cache = await KeyValueCache.open(file);
        for (let i = 0; i < 4; i++) cache.get(`k${i}`);
        cache.set('k0', `value 0, round ${round}`);
        await cache.save();
        if (round === 1) expect([(await stat(file)).ino, await records()]).toEqual([inode, 2]);
      }
      expect((await stat(file)).ino).not.toBe(inode);
      expect(await records()).toBe(1);
      expect(await reopened(file, ['k0', 'k1'])).toEqual({ k0: 'value 0, round 2', k1: 'value 1' });
    });

    it('is written afresh, folder and all, when it was removed after it was read', async () => {
      const folder = path.join(work, 'removed');
      const file = path.join(folder, 'cache.kv');
      const first = await KeyValueCache.open(file);
      for (let i = 0; i < 20; i++) first.set(`k${i}`, `value ${i}`);
      await first.save();
      const cache = await KeyValueCache.open(file);
      for (let i = 0; i < 20; i++) cache.get(`k${i}`);
      cache.set('new', 'added');
      await rm(folder, { recursive: true });
      await cache.save();
      expect(await reopened(file, ['k1', 'new'])).toEqual({ k1: 'value 1', new: 'added' });
    });

    it('is an empty cache when an append was cut short', async () => {
      const { file, cache } = await saved('cut-append.kv', Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, `value ${i}`])));
      for (let i = 0; i < 20; i++) cache.get(`k${i}`);
      cache.set('k0', 'a changed value');
      await cache.save();
      const whole = await readFile(file);
      await writeFile(file, whole.subarray(0, whole.length - 3));
      expect(await reopened(file, ['k0', 'k1'])).toEqual({ k0: undefined, k1: undefined });
    });

    it('keeps an entry found with has() for the next build, as one read with get()', async () => {
      const { file, cache } = await saved('has.kv', { a: '1', b: 'a value much longer than the rest of the file' });
      expect([cache.has('a'), cache.has('missing')]).toEqual([true, false]);
      await cache.save();
      expect(await reopened(file, ['a', 'b'])).toEqual({ a: '1', b: undefined });
    });

    it('lets another thread read its records where they lie, as read and as set since, the last value of a key winning', async () => {
      const { cache } = await saved('shared.kv', { a: 'first', b: 'Zoë’s 🏠' });
      cache.set('a', 'changed');
      cache.set('c', 'x\ty\n'.repeat(10_000));
      const records = cache.shared();
      cache.set('d', 'set after sharing');
      // As a render worker reads them (render-worker.test.ts has a worker thread read them for a post's page).
      const read = ['a', 'b', 'c', 'd', 'missing'].map(sharedRecordReader(structuredClone(records)));
      expect(read).toEqual(['changed', 'Zoë’s 🏠', 'x\ty\n'.repeat(10_000), undefined, undefined]);
    });

    it('moves its records to new memory when it grows past the room it could reserve, as where address space is limited', async () => {
      const file = path.join(work, 'little-room.kv');
      const first = await KeyValueCache.open(file, 64);
      first.set('a', 'first value');
      const before = first.shared();
      for (let i = 0; i < 50; i++) first.set(`k${i}`, `value ${i} `.repeat(i));
      expect(first.get('a')).toBe('first value');
      expect(first.get('k49')).toBe('value 49 '.repeat(49));
      expect(['a', 'k49'].map(sharedRecordReader(first.shared()))).toEqual(['first value', 'value 49 '.repeat(49)]);
      // What was shared before the move still reads as it was.
      expect(['a', 'k0'].map(sharedRecordReader(before))).toEqual(['first value', undefined]);
      await first.save();
      const reopened = await KeyValueCache.open(file, 64);
      reopened.set('late', 'added after opening with little room');
      expect([reopened.get('k49'), reopened.get('late')]).toEqual(['value 49 '.repeat(49), 'added after opening with little room']);
    });

    it('asks for less room when the room it wants cannot be reserved, and still grows', async () => {
      // No SharedArrayBuffer may reserve 2^40 bytes: the cache asks for a quarter as much until one can.
      const cache = await KeyValueCache.open(path.join(work, 'too-much-room.kv'), 2 ** 40);
      cache.set('big', 'x'.repeat(100_000));
      expect(cache.get('big')).toHaveLength(100_000);
      expect(sharedRecordReader(cache.shared())('big')).toHaveLength(100_000);
    });

    it('refuses a key with a tab or a line break, which would break the file', async () => {
      const cache = await KeyValueCache.open(path.join(work, 'keys.kv'));
      expect(() => cache.set('a\tb', 'x')).toThrow(/never with tabs or line breaks/);
      expect(() => cache.set('a\nb', 'x')).toThrow(/never with tabs or line breaks/);
    });
  });
});
