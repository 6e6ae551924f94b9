import { expect, test, type Page } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse, parseDocument } from 'yaml';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { buildSite } from '../../pipeline/build.ts';
import { countBySeverity } from '../../pipeline/messages/messages.ts';
import { startCms, type CmsHarness } from './cms-harness.ts';

/**
 * The CMS at /admin/ as an editor uses it with `npm run dev`: Decap CMS saving through decap-server into a copy of the
 * frozen content. After each save the file on disk holds the change, in the schema's key order, and the content
 * still validates. Everything runs on 127.0.0.1.
 *
 * Serial on one copy: each editor's test changes different files and checks only its own, and the last test builds
 * the copy once with all of them, as CI builds what a merged pull request holds.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');
let cms: CmsHarness;

test.beforeAll(async () => {
  cms = await startCms(4620 + test.info().workerIndex, 8620 + test.info().workerIndex);
});
test.afterAll(async () => {
  await cms?.close();
});

async function open(page: Page, entry: string): Promise<void> {
  const violations: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  await page.goto(cms.adminUrl);
  await page.getByRole('button', { name: /login/i }).click();
  await goTo(page, entry);
  expect(violations).toEqual([]);
}

/**
 * Another entry, once logged in, by a fresh load of the page: Decap moving from one file of a collection to another by
 * its address alone keeps the first file's values in the second's form.
 */
async function goTo(page: Page, entry: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${cms.adminUrl}#/collections/${entry}`);
  await expect(page.getByText(/changes saved/i)).toBeVisible({ timeout: 20_000 });
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText(/changes saved/i)).toBeVisible({ timeout: 15_000 });
}

async function expectValid(): Promise<void> {
  const { messages } = await checkContent(cms.dataDir, root, cms.project);
  expect(messages.filter((m) => m.severity === 'error')).toEqual([]);
  expect(countBySeverity(messages).errors).toBe(0);
}

/** Opens a collapsed item of a list by the chevron of the item that shows `summary`. */
async function expand(page: Page, summary: string): Promise<void> {
  const item = page.locator('div').filter({ has: page.getByText(summary, { exact: true }) }).filter({ has: page.getByRole('button') }).last();
  await item.getByRole('button').first().click();
}

const yamlOf = (file: string) => parse(readFileSync(path.join(cms.dataDir, file), 'utf8'));

test('an editor changes a service\'s price, and the saved file holds it and validates', async ({ page }) => {
  await open(page, 'services/entries/carpentry');
  await expand(page, 'Custom Shelving Installation');
  const from = page.getByLabel('From (optional)', { exact: true }).first();
  await expect(from).toHaveValue('150');
  await from.fill('165');
  await publish(page);
  const saved = yamlOf('services/carpentry.yaml');
  expect(saved.services[0].price).toEqual({ from: 165 });
  expect(saved.services[1].price).toEqual({ from: 225 });
  // Decap writes keys in the order of its fields, which is the schema's: the file reads as before.
  expect(Object.keys(saved.services[0])).toEqual(['id', 'name', 'description', 'subcategory', 'image', 'features', 'popular', 'price', 'timeEstimate']);
  await expectValid();
});

test('an editor adds a question to the FAQ, and the saved file holds it and validates', async ({ page }) => {
  const before = yamlOf('faq.yaml');
  await open(page, 'settings/entries/faq');
  await expand(page, before.categories[0].title);
  await page.getByRole('button', { name: /add questions/i }).first().click();
  await page.getByLabel('Question', { exact: true }).filter({ visible: true }).last().fill('Do you work on weekends?');
  await page.getByLabel('Answer', { exact: true }).filter({ visible: true }).last().fill('Yes, on Saturdays by appointment.');
  await publish(page);
  const saved = yamlOf('faq.yaml');
  expect(saved.categories[0].questions).toHaveLength(before.categories[0].questions.length + 1);
  expect(saved.categories[0].questions.at(-1)).toEqual({ question: 'Do you work on weekends?', answer: 'Yes, on Saturdays by appointment.' });
  expect(saved.categories.slice(1)).toEqual(before.categories.slice(1));
  await expectValid();
});

test('an editor adds a testimonial with its category, and the saved file holds it and validates', async ({ page }) => {
  const before = yamlOf('testimonials.yaml');
  await open(page, 'settings/entries/testimonials');
  await page.getByRole('button', { name: /add testimonials/i }).click();
  await page.getByLabel('Name', { exact: true }).filter({ visible: true }).last().fill('Priya S.');
  await page.getByLabel('Rating', { exact: true }).filter({ visible: true }).last().fill('5');
  await page.getByLabel('Text', { exact: true }).filter({ visible: true }).last().fill('They fixed a leaking shower valve the same afternoon and left the bathroom spotless.');
  await page.getByLabel('Role', { exact: true }).filter({ visible: true }).last().fill('Homeowner');
  await page.getByLabel('Town', { exact: true }).filter({ visible: true }).last().fill('Monument, CO');
  await page.getByLabel('Source', { exact: true }).filter({ visible: true }).last().fill('Google');
  await page.getByLabel('Category (optional)', { exact: true }).filter({ visible: true }).last().fill('Plumb');
  await page.getByRole('option', { name: 'Plumbing', exact: true }).click();
  await publish(page);
  const saved = yamlOf('testimonials.yaml');
  expect(saved.testimonials).toHaveLength(before.testimonials.length + 1);
  expect(saved.testimonials.at(-1)).toEqual({ name: 'Priya S.', rating: 5, text: 'They fixed a leaking shower valve the same afternoon and left the bathroom spotless.', role: 'Homeowner', town: 'Monument, CO', source: 'Google', category: 'Plumbing' });
  expect(Object.keys(saved.testimonials.at(-1))).toEqual(['name', 'rating', 'text', 'role', 'town', 'source', 'category']);
  expect(saved.testimonials.slice(0, -1)).toEqual(before.testimonials);
  await expectValid();
});

/** Yesterday, in UTC: a post dated today or earlier is published, whatever the time zone. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('an editor writes a blog post with a photo, and the post and its picture land where the site reads them', async ({ page }) => {
  // A photo as a phone would give it: a JPEG, made here so no test reads data/.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 150 } } }).jpeg({ quality: 80 }).toBuffer();
  await open(page, 'post/new');
  await page.getByLabel('Title', { exact: true }).fill('Fixing a Squeaky Porch Step');
  await page.getByLabel('Excerpt', { exact: true }).fill('A squeaky porch step is usually a loose tread. Here is how we find the cause and fix it for good.');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'porch-step.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('Author', { exact: true }).fill('Dana Whitfield');
  await page.getByLabel('Date', { exact: true }).fill(yesterday());
  await page.getByLabel('Category', { exact: true }).fill('Mainten');
  await page.getByRole('option', { name: 'Maintenance', exact: true }).click();
  await page.getByLabel('Read time', { exact: true }).fill('3 min read');
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type('Most squeaks come from a tread that has worked loose from its stringer. We screw it down and glue it.');
  await publish(page);

  const file = path.join(cms.dataDir, 'posts/fixing-a-squeaky-porch-step.md');
  expect(existsSync(file)).toBe(true);
  const text = readFileSync(file, 'utf8');
  const front = parse(text.split(/^---$/m)[1]!);
  // The same form as the posts written by hand: the schema's fields in its order, the date as a plain date.
  expect(Object.keys(front)).toEqual(['title', 'excerpt', 'image', 'author', 'date', 'category', 'readTime']);
  expect(front).toMatchObject({ title: 'Fixing a Squeaky Porch Step', author: 'Dana Whitfield', category: 'Maintenance', readTime: '3 min read', image: '/images/porch-step.jpg' });
  expect(text).toMatch(new RegExp(`^date: ${yesterday()}$`, 'm'));
  expect(text.trimEnd().endsWith('We screw it down and glue it.')).toBe(true);
  // The schema's /images/... path is a file under the content folder's images/.
  expect(readFileSync(path.join(cms.dataDir, 'images/porch-step.jpg')).equals(photo)).toBe(true);
  await expectValid();
});

/** Removes the item of a list that shows `summary`, by the remove button at the end of its bar. */
async function remove(page: Page, summary: string): Promise<void> {
  const bar = page.locator('div').filter({ has: page.getByText(summary, { exact: true }) }).filter({ has: page.getByRole('button') }).last();
  await bar.getByRole('button').last().click();
  await expect(page.getByText(summary, { exact: true })).toHaveCount(0);
}

test('moving from one settings file to another inside the CMS shows the second file\'s own values', async ({ page }) => {
  // A save from a form holding another file's values would overwrite that file: the CMS's own links must not mix them.
  await open(page, 'settings/entries/packages');
  await expect(page.getByText(yamlOf('packages.yaml').packages[0].name, { exact: true })).toBeVisible();
  await page.locator('a[href$="#/collections/settings"]').first().click();
  await page.locator('a[href$="#/collections/settings/entries/home"]').first().click();
  await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(yamlOf('home.yaml').seo.title);
  await expect(page.getByText(yamlOf('packages.yaml').packages[0].name, { exact: true })).toHaveCount(0);
});

test('an editor removes a package with the home page\'s and the footer\'s mentions of it, and the content validates', async ({ page }) => {
  test.setTimeout(60_000);
  const before = yamlOf('packages.yaml');
  const gone = before.packages.find((p: { id: string }) => p.id === 'premium');
  // The mentions first: once the package is gone, the relation widget no longer shows an id that matches no package.
  await open(page, 'settings/entries/home');
  await page.getByRole('button', { name: 'Remove premium' }).click();
  await publish(page);
  await goTo(page, 'settings/entries/navigation');
  await remove(page, 'Premium Package');
  await publish(page);
  await goTo(page, 'settings/entries/packages');
  await remove(page, gone.name);
  await publish(page);
  expect(yamlOf('packages.yaml').packages).toEqual(before.packages.filter((p: { id: string }) => p.id !== 'premium'));
  expect(yamlOf('home.yaml').packages.ids).toEqual(['basic', 'standard']);
  expect(yamlOf('navigation.yaml').footer.packages.map((l: { package: string }) => l.package)).not.toContain('premium');
  await expectValid();
});

test('a package removed alone fails validate at each line that still names it, in the words the pull request\'s check shows', async () => {
  // A copy of its own, edited as the CMS saves packages.yaml: the package's block gone, nothing else.
  const project = mkdtempSync(path.join(os.tmpdir(), 'cms-alone-'));
  try {
    const dataDir = path.join(project, 'data');
    cpSync(path.join(root, 'tests/fixtures/site'), dataDir, { recursive: true });
    const file = path.join(dataDir, 'packages.yaml');
    const doc = parseDocument(readFileSync(file, 'utf8'));
    const ids = (doc.toJS().packages as { id: string }[]).map((p) => p.id);
    doc.deleteIn(['packages', ids.indexOf('premium')]);
    writeFileSync(file, doc.toString());
    const lineOf = (name: string, pattern: RegExp) => readFileSync(path.join(dataDir, name), 'utf8').split('\n').findIndex((l) => pattern.test(l)) + 1;

    const { messages } = await checkContent(dataDir, root, project);
    const errors = messages.filter((m) => m.severity === 'error').map(({ file: at, line, rule, message }) => ({ file: at, line, rule, message }));
    // It names the id and offers the ids that are left (each rule words the first half its own way).
    const unknown = expect.stringMatching(new RegExp(`"premium".*; use one of the ids in data/packages\\.yaml: ${ids.filter((id) => id !== 'premium').join(', ')}$`));
    expect(errors).toEqual([
      { file: 'data/home.yaml', line: lineOf('home.yaml', /^\s+ids: .*premium/), rule: 'ref/package', message: unknown },
      { file: 'data/navigation.yaml', line: lineOf('navigation.yaml', /package: premium/), rule: 'ref/package', message: unknown },
    ]);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});

/** A built page's text as a visitor reads it: no scripts (hydration data, JSON-LD), no tags. */
const shownText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

test('the site built from the CMS\'s saves shows every change on its pages', async () => {
  test.setTimeout(60_000);
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'cms-build-'));
  try {
    const summary = await buildSite({ root, dataDir: cms.dataDir, outDir, strict: false, noindex: false, log: () => undefined });
    expect(summary.messages.filter((m) => m.severity === 'error')).toEqual([]);
    expect(summary.ok).toBe(true);
    const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');

    // The price: the category's directory view shows the service with its new price.
    expect(shownText(page('service-directory/carpentry'))).toMatch(/Custom Shelving Installation [^$]*From \$165\b/);
    expect(shownText(page('faq'))).toContain('Do you work on weekends? Yes, on Saturdays by appointment.');
    expect(shownText(page(''))).toContain('They fixed a leaking shower valve the same afternoon and left the bathroom spotless.');

    const post = page('blog/fixing-a-squeaky-porch-step');
    expect(shownText(post)).toContain('Fixing a Squeaky Porch Step');
    expect(shownText(post)).toContain('We screw it down and glue it.');
    // The uploaded photo, published by the build under /images/ (resized: a <picture> of its sizes).
    const pictures = [...post.matchAll(/<(?:img|source)\b[^>]*?\b(?:src|srcSet|srcset)="([^"]+)"/g)].map((m) => m[1]!).filter((src) => src.includes('porch-step'));
    expect(pictures.length).toBeGreaterThan(0);
    for (const src of pictures.flatMap((s) => s.split(',').map((c) => c.trim().split(' ')[0]!))) {
      expect(src).toMatch(/^\/images\//);
      expect(existsSync(path.join(outDir, src))).toBe(true);
    }

    const packages = page('packages');
    expect(packages).not.toContain('Premium Home Improvement Package');
    expect(shownText(packages)).toContain('Standard Home Maintenance Package');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
