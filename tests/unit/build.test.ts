import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import { readdir, readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../pipeline/build.ts';
import { copyOfData, editFile, root, treeHash } from './fixture-harness.ts';

const quiet = () => {};

describe('build', () => {
  let work: string;
  beforeAll(async () => { work = await mkdtemp(path.join(os.tmpdir(), 'build-test-')); });
  afterAll(async () => { await rm(work, { recursive: true, force: true }); });

  it('builds the same commit twice into byte-identical output', async () => {
    const a = path.join(work, 'a');
    const b = path.join(work, 'b');
    const first = await buildSite({ root, dataDir: fixtureData, outDir: a, strict: false, noindex: false, log: quiet });
    const second = await buildSite({ root, dataDir: fixtureData, outDir: b, strict: false, noindex: false, log: quiet });
    expect(first.ok && second.ok).toBe(true);
    const ha = await treeHash(a);
    expect(ha.size).toBeGreaterThan(40);
    expect([...ha.entries()]).toEqual([...(await treeHash(b)).entries()]);
  });

  it('writes every route as <route>/index.html plus 404.html, sitemap.xml and robots.txt', async () => {
    const out = path.join(work, 'a');
    const files = await treeHash(out);
    for (const f of ['index.html', '404.html', 'sitemap.xml', 'robots.txt', 'services/index.html', 'service-directory/index.html', 'services/plumbing/index.html', 'blog/index.html', 'about/index.html', 'about-us/index.html', '404/index.html']) {
      expect(files.has(f), f).toBe(true);
    }
  });

  it('leaves the previous output byte-for-byte untouched and no temp folders behind when the content is broken', async () => {
    const out = path.join(work, 'a');
    const before = await treeHash(out);
    const copy = await copyOfData();
    try {
      const file = path.join(copy.dataDir, 'packages.yaml');
      await writeFile(file, (await readFile(file, 'utf8')).replace('price: 399', 'price: "$399"'));
      const result = await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: quiet });
      expect(result.ok).toBe(false);
      expect(result.messages.some((m) => m.rule === 'value/price' && m.file.endsWith('packages.yaml'))).toBe(true);
    } finally {
      await copy.cleanup();
    }
    expect([...(await treeHash(out)).entries()]).toEqual([...before.entries()]);
    expect((await readdir(work)).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('removes its staging folder and keeps the previous output when a later stage fails', async () => {
    const out = path.join(work, 'a');
    const before = await treeHash(out);
    // The progress logger runs between stages; failing there simulates a crash after pages were written.
    const failAfterRender = (line: string) => { if (line.includes('render')) throw new Error('simulated failure'); };
    await expect(buildSite({ root, dataDir: fixtureData, outDir: out, strict: false, noindex: false, log: failAfterRender })).rejects.toThrow('simulated failure');
    expect([...(await treeHash(out)).entries()]).toEqual([...before.entries()]);
    expect((await readdir(work)).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('marks every page noindex and disallows crawling when built with noindex', async () => {
    const out = path.join(work, 'noindex');
    const result = await buildSite({ root, dataDir: fixtureData, outDir: out, strict: false, noindex: true, log: quiet });
    expect(result.ok).toBe(true);
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toContain('Disallow: /');
    expect(await readFile(path.join(out, 'faq/index.html'), 'utf8')).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('the build checking its own output before it is published', () => {
  const SITE = 'https://www.ridgelinehandyman.example';
  // Each slips past the content rules (which check what was typed) and is caught in the rendered pages.
  it.each([
    ['a footer profile on the site\'s own address, to a page that does not exist', 'site.yaml', 'url: https://nextdoor.com/pages/ridgelinehandyman', `url: ${SITE}/nextdoor`, 'output/broken-link', 81],
    ['a full address of the site with a #fragment the page does not have', 'posts/kitchen-renovation.md', 'This guide covers the planning', `See [the FAQ](${SITE}/faq#nope). This guide covers the planning`, 'output/missing-fragment', 12],
    // Since the content rule markdown/h1 names it at validate, the output check is its second net (verify-output.test).
    ['a second "# " title in a post', 'posts/smart-home-upgrades.md', '\n## ', '\n# A second title\n\n## ', 'markdown/h1', 0],
  ])('refuses %s, at the content line, and leaves the output as it was', async (_what, file, find, replace, rule, line) => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'verify-test-'));
    const copy = await copyOfData();
    try {
      expect((await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: quiet })).ok).toBe(true);
      const before = await treeHash(out);
      await editFile(path.join(copy.dataDir, file), (text) => {
        expect(text).toContain(find);
        return text.replace(find, replace);
      });
      const result = await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: quiet });
      expect(result.ok).toBe(false);
      const hit = result.messages.find((m) => m.rule === rule);
      expect(hit, JSON.stringify(result.messages)).toMatchObject({ severity: 'error', file: expect.stringMatching(new RegExp(`${file}$`)) });
      if (line) expect(hit!.line).toBe(line);
      else expect(hit!.line).toBeGreaterThan(1);
      expect([...(await treeHash(out)).entries()]).toEqual([...before.entries()]);
    } finally {
      await copy.cleanup();
      await rm(out, { recursive: true, force: true });
    }
  });
});

describe('page assets', () => {
  it('links exactly one stylesheet, which exists, from every page', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'assets-test-'));
    try {
      expect((await buildSite({ root, dataDir: fixtureData, outDir: out, strict: false, noindex: false, log: quiet })).ok).toBe(true);
      for (const page of ['index.html', 'services/plumbing/index.html', 'blog/index.html', '404.html']) {
        const html = await readFile(path.join(out, page), 'utf8');
        const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
        expect(links, page).toHaveLength(1);
        expect((await readFile(path.join(out, links[0]!))).length).toBeGreaterThan(1000);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
