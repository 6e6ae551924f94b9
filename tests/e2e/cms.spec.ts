import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { countBySeverity } from '../../pipeline/messages/messages.ts';
import { startCms, type CmsHarness } from './cms-harness.ts';

/**
 * The CMS at /admin/ as an editor uses it with `npm run dev`: Decap CMS saving through decap-server into a copy of the
 * frozen content. After each save the file on disk holds the change, in the schema's key order, and the content
 * still validates. Everything runs on 127.0.0.1.
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
  await page.goto(`${cms.adminUrl}#/collections/${entry}`);
  await expect(page.getByText(/changes saved/i)).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
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
