import { test, expect, type Request } from '@playwright/test';
import { builtRoutes, waitForHydration } from './helpers.ts';

// A visitor far from the build machine: other time zone and locale, so dates or numbers formatted
// differently on server and client would show up as hydration errors.
test.use({ timezoneId: 'Pacific/Auckland', locale: 'de-DE' });

const QUERIES = ['?category=faucet-sink-services', '?search=faucet', '?package=new-pet', '?post=spring-maintenance', '?post=unknown'];
const ROUTES = builtRoutes();

for (const route of ROUTES) {
  test(`${route} and its query-string variants load without console problems, failed requests or hydration errors`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    const origin = new URL(baseURL!).origin;
    page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`); });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // The next page.goto below drops what the page it leaves is still loading (CI saw the logo's request aborted once,
    // on a busy machine): only those requests may end in net::ERR_ABORTED. Any other failure counts.
    let current = new Set<Request>();
    let leftBehind = new Set<Request>();
    page.on('request', (request) => current.add(request));
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText;
      if (error === 'net::ERR_ABORTED' && leftBehind.has(request)) return;
      if (request.url().startsWith(origin)) problems.push(`failed: ${request.url()} ${error}`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      // The 404 page answers 404 on purpose; everything else from this origin must succeed.
      if (url.origin === origin && response.status() >= 400 && url.pathname !== '/404') problems.push(`${response.status()}: ${response.url()}`);
    });
    for (const query of ['', ...QUERIES]) {
      leftBehind = current;
      current = new Set();
      await page.goto(route + query);
      await waitForHydration(page);
      // Query strings are read after hydration; give effects and lazy chunks a moment to run.
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
}
