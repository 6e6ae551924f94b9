import { test, expect, type Page } from '@playwright/test';
import { builtRoutes, KNOWN_ROUTES, waitForHydration } from './helpers.ts';

/** The widths the issue names: a small phone, a common phone, a tablet and a laptop. */
const WIDTHS = [320, 390, 768, 1280] as const;

/** How far the document is wider than the window (0 when nothing sticks out sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// The widths are set here, so one project runs them all.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the widths are set per test');
});

test('the build holds every route this test walks', () => {
  expect(builtRoutes()).toEqual(expect.arrayContaining([...KNOWN_ROUTES]));
});

for (const width of WIDTHS) {
  test(`no route is wider than a ${width}px window`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const route of builtRoutes()) {
      await page.goto(route);
      await waitForHydration(page);
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${route} by ${extra}px`);
    }
    expect(wide).toEqual([]);
  });

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
