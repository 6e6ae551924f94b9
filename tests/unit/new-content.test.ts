import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { addService, slugOf, STARTER_TEXTS } from '../../pipeline/content/new-content.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { copyOfData, editFile, root } from './fixture-harness.ts';

const run = promisify(execFile);
let copy: Awaited<ReturnType<typeof copyOfData>>;
const site = (...args: string[]) => run(process.execPath, [path.join(root, 'cli/site.mjs'), 'new', '--data', copy.dataDir, ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1' } })
  .then((r) => ({ code: 0, out: r.stdout + r.stderr }), (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }));

beforeAll(async () => { copy = await copyOfData(); });
afterAll(async () => { await copy.cleanup(); });

describe('npm run new', () => {
  it('turns a title into the file name that becomes the address', () => {
    expect(slugOf('Gutter Care & Winter Prep!')).toBe('gutter-care-and-winter-prep');
    expect(slugOf('Café  Tiles, 2027')).toBe('cafe-tiles-2027');
  });

  it('writes a valid post dated today, prints its path and address, and validate passes', async () => {
    const result = await site('post', 'Gutter Care & Winter Prep');
    expect(result.code).toBe(0);
    const file = path.join(copy.dataDir, 'posts/gutter-care-and-winter-prep.md');
    expect(result.out).toContain(`wrote ${file}:1:1`);
    expect(result.out).toContain('/blog/gutter-care-and-winter-prep');
    expect(await readFile(file, 'utf8')).toContain(`date: ${new Date().toISOString().slice(0, 10)}`);
    const { messages } = await checkContent(copy.dataDir, root, copy.dir);
    expect(messages.filter((m) => m.severity === 'error')).toEqual([]);
  });

  it('refuses to overwrite a post that exists', async () => {
    const result = await site('post', 'Gutter Care & Winter Prep');
    expect(result.code).toBe(1);
    expect(result.out).toContain('already exists');
  });

  it('adds a service with the next id of its category file, and validate passes', async () => {
    const result = await site('service', 'plumbing', 'Sump Pump Check');
    expect(result.code).toBe(0);
    const text = await readFile(path.join(copy.dataDir, 'services/plumbing.yaml'), 'utf8');
    const ids = [...text.matchAll(/id: plumbing-(\d+)/g)].map((m) => Number(m[1]));
    expect(text).toMatch(new RegExp(`id: plumbing-${Math.max(...ids)}\\n {4}name: Sump Pump Check`));
    const { messages } = await checkContent(copy.dataDir, root, copy.dir);
    expect(messages.filter((m) => m.severity === 'error')).toEqual([]);
  });

  it('leaves texts that validate --launch refuses to publish until the editor replaces them', async () => {
    // The post and the service the two tests above started.
    const { messages } = await checkContent(copy.dataDir, root, copy.dir, { launch: true });
    const drafts = messages.filter((m) => m.rule === 'launch/drafting-note').map((m) => `${path.basename(m.file)}:${m.line}`);
    const service = (await readFile(path.join(copy.dataDir, 'services/plumbing.yaml'), 'utf8')).split('\n');
    const at = (text: string) => `plumbing.yaml:${service.findIndex((l) => l.includes(text)) + 1}`;
    expect(drafts).toEqual(['gutter-care-and-winter-prep.md:3', 'gutter-care-and-winter-prep.md:10',
      ...[STARTER_TEXTS.description, ...STARTER_TEXTS.features].map(at)]);
  });

  it('starts a category: its services file and its page, valid as written, and says which menu lines to add', async () => {
    const result = await site('category', 'Gutters & Downspouts');
    expect(result.code).toBe(0);
    const services = path.join(copy.dataDir, 'services/gutters-downspouts.yaml');
    const page = path.join(copy.dataDir, 'categories/gutters-downspouts.yaml');
    expect(result.out).toContain(`wrote ${services}:1:1\nwrote ${page}:1:1`);
    expect(result.out).toContain('The page will be at /services/gutters-downspouts.');
    const menuLine = '  - { label: "Gutters & Downspouts", href: /services/gutters-downspouts }';
    expect(result.out).toContain(`${menuLine}\nunder megaMenu, under the items of a group in mobileGroups`);
    expect(await readFile(services, 'utf8')).toContain('category: "Gutters & Downspouts"');
    expect(await readFile(page, 'utf8')).toContain('category: "Gutters & Downspouts"');
    // The line it prints, pasted under megaMenu, is a working menu entry.
    await editFile(path.join(copy.dataDir, 'navigation.yaml'), (text) => text.replace('megaMenu:\n', `megaMenu:\n${menuLine}\n`));
    const { messages, value } = await checkContent(copy.dataDir, root, copy.dir);
    expect(messages.filter((m) => m.severity === 'error')).toEqual([]);
    expect(value.site?.routes.some((r) => r.path === '/services/gutters-downspouts')).toBe(true);
  });

  it('leaves the new category\'s starter texts for validate --launch to refuse, in both files', async () => {
    const { messages } = await checkContent(copy.dataDir, root, copy.dir, { launch: true });
    const drafts = (name: string) => messages.filter((m) => m.rule === 'launch/drafting-note' && m.file.endsWith(name)).length;
    // Service name, description and 3 features; SEO description, hero text, intro, card, question, answer and CTA.
    expect(drafts('services/gutters-downspouts.yaml')).toBe(5);
    expect(drafts('categories/gutters-downspouts.yaml')).toBe(7);
  });

  it('refuses to start a category that exists, whatever its capitals', async () => {
    const result = await site('category', 'plumbing');
    expect(result.code).toBe(1);
    expect(result.out).toContain('already holds this category; add services to it with: npm run new -- service plumbing "Name"');
  });

  it('says which category files exist when the category is wrong', async () => {
    const result = await site('service', 'plumming', 'Sump Pump Check');
    expect(result.code).toBe(1);
    expect(result.out).toContain('the category is the name of a file in');
  });

  it('keeps the rest of a services file as it was written', () => {
    const source = '# a comment\ncategory: X\nservices:\n  - id: x-09\n    name: "A"\n';
    const added = addService(source, 'B');
    expect('text' in added && added.text.startsWith('# a comment\ncategory: X\nservices:\n  - id: x-09\n    name: "A"\n  - id: x-10\n')).toBe(true);
  });
});
