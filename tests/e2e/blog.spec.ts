import { test, expect, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

interface PostData { id: string; title: string; excerpt: string; category: string; readTime: string; image: string; date: string }
interface BlogData { props: { posts: PostData[]; categories: string[] } }

const pageData = (page: Page) => page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!) as unknown) as Promise<BlogData>;
const cards = (page: Page) => page.locator('.blog-grid article');

test('the blog lists every post with image, category, date, read time and excerpt, linking to /blog/{id}', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/blog');
  await waitForHydration(page);
  const { props } = await pageData(page);
  expect(props.posts).toHaveLength(3);
  await expect(cards(page)).toHaveCount(3);
  for (const post of props.posts) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: post.title }) });
    await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.id}`);
    await expect(card.locator('img')).toHaveAttribute('src', post.image);
    await expect(card.locator('.blog-category')).toHaveText(post.category);
    await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
    await expect(card).toContainText(post.readTime);
    await expect(card).toContainText(post.excerpt);
  }
  await expect(page.locator('.blog-grid time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  expect(problems).toEqual([]);
});

test('searching "Search articles..." filters on title and excerpt, case-insensitively', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const search = page.getByPlaceholder('Search articles...');
  await expect(search).toHaveAccessibleName('Search articles');
  await search.fill('KITCHEN');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Planning a Kitchen Refresh');
  // Only in the spring post's excerpt, not in any title.
  await search.fill('freeze-thaw');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Spring Home Maintenance Checklist');
  // In the article bodies only: search does not look there.
  await search.fill('binoculars');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No articles match your search.')).toBeVisible();
  await search.fill('');
  await expect(cards(page)).toHaveCount(3);
});

test('the category select offers All plus the blog categories and filters the cards', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const { props } = await pageData(page);
  const select = page.getByLabel('Category');
  await expect(select.locator('option')).toHaveText(['All', ...props.categories]);
  await expect(select).toHaveValue('All');
  await select.selectOption('Renovation');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).locator('.blog-category')).toHaveText('Renovation');
  await select.selectOption('DIY');
  await expect(cards(page)).toHaveCount(0);
  await select.selectOption('Smart Home');
  await page.getByPlaceholder('Search articles...').fill('kitchen');
  await expect(cards(page)).toHaveCount(0);
  await select.selectOption('All');
  await expect(cards(page)).toHaveCount(1);
});

test('?post={id} shows the article after hydration, and Back to Blog returns to the list', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/blog?post=kitchen-renovation');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planning a Kitchen Refresh: Budget, Order of Work, and Who Does What');
  await expect(page.locator('.blog-article')).toContainText('Marcus Reyes');
  await expect(page.locator('.blog-article')).toContainText('5 min read');
  await expect(page.locator('.blog-article time')).toHaveText('May 2, 2026');
  await expect(page.locator('.blog-article-image')).toHaveAttribute('src', '/images/blog/kitchen-renovation.svg');
  // The post's Markdown body, rendered as HTML.
  await expect(page.locator('.blog-prose').getByRole('heading', { name: 'Decide What Kind of Project This Is' })).toBeVisible();
  await expect(page.locator('.blog-prose strong').first()).toHaveText('Cosmetic refresh.');
  await expect(page).toHaveTitle(/Planning a Kitchen Refresh/);
  const back = page.getByRole('link', { name: 'Back to Blog' }).first();
  await expect(back).toHaveAttribute('href', '/blog');
  await back.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(cards(page)).toHaveCount(3);
  expect(problems).toEqual([]);
});

test('an unknown ?post id shows the blog list', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/blog?post=no-such-post');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a card opens its article in place at its own address; back and forward move between list and article', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/blog');
  await waitForHydration(page);
  const { props } = await pageData(page);
  const post = props.posts[props.posts.length - 1]!;
  await page.getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(props.posts.length);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  // Reloading the address the switch put in the bar serves the article's own pre-rendered page.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.id}$`));
  expect(problems).toEqual([]);
});

test('an old /blog?post={id} link shows the article and puts its own address in the bar', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/blog');
  const { props } = await pageData(page);
  const post = props.posts[0]!;
  await page.goto(`/blog?post=${post.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
  expect(problems).toEqual([]);
});

test('/blog/{id} is pre-rendered with the article and hydrates without warnings', async ({ page, request }) => {
  const html = await (await request.get('/blog/spring-maintenance')).text();
  expect(html).toContain('<h1 tabindex="-1">Your Spring Home Maintenance Checklist: Front Range and Pennsylvania Edition</h1>');
  expect(html).toContain('Start at the Top: Roof, Gutters and Drainage');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/spring-maintenance"/);

  const { problems } = watchConsole(page);
  await page.goto('/blog/spring-maintenance');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Spring Home Maintenance Checklist: Front Range and Pennsylvania Edition');
  await expect(page.locator('.blog-article time')).toHaveText('March 14, 2026');
  await expect(page.getByRole('link', { name: 'Back to Blog' }).first()).toHaveAttribute('href', '/blog');
  // Hydration keeps the pre-rendered body, which the page sends once: in its markup, not again in its JSON.
  await expect(page.locator('.blog-prose').getByRole('heading', { name: 'Start at the Top: Roof, Gutters and Drainage' })).toBeVisible();
  expect(html.split('Start at the Top: Roof, Gutters and Drainage')).toHaveLength(2);
  const data = await page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!) as { props: { article: Record<string, unknown> } });
  expect(data.props.article.title).toBe('Your Spring Home Maintenance Checklist: Front Range and Pennsylvania Edition');
  expect(data.props.article).not.toHaveProperty('html');
  expect(problems).toEqual([]);
});

test('every pre-rendered article route renders its own post', async ({ request }) => {
  for (const [id, title] of [['kitchen-renovation', 'Planning a Kitchen Refresh'], ['smart-home-upgrades', 'Smart Home Upgrades That Are Actually Worth It']]) {
    const response = await request.get(`/blog/${id}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${title}`));
  }
});
