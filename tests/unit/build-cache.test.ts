import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readdir, readFile, rm, stat, writeFile, mkdir, utimes, cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../pipeline/build.ts';
import { sha1 } from '../../pipeline/cache/hash.ts';
import { openStore, Records } from '../../pipeline/cache/store.ts';
import { runningToolchainKey, toolchainKey } from '../../pipeline/cache/toolchain-key.mjs';
import { pathToFileURL } from 'node:url';
import { fileState, SETTLE_MS } from '../../pipeline/cache/file-fingerprint.ts';
import { copyOfData, root, treeHash } from './fixture-harness.ts';

describe('the build cache', () => {
  let work: string;
  let copy: Awaited<ReturnType<typeof copyOfData>>;
  const build = (outDir: string) => buildSite({ root, dataDir: copy.dataDir, outDir, strict: false, noindex: false, log: () => {} });
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

  it('reuses the bundles, the Markdown and every unchanged page when nothing changed', async () => {
    const out = path.join(work, 'out');
    expect((await build(out)).ok).toBe(true);
    const again = await build(out);
    expect(again).toMatchObject({ ok: true, bundlesCached: true, markdownRendered: 0, rendered: 0 });
    expect(again.pages).toBeGreaterThan(0);
  });

  it('renders the Markdown of an edited post only, and only the pages that show it', async () => {
    const out = path.join(work, 'out');
    // Any post: the test needs one, not a particular one.
    const post = path.join(copy.dataDir, 'posts', (await readdir(path.join(copy.dataDir, 'posts'))).find((n) => n.endsWith('.md'))!);
    const original = await readFile(post, 'utf8');
    await writeFile(post, `${original}\nA sentence only this test writes, ${process.pid}-${Date.now()}.\n`);
    try {
      const edited = await build(out);
      expect(edited.markdownRendered).toBe(1);
      expect(edited.rendered).toBeGreaterThan(0);
      expect(edited.rendered).toBeLessThan(edited.pages / 2);
    } finally {
      await writeFile(post, original);
    }
  });

  it('keeps unchanged pages in place instead of writing them again', async () => {
    const out = path.join(work, 'out');
    const files = ['faq/index.html', 'blog/spring-maintenance/index.html'].map((f) => path.join(out, f));
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

  it('given the pages its previous build put in place, as dev gives them, keeps those unchanged and writes what a cold build writes', async () => {
    const out = path.join(work, 'placed');
    const first = await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: () => {} });
    expect(first.ok).toBe(true);
    const post = path.join(copy.dataDir, 'posts', (await readdir(path.join(copy.dataDir, 'posts'))).find((n) => n.endsWith('.md'))!);
    const original = await readFile(post, 'utf8');
    await writeFile(post, original.replace(/^title: .*$/m, 'title: "A title only this test writes"'));
    try {
      const again = await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: () => {}, placed: first.placed });
      expect(again.ok).toBe(true);
      expect(again.rendered).toBeGreaterThan(0);
      expect(again.rendered).toBeLessThan(again.pages / 2);
      const cold = path.join(work, 'placed-cold');
      expect((await build(cold)).ok).toBe(true);
      expect([...(await treeHash(out)).entries()].sort()).toEqual([...(await treeHash(cold)).entries()].sort());
    } finally {
      await writeFile(post, original);
    }
  });

  it('does not take an output folder removed since for the one its previous build placed, and writes it whole again', async () => {
    const out = path.join(work, 'placed-removed');
    const first = await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: () => {} });
    expect(first.ok).toBe(true);
    const before = await treeHash(out);
    await rm(out, { recursive: true });
    const again = await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: () => {}, placed: first.placed });
    expect(again.ok).toBe(true);
    expect([...(await treeHash(out)).entries()].sort()).toEqual([...before.entries()].sort());
  });

  it('records the fingerprints of the pages a build wrote once its output is in place, and a rebuild keeps them', async () => {
    const out = path.join(work, 'fingerprinted');
    const pageCache = () => new Records(path.join(root, '.cache/build', toolchainKey(root), `records-pages-${sha1(path.resolve(out)).slice(0, 12)}.jsonl`));
    // As if the build ended SETTLE_MS and more after it wrote every page (only Date is faked, not the timers).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SETTLE_MS + 60_000);
    try {
      expect((await build(out)).ok).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    // `pageKey:htmlRecord`, the record `hash@fingerprint`.
    const entry = pageCache().get('/blog/spring-maintenance')!;
    const [, html] = entry.split(':');
    expect(html).toBe(`${html!.split('@')[0]}@${fileState(path.join(out, 'blog/spring-maintenance/index.html'))!.fingerprint}`);
    expect((await build(out)).rendered).toBe(0);
    expect(pageCache().get('/blog/spring-maintenance')).toBe(entry);
  });

  it('treats a damaged records file as an empty cache, and the build still writes what a cold build writes', async () => {
    const out = path.join(work, 'damaged');
    expect((await build(out)).ok).toBe(true);
    const store = path.join(root, '.cache/build', toolchainKey(root));
    for (const name of await readdir(store)) if (name.startsWith('records-')) await writeFile(path.join(store, name), '{"cut short');
    const rebuilt = await build(out);
    expect(rebuilt.ok).toBe(true);
    expect(rebuilt.rendered).toBe(rebuilt.pages);
    const cold = path.join(work, 'damaged-cold');
    expect((await build(cold)).ok).toBe(true);
    expect([...(await treeHash(out)).entries()].sort()).toEqual([...(await treeHash(cold)).entries()].sort());
  });
});

describe('a records file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'records-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps any text as it was: tabs, line breaks, quotes, backslashes, emoji and nothing at all', () => {
    const file = path.join(dir, 'any.json');
    const values = ['a\tb', 'line\nbreak', '"quoted" \\ back', '🏠 emoji', ''];
    const records = new Records(file);
    values.forEach((v, i) => records.set(`k${i}\t\n`, v));
    records.save();
    const read = new Records(file);
    expect(values.map((_, i) => read.get(`k${i}\t\n`))).toEqual(values);
  });

  it('is not written again when the build used exactly its entries and changed none', async () => {
    const file = path.join(dir, 'same.json');
    const records = new Records(file);
    records.set('a', '1');
    records.save();
    // A time no write could give it.
    await utimes(file, 1_000_000, 1_000_000);
    const again = new Records(file);
    again.get('a');
    again.save();
    expect((await stat(file)).mtimeMs).toBe(1_000_000_000);
  });

  it('appends what a build set differently, and is written anew without the entries no build used once they are most of it', async () => {
    const file = path.join(dir, 'log.jsonl');
    const records = new Records(file);
    for (let i = 0; i < 200; i++) records.set(`k${i}`, String(i));
    records.save();
    const size = (await stat(file)).size;
    const again = new Records(file);
    for (let i = 0; i < 150; i++) again.get(`k${i}`);
    again.set('k0', 'changed');
    again.save();
    expect((await stat(file)).size).toBe(size + JSON.stringify(['k0', 'changed']).length + 1);
    expect(new Records(file).get('k0')).toBe('changed');
    // Ten of 201 lines still used: the file keeps just those.
    const few = new Records(file);
    for (let i = 0; i < 10; i++) few.get(`k${i}`);
    few.save();
    const last = new Records(file);
    expect([last.get('k0'), last.get('k9'), last.get('k10')]).toEqual(['changed', '9', undefined]);
    expect((await readFile(file, 'utf8')).split('\n')).toHaveLength(11);
  });

  it('reads back what its build set, and forgets it when that build did not save (a build refused by its checks)', async () => {
    const project = await mkdtemp(path.join(dir, 'store-'));
    const store = openStore(project, 'key');
    const first = store.records('pages');
    first.set('/faq', 'key:h1');
    first.save();
    const refused = store.records('pages');
    refused.set('/faq', 'key:h2');
    expect(refused.get('/faq')).toBe('key:h2');
    const next = store.records('pages');
    expect(next.get('/faq')).toBe('key:h1');
  });

  it('skips a line cut short, keeps the others, and is written whole at the next save', async () => {
    const file = path.join(dir, 'cut.jsonl');
    await writeFile(file, `${JSON.stringify(['a', '1'])}\n["b","2`);
    const records = new Records(file);
    expect([records.get('a'), records.get('b')]).toEqual(['1', undefined]);
    records.set('c', '3');
    records.save();
    expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(['a', '1'])}\n${JSON.stringify(['c', '3'])}\n`);
  });
});

describe('the store', () => {
  it('is one folder per toolchain key, and stores that no build opened for an hour are removed', async () => {
    const project = await mkdtemp(path.join(os.tmpdir(), 'store-'));
    try {
      const old = openStore(project, 'old-key');
      const recent = openStore(project, 'recent-key');
      const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
      await utimes(old.dir, hourAgo, hourAgo);
      openStore(project, 'new-key');
      expect((await readdir(path.join(project, '.cache/build'))).sort()).toEqual(['new-key', 'recent-key']);
      expect(recent.dir).toBe(path.join(project, '.cache/build/recent-key'));
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  });

  it('is a new folder, removed at the end, when caching is off', async () => {
    const project = await mkdtemp(path.join(os.tmpdir(), 'store-off-'));
    try {
      const store = openStore(project, 'key', false);
      expect(store.dir).not.toBe(path.join(project, '.cache/build/key'));
      store.records('pages').set('k', 'x');
      store.records('pages').save();
      store.close();
      await expect(stat(store.dir)).rejects.toThrow();
      expect(await readdir(path.join(project, '.cache'))).toEqual([]);
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  });
});

describe('the toolchain key', () => {
  let project: string;
  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'toolchain-'));
    for (const dir of ['cli', 'pipeline/render', 'site/generated', 'schema']) await mkdir(path.join(project, dir), { recursive: true });
    for (const file of ['cli/index.ts', 'pipeline/render/render-page.ts', 'site/app.tsx', 'site/generated/content-files.ts', 'schema/site.schema.json', 'package.json', 'package-lock.json', 'tsconfig.json']) {
      await writeFile(path.join(project, file), `// ${file}`);
    }
  });
  afterAll(async () => {
    await rm(project, { recursive: true, force: true });
  });

  it('changes when any file of the code, the schemas, the lockfile or the settings changes, and no other', async () => {
    const before = toolchainKey(project);
    for (const file of ['cli/index.ts', 'pipeline/render/render-page.ts', 'site/app.tsx', 'schema/site.schema.json', 'package-lock.json', 'tsconfig.json', 'pipeline/render/new-module.ts']) {
      const full = path.join(project, file);
      const original = await readFile(full, 'utf8').catch(() => undefined);
      await writeFile(full, `${original ?? ''}\n// changed`);
      expect(toolchainKey(project), file).not.toBe(before);
      if (original === undefined) await rm(full);
      else await writeFile(full, original);
    }
    // Generated types are made from the schemas, which the key already covers.
    await writeFile(path.join(project, 'site/generated/content-files.ts'), '// regenerated');
    expect(toolchainKey(project)).toBe(before);
    // So are an editor's swap file and backups of code being edited: they never reach the bundles.
    for (const scratch of ['site/.app.tsx.swp', 'site/app.tsx~', 'pipeline/render/#render-page.ts#', 'site/.DS_Store']) await writeFile(path.join(project, scratch), 'x');
    expect(toolchainKey(project)).toBe(before);
  });

  // A source saved while the launcher starts must not give the caches of new code to the old code that runs.
  it('of the code that runs is its bundle\'s folder name when it runs from the CLI\'s bundle, and computed from the sources otherwise', async () => {
    expect(runningToolchainKey(project)).toBe(toolchainKey(project));
    const bundle = path.join(project, '.cache/cli/0123456789abcdef');
    await mkdir(bundle, { recursive: true });
    await cp(path.join(root, 'pipeline/cache/toolchain-key.mjs'), path.join(bundle, 'toolchain-key.mjs'));
    await cp(path.join(root, 'pipeline/files/scratch-names.mjs'), path.join(project, '.cache/cli/files/scratch-names.mjs'));
    // This project's package.json is not JSON; Node reads the nearest one to load a module.
    await writeFile(path.join(project, '.cache/package.json'), '{ "type": "module" }');
    const bundled = (await import(pathToFileURL(path.join(bundle, 'toolchain-key.mjs')).href)) as { runningToolchainKey: (root: string) => string };
    expect(bundled.runningToolchainKey(project)).toBe('0123456789abcdef');
    // Another project's bundle does not name this one's code.
    expect(bundled.runningToolchainKey(root)).toBe(toolchainKey(root));
  });
});
