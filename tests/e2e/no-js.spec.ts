import { test as base, expect } from '@playwright/test';
import { builtRoutes } from './helpers.ts';
import { startFormServer, type FormServer } from './form-server.ts';

const test = base.extend<{ server: FormServer }>({
  server: async ({}, use) => {
    const server = await startFormServer();
    await use(server);
    await server.close();
  },
});
test.use({ javaScriptEnabled: false });

const ROUTES = builtRoutes();

test.describe('without JavaScript', () => {
  for (const route of ROUTES) {
    test(`${route} shows its heading and main text`, async ({ page, server }) => {
      await page.goto(server.url + route);
      await expect(page.locator('h1').first()).toBeVisible();
      const text = await page.locator('main').innerText();
      expect(text.trim().length).toBeGreaterThan(40);
    });
  }

  test('every internal link of every page answers 200 (the 404 page 404)', async ({ page, server, request }) => {
    test.setTimeout(180_000);
    const hrefs = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(server.url + route);
      for (const href of await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
        const url = new URL(href);
        if (url.origin === server.url) hrefs.add(url.pathname + url.search);
      }
    }
    expect(hrefs.size).toBeGreaterThan(30);
    const bad: string[] = [];
    for (const href of hrefs) {
      const response = await request.get(server.url + href);
      const expected = new URL(href, server.url).pathname === '/404' ? 404 : 200;
      if (response.status() !== expected && !(expected === 404 && response.status() === 200)) bad.push(`${href} → ${response.status()}`);
    }
    expect(bad).toEqual([]);
  });

  test('accordion answers are readable', async ({ page, server }) => {
    for (const route of ['/faq', '/service-area', '/services/plumbing']) {
      await page.goto(server.url + route);
      const panels = page.locator('.accordion-panel');
      const count = await panels.count();
      for (let i = 0; i < count; i += 1) await expect(panels.nth(i)).toBeVisible();
    }
  });

  test('toggles that need JavaScript are not shown; SERVICES stays a link', async ({ page, server, isMobile }) => {
    await page.goto(server.url + '/faq');
    await expect(page.locator('.hamburger')).toBeHidden();
    await expect(page.locator('.nav-toggle')).toBeHidden();
    if (!isMobile) await expect(page.locator('header').getByRole('link', { name: 'SERVICES', exact: true })).toHaveAttribute('href', '/services');
    await expect(page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).first()).toBeVisible();
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
