import { test, expect, type Page } from '@playwright/test';
import { fixtureFile } from '../fixture-content.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { waitForHydration } from './helpers.ts';

const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as { phone: { display: string; e164: string } };
const header = (page: Page) => page.locator('header.shell-header');
const isDesktop = (page: Page) => page.viewportSize()!.width >= 1024;

test('the header offers the phone number as a tel: link on desktop; on phones the bar at the foot of the screen shows it', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/about-us');
  await waitForHydration(page);
  const call = header(page).locator(`a[href="tel:${site.phone.e164}"]`);
  const request = header(page).getByRole('button', { name: 'Request a Call' });
  if (isDesktop(page)) {
    await expect(call).toHaveAccessibleName(`Call us at ${site.phone.display}`);
    await expect(call.locator('.call-us-label')).toBeVisible();
    await expect(call.locator('.call-us-label')).toContainText(site.phone.display);
  } else {
    // The number in digits, at the foot of the screen; the header keeps the call-back button, with its caption.
    await expect(call).toBeHidden();
    const bar = page.locator('.phone-actions').locator(`a[href="tel:${site.phone.e164}"]`);
    await expect(bar).toHaveAccessibleName(`Call ${site.phone.display}`);
    await expect(bar).toContainText(site.phone.display);
    await expect(request.getByText('Request a Call', { exact: true })).toBeVisible();
  }
});

test('the logo\'s tagline is at least 11px where it is shown', async ({ page }) => {
  for (const width of [320, 360, 390, 640, 720, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const tagline = page.locator('.shell-logo-tagline');
    if (await tagline.isVisible()) {
      expect(await tagline.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)), `${width}px`).toBeGreaterThanOrEqual(11);
    }
    // Whatever shows, the logo never pushes the menu button off-screen.
    const right = await page.locator('.shell-actions').evaluate((el) => el.getBoundingClientRect().right);
    expect(right, `${width}px`).toBeLessThanOrEqual(width);
  }
  // Shown where the bar has room for it beside the menu and both call actions.
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/');
  await expect(page.locator('.shell-logo-tagline')).toBeVisible();
});

test('the chat button of a category page covers no text at any scroll position', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/services/plumbing');
  await waitForHydration(page);
  const covered = await page.evaluate(() => {
    const button = document.querySelector('.category-chat-button')!;
    const texts: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The phone bar is fixed above it (the button scrolls under the bar like the rest of the page).
      if (node.textContent!.trim() && !node.parentElement!.closest('.category-chat, .visually-hidden, header, .phone-actions, [hidden]')) texts.push(node as Text);
    }
    const found: string[] = [];
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.round(innerHeight / 3)) {
      window.scrollTo(0, y);
      const b = button.getBoundingClientRect();
      if (b.width === 0 || b.bottom < 0 || b.top > innerHeight) continue;
      for (const text of texts) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const r of range.getClientRects()) {
          if (r.width > 0 && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom) found.push(`at ${y}px: ${text.textContent!.trim().slice(0, 40)}`);
        }
      }
    }
    return found;
  });
  expect(covered).toEqual([]);
});
