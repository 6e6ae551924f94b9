import { test, expect, type Page } from '@playwright/test';
import { fixtureFile } from '../fixture-content.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { watchConsole, waitForHydration } from './helpers.ts';

const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as { links: { booking: string } };
const ALL = ['Basic Handyman Package', 'Standard Home Maintenance Package', 'Premium Home Improvement Package', 'Seasonal Maintenance Package', 'New Home Setup Package', 'New Pet Package'];

const titles = (page: Page) => page.locator('.package-grid .package-title');
const card = (page: Page, name: string) => page.getByRole('article', { name });
const toggleOf = (page: Page, name: string) => card(page, name).locator('.package-toggle');

async function open(page: Page, path = '/packages') {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('filters, search and views', () => {
  test.beforeEach(async ({ page }) => { await open(page); });

  test('category buttons are All plus each distinct category, and filter the cards', async ({ page }) => {
    const group = page.getByRole('group', { name: 'Filter packages by category' });
    await expect(group.getByRole('button')).toHaveText(['All', 'Essential', 'Maintenance', 'Premium', 'Seasonal', 'Moving']);
    await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(titles(page)).toHaveText(ALL);
    await expect(page.getByText('Showing 6 of 6 packages')).toBeVisible();

    await group.getByRole('button', { name: 'Moving' }).click();
    await expect(group.getByRole('button', { name: 'Moving' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(titles(page)).toHaveText(['New Home Setup Package', 'New Pet Package']);
    await expect(page.getByText('Showing 2 of 6 packages')).toBeVisible();

    await group.getByRole('button', { name: 'Premium' }).click();
    await expect(titles(page)).toHaveText(['Premium Home Improvement Package']);

    await group.getByRole('button', { name: 'All' }).click();
    await expect(titles(page)).toHaveText(ALL);
  });

  test('search matches name, description and any feature, ignoring case', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search packages' });
    await search.fill('NEW PET');
    await expect(titles(page)).toHaveText(['New Pet Package']);
    // Only in a feature of the seasonal package.
    await search.fill('Dryer VENT');
    await expect(titles(page)).toHaveText(['Seasonal Maintenance Package']);
    // Only in the basic package's description.
    await search.fill('wobbly railing');
    await expect(titles(page)).toHaveText(['Basic Handyman Package']);
    // A feature shared by several packages.
    await search.fill('smoke and carbon monoxide');
    await expect(titles(page)).toHaveText(['Standard Home Maintenance Package', 'New Home Setup Package']);
    // Category names are not searched.
    await search.fill('essential');
    await expect(titles(page)).toHaveCount(0);
    await expect(page.getByText('No packages match your search.')).toBeVisible();
    await expect(page.getByText('Showing 0 of 6 packages')).toBeVisible();
  });

  test('search and category combine, and the clear button empties the search', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search packages' });
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Moving' }).click();
    await search.fill('tv mounting');
    await expect(titles(page)).toHaveText(['New Home Setup Package']);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(titles(page)).toHaveText(['New Home Setup Package', 'New Pet Package']);
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });

  test('the compare view shows price, duration and features side by side', async ({ page }) => {
    const compare = page.getByRole('button', { name: 'Compare' });
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(ALL.map((name) => new RegExp(`^${name}`)));
    await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Price/ }).getByRole('cell')).toHaveText(['$399', '$799', '$1,599', '$599', '$899', '$549']);
    await expect(table.getByRole('row', { name: /^Duration/ }).getByRole('cell')).toHaveText(['4 hours', '8 hours', '16 hours', '6 hours', '8 hours', '4 hours']);
    await expect(table.getByRole('row', { name: /^Features/ }).getByRole('cell').first()).toContainText('Caulking around tubs, sinks and windows');
    await expect(page.locator('.package-grid')).toHaveCount(0);

    // Filters apply to the compare view too.
    await page.getByRole('button', { name: 'Seasonal' }).click();
    await expect(table.getByRole('columnheader')).toHaveText(['Seasonal Maintenance Package']);

    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(titles(page)).toHaveText(['Seasonal Maintenance Package']);
  });

  test('a click expands a card with its features and a Not included list, and a second click collapses it', async ({ page }) => {
    const toggle = toggleOf(page, 'Basic Handyman Package');
    const details = card(page, 'Basic Handyman Package').locator('.package-details');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(details.getByRole('heading', { name: 'Not included' })).toBeVisible();
    await expect(details.getByText('Caulking around tubs, sinks and windows')).toBeVisible();
    await expect(details.getByText('Specialized materials over $50, which are quoted separately')).toBeVisible();
    await expect(details.getByText('Painting more than a small touch-up area')).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();
  });

  test('expanding another package collapses the one that was selected', async ({ page }) => {
    await toggleOf(page, 'Basic Handyman Package').click();
    await toggleOf(page, 'New Pet Package').click();
    await expect(toggleOf(page, 'New Pet Package')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggleOf(page, 'Basic Handyman Package')).toHaveAttribute('aria-expanded', 'false');
  });

  test('Book This Package opens the booking page in a new tab without opener or referrer', async ({ page }) => {
    const links = page.locator('.package-grid').getByRole('link', { name: /Book This Package/ });
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', site.links.booking);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('the package query parameter', () => {
  for (const [query, name] of [
    ['basic', 'Basic Handyman Package'],
    ['new-pet', 'New Pet Package'],
    ['seasonal-maintenance', 'Seasonal Maintenance Package'],
    ['NewHome', 'New Home Setup Package'],
  ] as const) {
    test(`?package=${query} selects, expands and scrolls to ${name}`, async ({ page }) => {
      const { problems } = watchConsole(page);
      await open(page, `/packages?package=${query}`);
      await expect(toggleOf(page, name)).toHaveAttribute('aria-expanded', 'true');
      await expect(card(page, name)).toHaveAttribute('data-selected', 'true');
      await expect(card(page, name).getByRole('heading', { name: 'Not included' })).toBeVisible();
      await expect(card(page, name)).toBeInViewport({ timeout: 3000 });
      await expect(page.locator('.package-toggle[aria-expanded="true"]')).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  }

  test('the scroll waits about 0.3 s after the package is expanded', async ({ page }) => {
    // Time stands still from the first script on; the page hydrates without timers, the scroll needs one.
    await page.clock.install();
    await page.clock.pauseAt(new Date('2030-01-01T12:00:00Z'));
    await page.goto('/packages?package=new-pet');
    await expect(toggleOf(page, 'New Pet Package')).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(250);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(card(page, 'New Pet Package')).toBeInViewport();
  });

  test('an unknown package id is silently ignored', async ({ page }) => {
    const { problems } = watchConsole(page);
    await open(page, '/packages?package=nope');
    await page.waitForTimeout(600);
    await expect(page.locator('.package-toggle[aria-expanded="true"]')).toHaveCount(0);
    await expect(page.locator('.package-card[data-selected]')).toHaveCount(0);
    await expect(titles(page)).toHaveText(ALL);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });
});

test.describe('the custom quote modal', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Request a Custom Quote' });

  test('opens from Request a Custom Quote, locks scrolling and closes on an outside click', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('has the required and optional fields with the specified options', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    const d = dialog(page);
    for (const label of ['Full Name', 'Email Address', 'Service Type', 'Project Description']) {
      await expect(d.getByLabel(label)).toHaveAttribute('required', '');
    }
    for (const label of ['Phone Number', 'Preferred Date', 'Preferred Time']) {
      await expect(d.getByLabel(label)).not.toHaveAttribute('required');
    }
    await expect(d.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(d.getByLabel('Preferred Date')).toHaveAttribute('type', 'date');
    await expect(d.getByLabel('Service Type').locator('option:not([disabled])')).toHaveText(['Basic Package', 'Premium Package', 'Deluxe Package', 'Custom Service']);
    await expect(d.getByLabel('Preferred Time').locator('option:not([value=""])')).toHaveText(['Morning (8am-12pm)', 'Afternoon (12pm-5pm)', 'Evening (5pm-8pm)']);
  });

  test('an empty submit is stopped by the browser and shows no thank-you', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => { if (m.type() === 'info') logs.push(m.text()); });
    await open(page);
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await dialog(page).getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog(page).getByLabel('Full Name')).toHaveJSProperty('validity.valueMissing', true);
    expect(await dialog(page).getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.matches(':invalid'))).toBe(true);
    await dialog(page).getByLabel('Full Name').fill('Pat Doe');
    await dialog(page).getByLabel('Email Address').fill('not-an-email');
    await dialog(page).getByRole('button', { name: 'Submit Request' }).click();
    expect(await dialog(page).getByLabel('Email Address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(dialog(page).getByText('Thank You!')).toHaveCount(0);
    expect(logs).toEqual([]);
  });

  test('a valid submit posts the fields to the form provider, thanks the visitor, then resets and closes after 3 seconds', async ({ page }) => {
    const { problems } = watchConsole(page);
    await page.clock.install();
    await open(page);
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    const d = dialog(page);
    await d.getByLabel('Full Name').fill('Pat Doe');
    await d.getByLabel('Email Address').fill('pat@example.com');
    await d.getByLabel('Phone Number').fill('215-555-0100');
    await d.getByLabel('Service Type').selectOption('Deluxe Package');
    await d.getByLabel('Preferred Date').fill('2030-05-01');
    await d.getByLabel('Preferred Time').selectOption('Afternoon (12pm-5pm)');
    await d.getByLabel('Project Description').fill('Build shelves in the garage.');
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const posted = page.waitForRequest((r) => r.method() === 'POST');
    await d.getByRole('button', { name: 'Submit Request' }).click();
    const body = (await posted).postDataBuffer()?.toString() ?? '';
    for (const value of ['custom-quote', 'Pat Doe', 'pat@example.com', '215-555-0100', 'Deluxe Package', '2030-05-01', 'Afternoon (12pm-5pm)', 'Build shelves in the garage.']) expect(body).toContain(value);

    await expect(d.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(d.getByText("Your custom quote request has been received. We'll get back to you soon with a personalized quote.")).toBeVisible();
    await expect(d.getByLabel('Full Name')).toBeHidden();

    await page.clock.runFor(2900);
    await expect(d).toBeVisible();
    await page.clock.runFor(200);
    await expect(d).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await expect(d.getByLabel('Full Name')).toHaveValue('');
    await expect(d.getByLabel('Project Description')).toHaveValue('');
    await expect(d.getByText('Thank You!')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('Escape and the close button close the modal, and focus returns to the opener', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Request a Custom Quote' })).toBeFocused();
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await page.getByRole('button', { name: 'Close custom quote form' }).click();
    await expect(dialog(page)).toBeHidden();
  });
});

test('the packages page hydrates without console errors or warnings', async ({ page }) => {
  const { problems } = watchConsole(page);
  await open(page);
  await toggleOf(page, 'Basic Handyman Package').click();
  await page.getByRole('button', { name: 'Compare' }).click();
  expect(problems).toEqual([]);
});

test('a package image that fails while the page loads, before hydration, still falls back to the default picture', async ({ page, request }) => {
  const html = await (await request.get('/packages')).text();
  const { props } = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as { props: { packages: { image: string }[] } };
  const broken = new Set(props.packages.map((p) => p.image));
  await page.route((url) => broken.has(url.pathname), (route) => route.fulfill({ status: 404, body: '' }));
  const { problems } = watchConsole(page);
  await open(page);
  const images = page.locator('.package-grid .package-media img');
  await expect(images).toHaveCount(props.packages.length);
  // The first card's image is in view, so it fails before the load event, and the scripts start only after it.
  await expect(images.first()).toHaveAttribute('src', '/images/fallback/package.svg');
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', '/images/fallback/package.svg');
  }
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
});
