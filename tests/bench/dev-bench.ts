/**
 * `npm run bench:dev`: the dev loop as an editor sees it. Starts `npm run dev` (the real CLI) on a copy of the
 * content, opens a post in Chromium (Playwright), then times 20 edits of that post from the file write to the new
 * text being in the reloaded page, an error from the write to the overlay in the page, and the dev server's start
 * (spawn to first page served). `--posts 4000` runs the same on the content plus 4,000 synthetic posts
 * (tests/bench/synthetic-content.ts). Run it alone on the machine.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { copyOfData, root } from '../unit/fixture-harness.ts';
import { devOutDir } from '../../pipeline/dev/dev-server.ts';
import { QUIET_MS } from '../../pipeline/dev/rebuild-scheduler.ts';
import { freePort } from '../e2e/nginx-server.ts';
import { startDevProcess } from '../e2e/dev-process.ts';
import { writeSyntheticData } from './synthetic-content.ts';

const EDITS = 20;
const postsArg = process.argv.indexOf('--posts');
const extraPosts = postsArg === -1 ? 0 : Number(process.argv[postsArg + 1]);

/** The time of each build dev reported ("✔ built in 123 ms"). */
const builds = (output: string) => [...output.matchAll(/✔ built in (\d+) ms/g)].map((m) => Number(m[1]));

const median = (xs: number[]) => percentile(xs, 50);
function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p% of the values at or below it.
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (x: number) => `${Math.round(x)} ms`;

/**
 * A page that reports, from each document it loads, which bench marker its text holds (at DOMContentLoaded), and
 * the moment dev's overlay is added to it (a MutationObserver: a locator's wait polls, up to 100 ms apart).
 */
async function markedPage(browser: Browser): Promise<{ page: Page; seen(marker: string): Promise<number>; overlay(): Promise<number> }> {
  const page = await browser.newPage();
  const waiting = new Map<string, (at: number) => void>();
  let overlayShown: ((at: number) => void) | undefined;
  await page.exposeFunction('benchLoaded', (text: string) => {
    const at = performance.now();
    for (const [marker, resolve] of waiting) if (text.includes(marker)) { waiting.delete(marker); resolve(at); }
  });
  await page.exposeFunction('benchOverlay', () => overlayShown?.(performance.now()));
  await page.addInitScript(() => {
    const bench = window as unknown as { benchLoaded(text: string): void; benchOverlay(): void };
    document.addEventListener('DOMContentLoaded', () => bench.benchLoaded(document.body.textContent ?? ''));
    // The script runs before <html> exists: the observer watches the document, and looks only at <html>'s children.
    new MutationObserver((changes) => {
      if (changes.some((c) => c.target === document.documentElement && [...c.addedNodes].some((n) => (n as Element).id === 'site-dev-overlay'))) bench.benchOverlay();
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    page,
    seen: (marker) => new Promise((resolve) => waiting.set(marker, resolve)),
    overlay: () => new Promise((resolve) => { overlayShown = resolve; }),
  };
}

async function scenario(name: string, dataDir: string, postName: string, browser: Browser): Promise<void> {
  const post = path.join(dataDir, 'posts', postName);
  const route = `/blog/${postName.replace(/\.md$/, '')}`;
  const original = await readFile(post, 'utf8');
  const withMarker = (marker: string) => `${original.trimEnd()}\n\n${marker}\n`;
  // The marker paragraph exists before the first timed edit, so every edit changes one sentence of one page.
  await writeFile(post, withMarker('Bench marker start.'));

  const first = await startDevProcess(dataDir, await freePort());
  await first.stop();
  // Started again on the same folders: what an editor's second `npm run dev` of the day costs.
  const dev = await startDevProcess(dataDir, await freePort());
  try {
    const { page, seen, overlay } = await markedPage(browser);
    await page.goto(`${dev.url}${route}`);
    await page.locator('body').getByText('Bench marker start.').waitFor();
    const edits: number[] = [];
    const loads: number[] = [];
    const builtBefore = builds(dev.output()).length;
    for (let i = 0; i < EDITS; i++) {
      const marker = `Bench marker ${i}.`;
      const shown = seen(marker);
      const t0 = performance.now();
      await writeFile(post, withMarker(marker));
      edits.push((await shown) - t0);
      // The browser's part: from the reload's start to DOMContentLoaded.
      loads.push(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart));
      // Let the page settle so that edits are not coalesced into one rebuild.
      await page.waitForTimeout(150);
    }
    const errors: number[] = [];
    for (let i = 0; i < 5; i++) {
      const shownAt = overlay();
      const t0 = performance.now();
      await writeFile(post, withMarker(`Bench marker fixed ${i}.`).replace(/^title: .*$/m, 'title: "never closed'));
      errors.push((await shownAt) - t0);
      await page.locator('#site-dev-overlay').getByRole('alert').waitFor();
      const fixed = seen(`Bench marker fixed ${i}.`);
      await writeFile(post, withMarker(`Bench marker fixed ${i}.`));
      await fixed;
      await page.waitForTimeout(150);
    }
    console.log(`\n${name}`);
    console.log(`  dev start (spawn to first page)   first ${ms(first.startMs)}, again ${ms(dev.startMs)}`);
    console.log(`  edit to updated page (${EDITS} edits)  median ${ms(median(edits))}, p95 ${ms(percentile(edits, 95))}, min ${ms(Math.min(...edits))}, max ${ms(Math.max(...edits))}`);
    console.log(`  error shown in the page (5)       median ${ms(median(errors))}, max ${ms(Math.max(...errors))}`);
    const rebuilds = builds(dev.output()).slice(builtBefore, builtBefore + EDITS);
    console.log(`  of an edit: the rebuild           median ${ms(median(rebuilds))} (as dev reports it; plus the ${QUIET_MS} ms quiet period)`);
    console.log(`  of an edit: the page's reload     median ${ms(median(loads))} (navigation start to DOMContentLoaded)`);
    await page.close();
  } finally {
    const code = await dev.stop();
    if (code !== 0) console.log(`  dev exited with ${code}:\n${dev.output()}`);
    await writeFile(post, original);
    // The folder dev built into (under .cache/dev/, one per content folder): this copy's is never used again.
    await rm(devOutDir(root, dataDir), { recursive: true, force: true });
  }
}

const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const copy = await copyOfData();
const work = await mkdtemp(path.join(os.tmpdir(), 'dev-bench-'));
try {
  const firstPost = (await readdir(path.join(copy.dataDir, 'posts'))).filter((f) => f.endsWith('.md')).sort()[0]!;
  await scenario('shipped site', copy.dataDir, firstPost, browser);
  if (extraPosts > 0) {
    const large = path.join(work, 'data');
    await writeSyntheticData(copy.dataDir, large, { serviceFactor: 1, posts: extraPosts });
    await scenario(`${extraPosts} extra posts`, large, 'synthetic-00000.md', browser);
  }
} finally {
  await browser.close();
  await copy.cleanup();
  await rm(work, { recursive: true, force: true });
}
