import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';
import { overflow } from './page-checks.ts';

/** The widths the issue names: a small phone, a common phone, a tablet and a laptop. */
const WIDTHS = [320, 390, 768, 1280] as const;

// The widths are set here, so the desktop project runs them all; every route's own overflow is the route sweep's.

for (const width of WIDTHS) {
  test(`open panels and other states stay inside a ${width}px window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const states: [string, (page: Page) => Promise<void>][] = [
      ['the hero search with no match', async (p) => {
        await p.goto('/');
        await waitForHydration(p);
        await p.getByRole('combobox').fill('zzzz no such service');
      }],
      ['the chat note of a category page', async (p) => {
        await p.goto('/services/plumbing');
        await waitForHydration(p);
        await p.getByRole('button', { name: /chat with us/i }).click();
      }],
      ['the directory as a list', async (p) => {
        await p.goto('/services');
        await waitForHydration(p);
        await p.getByRole('button', { name: 'List', exact: true }).click();
      }],
      ['the call-request dialog', async (p) => {
        await p.goto('/contact');
        await waitForHydration(p);
        await p.locator('header.shell-header').getByRole('button', { name: 'Request a Call' }).click();
      }],
    ];
    const wide: string[] = [];
    for (const [name, open] of states) {
      await open(page);
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${name} by ${extra}px`);
    }
    expect(wide).toEqual([]);
  });
}
