import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

test('the field team shows its one member with bio, specialty, fun fact, projects and rating', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/meet-the-team');
  await waitForHydration(page);
  const field = page.locator('section', { has: page.getByRole('heading', { name: 'Field Team' }) });
  const cards = field.locator('.team-card');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole('heading', { name: 'Marcus Reyes' })).toBeVisible();
  await expect(card).toContainText('Director of Operations');
  await expect(card).toContainText('20+ years experience');
  await expect(card).toContainText('Marcus started framing houses');
  await expect(card).toContainText('Specialty');
  await expect(card).toContainText('Finish carpentry');
  await expect(card).toContainText('Fun fact');
  await expect(card).toContainText('vintage wooden canoes');
  await expect(card.locator('.team-projects')).toHaveText('1200+ Projects Completed');
  await expect(card.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Portrait of Marcus Reyes' })).toHaveAttribute('src', '/images/team/marcus-reyes.svg');
  expect(problems).toEqual([]);
});

test('the office staff shows two Junior Engineers with 5+ years and a rating', async ({ page }) => {
  await page.goto('/meet-the-team');
  await waitForHydration(page);
  const office = page.locator('section', { has: page.getByRole('heading', { name: 'Office Staff' }) });
  const cards = office.locator('.team-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.locator('.team-name')).toHaveText(['Dana Whitfield', 'Priya Shah']);
  for (const card of await cards.all()) {
    await expect(card.locator('.team-role')).toHaveText('Junior Engineer');
    await expect(card).toContainText('5+ years experience');
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    await expect(card.locator('.team-projects')).toHaveCount(0);
  }
});

test('a team photo that fails to load falls back to the default person image', async ({ page }) => {
  await page.route('**/images/team/priya-shah.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/meet-the-team');
  await waitForHydration(page);
  const photo = page.getByRole('img', { name: 'Portrait of Priya Shah' });
  await expect(photo).toHaveAttribute('src', '/images/fallback/person.svg');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('img', { name: 'Portrait of Dana Whitfield' })).toHaveAttribute('src', '/images/team/dana-whitfield.svg');
});
