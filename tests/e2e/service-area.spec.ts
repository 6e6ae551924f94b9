import { test, expect, type Page } from '@playwright/test';
import { fixtureFile } from '../fixture-content.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { watchConsole, waitForHydration } from './helpers.ts';

const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as {
  phone: { display: string; e164: string };
  links: { instantQuote: string; maps: { bucks: { image: string; linkUrl: string; title: string } } };
};
const coverage = parse(readFileSync(fixtureFile('coverage.yaml'), 'utf8')) as { name: string; state: string; cities: { name: string; zips: string[] }[] };

const INVALID = 'Please enter a valid 5-digit ZIP code';
const COVERED = 'Great news! We service your area. Call us or request a quote to get started.';
const NOT_COVERED = "We don't currently service this area. Please contact us to check if special arrangements can be made.";

test.beforeEach(async ({ page }) => {
  await page.goto('/service-area');
  await waitForHydration(page);
});

const zipInput = (page: Page) => page.getByLabel('ZIP code', { exact: true });

async function check(page: Page, zip: string) {
  await zipInput(page).fill(zip);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

test('the ZIP input is labelled, numeric and limited to 5 characters', async ({ page }) => {
  await expect(zipInput(page)).toHaveAttribute('maxlength', '5');
  await expect(zipInput(page)).toHaveAttribute('inputmode', 'numeric');
  await zipInput(page).pressSequentially('1890123');
  await expect(zipInput(page)).toHaveValue('18901');
});

test('a value that is not 5 digits raises the alert and shows no panel', async ({ page }) => {
  const messages: string[] = [];
  page.on('dialog', async (dialog) => { messages.push(`${dialog.type()}: ${dialog.message()}`); await dialog.accept(); });
  await check(page, '123');
  await expect.poll(() => messages).toEqual([`alert: ${INVALID}`]);
  await check(page, 'abcde');
  await check(page, '');
  await expect.poll(() => messages).toEqual([`alert: ${INVALID}`, `alert: ${INVALID}`, `alert: ${INVALID}`]);
  await expect(page.locator('.zip-result')).toHaveCount(0);
});

test('a covered ZIP from the coverage list shows the green panel', async ({ page }) => {
  const first = coverage.cities[0]!.zips[0]!;
  const last = coverage.cities.at(-1)!.zips.at(-1)!;
  for (const zip of [first, last]) {
    await check(page, zip);
    const panel = page.locator('.zip-result');
    await expect(panel).toHaveText(COVERED);
    await expect(panel).toHaveClass(/zip-result-available/);
    await expect(panel).toHaveCSS('color', 'rgb(29, 107, 58)');
  }
  // The result is announced: it sits in a live region.
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: COVERED })).toHaveCount(1);
});

test('a ZIP outside the list shows the red panel', async ({ page }) => {
  await check(page, '90210');
  const panel = page.locator('.zip-result');
  await expect(panel).toHaveText(NOT_COVERED);
  await expect(panel).toHaveClass(/zip-result-unavailable/);
  await expect(panel).toHaveCSS('color', 'rgb(180, 35, 24)');
  // Exact match only: a neighbour of a covered ZIP is not covered.
  await check(page, '18900');
  await expect(panel).toHaveText(NOT_COVERED);
});

test('the Bucks County list opens and closes, showing all 34 cities with their ZIP codes', async ({ page }) => {
  expect(coverage.cities).toHaveLength(34);
  const toggle = page.getByRole('button', { name: /Bucks County Service Areas/ });
  const items = page.locator('.coverage-cities > li');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(items.first()).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(items).toHaveCount(34);
  await expect(items.first()).toBeVisible();
  for (const [i, city] of coverage.cities.entries()) {
    await expect(items.nth(i)).toHaveText(`${city.name}, ${coverage.state}${city.zips.join(', ')}`);
  }

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(items.first()).toBeHidden();
});

test('the Bucks County map is an image with a link to the full map in a new tab, not a frame', async ({ page }) => {
  const map = page.getByRole('img', { name: site.links.maps.bucks.title });
  await expect(map).toHaveAttribute('src', site.links.maps.bucks.image);
  await expect(map).toHaveAttribute('width', '800');
  await expect(page.locator('iframe')).toHaveCount(0);
  const link = page.getByRole('link', { name: /View larger map/ });
  await expect(link).toHaveAttribute('href', site.links.maps.bucks.linkUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('five service-area questions open one at a time', async ({ page }) => {
  const buttons = page.locator('.area-faq .accordion-button');
  await expect(buttons).toHaveText([
    'How far from your office do you travel?',
    'Is there a travel fee if I live outside the radius?',
    'How do I check whether you cover my ZIP code?',
    'Do you serve both Colorado and Pennsylvania?',
    'Is same-day service available in every area?',
  ]);
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Our service radius is typically 5 miles/)).toBeVisible();
  await buttons.nth(3).click();
  await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await buttons.nth(3).click();
  await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'false');
});

test('an Instant Quote link opens the quote tool in a new tab and a phone link dials the company', async ({ page }) => {
  const quote = page.getByRole('link', { name: /Get an Instant Quote/ });
  await expect(quote).toHaveAttribute('href', site.links.instantQuote);
  await expect(quote).toHaveAttribute('target', '_blank');
  await expect(quote).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('.area-cta').getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute('href', `tel:${site.phone.e164}`);
});

test('the service area page hydrates without console errors or warnings', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/service-area');
  await waitForHydration(page);
  await check(page, '90210');
  expect(problems).toEqual([]);
});
