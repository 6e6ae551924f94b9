import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { fixtureFile } from '../fixture-content.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { watchConsole, waitForHydration } from './helpers.ts';
import { rankServices } from '../../site/lib/search.ts';
import { PREVIEW_SIZE, previewServices } from '../../site/lib/directory-preview.ts';
import { priceText } from '../../site/lib/price-text.ts';
import { timeText } from '../../site/lib/time-text.ts';
import type { Duration, Price } from '../../site/content-types.ts';

interface IndexedService { id: string; name: string; description: string; category: string; categorySlug: string; subcategory: string; features: string[]; price: Price; timeEstimate: Duration; image: string; popular: boolean }

const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as { links: { booking: string; instantQuote: string } };
const ROUTES = ['/services', '/service-directory'];
/** Each subcategory's name as the catalogue writes it, by slug. */
const subcategoryNames = new Map(readdirSync(fixtureFile('services')).flatMap((file) => {
  const data = parse(readFileSync(fixtureFile(`services/${file}`), 'utf8')) as { subcategories: { slug: string; name: string }[] };
  return data.subcategories.map((s) => [s.slug, s.name] as const);
}));
/** The subcategory the spec's examples use (SPEC 2.12), with its name and category from the build. */
const SUB = 'faucet-sink-services';

/** The directory searches like the home search (issue 34), in its order (issue 47): rankServices, unit-tested in search.test. */
const found = (index: IndexedService[], text: string) => rankServices(index, text);

/** Each category's services in catalogue order, by category name, in the catalogue's order of categories. */
function byCategory(index: IndexedService[]): Map<string, IndexedService[]> {
  const groups = new Map<string, IndexedService[]>();
  for (const s of index) groups.set(s.category, [...(groups.get(s.category) ?? []), s]);
  return groups;
}

/**
 * What /services shows with no filter and no search (issue 47): each category's first few services, popular ones
 * first (previewServices, unit-tested in directory-preview.test).
 */
const previews = (index: IndexedService[]) => [...byCategory(index).values()].flatMap((members) => previewServices(members));

/** The link from a category's preview to its view page. */
const seeAllName = (category: string, n: number) => `See all ${n} ${category} services`;

async function catalogue(request: APIRequestContext): Promise<IndexedService[]> {
  const response = await request.get('/search-index.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as IndexedService[];
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const cards = (page: Page) => page.locator('.service-card');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search services' });
/** Text as React writes it into HTML. */
const html_ = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** The directory's count line, in the singular for one (SPEC 2.13 writes '{n} services available'). */
const countText = (n: number) => `${n} ${n === 1 ? 'service' : 'services'} available`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const route of ROUTES) {
  test.describe(`${route}`, () => {
    test('the pre-rendered HTML shows each category\'s first services with their prices, the full count, and a link to the rest, for visitors without JavaScript', async ({ request }) => {
      const index = await catalogue(request);
      const html = await (await request.get(route)).text();
      // React separates adjacent text with <!-- --> markers; a crawler reads the text without them.
      const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="page-data"')).replace(/<!-- -->/g, '');
      const shown = previews(index);
      expect(shown.length).toBeLessThan(index.length);
      expect(body.match(/class="service-card"/g)?.length).toBe(shown.length);
      for (const s of [shown[0]!, shown[Math.floor(shown.length / 2)]!, shown[shown.length - 1]!]) {
        expect(body.includes(html_(priceText(s.price))), `price of ${s.name} in the HTML`).toBe(true);
        expect(body.includes(html_(s.name)), `${s.name} in the HTML`).toBe(true);
      }
      // Every other service is a link away, on its category's own page.
      for (const [category, members] of byCategory(index)) {
        const link = `<a href="/service-directory/${members[0]!.categorySlug}">${html_(seeAllName(category, members.length))}</a>`;
        expect(body.includes(link), `${category}: ${link}`).toBe(members.length > PREVIEW_SIZE);
      }
      expect(body.includes(`${index.length} services available`)).toBe(true);
      expect(body.includes('<h1>All Services</h1>')).toBe(true);
    });

    test('with no query it shows All Services and the full count, without console problems', async ({ page, request }) => {
      const index = await catalogue(request);
      const { problems } = watchConsole(page);
      await open(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Services');
      await expect(page.getByText(`${index.length} services available`, { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(previews(index).length);
      await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search services...');
      expect(problems).toEqual([]);
    });

    test('?category= filters by subcategory slug and titles the page and the tab with its name as written, without hydration warnings', async ({ page, request }) => {
      const index = await catalogue(request);
      const expected = index.filter((s) => s.subcategory === SUB);
      expect(expected.length).toBeGreaterThan(0);
      const name = subcategoryNames.get(SUB)!;
      const { problems } = watchConsole(page);
      await open(page, `${route}?category=${SUB}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('.page-hero .lead')).toContainText(name);
      await expect(page).toHaveTitle(new RegExp(`^${escape(name)} \\| `));
      await expect(page.getByText(`${expected.length} ${expected.length === 1 ? 'service' : 'services'} available`, { exact: true })).toBeVisible();
      await expect(page.locator('.service-card h3')).toHaveText(expected.map((s) => s.name));
      expect(problems).toEqual([]);
    });

    test('a subcategory view leads back to its category page', async ({ page, request }) => {
      const service = (await catalogue(request)).find((s) => s.subcategory === SUB)!;
      await open(page, `${route}?category=${SUB}`);
      const back = page.locator('.page-hero').getByRole('link', { name: `Back to ${service.category}` });
      await expect(back).toHaveAttribute('href', `/services/${service.categorySlug}`);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`/services/${service.categorySlug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('?search= pre-fills the box and filters like the home search, without hydration warnings', async ({ page, request }) => {
      const index = await catalogue(request);
      const expected = found(index, 'faucet');
      const { problems } = watchConsole(page);
      await open(page, `${route}?search=faucet`);
      await expect(searchBox(page)).toHaveValue('faucet');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Services');
      await expect(page.getByText(countText(expected.length), { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(page.locator('.service-card h3').first()).toHaveText(expected[0]!.name);
      expect(problems).toEqual([]);
    });

    test('?category= and ?search= together narrow to both', async ({ page, request }) => {
      const index = await catalogue(request);
      const expected = found(index.filter((s) => s.subcategory === SUB), 'kitchen');
      await open(page, `${route}?category=${SUB}&search=kitchen`);
      await expect(page.getByText(countText(expected.length), { exact: true })).toBeVisible();
      await expect(page.locator('.service-card h3')).toHaveText(expected.map((s) => s.name));
    });
  });
}

test('typing filters live and case-insensitively on name, description, category and features', async ({ page, request }) => {
  const index = await catalogue(request);
  // A feature text that no name or description contains, and a category name: both are searched, as on the home page.
  const featureOnly = index.flatMap((s) => s.features).find((f) => !index.some((s) => `${s.name}\n${s.description}`.toLowerCase().includes(f.toLowerCase())))!;
  const category = index.find((s) => !`${s.name}\n${s.description}`.toLowerCase().includes(s.category.toLowerCase()))!.category;
  await open(page, '/services');
  await searchBox(page).fill('DRYWALL');
  const drywall = found(index, 'drywall').length;
  await expect(page.getByText(countText(drywall), { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(drywall);
  for (const text of [featureOnly, category]) {
    const expected = found(index, text).length;
    expect(expected).toBeGreaterThan(0);
    await searchBox(page).fill(text);
    await expect(page.getByText(countText(expected), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(expected);
  }
  await searchBox(page).fill('');
  await expect(page.getByText(`${index.length} services available`, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(previews(index).length);
});

test('the grid/list toggle switches the layout and marks the pressed button', { tag: '@mobile' }, async ({ page }) => {
  await open(page, `/services?category=${SUB}`);
  const grid = page.getByRole('button', { name: 'Grid' });
  const list = page.getByRole('button', { name: 'List' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.directory-results')).toHaveClass(/is-grid/);
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.directory-results')).toHaveClass(/is-list/);
  // In the list every card has a row of its own.
  const first = (await cards(page).nth(0).boundingBox())!;
  const second = (await cards(page).nth(1).boundingBox())!;
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  await grid.click();
  await expect(page.locator('.directory-results')).toHaveClass(/is-grid/);
});

test('cards show image, name, description, the first 2 features and the Popular badge only when popular', async ({ page, request }) => {
  const index = await catalogue(request);
  const plain = index.find((s) => !s.popular)!;
  const popular = index.find((s) => s.popular && s.features.length > 2)!;
  await open(page, `/services?search=${encodeURIComponent(popular.name)}`);
  const card = cards(page).filter({ has: page.getByRole('button', { name: popular.name, exact: true }) }).first();
  await expect(card.locator('.service-card-badge')).toHaveText('Popular');
  await expect(card).toContainText(popular.description);
  await expect(card.locator('li')).toHaveText(popular.features.slice(0, 2));
  const img = card.locator('img');
  await expect(img).toHaveAttribute('src', popular.image);
  await expect(img).toHaveAttribute('width', /\d+/);
  await expect(img).toHaveAttribute('height', /\d+/);

  await searchBox(page).fill(plain.name);
  const plainCard = cards(page).filter({ has: page.getByRole('button', { name: plain.name, exact: true }) }).first();
  await expect(plainCard).toBeVisible();
  await expect(plainCard.getByText('Popular', { exact: true })).toHaveCount(0);
});

test('a card image that fails to load falls back to the default service image', async ({ page }) => {
  await page.route('**/images/categories/plumbing.svg', (route) => route.abort());
  await open(page, `/services?category=${SUB}`);
  await expect(cards(page).first().locator('img')).toHaveAttribute('src', '/images/fallback/service.svg');
});

test('clicking a card opens the detail modal with image, price, duration, inclusions and the two booking links', async ({ page, request }) => {
  const index = await catalogue(request);
  const service = index.find((s) => s.subcategory === SUB)!;
  await open(page, `/services?category=${SUB}`);
  // Anywhere on the card opens it, not only the name: click the middle of the card (its description).
  await cards(page).first().click();
  const dialog = page.getByRole('dialog', { name: service.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', service.image);
  await expect(dialog.getByText('Price estimate')).toBeVisible();
  await expect(dialog.locator('dd').first()).toHaveText(priceText(service.price));
  await expect(dialog.getByText('Duration')).toBeVisible();
  await expect(dialog.locator('dd').nth(1)).toHaveText(timeText(service.timeEstimate));
  await expect(dialog.getByRole('heading', { name: "What's Included" })).toBeVisible();
  await expect(dialog.locator('.service-modal-features li')).toHaveText(service.features);
  const book = dialog.getByRole('link', { name: /Book Now/ });
  const quote = dialog.getByRole('link', { name: /Get a Quote/ });
  await expect(book).toHaveAttribute('href', site.links.booking);
  await expect(quote).toHaveAttribute('href', site.links.instantQuote);
  for (const link of [book, quote]) await expect(link).toHaveAttribute('target', '_blank');
  const height = await dialog.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);
  expect(await dialog.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${page.viewportSize()!.height * 0.9}px`);
});

test('the detail modal closes by the close button, Escape and the backdrop, and opens from the keyboard', async ({ page, request }) => {
  const index = await catalogue(request);
  const service = index.find((s) => s.subcategory === SUB)!;
  await open(page, `/services?category=${SUB}`);
  const button = page.getByRole('button', { name: service.name, exact: true });
  const dialog = page.getByRole('dialog', { name: service.name });

  await button.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close service details' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await button.focus();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, page.viewportSize()!.height - 5);
  await expect(dialog).toBeHidden();
});

test('the count text follows the filter and the layout has no page-wide horizontal scroll', async ({ page }) => {
  await open(page, '/services?category=no-such-subcategory');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Such Subcategory');
  await expect(page.getByText('0 services available', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show all services' })).toHaveAttribute('href', '/services');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a service name with special characters can be searched', async ({ page, request }) => {
  const index = await catalogue(request);
  const service = index.find((s) => /[&()/]/.test(s.name)) ?? index[0]!;
  await open(page, `/services?search=${encodeURIComponent(service.name)}`);
  await expect(page.getByRole('button', { name: new RegExp(`^${escape(service.name)}$`) }).first()).toBeVisible();
});

test('one matching service is counted in the singular', async ({ page, request }) => {
  const index = await catalogue(request);
  const unique = index.find((s) => found(index, s.name).length === 1)!;
  await open(page, '/services');
  await searchBox(page).fill(unique.name);
  await expect(page.getByText('1 service available', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});

test('services are grouped by category, in catalogue order, each under a heading with its full count', async ({ page, request }) => {
  const index = await catalogue(request);
  const categories = [...byCategory(index)];
  await open(page, '/services');
  const groups = page.locator('.directory-group');
  await expect(groups.getByRole('heading', { level: 2 })).toHaveText(categories.map(([category]) => category));
  for (const [i, [, members]] of categories.entries()) {
    await expect(groups.nth(i).locator('.service-card h3')).toHaveText(previewServices(members).map((s) => s.name));
    await expect(groups.nth(i).getByText(`${members.length} ${members.length === 1 ? 'service' : 'services'}`, { exact: true })).toBeVisible();
  }
});

test('on /services a category shows only its first few cards, popular first, and a See all link to its view page with every one of its services', async ({ page, request }) => {
  const index = await catalogue(request);
  // The longest category, so the link has the most to show.
  const [category, members] = [...byCategory(index)].sort((a, b) => b[1].length - a[1].length)[0]!;
  expect(members.length).toBeGreaterThan(PREVIEW_SIZE);
  await open(page, '/services');
  const group = page.locator('.directory-group').filter({ has: page.getByRole('heading', { level: 2, name: category, exact: true }) });
  const shown = previewServices(members);
  await expect(group.locator('.service-card h3')).toHaveText(shown.map((s) => s.name));
  await expect(group.locator('.service-card-badge')).toHaveCount(shown.filter((s) => s.popular).length);
  // The list layout keeps the preview and its link.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(group.locator('.directory-results')).toHaveClass(/is-list/);
  await expect(group.locator('.service-card')).toHaveCount(PREVIEW_SIZE);
  const seeAll = group.getByRole('link', { name: seeAllName(category, members.length), exact: true });
  await expect(seeAll).toHaveAttribute('href', `/service-directory/${members[0]!.categorySlug}`);
  // Reached from the keyboard like any link.
  await seeAll.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/service-directory/${members[0]!.categorySlug}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
  await expect(page.getByText(countText(members.length), { exact: true })).toBeVisible();
  await expect(page.locator('.service-card h3')).toHaveText(members.map((s) => s.name));
  await expect(page.getByRole('link', { name: /^See all / })).toHaveCount(0);
});

test('typing a search on /services finds a service beyond the first few cards of its group', async ({ page, request }) => {
  const index = await catalogue(request);
  const shown = new Set(previews(index).map((s) => s.id));
  // The last service of the longest category: far beyond its preview.
  const hidden = [...byCategory(index).values()].sort((a, b) => b.length - a.length)[0]!.findLast((s) => !shown.has(s.id))!;
  await open(page, '/services');
  const name = page.getByRole('button', { name: hidden.name, exact: true });
  await expect(name).toHaveCount(0);
  await searchBox(page).fill(hidden.name);
  await expect(page.getByText(countText(found(index, hidden.name).length), { exact: true })).toBeVisible();
  await expect(name).toBeVisible();
  await name.click();
  await expect(page.getByRole('dialog', { name: hidden.name })).toBeVisible();
});

test('the jump list names every category with its count and jumps to its group', async ({ page, request }) => {
  const index = await catalogue(request);
  const categories = [...new Set(index.map((s) => s.category))];
  await open(page, '/services');
  const jump = page.getByRole('navigation', { name: 'Jump to a category' });
  await expect(jump.getByRole('link')).toHaveText(categories.map((c) => `${c} ${index.filter((s) => s.category === c).length}`));
  const last = categories.at(-1)!;
  await jump.getByRole('link', { name: new RegExp(`^${escape(last)} `) }).click();
  const heading = page.getByRole('heading', { level: 2, name: last, exact: true });
  await expect(heading).toBeInViewport();
  // Each group leads back up to the list.
  await page.locator('.directory-group').last().getByRole('link', { name: 'All categories' }).click();
  await expect(jump).toBeInViewport();
});

test('a search keeps the grouping, lists only the categories that still have matches, the best answer\'s first', async ({ page, request }) => {
  const index = await catalogue(request);
  const hits = found(index, 'door');
  const categories = [...new Set(hits.map((s) => s.category))];
  await open(page, '/services');
  await searchBox(page).fill('door');
  await expect(page.locator('.directory-group').getByRole('heading', { level: 2 })).toHaveText(categories);
  await expect(cards(page)).toHaveCount(hits.length);
});

test('the page holds each service once: its hydration data leaves out the services its cards already show', async ({ page, request }) => {
  const index = await catalogue(request);
  const html = await (await request.get('/services')).text();
  const data = html.slice(html.indexOf('<script type="application/json" id="page-data"'));
  for (const s of index.slice(0, 20)) expect(data.includes(s.description.slice(0, 40)), s.id).toBe(false);
  // Issue 34: half of the 109.6 KiB the page weighed gzipped with every service in the HTML twice.
  expect(gzipSync(html).length).toBeLessThanOrEqual(109.6 * 1024 / 2);
  // Yet it hydrates with them all: a card opens its details, and a search finds the catalogue's last service.
  await open(page, '/services');
  const lastShown = previews(index).at(-1)!;
  await cards(page).last().click();
  await expect(page.getByRole('dialog', { name: lastShown.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await searchBox(page).fill(index.at(-1)!.name);
  await expect(page.getByRole('button', { name: index.at(-1)!.name, exact: true })).toBeVisible();
});

test('card images load lazily and cards below the fold skip rendering until scrolled near', async ({ page }) => {
  await open(page, '/services');
  const images = page.locator('.service-card img');
  expect(await images.evaluateAll((imgs) => imgs.every((img) => img.getAttribute('loading') === 'lazy'))).toBe(true);
  expect(await page.locator('.directory-results > li').first().evaluate((li) => getComputedStyle(li).contentVisibility)).toBe('auto');
  // The last picture is far below the fold: not fetched yet.
  expect(await images.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
});
