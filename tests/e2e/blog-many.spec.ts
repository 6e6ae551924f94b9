import { test, expect, type Page, type Request } from '@playwright/test';
import { fixtureData } from '../fixture-content.ts';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../pipeline/output/static-server.ts';
import { writeSyntheticData } from '../bench/synthetic-content.ts';
import { buildWithCli, waitForHydration, watchConsole } from './helpers.ts';

/**
 * A blog bigger than one page: the shipped content plus 30 generated posts (33 in all), built once and served by our
 * own static server. /blog carries the newest 12 cards; the rest come from /blog/articles.json when a visitor asks for
 * more, searches or picks a category. Runs in the desktop project only (one build); the layout is the shipped blog's.
 */
const root = path.resolve(import.meta.dirname, '../..');
const INDEX = '/blog/articles.json';
/** The generated post with the earliest date (2025-01-01). */
const OLDEST_POST = 'synthetic-00000.md';

interface Summary { id: string; title: string; category: string }

test.describe.configure({ mode: 'serial' });

let tmp: string | undefined;
let server: StaticServer | undefined;
let all: Summary[] = [];

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  tmp = await mkdtemp(path.join(os.tmpdir(), 'blog-many-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const outDir = path.join(tmp, 'out');
  await writeSyntheticData(fixtureData, dataDir, { serviceFactor: 1, posts: 30 });
  // The oldest post shows a photo, which the build resizes: its article, opened in place from /blog, must show it.
  await copyFile(path.join(dataDir, 'images/og/default.png'), path.join(dataDir, 'images/blog/old-photo.png'));
  const oldestPost = path.join(dataDir, 'posts', OLDEST_POST);
  await writeFile(oldestPost, (await readFile(oldestPost, 'utf8')).replace(/^image: .*$/m, 'image: /images/blog/old-photo.png'));
  const result = await buildWithCli(dataDir, outDir);
  expect(result.code, result.output.slice(-4000)).toBe(0);
  all = JSON.parse(await readFile(path.join(outDir, INDEX), 'utf8')) as Summary[];
  server = await startStaticServer(outDir, 0);
});

test.afterAll(async () => {
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const cards = (page: Page) => page.locator('.blog-grid article');
const count = (page: Page) => page.locator('.blog-count');
const titles = (page: Page) => cards(page).locator('.blog-card-title');
const showMore = (page: Page) => page.getByRole('button', { name: 'Show more articles' });

/** Opens /blog (plus `query`) hydrated, recording every request for the list of all posts. */
async function openBlog(page: Page, query = ''): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => { if (new URL(request.url()).pathname === INDEX) requests.push(request); });
  await page.goto(`${server!.url}/blog${query}`);
  await waitForHydration(page);
  return requests;
}

/** Holds every request for the list of all posts until the returned function is called. */
async function holdBackTheList(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(`${server!.url}${INDEX}`, async (route) => { await held; await route.continue(); });
  return release;
}

test('/blog carries the newest 12 of 33 posts, and "Show more articles" adds 12 at a time, focusing the first new card', async ({ page }) => {
  const { problems } = watchConsole(page);
  expect(all).toHaveLength(33);
  const requests = await openBlog(page);
  const data = await page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!) as { props: { posts: Summary[]; total: number } });
  expect(data.props.posts.map((p) => p.id)).toEqual(all.slice(0, 12).map((p) => p.id));
  expect(data.props.total).toBe(33);
  await expect(titles(page)).toHaveText(all.slice(0, 12).map((p) => p.title));
  await expect(count(page)).toHaveText('Showing 12 of 33 articles');
  // Nothing beyond the first page is fetched until the visitor asks for it.
  expect(requests).toEqual([]);

  await showMore(page).click();
  await expect(titles(page)).toHaveText(all.slice(0, 24).map((p) => p.title));
  await expect(count(page)).toHaveText('Showing 24 of 33 articles');
  await expect(page.getByRole('link', { name: all[12]!.title })).toBeFocused();
  expect(requests).toHaveLength(1);

  // From the keyboard too.
  await showMore(page).press('Enter');
  await expect(titles(page)).toHaveText(all.map((p) => p.title));
  await expect(count(page)).toHaveText('33 articles');
  await expect(page.getByRole('link', { name: all[24]!.title })).toBeFocused();
  await expect(showMore(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('searching and the category select work on every post, not only the first page', async ({ page }) => {
  const { problems } = watchConsole(page);
  const requests = await openBlog(page);
  const oldest = all[32]!;
  expect(all.slice(0, 12).map((p) => p.id)).not.toContain(oldest.id);
  await page.getByPlaceholder('Search articles...').fill(oldest.title);
  await expect(titles(page)).toHaveText([oldest.title]);
  await expect(count(page)).toHaveText('1 article');
  expect(requests).toHaveLength(1);

  await page.getByPlaceholder('Search articles...').fill('');
  const category = 'Maintenance';
  const inCategory = all.filter((p) => p.category === category);
  expect(inCategory.length).toBeGreaterThan(12);
  await page.getByLabel('Category').selectOption(category);
  await expect(titles(page)).toHaveText(inCategory.slice(0, 12).map((p) => p.title));
  await expect(count(page)).toHaveText(`Showing 12 of ${inCategory.length} articles`);
  await showMore(page).click();
  await expect(titles(page)).toHaveText(inCategory.slice(0, 24).map((p) => p.title));
  expect(problems).toEqual([]);
});

test('/blog?post={id} opens a post beyond the first page, and an unknown id keeps the list', async ({ page }) => {
  const { problems } = watchConsole(page);
  const oldest = all[32]!;
  expect(`${oldest.id}.md`).toBe(OLDEST_POST);
  await openBlog(page, `?post=${oldest.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest.title);
  await expect(page.getByRole('link', { name: 'Back to Blog' }).first()).toBeVisible();
  // Its photo as the build published it: resized copies, read with the article from the article's own page.
  const photo = page.locator('picture:has(.blog-article-image)');
  await expect(photo.locator('source').first()).toHaveAttribute('srcset', /^\/images\/_\/\w+-\d+\.avif \d+w/);
  await expect(page.locator('.blog-article-image')).toHaveJSProperty('complete', true);
  expect(await page.locator('.blog-article-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await openBlog(page, '?post=no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(titles(page)).toHaveCount(12);
  expect(problems).toEqual([]);
});

test('when the rest of the list cannot be loaded, the page says so, keeps its cards, and tries again on the next click', async ({ page }) => {
  await page.route(`${server!.url}${INDEX}`, (route) => route.abort());
  await openBlog(page);
  await showMore(page).click();
  await expect(count(page)).toHaveText('Showing the newest 12 articles: the full list could not be loaded. Check your connection and try again.');
  await expect(titles(page)).toHaveCount(12);
  await page.unroute(`${server!.url}${INDEX}`);
  await showMore(page).click();
  await expect(titles(page)).toHaveText(all.slice(0, 24).map((p) => p.title));
  await expect(count(page)).toHaveText('Showing 24 of 33 articles');
});

test('while the rest of the list is on its way, a search says it is searching every article, then shows what matched', async ({ page }) => {
  const release = await holdBackTheList(page);
  await openBlog(page);
  const oldest = all[32]!;
  await page.getByPlaceholder('Search articles...').fill(oldest.title);
  await expect(count(page)).toHaveText('Searching all 33 articles...');
  // None of the first 12 cards matches, so the list says it is still looking rather than that nothing matched.
  await expect(page.locator('.blog-empty')).toHaveText('Searching all articles...');
  release();
  await expect(titles(page)).toHaveText([oldest.title]);
  await expect(count(page)).toHaveText('1 article');
});

test('"Show more articles" says it is busy while the rest of the list is on its way, and not once the cards are there', async ({ page }) => {
  const release = await holdBackTheList(page);
  await openBlog(page);
  await expect(showMore(page)).not.toHaveAttribute('aria-busy');
  await showMore(page).click();
  await expect(showMore(page)).toHaveAttribute('aria-busy', 'true');
  await expect(titles(page)).toHaveCount(12);
  release();
  await expect(titles(page)).toHaveText(all.slice(0, 24).map((p) => p.title));
  await expect(showMore(page)).not.toHaveAttribute('aria-busy');
});

test('without JavaScript, /blog links to the sitemap\'s blog list, which names every article, the oldest too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server!.url}/blog`);
  await expect(cards(page)).toHaveCount(12);
  await expect(showMore(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(page).toHaveURL(/\/sitemap\/?#sitemap-blog$/);
  const blog = page.locator('#sitemap-blog').locator('xpath=..');
  for (const post of [all[0]!, all.at(-1)!]) await expect(blog.getByRole('link', { name: post.title, exact: true })).toBeVisible();
  await context.close();
});
