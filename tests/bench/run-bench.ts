/**
 * `npm run bench`: builds synthetic content at several sizes with the real CLI: cold (no cache, no output), warm
 * (nothing changed) and with one post edited, and prints wall time, CPU time, pages per second, peak memory and
 * output bytes; with posts, Eleventy's cold build of the same posts beside each cold build (tests/bench/eleventy.ts).
 * Not part of `npm test` (figures, not pass/fail).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { syntheticPost, writeSyntheticData } from './synthetic-content.ts';
import { loadMarkdownOutliner } from '../../pipeline/markdown/outline.ts';
import { makePhoto } from '../unit/photo-maker.ts';
import { ELEVENTY_VERSION, eleventyArgs, eleventyCommand, eleventyInput } from './eleventy.ts';

const root = path.resolve(import.meta.dirname, '../..');
const scenarios = [
  { name: 'shipped site', serviceFactor: 1, posts: 0 },
  { name: 'services x10 (3k)', serviceFactor: 10, posts: 0 },
  { name: 'services x100 (30k)', serviceFactor: 100, posts: 0 },
  { name: '4,000 posts', serviceFactor: 1, posts: 4000 },
  // Phone photos (4032x3024 JPEG with EXIF) in place of 50 services' drawings: each is resized into 12 copies.
  { name: '50 photos', serviceFactor: 1, posts: 0, photos: 50 },
].filter((s) => !process.env.BENCH_ONLY || s.name.includes(process.env.BENCH_ONLY));

/** Wall time, CPU time (user + system, all threads) and peak resident memory of one build. */
interface Run { seconds: number; cpuSeconds: number; peakMiB: number; ok: boolean }

// BENCH_RUNS=3 repeats each scenario and reports the median run (by time): this machine's speed varies from minute
// to minute, and one run can mislead.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const median = (runs: Run[]): Run => [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)]!;

function timedBuild(dataDir: string, outDir: string): Run {
  return timed([process.execPath, path.join(root, 'cli/site.mjs'), 'build', '--data', dataDir, '--out', outDir, '--format', 'json']);
}

/** Wall time, CPU time and peak memory of one command, under GNU time. */
function timed(command: string[]): Run {
  // Flush what earlier builds wrote, so one run's pending disk writes do not slow the next one down.
  spawnSync('sync');
  // GNU time reports peak resident memory of the whole build process tree's largest process.
  const args = ['-v', ...command];
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  const peakKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
  // CPU time is the work done on all threads, apart from how well the two cores shared it.
  const cpu = (label: string) => Number(new RegExp(`${label} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr)?.[1] ?? 0);
  if (result.status !== 0) process.stderr.write(result.stdout.slice(0, 2000) + result.stderr.slice(-2000));
  return { seconds, cpuSeconds: cpu('User') + cpu('System'), peakMiB: peakKiB / 1024, ok: result.status === 0 };
}

async function folderStats(dir: string): Promise<{ bytes: number; pages: number }> {
  let bytes = 0;
  let pages = 0;
  async function walk(d: string) {
    // A failed build leaves no output; its row says FAILED.
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else {
        bytes += (await stat(p)).size;
        if (e.name.endsWith('.html')) pages++;
      }
    }
  }
  await walk(dir);
  return { bytes, pages };
}

/**
 * This machine's speed drifts by a third from one hour to the next, so the table comes with a control: the same
 * fixed work (500 synthetic posts read by remark, one thread) timed before and after. Compare tables by it. Until
 * 2026-11-28 the control rendered the posts with unified (0.88-0.94 s that day; remark's reading, 0.71-0.90 s).
 */
async function control(): Promise<number> {
  const render = await loadMarkdownOutliner();
  const posts = Array.from({ length: 500 }, (_, i) => syntheticPost(i));
  const started = performance.now();
  for (const post of posts) render(post);
  return performance.now() - started;
}

/** `count` phone photos in data/images/photos, each shown by one service in place of its drawing. */
async function putPhotos(dataDir: string, count: number): Promise<void> {
  await mkdir(path.join(dataDir, 'images/photos'), { recursive: true });
  let made = 0;
  for (const name of (await readdir(path.join(dataDir, 'services'))).sort()) {
    const file = path.join(dataDir, 'services', name);
    const text = await readFile(file, 'utf8');
    const lines = text.split('\n');
    for (const [i, line] of lines.entries()) {
      if (made === count || !/^\s+image: \/images\/.*\.svg$/.test(line)) continue;
      const photo = `/images/photos/job-${made}.jpg`;
      await writeFile(path.join(dataDir, photo), await makePhoto({ width: 4032, height: 3024, seed: made }));
      lines[i] = line.replace(/\/images\/.*$/, photo);
      made++;
    }
    await writeFile(file, lines.join('\n'));
  }
}

// Without GNU time every build would be reported as FAILED, with no word on why.
if (!existsSync('/usr/bin/time')) {
  process.stderr.write('npm run bench needs GNU time at /usr/bin/time to measure each build (on Debian: apt-get install time).\n');
  process.exit(1);
}
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
const rows: string[][] = [];
const yardstick: string[] = [];
const eleventy = scenarios.some((s) => s.posts > 0) ? eleventyCommand() : undefined;
const controlBefore = await control();
let outputs = 0;
try {
  for (const s of scenarios) {
    const dataDir = path.join(work, `data-${scenarios.indexOf(s)}`);
    const colds: Run[] = [];
    const warms: Run[] = [];
    const onePosts: Run[] = [];
    let outDir = '';
    // Written once per scenario (rewriting thousands of files before each run would slow the disk as deleting does).
    await writeSyntheticData(path.join(root, 'data'), dataDir, s);
    if (s.photos) await putPhotos(dataDir, s.photos);
    const post = path.join(dataDir, 'posts', (await readdir(path.join(dataDir, 'posts'))).sort()[0]!);
    const original = await readFile(post);
    const eleventyIn = path.join(work, `eleventy-in-${scenarios.indexOf(s)}`);
    const eleventyRuns: Run[] = [];
    const posts = eleventy && s.posts > 0 ? await eleventyInput(dataDir, eleventyIn) : 0;
    for (let r = 0; r < RUNS; r++) {
      await writeFile(post, original);
      // A new output folder for every cold build, all removed at the end: deleting thousands of files right before
      // a build slows this disk's writes for many seconds (it discards freed blocks), which no real cold build sees.
      outDir = path.join(work, `out-${outputs++}`);
      // The store is moved aside, not deleted, for the same reason: removed with the outputs at the end.
      await rename(path.join(root, '.cache/build'), path.join(work, `store-${outputs}`)).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EXDEV') await rm(path.join(root, '.cache/build'), { recursive: true, force: true });
        else if (error.code !== 'ENOENT') throw error;
      });
      colds.push(timedBuild(dataDir, outDir));
      warms.push(timedBuild(dataDir, outDir));
      // One post's text edited: its Markdown, its page and the pages listing it are redone, the rest reused.
      await appendFile(post, '\nOne more sentence, edited for the benchmark.\n');
      onePosts.push(timedBuild(dataDir, outDir));
      // Side by side: Eleventy's cold build of the same posts right after this project's.
      if (posts > 0) eleventyRuns.push(timed(eleventyArgs(eleventy!, eleventyIn, path.join(work, `out-${outputs++}`))));
    }
    const [cold, warm, onePost] = [median(colds), median(warms), median(onePosts)];
    const { bytes, pages } = await folderStats(outDir);
    const ok = [...colds, ...warms, ...onePosts].every((run) => run.ok);
    if (eleventyRuns.length > 0) {
      const other = median(eleventyRuns);
      yardstick.push(`${s.name}: Eleventy ${ELEVENTY_VERSION}, the same ${posts} posts in a minimal layout, cold ${other.seconds.toFixed(2)} s (CPU ${other.cpuSeconds.toFixed(1)} s${other.ok ? '' : ', FAILED'}); this project / Eleventy: ${(cold.seconds / other.seconds).toFixed(2)}x wall, ${(cold.cpuSeconds / other.cpuSeconds).toFixed(2)}x CPU`);
    }
    rows.push([s.name, String(pages), cold.seconds.toFixed(2), cold.cpuSeconds.toFixed(1), warm.seconds.toFixed(2), onePost.seconds.toFixed(2), (pages / cold.seconds).toFixed(0), cold.peakMiB.toFixed(0), warm.peakMiB.toFixed(0), (bytes / 1048576).toFixed(1), ok ? 'ok' : 'FAILED']);
    console.error(`done: ${s.name}`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
const head = ['scenario', 'pages', 'cold s', 'cold CPU s', 'warm s', '1 post changed s', 'pages/s (cold)', 'peak MiB (cold)', 'peak MiB (warm)', 'output MiB', 'result'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`control: remark's reading of 500 posts on one thread took ${(controlBefore / 1000).toFixed(2)} s before the runs and ${(await control() / 1000).toFixed(2)} s after`);
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
for (const y of yardstick) console.log(y);
