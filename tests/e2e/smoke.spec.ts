import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

test('a pre-rendered category page hydrates without console errors', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/services/plumbing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
