import { test, expect, type Page, type Locator } from '@playwright/test';
import { waitForHydration } from './helpers.ts';
import { elementsWithoutVisibleFocus, expectNoViolations, openWithoutScripts } from './page-checks.ts';

// Every route's own checks (axe, focus rings, touch targets) are the route sweep's; these are the states a visitor opens.
// axe over pages with 400 service cards takes longer than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const header = (page: Page) => page.locator('header.shell-header');
const dialog = (page: Page) => page.getByRole('dialog');

test.describe('axe finds no violations with an interactive state open', () => {
  test('the desktop mega menu', async ({ page }) => {
    await open(page, '/');
    await header(page).getByRole('button', { name: 'Services menu' }).click();
    await expect(header(page).locator('.mega-menu')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the desktop MORE dropdown', async ({ page }) => {
    await open(page, '/about-us');
    await header(page).getByRole('button', { name: 'MORE' }).click();
    await expect(header(page).locator('.more-dropdown')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the mobile menu with its MORE section open', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('.mobile-menu')).toBeVisible();
    await expectNoViolations(page);
    await page.locator('.mobile-menu').getByRole('button', { name: 'MORE' }).click();
    await expect(page.locator('.mobile-sublist')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the mobile services overlay', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.mobile-menu').getByRole('button', { name: 'SERVICES' }).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoViolations(page);
  });

  test('the call-request modal and its error state', async ({ page }) => {
    await open(page, '/');
    await header(page).getByRole('button', { name: 'Request a Call' }).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoViolations(page);
    await dialog(page).getByRole('button', { name: 'Request a Call' }).click();
    await expect(dialog(page).getByRole('alert')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the service detail modal of the directory', async ({ page }) => {
    await open(page, '/services');
    await page.locator('.service-card').first().getByRole('button').first().click();
    await expect(dialog(page)).toBeVisible();
    await expectNoViolations(page);
  });

  test('the custom quote modal of the packages page, empty and with its errors', async ({ page }) => {
    await open(page, '/packages');
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoViolations(page);
    await dialog(page).locator('button[type="submit"]').click();
    await expectNoViolations(page);
  });

  test('an expanded package card and the compare view', async ({ page }) => {
    await open(page, '/packages');
    await page.locator('.package-toggle').first().click();
    await expect(page.locator('.package-details').first()).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the careers application modal with its errors', async ({ page }) => {
    await open(page, '/careers');
    await page.getByRole('button', { name: /^Apply Now for / }).first().click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog(page).locator('.field-error').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('open accordions on the FAQ, service-area and a service page', async ({ page }) => {
    await open(page, '/faq');
    await page.locator('.faq-categories .accordion-button').first().click();
    await page.locator('.faq-questions .accordion-button').first().click();
    await expect(page.locator('.faq-questions .accordion-panel').first()).toBeVisible();
    await expectNoViolations(page);
    await open(page, '/service-area');
    await page.getByRole('button', { name: /Bucks County Service Areas/ }).click();
    await page.locator('.area-faq .accordion-button').first().click();
    await expectNoViolations(page);
    await open(page, '/services/plumbing');
    const buttons = page.locator('main .accordion-button');
    if (await buttons.count()) await buttons.first().click();
    await expectNoViolations(page);
  });

  test('the ZIP checker with the green and the red result', async ({ page }) => {
    await open(page, '/service-area');
    const zip = page.getByLabel('ZIP code', { exact: true });
    await zip.fill('18901');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.locator('.zip-result')).toBeVisible();
    await expectNoViolations(page);
    await zip.fill('99999');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.locator('.zip-result')).toContainText("We don't currently service this area");
    await expectNoViolations(page);
  });

  test('the contact form error state', async ({ page }) => {
    await page.route('**/*', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback()));
    await open(page, '/contact');
    const form = page.locator('form[name="contact"]');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectNoViolations(page);
    await form.getByLabel('Name').fill('Jordan Miles');
    await form.getByLabel('Phone').fill('(215) 555-0123');
    await form.getByLabel('Email').fill('jordan@example.com');
    await form.getByLabel('Project Type').selectOption({ index: 1 });
    await form.getByLabel('Message').fill('Hello there.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the FAQ search results, and the message when nothing matches', async ({ page }) => {
    await open(page, '/faq');
    const search = page.getByRole('searchbox', { name: 'Search frequently asked questions' });
    await search.fill('the');
    await expect(page.locator('.faq-result').first()).toBeVisible();
    await expectNoViolations(page);
    await search.fill('zzqx-no-such-text');
    await expect(page.locator('.faq-empty')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the home search dropdown', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('combobox', { name: 'Search our services' }).fill('faucet');
    await expect(page.getByRole('listbox', { name: 'Matching services' }).getByRole('option').first()).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('axe finds no violations without JavaScript', () => {
  test('on the pages whose hidden content is shown: home, packages, service area and FAQ', async ({ page }) => {
    for (const route of ['/', '/packages', '/service-area', '/faq']) {
      await openWithoutScripts(page, route);
      await expectNoViolations(page);
    }
  });

  test('with each menu open as a native disclosure', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openWithoutScripts(page, '/');
    if (isMobile) {
      await header(page).locator('summary.hamburger').click();
      for (const section of await header(page).locator('.mobile-section > summary').all()) await section.click();
      await expect(header(page).locator('.mobile-sublist').last()).toBeVisible();
      await expectNoViolations(page);
    } else {
      for (const summary of ['summary.nav-toggle', 'summary.nav-button']) {
        await header(page).locator(summary).click();
        await expectNoViolations(page);
        await header(page).locator(summary).click();
      }
    }
  });
});

test.describe('keyboard focus is always visible', () => {
  test('inside every modal and menu', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await open(page, '/');
    await header(page).getByRole('button', { name: 'Request a Call' }).click();
    expect(await elementsWithoutVisibleFocus(page)).toEqual([]);
    await page.keyboard.press('Escape');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await elementsWithoutVisibleFocus(page)).toEqual([]);
    } else {
      await header(page).getByRole('button', { name: 'Services menu' }).click();
      expect(await elementsWithoutVisibleFocus(page)).toEqual([]);
    }
    await open(page, '/packages');
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    expect(await elementsWithoutVisibleFocus(page)).toEqual([]);
  });
});

test.describe('touch targets at 390px are at least 24x24px', () => {
  test('in the open mobile menu', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.mobile-menu').getByRole('button', { name: 'MORE' }).click();
    const small = await page.locator('.mobile-menu').evaluate((menu) =>
      [...menu.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width < 24 || box.height < 24;
      }).map((el) => el.textContent ?? ''));
    expect(small).toEqual([]);
  });
});

/** The element that has focus, described by role-ish facts for readable failures. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
});

async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the element (focus on "${await focused(page)}")`);
}

test.describe('keyboard only', () => {
  test('MORE opens with Enter, Tab walks its entries and tabbing past the last closes it', async ({ page }) => {
    await open(page, '/faq');
    const more = header(page).getByRole('button', { name: 'MORE' });
    const list = header(page).locator('.more-dropdown');
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const links = list.getByRole('link');
    const count = await links.count();
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('Space toggles the MORE dropdown', async ({ page }) => {
    await open(page, '/faq');
    const more = header(page).getByRole('button', { name: 'MORE' });
    await tabTo(page, more);
    await page.keyboard.press('Space');
    await expect(header(page).locator('.more-dropdown')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(header(page).locator('.more-dropdown')).toBeHidden();
  });

  test('the hamburger opens the menu from the keyboard, and Escape closes it and returns focus', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, hamburger);
    await page.keyboard.press('Enter');
    await expect(page.locator('.mobile-menu')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('.mobile-menu').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the services overlay opens with Enter, traps Tab and Escape returns to the menu', { tag: '@mobile-only' }, async ({ page }) => {
    await open(page, '/faq');
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const services = page.locator('.mobile-menu').getByRole('button', { name: 'SERVICES' });
    await tabTo(page, services);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('.mobile-menu')).toBeVisible();
    await expect(services).toBeFocused();
  });

  const modals: { name: string; path: string; opener: (page: Page) => Locator }[] = [
    { name: 'the service detail modal', path: '/services', opener: (page) => page.locator('.service-card').first().getByRole('button').first() },
    { name: 'the custom quote modal', path: '/packages', opener: (page) => page.getByRole('button', { name: 'Request a Custom Quote' }) },
    { name: 'the application modal', path: '/careers', opener: (page) => page.getByRole('button', { name: /^Apply Now for / }).first() },
    { name: 'the call-request modal', path: '/about-us', opener: (page) => header(page).getByRole('button', { name: 'Request a Call' }) },
  ];
  for (const modal of modals) {
    test(`${modal.name} opens with Enter, keeps Tab and Shift+Tab inside and Escape returns focus`, async ({ page }) => {
      await open(page, modal.path);
      const opener = modal.opener(page);
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      const inside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
      await expect.poll(inside).toBe(true);
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 25; i += 1) {
          await page.keyboard.press(key);
          expect(await inside(), `${key} #${i + 1} left the dialog`).toBe(true);
        }
      }
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }

  test('accordion headers open and close with Enter and Space', async ({ page }) => {
    await open(page, '/faq');
    const button = page.locator('.faq-categories .accordion-button').first();
    await tabTo(page, button, 120);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
    const question = page.locator('.faq-questions .accordion-button').first();
    await page.keyboard.press('Tab');
    await expect(question).toBeFocused();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the testimonials carousel is driven by its buttons from the keyboard and pauses while focused', async ({ page }) => {
    await page.clock.install();
    await open(page, '/');
    const slide = page.locator('.carousel-slide:not([hidden])');
    const next = page.getByRole('button', { name: 'Next testimonial' });
    await tabTo(page, next, 150);
    const first = await slide.textContent();
    await page.keyboard.press('Enter');
    await expect(slide).not.toHaveText(first ?? '');
    await expect(page.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true');
    // Autoplay must not move the slide away while the visitor is on the controls.
    const second = await slide.textContent();
    await page.clock.runFor(15_000);
    await expect(slide).toHaveText(second ?? '');
    await page.getByRole('button', { name: 'Previous testimonial' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Show testimonial 1' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Show testimonial 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await open(page, '/faq');
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main/);
  });
});
