import { mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sha1 } from '../../pipeline/cache/hash.ts';
import { fileState, SETTLE_MS } from '../../pipeline/cache/file-fingerprint.ts';
import { keepPage, pageKey, renderPage, withFingerprint, type PageJob, type PageShared } from '../../pipeline/render/render-page.ts';
import { bodyRef } from '../../pipeline/markdown/body-refs.ts';
import { pageFacts } from '../../pipeline/render/page-facts.ts';
import { folderWriter } from '../../pipeline/files/folder-writer.ts';
import type { RouteEntry } from '../../site/routes.ts';

const meta = { title: 't', description: 'd', canonical: '/', indexable: true };

describe('an unchanged page in the previous output', () => {
  const route = { path: '/faq', page: 'faq', props: { faq: { categories: [] } }, meta } as unknown as RouteEntry;
  const site = { baseUrl: 'https://example.com' };
  const shared = { site, navigation: {}, assets: { faq: { scripts: [], styles: [] } }, noindex: false, jsonLd: { site, team: {}, services: [] } } as unknown as PageShared;
  const SHARED_KEY = 'shared';
  let work = '';
  let previousDir = '';
  let rendered = 0;
  const render = async () => {
    rendered++;
    return [{ html: '<p>rendered again</p>' }];
  };

  beforeEach(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'render-pages-'));
    previousDir = path.join(work, 'out');
    await mkdir(path.join(previousDir, 'faq'), { recursive: true });
    await writeFile(path.join(previousDir, 'faq/index.html'), '<p>as built</p>');
    rendered = 0;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rm(work, { recursive: true, force: true });
  });

  /** Renders the page with the previous build's record of its file, and returns what this build records. */
  async function rebuild(record: string) {
    const staging = await mkdtemp(path.join(work, 'staging-'));
    const job: PageJob = { route, files: ['faq/index.html'], key: pageKey(SHARED_KEY, route), cached: `${pageKey(SHARED_KEY, route)}:${record}` };
    const out = folderWriter(staging, previousDir);
    const done = keepPage(job, { previousDir, out, facts: () => ({ h1: 1, ids: [], refs: [] }) }) ?? (await renderPage(job, { shared, render, out, markdown: () => '' }));
    return { reused: done.reused, record: done.entry.split(':')[1]! };
  }
  const hashOfFile = async () => sha1(await readFile(path.join(previousDir, 'faq/index.html')));
  const afterSettling = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SETTLE_MS + 1_000);
  };

  it('is checked by its bytes, and its fingerprint is not recorded while it was changed too recently to trust', async () => {
    const hash = await hashOfFile();
    expect(await rebuild(hash)).toEqual({ reused: true, record: hash });
    expect(rendered).toBe(0);
  });

  it('gets its fingerprint recorded once settled, and is then kept by its fingerprint alone, without reading its bytes', async () => {
    afterSettling();
    const hash = await hashOfFile();
    const first = await rebuild(hash);
    expect(first.reused).toBe(true);
    expect(first.record).toBe(`${hash}@${fileState(path.join(previousDir, 'faq/index.html'))!.fingerprint}`);
    // A record whose hash is wrong but whose fingerprint matches is trusted: the bytes were not read.
    const fingerprintOnly = `${'0'.repeat(40)}@${first.record.split('@')[1]}`;
    expect(await rebuild(fingerprintOnly)).toEqual({ reused: true, record: fingerprintOnly });
    expect(rendered).toBe(0);
  });

  it('is rendered again when changed after its fingerprint was recorded, even with its size and modification time put back', async () => {
    afterSettling();
    const file = path.join(previousDir, 'faq/index.html');
    // A modification time in whole seconds, which utimes can put back exactly.
    const builtAt = Math.floor(Date.now() / 1000) - 60;
    await utimes(file, builtAt, builtAt);
    const { record } = await rebuild(await hashOfFile());
    expect(record).toContain('@');
    await writeFile(file, '<p>by hand!</p>');
    await utimes(file, builtAt, builtAt);
    expect(await rebuild(record)).toMatchObject({ reused: false });
    expect(rendered).toBe(1);
  });

  it('is rendered again when its file is gone or a folder stands in its place', async () => {
    const record = await hashOfFile();
    await rm(path.join(previousDir, 'faq/index.html'));
    expect(await rebuild(record)).toMatchObject({ reused: false });
    await mkdir(path.join(previousDir, 'faq/index.html'));
    expect(await rebuild(record)).toMatchObject({ reused: false });
    expect(rendered).toBe(2);
  });
});

describe('fileState', () => {
  it('calls a file settled only once its last change is SETTLE_MS old, and gives nothing for a folder or a missing file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'file-state-'));
    try {
      const file = path.join(dir, 'a.html');
      await writeFile(file, 'abc');
      const changed = (await stat(file)).ctimeMs;
      expect(fileState(file, changed + SETTLE_MS - 10)).toMatchObject({ size: 3, settled: false });
      expect(fileState(file, changed + SETTLE_MS + 10)).toMatchObject({ size: 3, settled: true });
      expect(fileState(dir)).toBeUndefined();
      expect(fileState(path.join(dir, 'missing.html'))).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('pageKey', () => {
  const article = (html: string, title = 'Spring') => ({ path: '/blog/spring', page: 'blog', props: { posts: [], categories: [], article: { id: 'spring', title, html } }, meta } as unknown as RouteEntry);
  const long = `<p>${'Check the gutters. '.repeat(200)}</p>`;

  it('is the same for equal routes and changes with any part of the route, a long post body included', () => {
    const key = pageKey('shared', article(long));
    expect(pageKey('shared', article(long))).toBe(key);
    expect(pageKey('other', article(long))).not.toBe(key);
    expect(pageKey('shared', article(long, 'Autumn'))).not.toBe(key);
    expect(pageKey('shared', article(long.replace('gutters', 'Gutters')))).not.toBe(key);
    expect(pageKey('shared', article(`${long} `))).not.toBe(key);
    expect(pageKey('shared', article('<p>Short.</p>'))).not.toBe(pageKey('shared', article('<p>Short!</p>')));
  });

  it("changes with the key of a post's body when the route refers to it", () => {
    expect(pageKey('shared', article(bodyRef('k1')))).toBe(pageKey('shared', article(bodyRef('k1'))));
    expect(pageKey('shared', article(bodyRef('k1')))).not.toBe(pageKey('shared', article(bodyRef('k2'))));
  });
});

/** The page of a post whose article's HTML is the Markdown body `k1`, and what every page shares, with `styles` for the blog. */
describe('a page the previous build of this process put in place', () => {
  const route = { path: '/faq', page: 'faq', props: { faq: { categories: [] } }, meta } as unknown as RouteEntry;
  const facts = { h1: 1, ids: ['top'], refs: ['nav /'] };
  const job = (record: string): PageJob => ({ route, files: ['faq/index.html'], key: pageKey('shared', route), cached: `${pageKey('shared', route)}:${record}` });
  const placed = { path: '/faq', entry: `${pageKey('shared', route)}:h1`, file: 'faq/index.html', kept: [], bytes: 14, reused: false, facts, markdown: 0 };
  // No folder at all: a page kept from what the process knows is never looked at on disk.
  const nowhere = path.join(os.tmpdir(), 'render-pages-nowhere', String(process.pid));
  const out = { write: () => { throw new Error('nothing is written for a kept page'); } };
  const noFacts = () => { throw new Error('the facts are the ones the process has'); };

  it('is kept with its facts and the recorded fingerprint, without its file being looked at', () => {
    const done = keepPage(job('h1@fingerprint'), { previousDir: nowhere, out, facts: noFacts, placed: () => placed });
    expect(done).toMatchObject({ reused: true, entry: `${pageKey('shared', route)}:h1@fingerprint`, kept: ['faq/index.html'], facts, bytes: 14 });
  });

  it('is looked at on disk when its record names other bytes than the process put there, and rendered when its key changed', () => {
    expect(keepPage(job('h2'), { previousDir: nowhere, out, facts: noFacts, placed: () => placed })).toBeUndefined();
    const other = { ...route, props: { faq: { categories: ['changed'] } } } as unknown as RouteEntry;
    expect(keepPage({ ...job('h1'), route: other, key: pageKey('shared', other) }, { previousDir: nowhere, out, facts: noFacts, placed: () => placed })).toBeUndefined();
  });
});

function springPost(styles: string[]): { route: RouteEntry; shared: PageShared } {
  const article = { id: 'spring', title: 'Spring', date: '2026-03-01', excerpt: 'e', image: '/images/spring.webp', author: 'A. Writer', html: bodyRef('k1') };
  const route = { path: '/blog/spring', page: 'blog', props: { posts: [], categories: [], article }, meta: { ...meta, canonical: '/blog/spring', ogType: 'article' } } as unknown as RouteEntry;
  const site = { baseUrl: 'https://example.com', name: 'n' };
  const shared = { site, navigation: {}, assets: { blog: { scripts: [], styles } }, noindex: false, jsonLd: { site, team: { fieldTeam: [], officeStaff: [] }, services: [] } } as unknown as PageShared;
  return { route, shared };
}

describe('a page whose route refers to a Markdown body', () => {
  it('is rendered from its route with the body\'s HTML in place of the reference, and written as its one file', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'render-body-'));
    try {
      const { route, shared } = springPost([]);
      const seen: unknown[] = [];
      const render = async (input: { route: RouteEntry }) => {
        seen.push(input.route);
        return [{ html: `<main>${(input.route as RouteEntry<'blog'>).props.article!.html}</main>` }];
      };
      const job: PageJob = { route, files: ['blog/spring/index.html'], key: 'k', cached: undefined, bodies: { k1: { key: 'k1', text: 'Check the gutters.' } } };
      const staging = await mkdtemp(path.join(work, 'staging-'));
      const done = await renderPage(job, { shared, render, out: folderWriter(staging, path.join(work, 'none')), markdown: (body) => `<p>${body.text}</p>` });
      expect(done.markdown).toBe(1);
      expect(await readFile(path.join(staging, 'blog/spring/index.html'), 'utf8')).toBe('<main><p>Check the gutters.</p></main>');
      expect(await readdir(path.join(staging, 'blog/spring'))).toEqual(['index.html']);
      // The route itself still holds the reference: only the copy rendered has the HTML.
      expect(route.props).toMatchObject({ article: { html: bodyRef('k1') } });
      expect(seen).toHaveLength(1);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe('a page rendered in pieces', () => {
  // The frame's pieces are the same strings on many pages; their facts are read once, and each page gets its own.
  it('is written whole, and its facts are those of its whole HTML, on every page that shares a piece', async () => {
    const frameBefore = '<header><a href="/">Home</a><a id="top" href="/faq">FAQ</a></header>';
    const frameAfter = '<footer><a href="/privacy">Privacy</a></footer>';
    const page = (main: string) => [{ html: '<!DOCTYPE html><body>' }, { html: frameBefore, shared: true as const }, { html: main }, { html: frameAfter, shared: true as const }, { html: '</body>' }];
    const { shared } = springPost([]);
    const written = new Map<string, string>();
    const out = { write: (file: string, html: string | Uint8Array) => { written.set(file, String(html)); return false; } };
    for (const [path, main] of [['/a', '<main><h1 id="a">A</h1><a href="/a#top">up</a></main>'], ['/b', '<main><h1>B</h1><h1>again</h1><img src="/images/b.png"></main>']] as const) {
      const route = { path, page: 'faq', props: { faq: { categories: [] } }, meta } as unknown as RouteEntry;
      const done = await renderPage({ route, files: [`${path.slice(1)}/index.html`], key: 'k', cached: undefined }, { shared, render: async () => page(main), out, markdown: () => '' });
      const whole = page(main).map((piece) => piece.html).join('');
      expect(written.get(`${path.slice(1)}/index.html`)).toBe(whole);
      expect(done.facts).toEqual(pageFacts(whole));
    }
  });
});

describe('withFingerprint', () => {
  it("adds the fingerprint of a settled file to a page's entry, and leaves a recent file, a missing one and a recorded fingerprint as they were", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'with-fingerprint-'));
    try {
      await mkdir(path.join(dir, 'blog/a'), { recursive: true });
      await writeFile(path.join(dir, 'blog/a/index.html'), '<p>a</p>');
      const file = 'blog/a/index.html';
      const changed = (await stat(path.join(dir, file))).ctimeMs;
      const later = changed + SETTLE_MS + 1_000;
      expect(withFingerprint('key:h1', file, dir, later)).toBe(`key:h1@${fileState(path.join(dir, file), later)!.fingerprint}`);
      expect(withFingerprint('key:h1', file, dir, changed)).toBe('key:h1');
      expect(withFingerprint('key:h1@recorded', file, dir, later)).toBe('key:h1@recorded');
      expect(withFingerprint('key:h1', 'blog/missing/index.html', dir, later)).toBe('key:h1');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops with our own error, not a page without its text, when its job does not carry the body', async () => {
    const { route, shared } = springPost([]);
    const job: PageJob = { route, files: ['blog/spring/index.html'], key: 'k', cached: undefined };
    const out = { write: () => false };
    await expect(renderPage(job, { shared, render: async () => [], out, markdown: () => '' })).rejects.toThrow(/shows Markdown body k1, which its job does not carry/);
  });
});
