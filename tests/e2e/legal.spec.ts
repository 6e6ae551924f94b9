import { test, expect, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

const pages = [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
  ['/disclaimer', 'Disclaimer'],
  ['/accessibility', 'Accessibility Statement'],
] as const;

for (const [path, title] of pages) {
  test(`${path} shows the ${title} text with its title and last-updated date (no policy service configured)`, async ({ page }) => {
    const { problems } = watchConsole(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.legal-updated')).toHaveText('Last updated October 1, 2026');
    await expect(page.locator('.legal-updated time')).toHaveAttribute('datetime', '2026-10-01');
    await expect(page.locator('.legal-prose h2').first()).toBeVisible();
    await expect(page.getByText('Loading policy...')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('the accessibility statement promises a reply within 3-5 business days', async ({ page }) => {
  await page.goto('/accessibility');
  await expect(page.locator('.legal-prose')).toContainText(/3.5 business days/);
});

const pageData = (page: Page) => page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!) as unknown) as Promise<{ props: { links: { label: string; href: string }[] } }>;

test('the sitemap lists every page link in groups, plus the XML sitemap', async ({ page, request }) => {
  const { problems } = watchConsole(page);
  await page.goto('/sitemap');
  await waitForHydration(page);
  const { props } = await pageData(page);
  expect(props.links.length).toBeGreaterThan(30);
  const listed = page.locator('.sitemap-group a');
  await expect(listed).toHaveCount(props.links.length);
  for (const link of props.links) {
    await expect(page.locator('.sitemap-group').getByRole('link', { name: link.label, exact: true }).and(page.locator(`a[href="${link.href}"]`))).toHaveCount(1);
  }
  await expect(page.locator('.sitemap-group h2')).toHaveText(['Main Pages', 'Services', 'Company', 'Blog', 'Legal']);
  await expect(page.locator('.sitemap-group', { hasText: 'Services' }).locator('a[href="/services/plumbing"]')).toHaveCount(1);
  await expect(page.locator('.sitemap-group', { hasText: 'Legal' }).locator('a[href="/privacy"]')).toHaveCount(1);
  const xml = page.getByRole('link', { name: 'XML sitemap' });
  await expect(xml).toHaveAttribute('href', '/sitemap.xml');
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
  expect(problems).toEqual([]);
});
