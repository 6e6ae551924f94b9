import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { copyOfData, root } from './fixture-harness.ts';
import { applyBuildsCases, buildsCases, failsCases, hostileCases, siteMarkupIds, type FailsCase } from './hostile-cases.ts';
import { attr, normalise, scanHtml, unsafeMarkup } from './html-scan.ts';
import { REFUSE_MS, STACK_LINE, expectRefused, leftovers, previousOutput, processCaseIds, snapshot, type Found } from './hostile-run.ts';

/**
 * The hostile-content corpus (tests/unit/hostile-cases.ts) through the real CLI, as separate processes:
 *  - every `builds` case in ONE copy of data/, built once; each page is then checked statically (only our own
 *    scripts, JSON that parses, no event handlers, no javascript:/vbscript:/data:text/html URLs) and each
 *    hostile text must be on some page as text. tests/e2e/hostile.spec.ts loads the same kind of build in Chromium.
 *  - the few `fails` cases that must run as processes (processCaseIds in hostile-run.ts), each in its own copy,
 *    through `validate --format json` and `build`: exit 1, JSON that parses, a message at the right file with line
 *    and column >= 1 and the rule id, no stack trace, no hang (the process is killed), and a failed build leaves
 *    --out as it was. Every other `fails` case is refused in-process in hostile-refused.test.ts.
 */

interface Run { code: number | null; stdout: string; stderr: string; timedOut: boolean; ms: number }

/** Each case's process gets this long; a hang is a failure, not a stuck test run. */
const CASE_TIMEOUT = 60_000;
const BUILD_TIMEOUT = 240_000;

function site(args: string[], timeout = CASE_TIMEOUT): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'cli/site.mjs'), ...args],
      { cwd: root, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', SITE_NOINDEX: '' }, maxBuffer: 64 * 1024 * 1024, timeout, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        const timedOut = Boolean(error && (error as { killed?: boolean }).killed);
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr), timedOut, ms: performance.now() - started });
      },
    );
  });
}

interface JsonReport { errors: number; messages: Found[] }

interface FailResult {
  c: FailsCase;
  dataDir: string;
  validate: Run;
  report?: JsonReport;
  parseError?: string;
  build?: Run & { before: string[]; after: string[]; leftovers: string[] };
}

type Copy = Awaited<ReturnType<typeof copyOfData>>;
const copies: Copy[] = [];
let group: Copy;
let groupBuild: Run;
let groupOut: string;
let failResults: FailResult[] = [];

const processCases = failsCases.map((c, index) => [c, index] as const).filter(([c]) => processCaseIds.includes(c.id));

async function runFailCase(c: FailsCase, index: number): Promise<FailResult> {
  const copy = await copyOfData();
  copies.push(copy);
  await c.apply(copy.dataDir);
  const validate = await site(['validate', '--data', copy.dataDir, '--format', 'json']);
  const result: FailResult = { c, dataDir: copy.dataDir, validate };
  try {
    result.report = JSON.parse(validate.stdout) as JsonReport;
  } catch (error) {
    result.parseError = String(error);
  }
  if (c.build) {
    const out = path.join(copy.dir, 'out');
    await previousOutput(out, index);
    const before = snapshot(out);
    const build = await site(['build', '--data', copy.dataDir, '--out', out], BUILD_TIMEOUT);
    result.build = { ...build, before, after: snapshot(out), leftovers: leftovers(copy.dir) };
  }
  return result;
}

beforeAll(async () => {
  group = await copyOfData();
  copies.push(group);
  await applyBuildsCases(group.dataDir);
  groupOut = path.join(group.dir, 'out');
  // The one build beside the failing cases, one after the other: two processes at a time on two cores.
  const [build, results] = await Promise.all([
    site(['build', '--data', group.dataDir, '--out', groupOut], BUILD_TIMEOUT),
    (async () => {
      const out: FailResult[] = [];
      for (const [c, index] of processCases) out.push(await runFailCase(c, index));
      return out;
    })(),
  ]);
  groupBuild = build;
  failResults = results;
}, 900_000);

afterAll(async () => {
  await Promise.all(copies.map((c) => c.cleanup()));
});

describe('hostile corpus', () => {
  it(`has at least 100 cases (${hostileCases.length}: ${buildsCases.length} that must build safely, ${failsCases.length} that must be refused)`, () => {
    expect(hostileCases.length).toBeGreaterThanOrEqual(100);
    expect(new Set(hostileCases.map((c) => c.id)).size).toBe(hostileCases.length);
  });
});

describe('the HTML check', () => {
  it('catches injected scripts, handlers, script URLs and broken JSON (control)', () => {
    const bad = scanHtml([
      '<!doctype html><html><head><script type="module" src="/assets/a.js"></script>',
      '<script type="application/json" id="page-data">{"a":"</script><script>alert(1)</script>"}</script></head>',
      '<body><p>ok &lt;script&gt;</p><img src=x onerror=alert(1)><a href=" JaVa\tScRiPt:alert(1)">x</a>',
      '<form action="data:text/html,x"></form><script>alert(2)</script></body></html>',
    ].join(''));
    const problems = unsafeMarkup(bad);
    expect(problems.some((p) => /not valid JSON/.test(p))).toBe(true);
    expect(problems.some((p) => /onerror/.test(p))).toBe(true);
    expect(problems.some((p) => /href=/.test(p))).toBe(true);
    expect(problems.some((p) => /action=/.test(p))).toBe(true);
    expect(problems.filter((p) => /unexpected <script/.test(p)).length).toBe(2);
    expect(bad.bodyText).toContain('ok <script>');
    const good = scanHtml('<html><body><script type="application/json" id="page-data">{"a":"\\u003c/script>"}</script><p>a &amp; b</p></body></html>');
    expect(unsafeMarkup(good)).toEqual([]);
  });
});

describe('hostile content that is valid builds, and shows as text', () => {
  const pages = () => {
    const files: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        // /admin/ is Decap's app, not a page of the site: it has no content of the site to show (cms.spec.ts runs it).
        if (e.isDirectory() && path.join(d, e.name) === path.join(groupOut, 'admin')) continue;
        if (e.isDirectory()) walk(path.join(d, e.name));
        else if (e.name.endsWith('.html')) files.push(path.join(d, e.name));
      }
    };
    walk(groupOut);
    return files.sort().map((f) => ({ file: path.relative(groupOut, f), page: scanHtml(readFileSync(f, 'utf8')) }));
  };
  let cache: ReturnType<typeof pages> | undefined;
  const scannedPages = () => (cache ??= pages());

  it('validates and builds the copy holding every such case, leaving no staging folder', () => {
    expect(groupBuild.timedOut, 'build hung').toBe(false);
    expect(groupBuild.stderr).not.toMatch(STACK_LINE);
    expect(groupBuild.stderr).not.toContain('internal error');
    expect({ code: groupBuild.code, out: groupBuild.stdout.slice(0, 4000) }).toMatchObject({ code: 0 });
    expect(existsSync(path.join(groupOut, 'index.html'))).toBe(true);
    expect(leftovers(group.dir)).toEqual([]);
    expect(scannedPages().length).toBeGreaterThan(40);
  });

  it('has only our own scripts, JSON that parses, no event handlers and no script URLs on any page', () => {
    const problems = scannedPages().flatMap(({ file, page }) => unsafeMarkup(page).map((p) => `${file}: ${p}`));
    expect(problems).toEqual([]);
    // Each page has its hydration data and its module script.
    for (const { file, page } of scannedPages()) {
      const scripts = page.elements.filter((e) => e.name === 'script');
      expect(scripts.some((s) => attr(s, 'id') === 'page-data'), `${file} has page-data`).toBe(true);
    }
  });

  it('has no id twice on any page, though a post has a heading named after every id the site\'s markup uses', () => {
    const ids = siteMarkupIds();
    expect(ids).toEqual(expect.arrayContaining(['page-data', 'icon-data', 'root', 'main']));
    const article = scannedPages().find(({ file }) => file === 'blog/hostile-headings/index.html');
    expect(article, 'the post with the headings is built').toBeDefined();
    const articleIds = article!.page.elements.map((e) => attr(e, 'id')).filter((id): id is string => id !== undefined);
    // Each heading is there, under the prefix, beside the page's own element of the same name.
    for (const id of ids.filter((i) => !i.startsWith('package-'))) expect(articleIds, id).toContain(`user-content-${id}`);
    expect(articleIds).toEqual(expect.arrayContaining(['root', 'main', 'page-data']));
    for (const { file, page } of scannedPages()) {
      const seen = page.elements.map((e) => attr(e, 'id')).filter((id): id is string => id !== undefined);
      expect(seen.filter((id, i) => seen.indexOf(id) !== i), `ids twice on ${file}`).toEqual([]);
    }
    // The in-page link in the post leads to its heading, not to the page's data block.
    const inPage = article!.page.elements.filter((e) => e.name === 'a' && attr(e, 'href')?.startsWith('#')).map((e) => attr(e, 'href')!);
    expect(inPage).toContain('#user-content-page-data');
    for (const href of inPage) expect(articleIds, href).toContain(href.slice(1));
  });

  it('publishes nothing of data/images that was not checked (a hidden .js file stays out)', () => {
    expect(existsSync(path.join(groupOut, 'images/.hidden-payload.js'))).toBe(false);
    expect(existsSync(path.join(groupOut, 'images/logo.svg'))).toBe(true);
  });

  it('leaves an output folder a web server can read, not mkdtemp\'s private 0700', () => {
    expect(statSync(groupOut).mode & 0o055).toBe(0o055 & ~process.umask());
  });

  it.each(buildsCases.map((c) => [c.id, c] as const))('%s: the hostile text is on a page as text', (_id, c) => {
    for (const text of c.visible) {
      const wanted = normalise(text);
      const where = scannedPages().filter(({ page }) => page.bodyText.includes(wanted)).map(({ file }) => file);
      expect(where.length, `"${text.slice(0, 80)}" (${c.what}) shown as text on some page`).toBeGreaterThan(0);
    }
    if (c.title) {
      const titles = scannedPages().flatMap(({ page }) => page.elements.filter((e) => e.name === 'title').map((e) => e.text ?? ''));
      expect(titles.some((t) => t.includes(c.title!)), `"${c.title}" in a <title>`).toBe(true);
    }
    if (c.jsonLd) {
      const lds = scannedPages().flatMap(({ page }) => page.elements.filter((e) => e.name === 'script' && attr(e, 'type') === 'application/ld+json').map((e) => JSON.stringify(JSON.parse(e.text ?? 'null'))));
      expect(lds.some((t) => t.includes(JSON.stringify(c.jsonLd).slice(1, -1))), `"${c.jsonLd}" in JSON-LD`).toBe(true);
    }
  });
});

describe('hostile content that is invalid is refused by the CLI with exit 1, file, line, column and rule', () => {
  it('runs each process case, and each is in the corpus', () => {
    expect(processCases.map(([c]) => c.id).sort()).toEqual([...processCaseIds].sort());
    // Both kinds of --out a failed build must leave alone: an existing one and none.
    expect(new Set(processCases.filter(([c]) => c.build).map(([, index]) => index % 2)).size).toBe(2);
  });

  it.each(processCases.map(([c]) => [c.id, c] as const))('%s', (id, c) => {
    const r = failResults.find((x) => x.c.id === id)!;
    const where = `${c.what} (${r.validate.ms.toFixed(0)} ms)`;
    expect(r.validate.timedOut, `validate hung: ${where}`).toBe(false);
    expect(r.validate.stderr, where).not.toMatch(STACK_LINE);
    expect(r.validate.stderr, where).not.toContain('internal error');
    expect(r.validate.code, `${where}\n${r.validate.stderr.slice(0, 2000)}`).toBe(1);
    expect(r.parseError, where).toBeUndefined();
    expectRefused(c, r.report!.messages, where);
    // The bound for every case, with the process start included.
    expect(r.validate.ms, `validate took ${r.validate.ms.toFixed(0)} ms`).toBeLessThan(REFUSE_MS);
    if (r.build) {
      expect(r.build.timedOut, `build hung: ${where}`).toBe(false);
      expect(r.build.code, `${where}\n${r.build.stderr.slice(0, 2000)}`).toBe(1);
      expect(r.build.stderr).not.toMatch(STACK_LINE);
      expect(r.build.stdout).toContain(c.rule);
      expect(r.build.after, 'the output folder is as it was').toEqual(r.build.before);
      expect(r.build.leftovers, 'no staging folder left').toEqual([]);
    }
  });

  it('also prints the pretty report naming the file and line:column', async () => {
    const r = failResults.find((x) => x.c.id === 'billion-laughs')!;
    const c = r.c;
    const run = await site(['validate', '--data', r.dataDir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`data/${c.file.replace('.', '\\.')}\\n {2}\\d+:\\d+ +error .+${c.rule}`));
    expect(run.stderr).not.toMatch(STACK_LINE);
  });
});
