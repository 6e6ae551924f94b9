import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

const CATEGORIES = ['General Questions', 'Pricing & Payments', 'Scheduling & Availability', 'Services & Work Quality', 'Contact & Support'];

test.beforeEach(async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
});

const categoryButtons = (page: import('@playwright/test').Page) => page.locator('.faq-categories > .accordion-item > .accordion-heading > .accordion-button');

test('five category accordions are titled from the FAQ categories, all closed at first', async ({ page }) => {
  await expect(categoryButtons(page)).toHaveText(CATEGORIES);
  for (let i = 0; i < 5; i++) await expect(categoryButtons(page).nth(i)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 2, name: 'General Questions' })).toBeVisible();
});

test('only one category is open at a time', async ({ page }) => {
  const buttons = categoryButtons(page);
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Are you licensed and insured?' })).toBeVisible();

  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Are you licensed and insured?' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'How much do you charge?' })).toBeVisible();

  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('each category holds three questions that open independently', async ({ page }) => {
  await categoryButtons(page).nth(2).click();
  const panel = page.locator('.faq-categories > .accordion-item').nth(2).locator('> .accordion-panel');
  const questions = panel.locator('.accordion-button');
  await expect(questions).toHaveText(['How soon can you come out?', 'What is your cancellation policy?', 'Do you offer emergency service?']);

  await questions.nth(0).click();
  await questions.nth(1).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText(/at least 24 hours notice/)).toBeVisible();
  await expect(panel.getByText(/same-day and next-day service for many repairs/)).toBeVisible();

  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');

  for (let c = 0; c < 5; c++) {
    await expect(page.locator('.faq-categories > .accordion-item').nth(c).locator('.faq-questions .accordion-button')).toHaveCount(3);
  }
});

test('typing in the search box filters nothing and submitting does nothing', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search frequently asked questions' });
  await search.fill('payment');
  await expect(search).toHaveValue('payment');
  await expect(categoryButtons(page)).toHaveText(CATEGORIES);
  await expect(page.locator('.faq-questions .accordion-button')).toHaveCount(15);
  for (let i = 0; i < 5; i++) await expect(categoryButtons(page).nth(i)).toHaveAttribute('aria-expanded', 'false');

  const url = page.url();
  await search.press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(page.url()).toBe(url);
  await expect(categoryButtons(page)).toHaveText(CATEGORIES);
  await expect(search).toHaveValue('payment');
});

test('a link leads to the contact page', async ({ page }) => {
  await expect(page.locator('.faq-contact').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

test('the FAQ page hydrates without console errors or warnings', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/faq');
  await waitForHydration(page);
  await categoryButtons(page).first().click();
  expect(problems).toEqual([]);
});
