import { test, expect } from '@playwright/test';
import { fixtureFile } from '../fixture-content.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { waitForHydration } from './helpers.ts';

interface Testimonial { name: string; role: string; town: string; source: string; link?: string; category?: string }
const { testimonials, profiles } = parse(readFileSync(fixtureFile('testimonials.yaml'), 'utf8')) as { testimonials: Testimonial[]; profiles: { name: string; url: string }[] };

test('each testimonial card names the customer\'s town and where the review was posted', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const slides = page.locator('.carousel-slide');
  await expect(slides).toHaveCount(testimonials.length);
  for (const [i, t] of testimonials.entries()) {
    const caption = slides.nth(i).locator('figcaption');
    await expect(caption).toContainText(t.name);
    await expect(caption).toContainText(`${t.role}, ${t.town}`);
    await expect(caption).toContainText(`Review on ${t.source}`);
  }
});

test('a testimonial with a link leads to the review itself, and the profiles to the rest of the reviews', async ({ page }) => {
  await page.goto('/');
  const linked = testimonials.findIndex((t) => t.link);
  expect(linked).toBeGreaterThanOrEqual(0);
  const source = page.locator('.carousel-slide').nth(linked).locator('.testimonial-source');
  await expect(source).toHaveAttribute('href', testimonials[linked]!.link!);
  await expect(source).toHaveAccessibleName(`Review on ${testimonials[linked]!.source} (opens in a new tab)`);
  const unlinked = testimonials.findIndex((t) => !t.link);
  await expect(page.locator('.carousel-slide').nth(unlinked).locator('span.testimonial-source')).toHaveText(`Review on ${testimonials[unlinked]!.source}`);
  const line = page.locator('.review-profiles');
  await expect(line).toContainText(`${testimonials.length} reviews here. Read more reviews on`);
  for (const p of profiles) await expect(line.getByRole('link', { name: `${p.name} (opens in a new tab)` })).toHaveAttribute('href', p.url);
});

test('a category page shows the testimonials that name its category, and no other page of a category does', async ({ page }) => {
  const named = testimonials.filter((t) => t.category === 'Plumbing');
  expect(named.length).toBeGreaterThan(0);
  await page.goto('/services/plumbing');
  const section = page.locator('.category-testimonials');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('What Customers Say About Our Plumbing Work');
  await expect(section.locator('figure')).toHaveCount(named.length);
  await expect(section.locator('figure').first()).toContainText(named[0]!.name);
  await page.goto('/services/electrical');
  await expect(page.locator('.category-testimonials')).toHaveCount(0);
});
