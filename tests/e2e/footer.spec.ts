import { test, expect, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';
import { shellData } from './shell-helpers.ts';

const footer = (page: Page) => page.locator('footer.shell-footer');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('the footer links every package by its query', async ({ page }) => {
  const group = footer(page).getByRole('navigation', { name: 'Footer Packages' });
  const hrefs = await group.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).toEqual(['basic', 'standard', 'premium', 'seasonal-maintenance', 'newhome', 'new-pet'].map((id) => `/packages?package=${id}`));
});

test('the footer groups link to services, quick links and legal pages that exist', async ({ page }) => {
  const { problems } = watchConsole(page);
  const { navigation } = await shellData(page);
  for (const [name, items] of [['Services', navigation.footer.services], ['Quick Links', navigation.footer.quickLinks], ['Legal', navigation.footer.legal]] as const) {
    const group = footer(page).getByRole('navigation', { name: `Footer ${name}` });
    await expect(group.getByRole('heading', { name })).toBeVisible();
    const hrefs = await group.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    expect(hrefs).toEqual(items.map((i) => i.href));
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
  }
  for (const label of ['Privacy Policy', 'Terms of Service', 'Disclaimer', 'Accessibility', 'Sitemap']) {
    await expect(footer(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('the footer carries the address, both phones as tel links and a mailto link', async ({ page }) => {
  const { site } = await shellData(page);
  const address = footer(page).locator('address');
  await expect(address).toContainText(site.address.street);
  await expect(address).toContainText(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
  await expect(address.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
  await expect(address.getByRole('link', { name: site.officePhone.display })).toHaveAttribute('href', `tel:${site.officePhone.e164}`);
  await expect(address.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
});

test('social profiles and the Customer Portal open in a new tab without an opener', async ({ page }) => {
  const { site } = await shellData(page);
  const portal = footer(page).getByRole('link', { name: /Customer Portal/ });
  await expect(portal).toHaveAttribute('href', site.links.customerPortal);
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  for (const social of site.links.socials) {
    const link = footer(page).getByRole('link', { name: new RegExp(`^${social.name}`) });
    await expect(link).toHaveAttribute('href', social.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the footer fits the viewport without sideways scrolling', async ({ page }) => {
  await footer(page).scrollIntoViewIfNeeded();
  expect(await footer(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect((await footer(page).boundingBox())!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
