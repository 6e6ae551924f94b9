import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { loadMarkdownRenderer } from '../../pipeline/markdown/markdown.ts';
import { fillMarkdown } from '../../pipeline/content/placeholders.ts';
import type { BuildSummary } from '../../pipeline/build.ts';
import { writeSyntheticData } from '../bench/synthetic-content.ts';
import { root } from './fixture-harness.ts';
import { allFiles } from './built-site.ts';

/**
 * The CLI runs Markdown and pages on a worker pool once a step has enough items (the tests' in-process builds, from
 * TypeScript sources, never start workers). With 150 synthetic posts the workers take part. Their output must be
 * exactly what one thread makes, and what a build with no caches makes: the switches SITE_THREADS=1 and
 * SITE_CACHE=off exist for debugging and CI, and must never change a byte.
 */
const POSTS = 150;
const run = promisify(execFile);

let work: string;
let dataDir: string;

type CliBuild = { build: Omit<BuildSummary, 'messages'>; messages: unknown[] };

async function cliBuild(out: string, env: Record<string, string> = {}): Promise<CliBuild> {
  const { stdout } = await run(process.execPath, [path.join(root, 'cli/site.mjs'), 'build', '--data', dataDir, '--out', out, '--format', 'json'], { cwd: root, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as CliBuild;
}

/** The names of the files that differ between two folders holding the same file names. */
async function differing(a: string, b: string): Promise<string[]> {
  const names = await allFiles(a);
  expect(names).toEqual(await allFiles(b));
  const out: string[] = [];
  // Buffer.equals: a deep toEqual over megabytes of bytes is very slow.
  for (const name of names) if (!(await readFile(path.join(a, name))).equals(await readFile(path.join(b, name)))) out.push(name);
  return out;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'threads-test-'));
  dataDir = path.join(work, 'data');
  await writeSyntheticData(fixtureData, dataDir, { serviceFactor: 1, posts: POSTS });
  // Text no earlier build has seen, so the Markdown store misses and the workers really render.
  const marker = `Run ${Date.now()}-${process.pid}.`;
  for (const name of await readdir(path.join(dataDir, 'posts'))) {
    if (name.startsWith('synthetic-')) await appendFile(path.join(dataDir, 'posts', name), `\n${marker}\n`);
  }
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the worker pool and the debugging switches', () => {
  it('writes exactly the files, bytes included, with workers, with SITE_THREADS=1 and with SITE_CACHE=off', async () => {
    const pooled = await cliBuild(path.join(work, 'pooled'));
    // The workers really took part (otherwise this would compare one thread's output with itself).
    expect(pooled.build.threads).toBeGreaterThan(1);
    expect(pooled.build.markdownRendered).toBeGreaterThanOrEqual(POSTS);
    const single = await cliBuild(path.join(work, 'single'), { SITE_THREADS: '1' });
    expect(single.build.threads).toBe(1);
    const uncached = await cliBuild(path.join(work, 'uncached'), { SITE_CACHE: 'off' });
    expect(uncached.build).toMatchObject({ bundlesCached: false, rendered: uncached.build.pages });
    expect(uncached.build.markdownRendered).toBeGreaterThanOrEqual(POSTS);
    expect((await allFiles(path.join(work, 'pooled'))).filter((n) => n.endsWith('index.html')).length).toBeGreaterThan(POSTS);
    expect(await differing(path.join(work, 'pooled'), path.join(work, 'single'))).toEqual([]);
    expect(await differing(path.join(work, 'pooled'), path.join(work, 'uncached'))).toEqual([]);
  }, 240_000);

  it('gives every post the HTML of its own Markdown, whichever thread rendered it', async () => {
    const render = await loadMarkdownRenderer();
    const site = parse(await readFile(path.join(dataDir, 'site.yaml'), 'utf8')) as Record<string, unknown>;
    const posts = (await readdir(path.join(dataDir, 'posts'))).filter((n) => n.endsWith('.md'));
    expect(posts.length).toBeGreaterThan(POSTS);
    for (const name of posts) {
      const source = await readFile(path.join(dataDir, 'posts', name), 'utf8');
      const body = source.slice(source.indexOf('\n---\n', 4) + 5);
      const page = await readFile(path.join(work, 'pooled/blog', name.replace(/\.md$/, ''), 'index.html'), 'utf8');
      expect(page, name).toContain(render(fillMarkdown(body, site)));
    }
  }, 120_000);

  it('reuses every page on a warm rebuild and leaves every byte as the cold build wrote it', async () => {
    const out = path.join(work, 'pooled');
    const before = new Map<string, Buffer>();
    for (const name of await allFiles(out)) before.set(name, await readFile(path.join(out, name)));
    const warm = await cliBuild(out);
    expect(warm.build).toMatchObject({ rendered: 0, markdownRendered: 0, bundlesCached: true });
    const after = await allFiles(out);
    expect(after).toEqual([...before.keys()]);
    for (const name of after) expect((await readFile(path.join(out, name))).equals(before.get(name)!), name).toBe(true);
  }, 180_000);

  it('renders edited posts again, whichever thread takes them, and removes the pages of a deleted one', async () => {
    const out = path.join(work, 'pooled');
    const posts = (await readdir(path.join(dataDir, 'posts'))).filter((n) => n.startsWith('synthetic-')).sort();
    const edited = [posts[0]!, posts.at(-1)!];
    for (const name of edited) await appendFile(path.join(dataDir, 'posts', name), '\nOne more line, added by hand.\n');
    const deleted = posts[1]!;
    await rm(path.join(dataDir, 'posts', deleted));
    const before = await allFiles(out);
    const rebuilt = await cliBuild(out);
    expect(rebuilt.build.markdownRendered).toBe(edited.length);
    expect(rebuilt.build.rendered).toBeGreaterThanOrEqual(edited.length);
    for (const name of edited) {
      const folder = path.join(out, 'blog', name.replace(/\.md$/, ''));
      expect(await readFile(path.join(folder, 'index.html'), 'utf8'), name).toContain('One more line, added by hand.');
    }
    const folder = path.join('blog', deleted.replace(/\.md$/, ''));
    const after = await allFiles(out);
    expect(before.filter((f) => !after.includes(f))).toEqual([path.join(folder, 'index.html')]);
    expect(after.filter((f) => !before.includes(f))).toEqual([]);
  }, 180_000);

  it('ends with the content error and exit code 1, leaving the output as it was, when a post is broken', async () => {
    const out = path.join(work, 'pooled');
    const name = (await readdir(path.join(dataDir, 'posts'))).filter((n) => n.startsWith('synthetic-')).sort()[2]!;
    const file = path.join(dataDir, 'posts', name);
    const source = await readFile(file, 'utf8');
    const before = await allFiles(out);
    await writeFile(file, source.replace(/^title: .*$/m, 'title:'));
    try {
      const failed = await run(process.execPath, [path.join(root, 'cli/site.mjs'), 'build', '--data', dataDir, '--out', out], { cwd: root, timeout: 60_000 }).then(() => undefined, (error: unknown) => error as { code: number; stdout: string; killed: boolean });
      expect(failed?.killed).toBe(false);
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toContain(name);
      expect(await allFiles(out)).toEqual(before);
    } finally {
      await writeFile(file, source);
    }
  }, 120_000);
});
