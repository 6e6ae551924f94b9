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

interface FaqData { props: { faq: { categories: { title: string; questions: { question: string; answer: string }[] }[] } } }

/** The questions whose question or answer contains `text`, by category, as the page's own data has them. */
async function expectedMatches(page: import('@playwright/test').Page, text: string) {
  const { props } = await page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!) as FaqData);
  return props.faq.categories
    .map((c) => ({ title: c.title, questions: c.questions.filter((q) => `${q.question}\n${q.answer}`.toLowerCase().includes(text.toLowerCase())) }))
    .filter((c) => c.questions.length > 0);
}

test('typing in the search box lists the matching questions with their answers, by category', async ({ page }) => {
  const { problems } = watchConsole(page);
  const { props } = await page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!) as FaqData);
  // A word from one answer, typed in capitals: the search ignores case and looks in answers too.
  const answer = props.faq.categories[1]!.questions[0]!.answer;
  const word = answer.split(/\W+/).filter((w) => w.length > 5)[0]!;
  const expected = await expectedMatches(page, word);
  const count = expected.reduce((n, c) => n + c.questions.length, 0);
  const search = page.getByRole('searchbox', { name: 'Search frequently asked questions' });
  await search.fill(word.toUpperCase());
  await expect(page.locator('.faq-count')).toHaveText(count === 1 ? '1 question matches' : `${count} questions match`);
  await expect(page.locator('.faq-result-category')).toHaveText(expected.map((c) => c.title));
  await expect(page.locator('.faq-result h3')).toHaveText(expected.flatMap((c) => c.questions.map((q) => q.question)));
  await expect(page.locator('.faq-result p').first()).toHaveText(expected[0]!.questions[0]!.answer);
  await expect(categoryButtons(page)).toHaveCount(0);
  // Enter and the Search button keep the results; the page does not reload or change address.
  const url = page.url();
  await search.press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(page.url()).toBe(url);
  await expect(page.locator('.faq-result')).toHaveCount(count);
  expect(problems).toEqual([]);
});

test('a search with no match says so and points to the contact page; clearing it brings the categories back', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search frequently asked questions' });
  await search.fill('zzqx-no-such-text');
  await expect(page.locator('.faq-count')).toHaveText('0 questions match');
  await expect(page.getByText('No questions match your search.')).toBeVisible();
  await expect(page.locator('.faq-empty').getByRole('link')).toHaveAttribute('href', '/contact');
  await search.fill('');
  await expect(categoryButtons(page)).toHaveText(CATEGORIES);
  await expect(page.locator('.faq-count')).toHaveText('');
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
