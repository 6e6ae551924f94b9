/**
 * `npm run lighthouse [-- --out <built dir>] [--port <n>] [--routes /,/services]`: Lighthouse (mobile preset,
 * simulated throttling) on every page of a built site, served by the preview server, in Debian's Chromium.
 * Prints Performance, Accessibility, Best Practices, SEO and CLS per route and exits 1 when a page misses the
 * goals (Performance >= 95, the others 100, CLS 0). Without --out it builds into a temp folder first. The "host"
 * column is Lighthouse's benchmark index of this machine during each run: compare tables by it, as the scores follow it.
 * Lighthouse is not one of the project's dependencies (it brings about 180 packages for a check CI does not run):
 * each route is measured by `npx lighthouse@12`, fetched into npm's cache on first use.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(arg('port') ?? process.env.PREVIEW_PORT ?? 4480);
const debugPort = Number(arg('debug-port') ?? port + 1000);
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const NOT_FOUND_ROUTES = new Set(['/404']);

/** The parts of Lighthouse's report (its JSON output) this table reads. */
interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
}

/** Lighthouse's CLI on one URL, in the browser already listening on the debugging port. */
function lighthouse(url: string): Report {
  const run = spawnSync('npx', ['--yes', 'lighthouse@12', url, `--port=${debugPort}`, '--output=json', '--output-path=stdout', '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`lighthouse on ${url} exited with ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Report;
}

function routesOf(dist: string): string[] {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : walk(full);
    return name === 'index.html' ? [`/${path.relative(dist, dir).replace(/\\/g, '/')}`.replace(/\/$/, '') || '/'] : [];
  });
  return walk(dist).sort();
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

async function main(): Promise<number> {
  let dist = arg('out');
  let temp: string | undefined;
  if (!dist) {
    temp = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-dist-'));
    dist = path.join(temp, 'dist');
    const built = spawnSync(process.execPath, [path.join(root, 'cli/site.mjs'), 'build', '--out', dist], { stdio: 'inherit' });
    if (built.status !== 0) return 1;
  }
  dist = path.resolve(dist);
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing`);
  const only = arg('routes')?.split(',');
  const routes = only ?? routesOf(dist);

  const server = spawn(process.execPath, [path.join(root, 'cli/site.mjs'), 'preview', '--out', dist, '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chrome-'));
  const chrome = spawn(chromePath, [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-extensions', `--user-data-dir=${profile}`,
    `--remote-debugging-port=${debugPort}`, 'about:blank',
  ], { stdio: 'ignore' });
  // Ctrl+C or a timeout must not leave the browser and the server running.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { chrome.kill(); server.kill(); process.exit(130); });
  const rows: string[] = [];
  let failures = 0;
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, server);
    await waitForHttp(`http://127.0.0.1:${debugPort}/json/version`, chrome);
    const header = `${'route'.padEnd(42)} ${'Perf'.padStart(5)} ${'A11y'.padStart(5)} ${'BP'.padStart(5)} ${'SEO'.padStart(5)} ${'CLS'.padStart(7)}  ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'host'.padStart(5)}  misses`;
    console.log(header);
    for (const route of routes) {
      const report = lighthouse(`http://127.0.0.1:${port}${route}`);
      const { categories, audits } = report;
      const score = (id: keyof typeof GOALS) => Math.round((categories[id]?.score ?? 0) * 100);
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN;
      const tbt = audits['total-blocking-time']?.numericValue ?? NaN;
      // Lighthouse's measure of this machine's speed at the time (higher is faster). Throttling slows the page by a
      // fixed factor on top of whatever the host gives, so TBT, and with it Performance, drops when the host is slow.
      const host = report.environment.benchmarkIndex;
      // The failing audits of each category below its goal, so the table says what to fix.
      // The not-found page tells crawlers not to index it (it answers /404 with status 200 on a static host), which
      // Lighthouse's is-crawlable audit reports by design; shown in the table, not counted as a miss.
      const expected = (id: string) => id === 'is-crawlable' && NOT_FOUND_ROUTES.has(route);
      const misses = (Object.keys(GOALS) as (keyof typeof GOALS)[]).filter((id) => score(id) < GOALS[id]).flatMap((id) =>
        (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => (expected(ref.id) ? `(${ref.id}: noindex by design)` : ref.id)));
      const counted = misses.filter((m) => !m.startsWith('('));
      if (counted.length > 0 || cls > 0) failures++;
      const row = `${route.padEnd(42)} ${String(score('performance')).padStart(5)} ${String(score('accessibility')).padStart(5)} ${String(score('best-practices')).padStart(5)} ${String(score('seo')).padStart(5)} ${cls.toFixed(3).padStart(7)}  ${lcp.toFixed(0).padStart(7)} ${tbt.toFixed(0).padStart(7)} ${host.toFixed(0).padStart(5)}  ${misses.join(' ')}`;
      rows.push(row);
      console.log(row);
    }
  } finally {
    // The browser writes its profile until it has exited; removing the folder earlier can fail.
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill();
    server.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
  console.log(failures === 0 ? `all ${rows.length} routes meet the goals` : `${failures} of ${rows.length} routes miss a goal`);
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
