import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isMap, isScalar, parseDocument, type Document, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { fixtureData, repoRoot } from '../fixture-content.ts';
import { packageMatches } from '../../site/lib/package-match.ts';
import { checkZip } from '../../site/lib/zip.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { buildSite, type BuildSummary } from '../../pipeline/build.ts';
import type { Coverage } from '../../site/content-types.ts';
import { brokenLinks, htmlProblems, missingFragments, unsafeNewTabLinks } from './site-checks.ts';
import { htmlFiles } from './built-site.ts';
import { directoryViewPath } from '../../site/lib/directory-groups.ts';
import { categorySlugFromName } from '../../site/lib/category-slug.ts';

/**
 * The six routine edits a new editor makes with only the README (issue 30), applied to a copy of the frozen content
 * (tests/fixtures/site): change the phone number, add a service, add a blog post, add a town with its ZIP code, mark
 * a service popular, remove a package. Then validate, build, and the content-agnostic checks of a built site
 * (site-checks.ts: the link crawl and html-validate) must all pass. Every edit finds its target by structure, never
 * by a known value. The shipped data/ itself is validated and built by `npm test`'s build, not read by tests.
 * Validate and build run in-process, as `validate` and `build` call them.
 */
let work: string;
let dataDir: string;
let outDir: string;
const edits: Record<string, string> = {};
let serviceCategory = '';

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
  await cp(fixtureData, dataDir, { recursive: true });

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
    serviceCategory = String(doc.get('category'));
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

  // 4. A new town with one ZIP code no town has: a copy of the first town's entry (so it has whatever fields the
  // schema asks for), renamed, with its ZIP list cut to one entry (a copy of a ZIP, so it keeps its quoting).
  const coverageText = await readFile(path.join(dataDir, 'coverage.yaml'), 'utf8');
  const taken = new Set(coverageText.match(/\b\d{5}\b/g));
  edits.zip = ['19099', '19098', '19097', '19096'].find((zip) => !taken.has(zip))!;
  edits.town = 'Routine Edit Crossing';
  await editYaml('coverage.yaml', (doc) => {
    const cities = seq(doc, 'cities');
    const town = cities.items[0]!.clone() as YAMLMap;
    town.set('name', edits.town);
    const zips = town.get('zips') as YAMLSeq<Scalar>;
    const zip = zips.items[0]!.clone() as Scalar;
    expect(isScalar(zip), 'a ZIP is a scalar').toBe(true);
    zip.value = edits.zip;
    zips.items = [zip];
    cities.items.push(town);
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

/** The JSON a built page hydrates with (`<script id="page-data">`). */
function pageData(html: string): { props: Record<string, unknown> } {
  const json = /<script\b(?=[^>]*\bid="page-data")[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page has its page-data block').toBeDefined();
  return JSON.parse(json!) as { props: Record<string, unknown> };
}

describe('the six routine edits on a copy of data/', () => {
  let build: BuildSummary;
  const html = async (route: string) => readFile(path.join(outDir, route, 'index.html'), 'utf8');

  beforeAll(async () => {
    build = await buildSite({ root: repoRoot, dataDir, outDir, strict: false, noindex: false, log: () => {} });
  }, 200_000);

  it('validate reports no errors', async () => {
    const { messages } = await checkContent(dataDir, repoRoot, work);
    expect(messages.filter((m) => m.severity === 'error').map((m) => `${m.file}:${m.line}:${m.column} ${m.rule} ${m.message}`)).toEqual([]);
  });

  it('build succeeds and every edit shows on the site', async () => {
    expect(build.messages.filter((m) => m.severity === 'error')).toEqual([]);
    expect(build.ok).toBe(true);
    const home = await html('');
    expect(home).toContain(edits.phone);
    expect(home).toContain('tel:+13035550177');
    // /services shows each category's first few; every service is on its category's own view page.
    expect(await html(directoryViewPath(categorySlugFromName(serviceCategory)).slice(1))).toContain(edits.service);
    expect(await html('blog/routine-edit-gutter-guards')).toContain(edits.post);
    expect(await html('packages')).not.toContain(edits.packageGone);
  });

  it('the service-area page lists the new town with its ZIP, and its ZIP checker accepts that ZIP', async () => {
    const page = await html('service-area');
    // The town's list item, outside the page's data: the name and the ZIP are shown, not only hydrated.
    const shown = page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    const item = [...shown.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!).find((li) => li.includes(edits.town!));
    expect(item, `a list item naming ${edits.town}`).toBeDefined();
    expect(item).toContain(edits.zip);
    // The checker runs on the coverage the page hydrates with.
    const coverage = pageData(page).props.coverage as Coverage;
    expect(coverage.cities.find((c) => c.name === edits.town)?.zips).toEqual([edits.zip]);
    expect(checkZip(edits.zip!, coverage)).toBe('available');
  });

  it('the built site passes the link crawl', async () => {
    const pages = await htmlFiles(outDir);
    const crawl = await brokenLinks(outDir);
    expect(crawl.broken).toEqual([]);
    expect(crawl.ok.length).toBeGreaterThan(pages.length);
    const fragments = await missingFragments(outDir);
    expect(fragments.problems).toEqual([]);
    expect(fragments.checked).toBeGreaterThanOrEqual(pages.length);
    const newTab = await unsafeNewTabLinks(outDir);
    expect(newTab.problems).toEqual([]);
    expect(newTab.checked).toBeGreaterThan(0);
  }, 240_000);

  it('the built site passes html-validate', async () => {
    const { problems, checked, report } = await htmlProblems(outDir);
    expect(checked).toBeGreaterThan(10);
    if (problems.length > 0) console.log(report);
    expect(problems).toEqual([]);
  }, 120_000);
});
