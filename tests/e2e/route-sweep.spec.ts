import { test, expect, type Browser, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fixtureFile } from '../fixture-content.ts';
import { hostRules } from '../../pipeline/hosting/host-config.ts';
import { builtDir, builtRoutes, KNOWN_ROUTES, waitForHydration } from './helpers.ts';
import { elementsWithoutVisibleFocus, expectNoViolations, gapAboveFooter, inlineScriptRuns, overflow, phoneNumberInView, smallTargets } from './page-checks.ts';
import { reachability } from './reachability.ts';
import { deadControls } from './dead-controls.ts';

/**
 * The one walk over every route of the build. Each route is loaded once with JavaScript and twice without, and the
 * other widths are reached by resizing the loaded page, so a route costs three page loads (plus the query strings of
 * the pages that read one):
 * - 1280 px with JavaScript, in another time zone and locale (dates or numbers formatted differently on server and
 *   client show up as hydration errors), under the production Content-Security-Policy: no console problem, failed
 *   request or CSP violation, one h1, no axe WCAG 2.2 AA violation, a visible focus ring on every control, no white
 *   strip above the footer; then at 768, 390 and 320 px no sideways overflow, 24 px touch targets on phones, and axe
 *   again on the phone layout at 390 px;
 * - without JavaScript at 390 px and then 1280 px: the heading and main text, every header, menu and footer link
 *   reachable by clicks, and no control that does nothing.
 * Behaviour specs test what a page does; this walk tests that no page is broken.
 */
const BUILT = builtRoutes();
/**
 * The directory's views (/service-directory/{slug}: 126 in the fixture) are one template filled with one filter each:
 * the walk takes three (two subcategories of different categories, and a whole category), and the rest are
 * read over HTTP below (one heading, the count matching the cards). The build's own output check already holds
 * every page's links, ids and heading. Walking them all would add some ten minutes to the suite.
 */
const VIEW = /^\/service-directory\/[^/]+$/;
const WALKED_VIEWS = ['/service-directory/faucet-sink-services', '/service-directory/airbnb-cleaning', '/service-directory/plumbing'];
const ROUTES = BUILT.filter((r) => !VIEW.test(r) || WALKED_VIEWS.includes(r));

/** The query strings a page reads (the directory its filter and search, packages its package, the blog its post). */
const QUERIES: Record<string, string[]> = {
  '/services': ['?category=faucet-sink-services', '?search=faucet'],
  '/service-directory': ['?category=faucet-sink-services', '?search=faucet'],
  '/packages': ['?package=new-pet'],
  '/blog': ['?post=spring-maintenance', '?post=unknown'],
};

/** Every header the hosts send with a page (nginx, Netlify, Cloudflare Pages), as the host recipes are made from it. */
const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as Parameters<typeof hostRules>[0];
const PAGE_HEADERS = Object.fromEntries(hostRules(site).headers.find((rule) => rule.path === '/*')!.headers);

const PHONE_WIDTHS = [390, 320] as const;

test.describe.configure({ timeout: 120_000 });

test('the sweep walks every page the spec names, every category and every post', () => {
  for (const route of [...KNOWN_ROUTES, ...Object.keys(QUERIES), ...WALKED_VIEWS]) expect(ROUTES).toContain(route);
  expect(ROUTES.filter((r) => r.startsWith('/services/'))).toHaveLength(20);
  expect(ROUTES.filter((r) => r.startsWith('/blog/'))).toHaveLength(3);
});

test('every other directory view is a page with its one heading and as many cards as its count says', async ({ request }) => {
  const views = BUILT.filter((r) => VIEW.test(r) && !WALKED_VIEWS.includes(r));
  expect(views.length).toBeGreaterThan(100);
  for (const view of views) {
    const response = await request.get(view);
    expect(response.status(), view).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g), view).toHaveLength(1);
    const count = Number(/class="directory-count"[^>]*>(\d+) services?/.exec(html)?.[1]);
    expect(count, view).toBeGreaterThan(0);
    expect(html.match(/<article class="service-card"/g), view).toHaveLength(count);
  }
});

/** A page that records every problem a visitor's browser would log or fail on, served with the hosts' headers. */
async function watchedPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, timezoneId: 'Pacific/Auckland', locale: 'de-DE' });
  const page = await context.newPage();
  const origin = new URL(baseURL).origin;
  const problems: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`); });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Leaving a page drops what it is still loading: only those requests, and pictures a filter removed, may end in net::ERR_ABORTED.
  let current = new Set<Request>();
  let leftBehind = new Set<Request>();
  page.on('request', (request) => current.add(request));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error === 'net::ERR_ABORTED' && leftBehind.has(request)) return;
    // A picture whose card a filter removes while it loads is dropped with it: nobody sees it fail.
    if (error === 'net::ERR_ABORTED' && request.resourceType() === 'image') return;
    if (request.url().startsWith(origin)) problems.push(`failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.status() >= 400 && url.pathname !== '/404') problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  // Pages (paths without a file extension) get the hosts' headers, the Content-Security-Policy among them.
  await page.route((url) => url.origin === origin && !/\.[a-z0-9]+$/i.test(url.pathname), async (route) => {
    const response = await route.fetch();
    // The body arrives decoded: its encoding and length no longer apply.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ response, headers: { ...headers, ...PAGE_HEADERS } });
  });
  const open = async (target: string) => {
    leftBehind = current;
    current = new Set();
    await page.goto(target);
    await waitForHydration(page);
    // Query strings are read after hydration, and some parts load on their own: let them run.
    await page.waitForLoadState('networkidle');
  };
  return { page, problems, open, close: () => context.close() };
}

/** Category pages (SPEC 2.1): the four steps, five questions, a phone call to action, and services or Coming Soon. */
async function expectCategoryPage(page: Page) {
  await expect(page.locator('.steps-strip > li')).toHaveCount(4);
  await expect(page.locator('.category-faq .accordion-button')).toHaveCount(5);
  await expect(page.locator('.category-cta a[href^="tel:+1"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Chat with us (coming soon)' })).toBeVisible();
  const cards = await page.locator('.category-cards-grid > li').count();
  const comingSoon = await page.getByRole('heading', { level: 2, name: 'Coming Soon' }).count();
  expect(cards > 0 !== comingSoon > 0, 'a category page shows its services or Coming Soon, never both or neither').toBe(true);
}

for (const route of ROUTES) {
  test(`${route} works at every width, with and without JavaScript`, async ({ browser, baseURL }) => {
    const visitor = await watchedPage(browser, baseURL!);
    const { page } = visitor;
    await test.step('1280 px with JavaScript', async () => {
      await visitor.open(route);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      if (/^\/services\/[^/]+$/.test(route)) await expectCategoryPage(page);
      await expectNoViolations(page, { allowedRoles: true });
      expect(await elementsWithoutVisibleFocus(page), 'controls without a visible focus ring').toEqual([]);
      expect(await overflow(page), 'sideways overflow at 1280 px').toBeLessThanOrEqual(0);
      expect(Math.abs(await gapAboveFooter(page)), 'white strip above the footer').toBeLessThanOrEqual(0.5);
      expect(await phoneNumberInView(page), 'the phone number in digits on screen at 1280 px').toBe(true);
    });
    await test.step('768, 390 and 320 px (axe again at 390 px)', async () => {
      await page.setViewportSize({ width: 768, height: 800 });
      expect(await overflow(page), 'sideways overflow at 768 px').toBeLessThanOrEqual(0);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await overflow(page), `sideways overflow at ${width} px`).toBeLessThanOrEqual(0);
        expect(await smallTargets(page), `touch targets under 24 px at ${width} px`).toEqual([]);
        expect(await phoneNumberInView(page), `the phone number in digits on screen at ${width} px`).toBe(true);
        // The phone layout is a layout of its own: colours, order and what is shown change with it.
        if (width === 390) await expectNoViolations(page);
      }
    });
    await test.step('its query strings', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const query of QUERIES[route] ?? []) await visitor.open(route + query);
    });
    expect(visitor.problems, 'console problems, failed requests or CSP violations').toEqual([]);
    // Control: the policy did reach the page, so "no violation" means something (an inline script must not run).
    expect(await inlineScriptRuns(page), 'an inline script runs: the page was served without the policy').toBe(false);
    await visitor.close();

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const still = await context.newPage();
    for (const width of [390, 1280]) {
      await test.step(`${width} px without JavaScript`, async () => {
        await still.setViewportSize({ width, height: 800 });
        await still.goto(route);
        await expect(still.locator('h1')).toBeVisible();
        expect((await still.locator('main').innerText()).trim().length).toBeGreaterThan(40);
        expect(await phoneNumberInView(still), `the phone number in digits on screen at ${width} px without JavaScript`).toBe(true);
        const { links, unreachable } = await still.evaluate(reachability);
        expect(links).toBeGreaterThan(10);
        expect(unreachable, 'links no visitor without JavaScript can reach').toEqual([]);
        // Opens every <details>, so it comes last.
        expect(await still.evaluate(deadControls), 'controls that do nothing without JavaScript').toEqual([]);
      });
    }
    await context.close();
  });
}

test('every internal link of every page answers 200 (the 404 page 404)', async ({ request }) => {
  const hrefs = new Set<string>();
  for (const route of ROUTES) {
    const html = readFileSync(path.join(builtDir(), route, 'index.html'), 'utf8');
    for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const url = new URL(href!.replace(/&amp;/g, '&'), 'http://site.test' + route);
      if (url.origin === 'http://site.test') hrefs.add(url.pathname + url.search);
    }
  }
  expect(hrefs.size).toBeGreaterThan(30);
  const bad: string[] = [];
  for (const href of hrefs) {
    const status = (await request.get(href)).status();
    const expected = new URL(href, 'http://site.test').pathname === '/404' ? [404, 200] : [200];
    if (!expected.includes(status)) bad.push(`${href} → ${status}`);
  }
  expect(bad).toEqual([]);
});
