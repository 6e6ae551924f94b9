import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildSite } from '../../pipeline/build-site.ts';
import { loadMarkdownRenderer } from '../../pipeline/markdown.ts';
import { fillText } from '../../pipeline/placeholders.ts';
import { writeSyntheticData } from '../bench/synthetic-content.ts';
import { root } from './fixture-harness.ts';
import { allFiles } from './built-site.ts';
import { parse } from 'yaml';

/**
 * The CLI splits Markdown and page rendering between its thread and worker threads once there is enough content
 * (the tests' in-process builds, from TypeScript sources, never do). With 300 synthetic posts the workers take part;
 * their output must be exactly what one thread makes, every post must get its own HTML, and a warm rebuild must
 * equal the cold one.
 */
const POSTS = 300;
const run = promisify(execFile);

let work: string;
let dataDir: string;

async function cliBuild(out: string): Promise<string> {
  // The progress lines go to stderr.
  const { stdout, stderr } = await run(process.execPath, [path.join(root, 'cli/site.mjs'), 'build', '--data', dataDir, '--out', out], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return stdout + stderr;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'threads-test-'));
  dataDir = path.join(work, 'data');
  await writeSyntheticData(path.join(root, 'data'), dataDir, { serviceFactor: 1, posts: POSTS });
  // Text no earlier build has seen, so the Markdown cache misses and the worker really renders.
  const marker = `Run ${Date.now()}-${process.pid}.`;
  for (const name of await readdir(path.join(dataDir, 'posts'))) {
    if (name.startsWith('synthetic-')) await appendFile(path.join(dataDir, 'posts', name), `\n${marker}\n`);
  }
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a build split across worker threads', () => {
  it('writes exactly the files, bytes included, that a single-threaded build writes', async () => {
    const threaded = path.join(work, 'threaded');
    const log = await cliBuild(threaded);
    // The workers really took part (otherwise this test would compare one thread's output with itself).
    expect(log).toMatch(/markdown\s+\d+ documents, \d+ rendered on 2 threads/);
    const threads = Math.min(availableParallelism(), 4);
    expect(log).toMatch(new RegExp(`render\\s+\\d+ pages on ${threads} thread`));
    if (threads > 1) {
      // Each thread rendered at least half of an even share: no thread sat waiting while another took the pages.
      const [, total, split] = /render\s+(\d+) pages on \d+ threads \(([\d + ]+)\)/.exec(log) ?? [];
      const shares = split!.split(' + ').map(Number);
      expect(shares).toHaveLength(threads);
      expect(shares.reduce((a, b) => a + b)).toBe(Number(total));
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(Number(total) / threads / 2);
    }
    const single = path.join(work, 'single');
    const result = await buildSite({ root, dataDir, outDir: single, strict: false, noindex: false, log: () => {} });
    expect(result.ok).toBe(true);
    const names = await allFiles(threaded);
    expect(names).toEqual(await allFiles(single));
    expect(names.filter((n) => n.endsWith('index.html')).length).toBeGreaterThan(POSTS);
    // Buffer.equals: a deep toEqual over megabytes of bytes is very slow.
    const differing: string[] = [];
    for (const name of names) if (!(await readFile(path.join(threaded, name))).equals(await readFile(path.join(single, name)))) differing.push(name);
    expect(differing).toEqual([]);
  }, 180_000);

  it('gives every post the HTML of its own Markdown, whichever thread rendered it', async () => {
    const threaded = path.join(work, 'threaded');
    const render = await loadMarkdownRenderer();
    const site = parse(await readFile(path.join(dataDir, 'site.yaml'), 'utf8')) as Record<string, unknown>;
    const posts = (await readdir(path.join(dataDir, 'posts'))).filter((n) => n.endsWith('.md'));
    expect(posts.length).toBeGreaterThan(POSTS);
    for (const name of posts) {
      const source = await readFile(path.join(dataDir, 'posts', name), 'utf8');
      const body = source.slice(source.indexOf('\n---\n', 4) + 5);
      const article = JSON.parse(await readFile(path.join(threaded, 'blog', name.replace(/\.md$/, ''), 'article.json'), 'utf8')) as { html: string };
      expect(article.html, name).toBe(render(fillText(body, site)));
    }
  }, 120_000);

  it('reuses every page on a warm rebuild and writes the same bytes as the cold build', async () => {
    const threaded = path.join(work, 'threaded');
    const before = new Map<string, Buffer>();
    for (const name of await allFiles(threaded)) before.set(name, await readFile(path.join(threaded, name)));
    const log = await cliBuild(threaded);
    // All of it, on every thread: the render workers, started while the content was checked, took part.
    expect(log).toMatch(new RegExp(`render\\s+(\\d+) pages \\(\\1 unchanged\\) on ${Math.min(availableParallelism(), 4)} thread`));
    const after = await allFiles(threaded);
    expect(after).toEqual([...before.keys()]);
    const differing: string[] = [];
    for (const name of after) if (!(await readFile(path.join(threaded, name))).equals(before.get(name)!)) differing.push(name);
    expect(differing).toEqual([]);
  }, 180_000);

  it('renders an edited post again on a warm rebuild, whichever thread takes it, and leaves its other pages as they were', async () => {
    const threaded = path.join(work, 'threaded');
    const posts = (await readdir(path.join(dataDir, 'posts'))).filter((n) => n.startsWith('synthetic-')).sort();
    // The last posts in the route table go to the workers first; edit one there and one at the front.
    const edited = [posts[0]!, posts.at(-1)!];
    for (const name of edited) await appendFile(path.join(dataDir, 'posts', name), '\nOne more line, added by hand.\n');
    const log = await cliBuild(threaded);
    const [, total, unchanged] = /render\s+(\d+) pages \((\d+) unchanged\)/.exec(log) ?? [];
    expect(Number(total) - Number(unchanged)).toBeGreaterThanOrEqual(edited.length);
    // The render worker, which had the server bundle loaded already, rendered the changed pages: the main thread
    // handed over any it came to, instead of loading the bundle to render them itself.
    expect(log).toMatch(/render\s+.* on \d+ threads \([\d + ]+(, [1-9]\d* handed to a worker)?\)/);
    expect(log).not.toMatch(/rendered on the main thread/);
    // Their bodies were left for the render worker to make: this thread never loaded the Markdown pipeline.
    expect(log).toMatch(/markdown\s+\d+ documents, 2 left to render with their pages/);
    for (const name of edited) {
      const article = JSON.parse(await readFile(path.join(threaded, 'blog', name.replace(/\.md$/, ''), 'article.json'), 'utf8')) as { html: string };
      expect(article.html, name).toContain('One more line, added by hand.');
      expect(await readFile(path.join(threaded, 'blog', name.replace(/\.md$/, ''), 'index.html'), 'utf8'), name).toContain('One more line, added by hand.');
    }
  }, 180_000);

  it('keeps the HTML a render worker made of an edited post for the next build, which renders nothing', async () => {
    const threaded = path.join(work, 'threaded');
    const before = await allFiles(threaded);
    const log = await cliBuild(threaded);
    expect(log).toMatch(/markdown\s+\d+ documents \(/);
    const [, total, unchanged] = /render\s+(\d+) pages \((\d+) unchanged\)/.exec(log) ?? [];
    expect(unchanged).toBe(total);
    expect(await allFiles(threaded)).toEqual(before);
  }, 180_000);

  it('removes the pages of a deleted post on a warm rebuild, whose render worker listed the previous output', async () => {
    const threaded = path.join(work, 'threaded');
    const name = (await readdir(path.join(dataDir, 'posts'))).filter((n) => n.startsWith('synthetic-')).sort()[1]!;
    const folder = path.join('blog', name.replace(/\.md$/, ''));
    const before = await allFiles(threaded);
    expect(before).toContain(path.join(folder, 'index.html'));
    await rm(path.join(dataDir, 'posts', name));
    const log = await cliBuild(threaded);
    expect(log).toMatch(new RegExp(`render\\s+\\d+ pages \\(\\d+ unchanged\\) on ${Math.min(availableParallelism(), 4)} thread`));
    const after = await allFiles(threaded);
    expect(before.filter((f) => !after.includes(f))).toEqual([path.join(folder, 'article.json'), path.join(folder, 'index.html')]);
    expect(after.filter((f) => !before.includes(f))).toEqual([]);
  }, 180_000);

  it('says how many pages the main thread rendered itself when a rebuild changes more pages than it hands to a worker', async () => {
    const threaded = path.join(work, 'threaded');
    // Every post changed, the other pages not: the main thread comes to more changed posts than it hands off.
    for (const name of await readdir(path.join(dataDir, 'posts'))) {
      if (name.startsWith('synthetic-')) await appendFile(path.join(dataDir, 'posts', name), '\nEvery post edited.\n');
    }
    const log = await cliBuild(threaded);
    const [, here, handedOff, renderedHere] = /render\s+\d+ pages \(\d+ unchanged\) on \d+ threads \((\d+) \+ [\d + ]+, (\d+) handed to a worker, (\d+) rendered on the main thread\)/.exec(log) ?? [];
    expect(Number(handedOff)).toBeGreaterThan(0);
    expect(Number(renderedHere)).toBeGreaterThan(0);
    expect(Number(renderedHere)).toBeLessThanOrEqual(Number(here));
  }, 180_000);

  it('ends with the content error, not hanging on the render workers it started early, when a post is broken', async () => {
    const threaded = path.join(work, 'threaded');
    const name = (await readdir(path.join(dataDir, 'posts'))).filter((n) => n.startsWith('synthetic-')).sort()[2]!;
    const file = path.join(dataDir, 'posts', name);
    const source = await readFile(file, 'utf8');
    // The output holds a previous build of many pages, so the render workers start before the content is loaded, and
    // validation fails while they run.
    await writeFile(file, source.replace(/^title: .*$/m, 'title:'));
    try {
      const failed = await run(process.execPath, [path.join(root, 'cli/site.mjs'), 'build', '--data', dataDir, '--out', threaded], { cwd: root, timeout: 60_000 }).then(() => undefined, (error: unknown) => error as { code: number; stdout: string; killed: boolean });
      expect(failed?.killed).toBe(false);
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toContain(name);
    } finally {
      await writeFile(file, source);
    }
  }, 120_000);
});
