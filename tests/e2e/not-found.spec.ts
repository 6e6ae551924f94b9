import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

for (const path of ['/404', '/no/such/page']) {
  test(`${path} shows Page Not Found with Back to Home and Contact Us`, async ({ page }) => {
    const { problems } = watchConsole(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).and(page.locator('.not-found a'))).toHaveAttribute('href', '/contact');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The document's own 404 status is expected on unknown paths; nothing else may complain.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
}

test('an unknown path answers with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
});

test('Back to Home leads to the home page', async ({ page }) => {
  await page.goto('/404');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
