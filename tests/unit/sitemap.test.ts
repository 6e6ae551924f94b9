import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { robotsTxt, sitemapEntries, sitemapFiles, sitemapXml, SITEMAP_LIMITS, type SitemapFile } from '../../pipeline/output/sitemap.ts';
import { contentDates, gitLastCommitDates, routeLastmods, routeSources, type SourceFile } from '../../pipeline/output/lastmod.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent } from '../../pipeline/content/assemble.ts';
import { madeFrom } from '../../pipeline/content/sources.ts';
import { routeTable, type RouteEntry } from '../../site/routes.ts';
import { root, renderBodiesInline } from './fixture-harness.ts';

const BASE = 'https://www.example.test';
const URLSET_XSD = path.join(root, 'tests/fixtures/sitemap-0.9.xsd');
const INDEX_XSD = path.join(root, 'tests/fixtures/siteindex-0.9.xsd');

/** A synthetic route: only what the sitemap reads. */
function route(p: string, extra: Partial<RouteEntry['meta']> & { page?: string; props?: object } = {}): RouteEntry {
  const { page = 'legal', props = {}, ...meta } = extra;
  return { path: p, page, props, meta: { title: p, description: p, canonical: p, indexable: true, ...meta } } as unknown as RouteEntry;
}

let work: string;
beforeAll(async () => { work = await mkdtemp(path.join(os.tmpdir(), 'sitemap-test-')); });
afterAll(async () => { await rm(work, { recursive: true, force: true }); });

/** Validates with xmllint against the shipped XSD; returns xmllint's complaint, or '' when valid. */
async function xsdErrors(file: SitemapFile, xsd: string): Promise<string> {
  const target = path.join(work, `${Math.random().toString(36).slice(2)}-${file.path}`);
  await writeFile(target, file.xml);
  const run = spawnSync('xmllint', ['--noout', '--schema', xsd, target], { encoding: 'utf8' });
  if (run.error) throw run.error;
  return run.status === 0 ? '' : run.stderr;
}

describe('sitemap entries', () => {
  it('lists each indexable canonical URL once, absolute, with its lastmod', () => {
    const routes = [
      route('/'),
      route('/services'),
      route('/service-directory', { canonical: '/services', indexable: false }),
      route('/about-us'),
      route('/about', { canonical: '/about-us', indexable: false }),
      route('/404', { indexable: false }),
      route('/blog/a'),
      route('/blog/a-copy', { canonical: '/blog/a' }),
    ];
    const entries = sitemapEntries(routes, BASE, (r) => (r.path === '/blog/a' ? '2026-05-02' : undefined));
    expect(entries).toEqual([
      { loc: `${BASE}/` },
      { loc: `${BASE}/services` },
      { loc: `${BASE}/about-us` },
      { loc: `${BASE}/blog/a`, lastmod: '2026-05-02' },
    ]);
  });

  it('refuses a lastmod that is not a W3C date', () => {
    expect(() => sitemapEntries([route('/')], BASE, () => '22/11/2026')).toThrow(/W3C date/);
  });

  it('escapes XML in URLs', () => {
    const xml = sitemapXml([route('/a&b')], BASE, () => undefined);
    expect(xml).toContain(`<loc>${BASE}/a&amp;b</loc>`);
  });

  it('writes a valid urlset (sitemaps.org XSD, checked by xmllint)', async () => {
    const routes = [route('/'), route('/faq'), route('/blog/x')];
    const files = sitemapFiles(sitemapEntries(routes, BASE, (r) => (r.path === '/faq' ? '2026-10-01' : undefined)), BASE);
    expect(files.map((f) => f.path)).toEqual(['sitemap.xml']);
    expect(files[0]!.xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(await xsdErrors(files[0]!, URLSET_XSD)).toBe('');
  });

  it('the XSD rejects what the protocol forbids', async () => {
    const bad = { path: 'bad.xml', xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url>\n    <loc>/relative</loc>\n    <lastmod>2026-11-22 10:00</lastmod>\n  </url>\n</urlset>\n` };
    expect(await xsdErrors(bad, URLSET_XSD)).toMatch(/loc|lastmod/);
  });
});

describe('sitemap index past 50,000 URLs', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => route(`/p/${i}`));
  const lastmod = (r: RouteEntry) => `2026-0${1 + (Number(r.path.split('/')[2]) % 9)}-15`;

  it('keeps exactly 50,000 URLs in one file', () => {
    const files = sitemapFiles(sitemapEntries(many(50_000), BASE, lastmod), BASE);
    expect(files.map((f) => f.path)).toEqual(['sitemap.xml']);
    expect(files[0]!.xml.match(/<url>/g)).toHaveLength(50_000);
  });

  it('splits 50,001 URLs into two urlsets listed by a sitemap index at sitemap.xml', async () => {
    expect(SITEMAP_LIMITS.maxUrls).toBe(50_000);
    const files = sitemapFiles(sitemapEntries(many(50_001), BASE, lastmod), BASE);
    expect(files.map((f) => f.path)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    const [index, first, second] = files as [SitemapFile, SitemapFile, SitemapFile];
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${BASE}/sitemap-1.xml`, `${BASE}/sitemap-2.xml`]);
    // Each child's lastmod in the index is the latest of its URLs.
    expect([...index.xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])).toEqual(['2026-09-15', '2026-06-15']);
    expect(first.xml.match(/<url>/g)).toHaveLength(50_000);
    expect(second.xml.match(/<url>/g)).toHaveLength(1);
    expect(second.xml).toContain(`<loc>${BASE}/p/50000</loc>`);
    expect(await xsdErrors(index, INDEX_XSD)).toBe('');
    expect(await xsdErrors(first, URLSET_XSD)).toBe('');
    expect(await xsdErrors(second, URLSET_XSD)).toBe('');
  });

  it('also splits by size, keeping every file within the byte limit', () => {
    const entries = sitemapEntries(many(100), BASE, () => undefined);
    const files = sitemapFiles(entries, BASE, { maxUrls: 50_000, maxBytes: 2_000 });
    const urlsets = files.slice(1);
    expect(urlsets.length).toBeGreaterThan(1);
    for (const f of urlsets) expect(Buffer.byteLength(f.xml)).toBeLessThanOrEqual(2_000);
    expect(urlsets.reduce((n, f) => n + (f.xml.match(/<url>/g)?.length ?? 0), 0)).toBe(100);
  });
});

describe('robots.txt', () => {
  it('points at the absolute sitemap URL, or disallows everything for a noindex build', () => {
    expect(robotsTxt(BASE, false)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${BASE}/sitemap.xml\n`);
    expect(robotsTxt(BASE, true)).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('lastmod', () => {
  const files: SourceFile[] = [
    { relativePath: 'categories/plumbing.yaml', kind: { kind: 'category-page' }, data: { slug: 'plumbing', category: 'Plumbing' } },
    { relativePath: 'services/plumbing.yaml', kind: { kind: 'services' }, data: { category: 'Plumbing' } },
    { relativePath: 'services/electrical.yaml', kind: { kind: 'services' }, data: { category: 'Electrical' } },
    { relativePath: 'posts/a.md', kind: { kind: 'post' }, data: { date: '2026-03-14' } },
    { relativePath: 'posts/b.md', kind: { kind: 'post' }, data: { date: '2026-05-02', updated: '2026-06-01' } },
    { relativePath: 'pages/privacy.md', kind: { kind: 'page' }, data: { updated: '2026-10-01' } },
    { relativePath: 'blog.yaml', kind: { kind: 'blog' }, data: {} },
    { relativePath: 'faq.yaml', kind: { kind: 'faq' }, data: {} },
  ];
  // Props hold content as assembled: each file's objects marked with the file (content/sources.ts).
  const category = route('/services/plumbing', { page: 'category', props: { page: madeFrom({ slug: 'plumbing', category: 'Plumbing' }, 'categories/plumbing.yaml'), services: [madeFrom({ name: 'Leak repair' }, 'services/plumbing.yaml')], count: 1 } });
  const post = (id: string) => route(`/blog/${id}`, { page: 'blog', props: { article: madeFrom({ id }, `posts/${id}.md`) } });
  const routes = [
    category,
    post('a'),
    post('b'),
    route('/blog', { page: 'blog', props: { settings: madeFrom({ categories: ['Tips'] }, 'blog.yaml'), posts: [madeFrom({ id: 'a' }, 'posts/a.md'), madeFrom({ id: 'b' }, 'posts/b.md')] } }),
    route('/privacy', { page: 'legal', props: { page: madeFrom({ slug: 'privacy' }, 'pages/privacy.md') } }),
    route('/faq', { page: 'faq', props: { faq: madeFrom({ items: [{ q: 'x' }] }, 'faq.yaml') } }),
    route('/404', { page: 'not-found', indexable: false }),
    route('/sitemap', { page: 'sitemap' }),
  ];

  it('takes a route\'s files from the content its props hold, whatever the page (no list of pages and files)', () => {
    expect(routeSources(category)).toEqual(['categories/plumbing.yaml', 'services/plumbing.yaml']);
    expect(routeSources(post('a'))).toEqual(['posts/a.md']);
    // A value computed from content (a count, a new object) names no file.
    expect(routeSources(route('/x', { props: { count: 3, card: { title: 'new' } } }))).toEqual([]);
  });

  it('takes the content\'s own dates first: a post\'s updated, else its date; a page\'s updated', () => {
    expect(Object.fromEntries(contentDates(files))).toEqual({ 'posts/a.md': '2026-03-14', 'posts/b.md': '2026-06-01', 'pages/privacy.md': '2026-10-01' });
  });

  it('dates each route by the latest of its files, git dates filling in for files without their own', () => {
    const git = new Map([
      ['categories/plumbing.yaml', '2026-02-01'], ['services/plumbing.yaml', '2026-04-09'], ['services/electrical.yaml', '2026-09-30'],
      ['posts/a.md', '2026-11-20'], ['pages/privacy.md', '2026-11-21'], ['blog.yaml', '2026-01-05'],
    ]);
    const lastmods = Object.fromEntries(routeLastmods(routes, files, git));
    expect(lastmods).toEqual({
      '/services/plumbing': '2026-04-09', // the later of the two files; electrical's date does not leak in
      '/blog/a': '2026-03-14', // its own date wins over a later commit (a typo fix is not a new article)
      '/blog/b': '2026-06-01',
      '/blog': '2026-06-01',
      '/privacy': '2026-10-01',
      '/sitemap': '2026-10-01', // the latest of the pages it lists
    });
    // /faq: faq.yaml has no own date and no commit, so it gets none rather than a made-up one.
    expect(lastmods['/faq']).toBeUndefined();
  });
});

describe('git commit dates', () => {
  const gitAvailable = spawnSync('git', ['--version']).status === 0;
  const env = (date: string) => ({ ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z`, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.test', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.test' });
  const git = (cwd: string, date: string, ...args: string[]) => execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, env: env(date), stdio: 'pipe' });

  it.skipIf(!gitAvailable)('reads every file\'s last commit date in one pass, relative to the data folder', async () => {
    const repo = path.join(work, 'repo');
    const data = path.join(repo, 'data');
    await mkdir(path.join(data, 'services'), { recursive: true });
    git(repo, '2026-01-01', 'init', '-q', '-b', 'main');
    await writeFile(path.join(data, 'faq.yaml'), 'a: 1\n');
    await writeFile(path.join(data, 'services', 'plumbing.yaml'), 'a: 1\n');
    await writeFile(path.join(repo, 'outside.txt'), 'x\n');
    git(repo, '2026-01-01', 'add', '.');
    git(repo, '2026-01-01', 'commit', '-q', '-m', 'one');
    await writeFile(path.join(data, 'services', 'plumbing.yaml'), 'a: 2\n');
    git(repo, '2026-03-05', 'commit', '-q', '-am', 'two');
    await writeFile(path.join(data, 'faq.yaml'), 'a: 3\n'); // changed but not committed: keeps its commit date
    await writeFile(path.join(data, 'new.yaml'), 'a: 1\n'); // never committed: no date
    // A branch of that name must not pass for the mark of a shallow clone's oldest commit.
    git(repo, '2026-03-05', 'branch', 'grafted');
    const dates = await gitLastCommitDates(data);
    expect(Object.fromEntries(dates)).toEqual({ 'faq.yaml': '2026-01-01', 'services/plumbing.yaml': '2026-03-05' });

    // A shallow clone's oldest commit seems to add every file: those files get no date rather than a wrong one.
    await writeFile(path.join(data, 'late.yaml'), 'a: 1\n');
    git(repo, '2026-04-01', 'add', 'data/late.yaml');
    git(repo, '2026-04-01', 'commit', '-q', '-m', 'three');
    const shallow = path.join(work, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${repo}`, shallow], { stdio: 'pipe' });
    // Fetched: "three" and "two" (the boundary, whose diff lists the whole tree).
    expect(Object.fromEntries(await gitLastCommitDates(path.join(shallow, 'data')))).toEqual({ 'late.yaml': '2026-04-01' });
  });

  it('returns no dates outside a repository', async () => {
    const plain = path.join(work, 'plain');
    await mkdir(plain, { recursive: true });
    expect((await gitLastCommitDates(plain)).size).toBe(0);
    expect((await gitLastCommitDates(path.join(work, 'missing'))).size).toBe(0);
  });
});

describe('the real site', () => {
  it('maps every indexable page except /sitemap to the data files it is made from, all of which exist', async () => {
    const checked = await checkContent(fixtureData, root, root);
    const content = assembleContent(checked.value.valid, await renderBodiesInline(checked.value.valid));
    const known = new Set(checked.value.valid.map((f) => f.relativePath));
    const routes = routeTable(content) as RouteEntry[];
    for (const r of routes.filter((x) => x.meta.indexable && x.page !== 'sitemap')) {
      const sources = routeSources(r);
      expect(sources.length, r.path).toBeGreaterThan(0);
      for (const s of sources) expect(known.has(s), `${r.path} -> ${s}`).toBe(true);
    }
    const lastmods = routeLastmods(routes, checked.value.valid, new Map());
    for (const p of content.posts) expect(lastmods.get(`/blog/${p.id}`)).toBe(p.updated ?? p.date);
    for (const slug of ['privacy', 'terms', 'disclaimer', 'accessibility']) expect(lastmods.get(`/${slug}`)).toBe(content.pages[slug]!.updated);
  });
});
