import { test, expect, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

interface Site { phone: { display: string; e164: string }; email: string; address: { street: string; city: string; region: string; postalCode: string } }
const siteFacts = (page: Page) => page.evaluate(() => (JSON.parse(document.getElementById('page-data')!.textContent!) as { shell: { site: unknown } }).shell.site) as Promise<Site>;

for (const path of ['/about-us', '/about']) {
  test(`${path} shows the mission, four values, the field-team lead, contact details and a link to /contact`, async ({ page }) => {
    const { problems } = watchConsole(page);
    await page.goto(path);
    await waitForHydration(page);
    const site = await siteFacts(page);
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.locator('.about-mission')).toContainText('started in 2018');
    await expect(page.locator('.value-card h3')).toHaveText(['High-Quality Workmanship', 'Transparent Pricing', 'Fast & Easy Scheduling', 'Satisfaction Guaranteed']);
    await expect(page.locator('.value-card').nth(2)).toContainText('under 2 minutes');
    await expect(page.locator('.value-card').nth(3)).toContainText('money back');
    const member = page.locator('.team-card');
    await expect(member).toHaveCount(1);
    await expect(member.getByRole('heading', { name: 'Marcus Reyes' })).toBeVisible();
    await expect(member).toContainText('Director of Operations');
    const contact = page.locator('.about-contact');
    await expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(contact).toContainText(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
    await expect(contact.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(problems).toEqual([]);
  });
}

test('/about names /about-us as its canonical address', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);
});
