import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

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
