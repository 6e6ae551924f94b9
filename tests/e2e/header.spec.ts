import { test, expect, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';
import { pauseClock, shellData } from './shell-helpers.ts';


async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const header = (page: Page) => page.locator('header.shell-header');
const megaMenu = (page: Page) => header(page).locator('.mega-menu');
const servicesToggle = (page: Page) => header(page).getByRole('button', { name: 'Services menu' });
const moreButton = (page: Page) => header(page).getByRole('button', { name: 'MORE' });

test.describe('header bar', () => {
  test('the logo links home and the number, in digits, dials the company phone', { tag: '@mobile' }, async ({ page }) => {
    const { problems } = watchConsole(page);
    await open(page, '/faq');
    const { site } = await shellData(page);
    await expect(header(page).getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
    // In the header on wide screens, in the bar at the foot of the screen on phones.
    await expect(page.getByRole('link', { name: `Call us at ${site.phone.display}` }).or(page.getByRole('link', { name: `Call ${site.phone.display}` }))).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(problems).toEqual([]);
  });

  test('on phones a bar at the foot of the screen calls, texts and books, wherever the page is scrolled', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    const { site } = await shellData(page);
    const bar = page.getByRole('navigation', { name: 'Call, text or book' });
    await expect(bar.getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(bar.getByRole('link', { name: `Text ${site.phone.display}` })).toHaveAttribute('href', `sms:${site.phone.e164}`);
    await expect(bar.getByRole('link', { name: /^Book online/ })).toHaveAttribute('href', site.links.booking);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0);
    // The page's last line is not hidden under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(box.y + 1);
  });

  test('the business name stays in the header at 320 px, and the call-back button has its words on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await open(page, '/');
    const { site } = await shellData(page);
    await expect(header(page).locator('.shell-logo-name')).toHaveText(site.shortName);
    await expect(header(page).locator('.shell-logo-name')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(header(page).locator('.request-call-label')).toBeVisible();
    await expect(header(page).locator('.request-call-label')).toHaveText('Request a Call');
  });

  test('the bar is transparent at the top and turns solid after scrolling past 5px', async ({ page }) => {
    await open(page, '/faq');
    const bar = header(page);
    await expect(bar).not.toHaveAttribute('data-scrolled');
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 4));
    await page.waitForTimeout(400);
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveAttribute('data-scrolled');
  });

  test('the entry of the current section is marked as the current page', async ({ page }) => {
    await open(page, '/how-it-works');
    await expect(header(page).getByRole('link', { name: 'PROCESS' })).toHaveAttribute('aria-current', 'page');
    await expect(header(page).getByRole('link', { name: 'HOME', exact: true })).not.toHaveAttribute('aria-current');
    await open(page, '/services/plumbing');
    await expect(header(page).getByRole('link', { name: 'SERVICES', exact: true })).toHaveAttribute('aria-current', 'page');
    await open(page, '/');
    await expect(header(page).getByRole('link', { name: 'HOME', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test('the desktop menu shows from 1024 px and the hamburger below it, also after the window is resized', async ({ page }) => {
  const desktopNav = header(page).locator('.desktop-nav');
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await page.setViewportSize({ width: 1023, height: 800 });
  await open(page, '/faq');
  await expect(hamburger).toBeVisible();
  await expect(desktopNav).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(desktopNav).toBeVisible();
  await expect(hamburger).toBeHidden();
  await expect(moreButton(page)).toBeVisible();
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(hamburger).toBeVisible();
});

test.describe('desktop SERVICES mega menu', () => {
  test('SERVICES is a real link to /services for visitors without JavaScript', async ({ page }) => {
    await open(page, '/faq');
    await expect(header(page).getByRole('link', { name: 'SERVICES', exact: true })).toHaveAttribute('href', '/services');
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesToggle(page)).toHaveAttribute('aria-controls', await megaMenu(page).getAttribute('id') ?? 'missing');
  });

  test('hovering opens the mega menu and it closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await open(page, '/faq');
    await pauseClock(page);
    await header(page).getByRole('link', { name: 'SERVICES', exact: true }).hover();
    await expect(megaMenu(page)).toBeVisible();
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 780);
    await page.clock.runFor(120);
    await expect(megaMenu(page)).toBeVisible();
    await page.clock.runFor(60);
    await expect(megaMenu(page)).toBeHidden();
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('moving the pointer back before the delay keeps the mega menu open', async ({ page }) => {
    await page.clock.install();
    await open(page, '/faq');
    await pauseClock(page);
    await header(page).getByRole('link', { name: 'SERVICES', exact: true }).hover();
    await page.mouse.move(640, 780);
    await page.clock.runFor(100);
    await megaMenu(page).getByRole('link', { name: 'Plumbing' }).hover();
    await page.clock.runFor(500);
    await expect(megaMenu(page)).toBeVisible();
  });

  test('the mega menu is about 600px wide with two columns of 10 services and the right addresses', async ({ page }) => {
    await open(page, '/faq');
    const { navigation } = await shellData(page);
    await servicesToggle(page).click();
    const links = megaMenu(page).locator('.mega-menu-list a');
    await expect(links).toHaveCount(20);
    expect(navigation.megaMenu).toHaveLength(20);
    const box = await megaMenu(page).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(590);
    expect(box!.width).toBeLessThanOrEqual(610);
    const xs = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(xs).size).toBe(2);
    expect(xs.slice(0, 10).every((x) => x === xs[0])).toBe(true);
    expect(xs.slice(10).every((x) => x === xs[10] && x > xs[0]!)).toBe(true);
    const expected: Record<string, string> = {
      'Smart Home': '/services/smart-homes',
      'Property Management': '/services/management-companies',
      'Misc.': '/services/misc',
      'Painting & Drywall': '/services/painting-drywall',
      'Third Party Moving': '/services/third-party-moving',
      'Windows & Doors': '/services/windows-doors',
      'Pools & Spas': '/services/pools-spas',
      Carpentry: '/services/carpentry',
      'Home Inspections': '/services/home-inspections',
    };
    for (const [label, href] of Object.entries(expected)) {
      await expect(megaMenu(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    // Every item leads to a page that exists.
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
  });

  test('a click outside and Escape close the mega menu', async ({ page }) => {
    await open(page, '/faq');
    await servicesToggle(page).click();
    await expect(megaMenu(page)).toBeVisible();
    await page.mouse.click(1200, 700);
    await expect(megaMenu(page)).toBeHidden();
    await servicesToggle(page).click();
    await expect(megaMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(megaMenu(page)).toBeHidden();
    await expect(servicesToggle(page)).toBeFocused();
  });

  test('the keyboard opens the mega menu, Tab walks its links and Escape returns focus to the button', async ({ page }) => {
    await open(page, '/faq');
    await servicesToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(megaMenu(page)).toBeVisible();
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(megaMenu(page).getByRole('link', { name: 'Carpentry' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(megaMenu(page).getByRole('link', { name: 'Painting & Drywall' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(megaMenu(page)).toBeHidden();
    await expect(servicesToggle(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(megaMenu(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(megaMenu(page)).toBeHidden();
  });

  test('moving focus out of the mega menu closes it', async ({ page }) => {
    await open(page, '/faq');
    await servicesToggle(page).focus();
    await page.keyboard.press('Enter');
    await megaMenu(page).getByRole('link', { name: 'View all services' }).focus();
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: 'PROCESS' })).toBeFocused();
    await expect(megaMenu(page)).toBeHidden();
  });
});

test.describe('desktop MORE dropdown', () => {
  test('MORE lists the extra pages and the Customer Portal opens in a new tab', async ({ page }) => {
    const { problems } = watchConsole(page);
    await open(page, '/faq');
    const { site } = await shellData(page);
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
    await moreButton(page).click();
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await moreButton(page).getAttribute('aria-controls')}`);
    await expect(list).toBeVisible();
    const expected = [['About Us', '/about-us'], ['Careers', '/careers'], ['Meet Our Team', '/meet-the-team'], ['Blog', '/blog'], ['FAQ', '/faq'], ['Contact', '/contact']] as const;
    for (const [label, href] of expected) {
      const link = list.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).not.toHaveAttribute('target');
    }
    await expect(list.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('aria-current', 'page');
    const portal = list.getByRole('link', { name: /Customer Portal/ });
    await expect(portal).toHaveAttribute('href', site.links.customerPortal);
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    const width = (await list.boundingBox())!.width;
    expect(width).toBeGreaterThan(200);
    expect(width).toBeLessThan(240);
    expect(problems).toEqual([]);
  });

  test('MORE opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await open(page, '/faq');
    await pauseClock(page);
    const list = page.locator(`#${await moreButton(page).getAttribute('aria-controls')}`);
    await moreButton(page).hover();
    await expect(list).toBeVisible();
    await page.mouse.move(200, 780);
    await page.clock.runFor(250);
    await expect(list).toBeVisible();
    await page.clock.runFor(80);
    await expect(list).toBeHidden();
  });

  test('a click on MORE after hovering keeps it open; Escape closes it and returns focus', async ({ page }) => {
    await open(page, '/faq');
    const list = page.locator(`#${await moreButton(page).getAttribute('aria-controls')}`);
    await moreButton(page).hover();
    await moreButton(page).click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(moreButton(page)).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  const hamburger = (page: Page) => page.getByRole('button', { name: /^(Open|Close) menu$/ });
  const menu = (page: Page) => page.locator('.mobile-menu');

  test('the hamburger toggles the menu with its state and label', { tag: '@mobile-only' }, async ({ page }) => {
    const { problems } = watchConsole(page);
    await open(page, '/faq');
    await expect(header(page).locator('.desktop-nav')).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    expect(await button.getAttribute('aria-controls')).toBe(await menu(page).getAttribute('id'));
    await button.click();
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('MORE expands as an accordion and only one section is open at a time', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    await hamburger(page).click();
    const sections = menu(page).locator('button[aria-expanded]');
    const more = menu(page).getByRole('button', { name: 'MORE' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await more.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link', { name: 'Careers' })).toBeVisible();
    await expect(list.getByRole('link', { name: /Customer Portal/ })).toHaveAttribute('target', '_blank');
    const count = await sections.count();
    for (let i = 0; i < count; i++) {
      await sections.nth(i).click();
      expect(await menu(page).locator('button[aria-expanded="true"]').count()).toBeLessThanOrEqual(1);
    }
    await more.click();
    if ((await more.getAttribute('aria-expanded')) === 'true') await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
  });

  test('SERVICES opens a full-screen overlay with the five service groups', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    const { navigation } = await shellData(page);
    await hamburger(page).click();
    await menu(page).getByRole('button', { name: 'SERVICES' }).click();
    const overlay = page.getByRole('dialog', { name: 'Our Services' });
    await expect(overlay).toBeVisible();
    const box = (await overlay.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);
    const titles = ['Home Improvement', 'Outdoor Services', 'Technical Services', 'Specialty Services', 'Additional Services'];
    await expect(overlay.getByRole('heading', { level: 3 })).toHaveText(titles);
    expect(navigation.mobileGroups.map((g) => g.title)).toEqual(titles);
    await expect(overlay.locator('.service-group a')).toHaveCount(20);
    await expect(overlay.getByRole('link', { name: 'Smart Homes' })).toHaveAttribute('href', '/services/smart-homes');
    await expect(overlay.getByRole('link', { name: 'Third-Party Moving' })).toHaveAttribute('href', '/services/third-party-moving');
    await expect(overlay.getByRole('link', { name: 'Management Companies' })).toHaveAttribute('href', '/services/management-companies');
    await expect(overlay.getByRole('link', { name: 'Misc Services' })).toHaveAttribute('href', '/services/misc');
    // Escape closes the overlay first, then the menu, and focus goes back to the hamburger.
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'SERVICES' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the overlay close button returns to the menu', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    await hamburger(page).click();
    await menu(page).getByRole('button', { name: 'SERVICES' }).click();
    await page.getByRole('button', { name: 'Close services menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menu(page)).toBeVisible();
  });

  test('choosing a link closes the menu before the next page loads', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    // Cancel the navigation so the closed state of this page can be seen.
    await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault(), { capture: true }));
    await hamburger(page).click();
    await menu(page).getByRole('link', { name: 'PACKAGES' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a service in the overlay closes the overlay and the menu, and the new page starts closed', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    await hamburger(page).click();
    await menu(page).getByRole('button', { name: 'SERVICES' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Plumbing' }).click();
    await page.waitForURL('**/services/plumbing');
    await waitForHydration(page);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.goBack();
    await waitForHydration(page);
    await expect(menu(page)).toBeHidden();
  });

  test('the menu highlights the current page', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/service-area');
    await hamburger(page).click();
    await expect(menu(page).getByRole('link', { name: 'SERVICE AREA' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).getByRole('link', { name: 'HOME', exact: true })).not.toHaveAttribute('aria-current');
  });
});

test.describe('/mobileservicespage', { tag: '@mobile' }, () => {
  test('shows the five groups and its close button goes back one step', async ({ page }) => {
    const { problems } = watchConsole(page);
    await open(page, '/faq');
    await page.goto('/mobileservicespage');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(['Home Improvement', 'Outdoor Services', 'Technical Services', 'Specialty Services', 'Additional Services']);
    await expect(page.locator('main .service-group a')).toHaveCount(20);
    await page.getByRole('link', { name: 'Close services' }).click();
    await page.waitForURL('**/faq');
    expect(problems).toEqual([]);
  });

  test('opened without history, its close button goes home', async ({ page }) => {
    // A tab that was opened on this page has a history of one entry.
    await page.addInitScript(() => Object.defineProperty(History.prototype, 'length', { get: () => 1 }));
    await open(page, '/mobileservicespage');
    await page.getByRole('link', { name: 'Close services' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('opened directly in a tab that has been elsewhere, its close button goes home instead of leaving the site', async ({ page }) => {
    // The tab's history holds a page that is not this site's (about:blank here), so going back would leave the site.
    await open(page, '/mobileservicespage');
    expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(1);
    const close = page.getByRole('link', { name: 'Close services' });
    await expect(close).toHaveAttribute('href', '/');
    await close.click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('when going back leaves the page where it is, its close button goes home', async ({ page }) => {
    await page.addInitScript(() => { History.prototype.back = () => {}; });
    await open(page, '/faq');
    await page.goto('/mobileservicespage');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Close services' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
