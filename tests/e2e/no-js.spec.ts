import { test as base, expect, type Page } from '@playwright/test';
import { startFormServer, type FormServer } from './form-server.ts';

const test = base.extend<{ server: FormServer }>({
  server: async ({}, use) => {
    const server = await startFormServer();
    await use(server);
    await server.close();
  },
});
test.use({ javaScriptEnabled: false });

// Every route's heading, links, reachable menus and live controls without JavaScript are the route sweep's.
/** The page's own props, from its hydration payload (in the HTML whether or not scripts run). */
const pageProps = (page: Page) => page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!).props as unknown);

test.describe('without JavaScript', () => {
  test('accordions are native disclosures: a click on each question shows its answer', async ({ page, server }) => {
    for (const route of ['/faq', '/service-area', '/services/plumbing', '/contact', '/how-it-works']) {
      await page.goto(server.url + route);
      const items = page.locator('details.accordion-item');
      const count = await items.count();
      expect(count, route).toBeGreaterThan(2);
      // In document order, so a FAQ category is open before its questions are clicked.
      for (let i = 0; i < count; i += 1) {
        const item = items.nth(i);
        const panel = item.locator(':scope > .accordion-panel');
        await expect(panel).toBeHidden();
        await item.locator(':scope > summary').click();
        await expect(panel).toBeVisible();
      }
    }
  });

  test('the ZIP section, with no checker to offer, is headed by what it lists, and the list of towns opens with a click', async ({ page, server }) => {
    await page.goto(server.url + '/service-area');
    await expect(page.getByRole('heading', { level: 2, name: 'Towns and ZIP Codes We Serve' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check Your ZIP Code' })).toHaveCount(0);
    const list = page.locator('details.coverage-list');
    await list.locator('summary').click();
    await expect(list.locator('.coverage-panel')).toBeVisible();
    await expect(list.locator('.coverage-panel')).toContainText(/\d{5}/);
  });

  test('MORE opens with a click on a desktop and its links lead to their pages', async ({ page, server }) => {
    await page.goto(server.url + '/faq');
    const more = page.locator('header .desktop-nav').getByText('MORE', { exact: true });
    const panel = page.locator('header .more-dropdown');
    await expect(panel).toBeHidden();
    await more.click();
    await expect(panel).toBeVisible();
    const first = panel.locator('a[href^="/"]').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(server.url + href);
  });

  test('the SERVICES chevron opens the mega menu on a desktop', async ({ page, server }) => {
    await page.goto(server.url + '/faq');
    const panel = page.locator('header .mega-menu');
    await expect(panel).toBeHidden();
    await page.locator('header').getByLabel('Services menu').click();
    await expect(panel).toBeVisible();
    const last = panel.locator('.mega-menu-list a').last();
    const href = (await last.getAttribute('href'))!;
    await last.click();
    await expect(page).toHaveURL(server.url + href);
  });

  test('at 390px the menu button opens the menu, with SERVICES and MORE as sections', { tag: '@mobile-only' }, async ({ page, server }) => {
    await page.goto(server.url + '/faq');
    const menu = page.locator('header .mobile-menu');
    await expect(menu).toBeHidden();
    await page.locator('header').getByLabel('Menu', { exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'PROCESS' })).toBeVisible();
    const services = menu.locator('.mobile-section').filter({ hasText: 'SERVICES' });
    await services.locator('summary').click();
    await expect(services.locator('a').first()).toBeVisible();
    const more = menu.locator('.mobile-section').filter({ hasText: 'MORE' });
    await more.locator('summary').click();
    const link = more.locator('a[href^="/"]').last();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(server.url + href);
  });

  test('controls that only work with JavaScript are not offered, and the call-back button opens its own page', async ({ page, server }) => {
    await page.goto(server.url + '/faq');
    await expect(page.getByRole('searchbox', { name: 'Search frequently asked questions' })).toBeHidden();
    await page.locator('header .request-call').first().click();
    await expect(page).toHaveURL(/\/request-a-call\/?(\?.*)?$/);
    await page.goBack();
    await expect(page.locator('header').getByRole('link', { name: 'Call Us' }).first()).toBeVisible();
  });

  test('package inclusions and exclusions are shown', async ({ page, server }) => {
    await page.goto(server.url + '/packages');
    const { packages } = (await pageProps(page)) as { packages: { id: string; features: string[]; exclusions: string[] }[] };
    expect(packages.length).toBeGreaterThan(0);
    for (const pkg of packages) {
      const card = page.locator(`#package-${pkg.id}`);
      for (const text of [...pkg.features, ...pkg.exclusions]) await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('the covered cities and ZIP codes open with a click', async ({ page, server }) => {
    await page.goto(server.url + '/service-area');
    const { coverage } = (await pageProps(page)) as { coverage: { cities: { name: string; zips: string[] }[] } };
    const list = page.locator('.coverage-cities');
    await expect(list).toBeHidden();
    await page.locator('.coverage-list summary').click();
    for (const city of coverage.cities) await expect(list.getByText(city.zips.join(', '), { exact: true })).toBeVisible();
  });

  test('the home page shows every tile\'s items and every testimonial', async ({ page, server }) => {
    await page.goto(server.url + '/');
    const { home, testimonials } = (await pageProps(page)) as { home: { services: { tiles: { items: { name: string }[] }[] } }; testimonials: { text: string }[] };
    const names = home.services.tiles.flatMap((tile) => tile.items.map((item) => item.name));
    await expect(page.locator('.home-tile-name')).toHaveText(names);
    for (const name of await page.locator('.home-tile-name').all()) await expect(name).toBeVisible();
    expect(testimonials.length).toBeGreaterThan(1);
    for (const t of testimonials) await expect(page.locator('.testimonial-text').filter({ hasText: t.text })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
  });

  test('blog cards and the home page\'s teasers link to each article\'s own page, which shows it', async ({ page, server }) => {
    for (const [route, selector] of [['/blog', '.blog-card-title a'], ['/', '.home-post-title a']] as const) {
      await page.goto(server.url + route);
      const links = page.locator(selector);
      expect(await links.count()).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) expect(href).toMatch(/^\/blog\/[^/?#]+$/);
      const title = (await links.first().textContent())!.trim();
      await links.first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });

  test('/mobileservicespage\'s close button is a link home', async ({ page, server }) => {
    await page.goto(server.url + '/mobileservicespage');
    await page.getByRole('link', { name: 'Close services' }).click();
    await expect(page).toHaveURL(server.url + '/');
  });

  test('the contact form posts its fields as a plain HTML form', async ({ page, server }) => {
    await page.goto(server.url + '/contact');
    const form = page.locator('form[name="contact"]');
    await form.getByLabel('Name').fill('Jordan Miles');
    await form.getByLabel('Phone').fill('(215) 555-0123');
    await form.getByLabel('Email').fill('jordan@example.com');
    await form.getByLabel('Project Type').selectOption({ label: 'Partnership' });
    await form.getByLabel('Message').fill('Plain form, no script.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(`${server.url}/thank-you`);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(server.submissions).toHaveLength(1);
    expect(server.submissions[0]).toMatchObject({ 'form-name': 'contact', name: 'Jordan Miles', phone: '(215) 555-0123', email: 'jordan@example.com', messageType: 'partnership', message: 'Plain form, no script.' });
  });
});
