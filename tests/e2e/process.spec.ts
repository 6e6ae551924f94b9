import { test, expect } from '@playwright/test';
import { fixtureFile } from '../fixture-content.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { watchConsole, waitForHydration } from './helpers.ts';

const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as { phone: { display: string; e164: string }; links: { booking: string } };

test.beforeEach(async ({ page }) => {
  await page.goto('/how-it-works');
  await waitForHydration(page);
});

test('the four steps appear in order, numbered 1 to 4, each with an icon', async ({ page }) => {
  const steps = page.locator('.process-steps > li');
  await expect(steps.locator('h3')).toHaveText([
    /Request a Quote$/, /Get Matched$/, /Schedule & Complete$/, /Review & Repeat$/,
  ]);
  await expect(steps.locator('.process-step-number')).toHaveText(['1', '2', '3', '4']);
  for (let i = 0; i < 4; i++) await expect(steps.nth(i).locator('svg.process-step-icon')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1: Request a Quote' })).toBeAttached();
});

test('the logo panel has a Book Now button that opens the booking page in a new tab', async ({ page }) => {
  const panel = page.locator('.process-logo-panel');
  await expect(panel.locator('img')).toBeVisible();
  const book = panel.getByRole('link', { name: /Book Now/ });
  await expect(book).toHaveAttribute('href', site.links.booking);
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the three questions open one at a time and the open one closes on a second click', async ({ page }) => {
  const buttons = page.locator('.process-faq .accordion-button');
  await expect(buttons).toHaveText(['Which areas do you serve?', 'How far will you travel for a job?', "What if my town isn't listed?"]);
  for (let i = 0; i < 3; i++) await expect(buttons.nth(i)).toHaveAttribute('aria-expanded', 'false');

  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Our crews work across Greater Colorado Springs/)).toBeVisible();

  await buttons.nth(2).click();
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/Our crews work across Greater Colorado Springs/)).toBeHidden();
  await expect(page.getByText(`Give us a call at ${site.phone.display}.`, { exact: false })).toBeVisible();

  await buttons.nth(2).click();
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false');
});

test('a phone link dials the company number', async ({ page }) => {
  const phone = page.locator('.process-call').getByRole('link', { name: `Call ${site.phone.display}` });
  await expect(phone).toHaveAttribute('href', `tel:${site.phone.e164}`);
});

test('the process page hydrates without console errors or warnings', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/how-it-works');
  await waitForHydration(page);
  await page.locator('.process-faq .accordion-button').first().click();
  expect(problems).toEqual([]);
});
