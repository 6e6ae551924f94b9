import { test, expect } from '@playwright/test';
import { fixtureFile } from '../fixture-content.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { waitForHydration } from './helpers.ts';

interface Testimonial { name: string; role: string; town: string; source: string }
const { testimonials } = parse(readFileSync(fixtureFile('testimonials.yaml'), 'utf8')) as { testimonials: Testimonial[] };

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
