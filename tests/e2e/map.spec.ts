import { test, expect, type Page } from '@playwright/test';
import { fixtureFile } from '../fixture-content.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { builtDir, waitForHydration } from './helpers.ts';

interface MapLinks { title: string; embedUrl: string; image: string }
const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as { links: { maps: Record<'colorado' | 'bucks', MapLinks> } };
const PAGES = [
  { path: '/', map: site.links.maps.colorado },
  { path: '/service-area', map: site.links.maps.bucks },
];

/** Every request that leaves for another origin than the site's; the map provider's are answered with a stub. */
async function watchThirdParty(page: Page): Promise<string[]> {
  const sent: string[] = [];
  await page.route((url) => url.hostname !== '127.0.0.1', async (route) => {
    sent.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
  });
  return sent;
}

for (const { path: route, map } of PAGES) {
  test(`${route}: the map is a picture until Show map is pressed, and nothing is requested from the map provider before`, async ({ page }) => {
    const sent = await watchThirdParty(page);
    await page.goto(route);
    await waitForHydration(page);
    const picture = page.getByRole('img', { name: map.title });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('src', map.image);
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show map' }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', map.embedUrl);
    await expect(frame).toHaveAttribute('title', map.title);
    await expect(frame).toBeFocused();
    await expect.poll(() => sent).toContain(map.embedUrl);
    await expect(picture).toHaveCount(0);
  });
}

test('without JavaScript the map stays a picture and no dead Show map button is shown', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/service-area');
  await expect(page.getByRole('img', { name: site.links.maps.bucks.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
  await context.close();
});

test('the security policy lets frames in from the map provider only', () => {
  const headers = readFileSync(path.join(builtDir(), '_headers'), 'utf8');
  const frameSrc = /frame-src ([^;]+);/.exec(headers)![1]!.split(' ').sort();
  expect(frameSrc).toEqual([...new Set(Object.values(site.links.maps).map((m) => new URL(m.embedUrl).origin))].sort());
});
