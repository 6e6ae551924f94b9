import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers.ts';

/**
 * How a page loads: it is complete as HTML, so only the small entry script (low priority) is fetched with it; the
 * chunks that hydrate it are requested after the load event, all at once from the list the pre-renderer wrote.
 */
for (const path of ['/', '/services', '/blog/spring-maintenance']) {
  test(`${path} fetches its hydration chunks only after the page has loaded, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }));
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"]');
      return { loadStart: nav.loadEventStart, scripts, entry: entry ? new URL(entry.src).pathname : '', priority: entry?.getAttribute('fetchpriority'), preload: JSON.parse(entry?.dataset.preload ?? '[]') as string[] };
    });
    expect(timing.priority).toBe('low');
    expect(timing.preload.length).toBeGreaterThan(0);
    // The entry's one static import, Vite's small dynamic-import helper, comes with it.
    const withEntry = (p: string) => p === timing.entry || p.includes('/preload-helper-');
    const later = timing.scripts.filter((s) => !withEntry(s.path));
    // The page's chunks were all requested, and none of them before the load event.
    expect(later.map((s) => s.path)).toEqual(expect.arrayContaining(timing.preload.filter((p) => !withEntry(p))));
    for (const script of later) expect(script.start, script.path).toBeGreaterThanOrEqual(timing.loadStart);
  });
}

// The shapes of the content icons a page shows come embedded in it, so hydrating needs no chunk per icon.
test('/ hydrates its content icons from the page itself, without downloading icon code', async ({ page }) => {
  const { problems } = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname); });
  await page.goto('/');
  await waitForHydration(page);
  const icons = await page.locator('#root svg[data-icon]').evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-icon')));
  expect(icons.length).toBeGreaterThan(5);
  const embedded = Object.keys(JSON.parse(await page.locator('script#icon-data').textContent() ?? '{}') as object);
  // Every icon the hydrated page shows came with it (the server's markup also shows, for visitors without
  // JavaScript, a few that the enhanced page then tucks away).
  expect(embedded).toEqual(expect.arrayContaining([...new Set(icons)]));
  // Content icons are downloaded through the name-to-chunk table, so without it no content icon was.
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((p) => /\/icon-loaders-[\w-]+\.js$/.test(p))).toEqual([]);
  // Hydrated, not replaced: the icons are the server's elements, drawn, and React reported no mismatch.
  expect(await page.locator('#root svg[data-icon="zap"] path').count()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
