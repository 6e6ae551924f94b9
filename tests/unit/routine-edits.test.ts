import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isMap, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { repoRoot } from '../fixture-content.ts';
import { packageMatches } from '../../site/lib/package-match.ts';

const run = promisify(execFile);
const cli = path.join(repoRoot, 'cli/site.mjs');

/**
 * The six routine edits a new editor makes with only the README (issue 30), applied to a copy of the REAL data/,
 * whatever it holds this week: change the phone number, add a service, add a blog post, add a ZIP code, mark a
 * service popular, remove a package. Then validate, build, and the content-agnostic checks of a built site (the
 * link crawl and html-validate) must all pass. Every edit finds its target by structure, never by a known value,
 * so editors' changes to data/ cannot turn this red unless the content itself is broken.
 */
let work: string;
let dataDir: string;
let outDir: string;
const edits: Record<string, string> = {};

async function editYaml(rel: string, change: (doc: Document) => void): Promise<void> {
  const file = path.join(dataDir, rel);
  const doc = parseDocument(await readFile(file, 'utf8'));
  change(doc);
  await writeFile(file, doc.toString({ lineWidth: 0 }));
}

const seq = (doc: Document, key: string) => doc.get(key) as YAMLSeq<YAMLMap>;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'routine-edits-'));
  dataDir = path.join(work, 'data');
  outDir = path.join(work, 'dist');
  await cp(path.join(repoRoot, 'data'), dataDir, { recursive: true });

  // 1. A new phone number (display and e164 must stay the same number).
  edits.phone = '(303) 555-0177';
  await editYaml('site.yaml', (doc) => {
    doc.setIn(['phone', 'display'], edits.phone);
    doc.setIn(['phone', 'e164'], '+13035550177');
  });

  // 2. A new service: a copy of a file's last service with a new id and name.
  const servicesFile = (await readdir(path.join(dataDir, 'services'))).filter((n) => n.endsWith('.yaml')).sort()[0]!;
  edits.service = 'Routine Edit Shelf Bracket Fitting';
  await editYaml(`services/${servicesFile}`, (doc) => {
    const services = seq(doc, 'services');
    const last = services.items.at(-1)!.clone() as YAMLMap;
    last.set('id', `${String(last.get('id'))}-added`);
    last.set('name', edits.service);
    services.items.push(last);
  });

  // 3. A new blog post: an existing post's front matter with a new title, today's date and a short body.
  const posts = (await readdir(path.join(dataDir, 'posts'))).filter((n) => n.endsWith('.md')).sort();
  const model = await readFile(path.join(dataDir, 'posts', posts[0]!), 'utf8');
  const [, frontMatter] = /^---\r?\n([\s\S]*?)\r?\n---/.exec(model)!;
  const matter = parseDocument(frontMatter!);
  edits.post = 'Routine Edit: Gutter Guards Before Winter';
  matter.set('title', edits.post);
  matter.set('date', new Date().toISOString().slice(0, 10));
  matter.delete('updated');
  await writeFile(path.join(dataDir, 'posts/routine-edit-gutter-guards.md'), `---\n${matter.toString({ lineWidth: 0 })}---\nClean gutters before the first freeze, then fit guards so leaves stay out.\n`);

  // 4. A new ZIP code, added to the first town of the coverage list.
  const coverageText = await readFile(path.join(dataDir, 'coverage.yaml'), 'utf8');
  const taken = new Set(coverageText.match(/\b\d{5}\b/g));
  edits.zip = ['19099', '19098', '19097', '19096'].find((zip) => !taken.has(zip))!;
  await editYaml('coverage.yaml', (doc) => {
    const zips = doc.getIn(['cities', 0, 'zips']) as YAMLSeq;
    zips.add(doc.createNode(edits.zip));
  });

  // 5. A service marked popular: the first one that is not.
  await editYaml(`services/${servicesFile}`, (doc) => {
    const service = seq(doc, 'services').items.find((s) => isMap(s) && s.get('popular') !== true)!;
    service.set('popular', true);
    edits.popular = String(service.get('name'));
  });

  // 6. A package removed, with the footer link to it, as validate's message asks; one that no other link names.
  const others = await Promise.all((await readdir(dataDir, { recursive: true }))
    .filter((n) => /\.(ya?ml|md)$/.test(n) && n !== 'packages.yaml' && n !== 'navigation.yaml')
    .map((n) => readFile(path.join(dataDir, n), 'utf8')));
  const named = others.flatMap((text) => [...text.matchAll(/(?:package: *|[?&]package=)([\w-]+)/g)].map((m) => m[1]!));
  let gone = '';
  await editYaml('packages.yaml', (doc) => {
    const packages = seq(doc, 'packages');
    const index = packages.items.findLastIndex((p) => isMap(p) && !named.some((query) => packageMatches(String(p.get('id')), query)));
    expect(index, 'a package that no link outside the footer names').toBeGreaterThanOrEqual(0);
    gone = String(packages.items[index]!.get('id'));
    edits.packageGone = String(packages.items[index]!.get('name'));
    packages.items.splice(index, 1);
  });
  await editYaml('navigation.yaml', (doc) => {
    const links = doc.getIn(['footer', 'packages']) as YAMLSeq<YAMLMap> | undefined;
    if (links) links.items = links.items.filter((link) => !packageMatches(gone, String(link.get('package'))));
  });
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the six routine edits on a copy of data/', () => {
  it('validate reports no errors', async () => {
    const { stdout } = await run(process.execPath, [cli, 'validate', '--data', dataDir, '--format', 'json'], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 })
      .catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as { errors: number; messages: { file: string; line: number; rule: string; message: string; severity: string }[] };
    expect(report.messages.filter((m) => m.severity === 'error')).toEqual([]);
  });

  it('build succeeds and every edit shows on the site', async () => {
    await run(process.execPath, [cli, 'build', '--data', dataDir, '--out', outDir], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024, timeout: 180_000 });
    const html = async (route: string) => readFile(path.join(outDir, route, 'index.html'), 'utf8');
    const home = await html('');
    expect(home).toContain(edits.phone);
    expect(home).toContain('tel:+13035550177');
    expect(await html('services')).toContain(edits.service);
    expect(await html('blog/routine-edit-gutter-guards')).toContain(edits.post);
    expect(await html('service-area')).toContain(edits.zip);
    expect(await html('packages')).not.toContain(edits.packageGone);
  }, 200_000);

  it('the built site passes the link crawl and html-validate', async () => {
    // The same test files CI runs on the fixture build, pointed at this build instead.
    const result = await run(process.execPath, [path.join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/unit/links.test.ts', 'tests/unit/html-validate.test.ts'], {
      cwd: repoRoot, env: { ...process.env, LINKS_DIST: outDir }, maxBuffer: 16 * 1024 * 1024, timeout: 280_000,
    }).catch((error: { stdout: string; stderr: string; code: number }) => error);
    expect('code' in result ? `${result.stdout}\n${result.stderr}` : '', 'link crawl and html-validate on the edited build').toBe('');
  }, 300_000);
});
