import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { fixtureFile } from '../fixture-content.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { watchConsole, waitForHydration } from './helpers.ts';
import { rankServices } from '../../site/lib/search.ts';
import { priceText } from '../../site/lib/price-text.ts';
import { timeText } from '../../site/lib/time-text.ts';
import type { Duration, Price } from '../../site/content-types.ts';

interface IndexedService { id: string; name: string; description: string; category: string; subcategory: string; features: string[]; price: Price; timeEstimate: Duration; image: string; popular: boolean }

const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as {
  phone: { e164: string };
  links: { booking: string; instantQuote: string; maps: { colorado: { image: string; linkUrl: string } } };
};
/** SPEC 9, in order. */
const PLACEHOLDERS = ['Outlet Repair', 'Custom Shelving', 'Leak Repair', 'Door Installation', 'Ceiling Fan Mounting', 'Cabinet Repair', 'Drywall Patching', 'Furniture Assembly'];
const INTERIOR = ['Electrical', 'Plumbing', 'Carpentry', 'Smart Home', 'Painting & Drywall', 'Flooring', 'Home Security', 'Furniture Assembly'];
const EXTERIOR = ['Windows & Doors', 'Garage Doors', 'Landscaping', 'Powerwashing', 'Pools & Spas', 'Holiday Lighting', 'Locksmithing', 'Property Management'];

/** SPEC 5, written out again here so the page is checked against the rule and not against itself. */
const heroRule = (s: IndexedService, text: string) => {
  const t = text.toLowerCase();
  return [s.name, s.description, s.category, ...s.features].some((f) => f.toLowerCase().includes(t));
};

async function catalogue(request: APIRequestContext): Promise<IndexedService[]> {
  const response = await request.get('/search-index.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as IndexedService[];
}

async function open(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

/** Stops the fake clock (installed before goto) so timers only move with clock.runFor. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search our services' });
const dropdown = (page: Page) => page.getByRole('listbox', { name: 'Matching services' });

test('the home page hydrates without console errors or warnings', async ({ page }) => {
  const { problems } = watchConsole(page);
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Trusted Handyman in Greater Colorado Springs');
  await searchBox(page).fill('faucet');
  await expect(dropdown(page).getByRole('option').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('hero', () => {
  test('the hero image is a real image with a size, behind the headline', async ({ page }) => {
    await open(page);
    const img = page.locator('.home-hero-image');
    await expect(img).toHaveAttribute('src', '/images/hero/home.svg');
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '900');
    await expect(img).toHaveAttribute('alt', '');
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });

  test('a hero image that fails is logged and retried from the site origin', async ({ page, baseURL }) => {
    let failed = false;
    await page.route('**/images/hero/home.svg*', async (route) => {
      if (!failed) { failed = true; await route.abort(); } else await route.continue();
    });
    const logs: string[] = [];
    page.on('console', (m) => { if (m.type() === 'log') logs.push(m.text()); });
    await open(page);
    const img = page.locator('.home-hero-image');
    await expect(img).toHaveAttribute('src', `${baseURL}/images/hero/home.svg?retry=1`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(logs.some((l) => l.includes('Hero image failed to load'))).toBe(true);
  });

  test('Get an Instant Quote opens the quote tool in a new tab and Text Us texts the company', async ({ page }) => {
    await open(page);
    const hero = page.locator('.home-hero');
    const quote = hero.getByRole('link', { name: /Get an Instant Quote/ });
    await expect(quote).toHaveAttribute('href', site.links.instantQuote);
    await expect(quote).toHaveAttribute('target', '_blank');
    await expect(quote).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(hero.getByRole('link', { name: 'Text Us' })).toHaveAttribute('href', `sms:${site.phone.e164}`);
  });

  test('the search placeholder changes every 3 seconds through the eight examples, in a loop', async ({ page, request }) => {
    expect(await (await request.get('/')).text()).toContain('placeholder="Outlet Repair"');
    await page.clock.install();
    await open(page);
    await pauseClock(page);
    const box = searchBox(page);
    const placeholder = () => box.getAttribute('placeholder');
    // Some real time passed before the clock stopped, so first step up to the first change...
    let waited = 0;
    while ((await placeholder()) === PLACEHOLDERS[0] && waited < 3000) {
      await page.clock.runFor(100);
      waited += 100;
    }
    await expect(box).toHaveAttribute('placeholder', PLACEHOLDERS[1]!);
    // ...then every next change comes exactly 3 seconds later, through all eight and back to the first.
    for (const expected of [...PLACEHOLDERS.slice(2), PLACEHOLDERS[0]!, PLACEHOLDERS[1]!]) {
      const before = (await placeholder())!;
      await page.clock.runFor(2900);
      await expect(box).toHaveAttribute('placeholder', before);
      await page.clock.runFor(100);
      await expect(box).toHaveAttribute('placeholder', expected);
    }
  });
});

test.describe('hero search', () => {
  test('/search-index.json is not requested until the visitor uses the search', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => { if (r.url().includes('search-index.json')) requested.push(r.url()); });
    await open(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(800);
    expect(requested).toEqual([]);
    const response = page.waitForResponse((r) => r.url().endsWith('/search-index.json'));
    await searchBox(page).focus();
    expect((await response).ok()).toBe(true);
    await searchBox(page).fill('door');
    await searchBox(page).fill('doors');
    await page.waitForTimeout(300);
    expect(requested).toHaveLength(1);
  });

  test('matches name, description, category and features case-insensitively, with no limit, best answer first', async ({ page, request }) => {
    const index = await catalogue(request);
    await open(page);
    const box = searchBox(page);
    for (const text of ['FAUCET', 'door', 'a', 'ceilng fan']) {
      await box.fill(text);
      // Every service SPEC 5 matches is among them (tests/unit/search.test.ts), in the ranked order.
      const ranked = rankServices(index, text);
      expect(ranked.length).toBeGreaterThanOrEqual(index.filter((s) => heroRule(s, text)).length);
      await expect(dropdown(page).getByRole('option')).toHaveCount(ranked.length);
      await expect(dropdown(page).locator('.hero-search-option-name').first()).toHaveText(ranked[0]!.name);
    }
    // More than any usual cap: the single letter matches nearly the whole catalogue.
    expect(index.filter((s) => heroRule(s, 'a')).length).toBeGreaterThan(300);
  });

  test('a word found only in a feature finds the service', async ({ page, request }) => {
    const index = await catalogue(request);
    const hit = index.flatMap((s) => s.features.map((f) => ({ s, f })))
      .find(({ s, f }) => ![s.name, s.description, s.category].some((x) => x.toLowerCase().includes(f.toLowerCase())))!;
    await open(page);
    await searchBox(page).fill(hit.f);
    await expect(dropdown(page).getByRole('option', { name: new RegExp(`^${hit.s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first()).toBeVisible();
    await expect(dropdown(page).getByRole('option')).toHaveCount(rankServices(index, hit.f).length);
  });

  test('a category name finds services whose name and description do not mention it', async ({ page, request }) => {
    const index = await catalogue(request);
    const byCategory = index.filter((s) => s.category === 'Third Party Moving');
    expect(byCategory.some((s) => !`${s.name} ${s.description} ${s.features.join(' ')}`.toLowerCase().includes('third party moving'))).toBe(true);
    await open(page);
    await searchBox(page).fill('third party moving');
    await expect(dropdown(page).getByRole('option')).toHaveCount(rankServices(index, 'third party moving').length);
    expect(index.filter((s) => heroRule(s, 'third party moving')).length).toBeGreaterThanOrEqual(byCategory.length);
  });

  test('with no match the list says so to screen readers and draws no empty box', async ({ page }) => {
    const nothing = 'zzqx nothing like it';
    await open(page);
    await searchBox(page).fill(nothing);
    // The catalogue has arrived once the screen-reader count is said; the list stays closed for 0 matches.
    await expect(page.locator('.hero-search [aria-live]')).toHaveText('0 matching services');
    await expect(dropdown(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.hero-search').getByText(/no services|not found/i)).toHaveCount(0);
  });

  test('with no match the buttons under the search stay uncovered and clickable', async ({ page }) => {
    await open(page);
    await searchBox(page).fill('zzzz no such service');
    await expect(page.locator('.hero-search [aria-live]')).toHaveText('0 matching services');
    const quote = page.locator('.home-hero').getByRole('link', { name: /instant quote/i });
    const box = (await quote.boundingBox())!;
    const topmost = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2]);
    expect(topmost).toMatch(/instant quote/i);
  });

  test('empty text closes the dropdown, focus reopens it and an outside click closes it', async ({ page }) => {
    await open(page);
    const box = searchBox(page);
    await box.fill('leak');
    await expect(dropdown(page)).toBeVisible();
    await box.fill('');
    await expect(dropdown(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('leak');
    await expect(dropdown(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dropdown(page)).toBeHidden();
    await box.click();
    await expect(dropdown(page)).toBeVisible();
    await expect(box).toHaveValue('leak');
  });

  test('the dropdown is drawn above the sections below the hero, not cut off by it', async ({ page }) => {
    await open(page);
    await searchBox(page).fill('door');
    await expect(dropdown(page).getByRole('option').nth(3)).toBeAttached();
    await dropdown(page).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const box = await dropdown(page).boundingBox();
    const hero = await page.locator('.home-hero').boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(hero!.y + hero!.height);
    // The bottom edge of the list is the list itself, not the next section painted over it.
    const onTop = await dropdown(page).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.bottom - 4);
      return el.contains(hit);
    });
    expect(onTop).toBe(true);
  });

  test('Enter goes to /services?search= with the text URL-encoded, and the directory is pre-filled', async ({ page }) => {
    await open(page);
    await searchBox(page).fill('Leak Repair & more');
    await searchBox(page).press('Enter');
    await page.waitForURL('**/services?search=Leak%20Repair%20%26%20more');
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('Leak Repair & more');
  });

  test('a submitted search lists as many services as its suggestions, for a category name and a feature', async ({ page, request }) => {
    const index = await catalogue(request);
    const nameOrDescription = (s: IndexedService, t: string) => `${s.name}\n${s.description}`.toLowerCase().includes(t.toLowerCase());
    // Texts the suggestions find beyond names and descriptions: a category's name, and a feature found only as a feature.
    const category = index.find((s) => !nameOrDescription(s, s.category))!.category;
    const feature = index.flatMap((s) => s.features).find((f) => !index.some((s) => nameOrDescription(s, f)))!;
    for (const text of [category, feature]) {
      const expected = rankServices(index, text).length;
      await open(page);
      await searchBox(page).fill(text);
      await expect(dropdown(page).getByRole('option')).toHaveCount(expected);
      await searchBox(page).press('Enter');
      await page.waitForURL('**/services?search=*');
      await waitForHydration(page);
      await expect(page.getByText(`${expected} ${expected === 1 ? 'service' : 'services'} available`, { exact: true })).toBeVisible();
      await expect(page.locator('.service-card')).toHaveCount(expected);
    }
  });

  test('Enter with blank text is ignored', async ({ page }) => {
    await open(page);
    await searchBox(page).fill('   ');
    await searchBox(page).press('Enter');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe('');
  });

  test('choosing a result clears the text, closes the dropdown and opens the service detail modal', async ({ page, request }) => {
    const index = await catalogue(request);
    const service = index.find((s) => s.name === 'Leaky Faucet Repair')!;
    await open(page);
    await searchBox(page).fill('leaky faucet');
    await dropdown(page).getByRole('option', { name: /Leaky Faucet Repair/ }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(dropdown(page)).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'Leaky Faucet Repair' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(priceText(service.price));
    await expect(dialog).toContainText(timeText(service.timeEstimate));
    await expect(dialog.getByRole('listitem')).toHaveText(service.features);
    await expect(dialog.getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', site.links.booking);
    await expect(dialog.getByRole('link', { name: /Get a Quote/ })).toHaveAttribute('href', site.links.instantQuote);
    await dialog.getByRole('button', { name: 'Close service details' }).click();
    await expect(dialog).toBeHidden();
    await expect(searchBox(page)).toBeFocused();
  });

  test('the keyboard can pick a result with the arrow keys and Enter; the backdrop closes the modal', async ({ page }) => {
    await open(page);
    const box = searchBox(page);
    await box.fill('leaky faucet');
    await expect(dropdown(page).getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(dropdown(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const name = (await dropdown(page).locator('.hero-search-option-name').first().textContent())!;
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
  });

  test('the availability messages are never shown', async ({ page }) => {
    await open(page);
    await searchBox(page).fill('zzzz-no-such-service');
    await expect(page.locator('.hero-search [aria-live]')).toHaveText('0 matching services');
    await searchBox(page).fill('faucet');
    await expect(dropdown(page).getByRole('option').first()).toBeVisible();
    await expect(page.getByText('Great! We offer this service. Request a quote now!')).toHaveCount(0);
    await expect(page.getByText("Sorry, we don't currently offer this service. Please try another search.")).toHaveCount(0);
  });
});

test.describe('our services', () => {
  test('Interior is selected first and shows its items with typical times', async ({ page }) => {
    await open(page);
    const interior = page.getByRole('button', { name: 'Interior' });
    const exterior = page.getByRole('button', { name: 'Exterior' });
    await expect(interior).toHaveAttribute('aria-pressed', 'true');
    await expect(exterior).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.home-tile-name')).toHaveText(INTERIOR);
    await expect(page.locator('.home-tile-item').first()).toContainText('1-2 hours');
    await expect(page.locator('.home-tile-item').nth(1)).toContainText('30-60 mins');
  });

  test('choosing Exterior shows its items and Interior brings the first list back', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Exterior' }).click();
    await expect(page.getByRole('button', { name: 'Exterior' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Interior' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.home-tile-name')).toHaveText(EXTERIOR);
    await page.getByRole('button', { name: 'Interior' }).click();
    await expect(page.locator('.home-tile-name')).toHaveText(INTERIOR);
  });

  test('Learn More links go to the category slug, with the two exceptions', async ({ page }) => {
    await open(page);
    const learn = (name: string) => page.getByRole('link', { name: `Learn More about ${name}` });
    await expect(learn('Painting & Drywall')).toHaveAttribute('href', '/services/painting-drywall');
    await expect(learn('Smart Home')).toHaveAttribute('href', '/services/smart-homes');
    await expect(learn('Furniture Assembly')).toHaveAttribute('href', '/services/furniture-assembly');
    await page.getByRole('button', { name: 'Exterior' }).click();
    await expect(learn('Property Management')).toHaveAttribute('href', '/services/management-companies');
    await expect(learn('Windows & Doors')).toHaveAttribute('href', '/services/windows-doors');
    await expect(learn('Pools & Spas')).toHaveAttribute('href', '/services/pools-spas');
  });
});

test('the packages grid shows Basic, Standard and Premium, each linking to /packages?package={id}', async ({ page }) => {
  await open(page);
  const cards = page.locator('.home-package');
  await expect(cards).toHaveCount(3);
  const expected = [
    ['Basic Handyman Package', 'basic', '$399', '4 hours', 'Essential handyman services'],
    ['Standard Home Maintenance Package', 'standard', '$799', '8 hours', 'Comprehensive home maintenance'],
    ['Premium Home Improvement Package', 'premium', '$1,599', '16 hours', 'Complete home improvement'],
  ] as const;
  for (const [i, [name, id, price, duration, summary]] of expected.entries()) {
    await expect(cards.nth(i).getByRole('link', { name })).toHaveAttribute('href', `/packages?package=${id}`);
    await expect(cards.nth(i)).toContainText(price);
    await expect(cards.nth(i)).toContainText(duration);
    await expect(cards.nth(i)).toContainText(summary);
  }
  await cards.nth(1).getByRole('link').click();
  await page.waitForURL('**/packages?package=standard');
});

test.describe('testimonials carousel', () => {
  const slide = (page: Page) => page.locator('.carousel-slide:not([hidden])');
  const names = ['Karen M.', 'David L.', 'Tamika R.', 'Steve O.'];

  test('previous and next wrap around in both directions', async ({ page }) => {
    await open(page);
    await expect(slide(page)).toContainText(names[0]!);
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(slide(page)).toContainText(names[3]!);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(slide(page)).toContainText(names[0]!);
    for (const name of [...names.slice(1), names[0]!]) {
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      await expect(slide(page)).toContainText(name);
    }
  });

  test('dots jump to a testimonial and mark the current one', async ({ page }) => {
    await open(page);
    const dots = page.getByRole('button', { name: /^Show testimonial \d$/ });
    await expect(dots).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Show testimonial 1' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Show testimonial 3' }).click();
    await expect(slide(page)).toContainText(names[2]!);
    await expect(page.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Show testimonial 1' })).not.toHaveAttribute('aria-current', 'true');
  });

  test('a swipe left shows the next testimonial and a swipe right the previous one', async ({ page }) => {
    await open(page);
    const viewport = page.locator('.carousel-viewport');
    // From and to as shares of the carousel's width, measured at each swipe once hovering has found the carousel
    // standing still: sections above it, laid out only as they come into view, can move it after it is scrolled to.
    const swipe = async (from: number, to: number) => {
      await viewport.hover();
      const box = (await viewport.boundingBox())!;
      const [x0, x1, y] = [box.x + box.width * from, box.x + box.width * to, box.y + box.height / 2];
      await page.mouse.move(x0, y);
      await page.mouse.down();
      await page.mouse.move((x0 + x1) / 2, y, { steps: 3 });
      await page.mouse.move(x1, y, { steps: 3 });
      await page.mouse.up();
    };
    await swipe(0.8, 0.2);
    await expect(slide(page)).toContainText(names[1]!);
    await swipe(0.2, 0.8);
    await expect(slide(page)).toContainText(names[0]!);
    await swipe(0.2, 0.8);
    await expect(slide(page)).toContainText(names[3]!);
  });

  test('a tiny drag is not a swipe', async ({ page }) => {
    await open(page);
    const viewport = page.locator('.carousel-viewport');
    await viewport.scrollIntoViewIfNeeded();
    const box = (await viewport.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(400);
    await page.mouse.move(x - 20, y, { steps: 2 });
    await page.mouse.up();
    await page.waitForTimeout(200);
    await expect(slide(page)).toContainText(names[0]!);
  });

  test('the carousel area is 400px tall and ratings have an accessible label', async ({ page }) => {
    await open(page);
    const box = (await page.locator('.carousel-viewport').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(400);
    expect(box.height).toBeLessThan(460);
    await expect(slide(page).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  });

  test('autoplay advances, and pauses while hovered or focused', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await pauseClock(page);
    await page.clock.runFor(7000);
    await expect(slide(page)).toContainText(names[1]!);
    await page.locator('.carousel-viewport').hover();
    await page.clock.runFor(15000);
    await expect(slide(page)).toContainText(names[1]!);
    await page.getByRole('heading', { name: 'Our Services' }).hover();
    await page.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.clock.runFor(15000);
    await expect(slide(page)).toContainText(names[1]!);
  });

  test('there is no autoplay when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await open(page);
    await pauseClock(page);
    await page.clock.runFor(30000);
    await expect(slide(page)).toContainText(names[0]!);
  });
});

test('the call-to-action band offers Get a Quote and Book Now, both in a new tab', async ({ page }) => {
  await open(page);
  const band = page.locator('.home-cta');
  await expect(band.getByRole('heading', { level: 2 })).toHaveText('Ready to Start Your Project?');
  const quote = band.getByRole('link', { name: /Get a Quote/ });
  const book = band.getByRole('link', { name: /Book Now/ });
  await expect(quote).toHaveAttribute('href', site.links.instantQuote);
  await expect(book).toHaveAttribute('href', site.links.booking);
  for (const link of [quote, book]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('Service Areas lists regions and towns, shows the Colorado map with an Open map link and links to /service-area', async ({ page }) => {
  await open(page);
  const section = page.locator('.home-areas');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Service Areas');
  await expect(section.getByRole('heading', { name: 'El Paso County' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Teller County' })).toBeVisible();
  for (const town of ['Fountain', 'Monument', 'Falcon', 'Peyton', 'Colorado Springs', 'Green Mountain Falls', 'Manitou Springs']) {
    await expect(section.getByRole('listitem').filter({ hasText: new RegExp(`^${town}$`) })).toHaveCount(1);
  }
  await expect(section.locator('img')).toHaveAttribute('src', site.links.maps.colorado.image);
  const map = section.getByRole('link', { name: /Open map/ });
  await expect(map).toHaveAttribute('href', site.links.maps.colorado.linkUrl);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(section.getByRole('link', { name: 'View All Service Areas' })).toHaveAttribute('href', '/service-area');
});

test('two trust bands titled Trusted Local Expertise carry the trust points', async ({ page }) => {
  await open(page);
  const bands = page.locator('.home-trust');
  await expect(bands).toHaveCount(2);
  await expect(bands.getByRole('heading', { level: 2 })).toHaveText(['Trusted Local Expertise', 'Trusted Local Expertise']);
  await expect(bands.first().getByRole('heading', { level: 3 })).toHaveText(['30+ Years of Experience', 'Local Knowledge', 'Over 300 Services', 'Top-Rated by Customers']);
  await expect(bands.nth(1).getByRole('heading', { level: 3 })).toContainText(['Now serving Bucks County']);
});

test('Latest from Our Blog shows three teasers linking to each article\'s own page, /blog/{id}', async ({ page }) => {
  await open(page);
  const section = page.locator('.home-blog');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Latest from Our Blog');
  const links = section.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links).toHaveCount(3);
  const { props } = await page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!) as { props: { posts: { id: string; title: string }[] } });
  for (const post of props.posts) await expect(links.filter({ hasText: post.title })).toHaveAttribute('href', `/blog/${post.id}`);
});
