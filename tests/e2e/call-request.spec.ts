import { test, expect, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';
import { pauseClock, shellData } from './shell-helpers.ts';

const trigger = (page: Page) => page.locator('header.shell-header').getByRole('button', { name: 'Request a Call' });
const dialog = (page: Page) => page.getByRole('dialog');
const phoneInput = (page: Page) => dialog(page).getByLabel('Phone number');

async function openModal(page: Page) {
  await trigger(page).click();
  await expect(dialog(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
});

test('the header button opens the call-request dialog with a phone field', { tag: '@mobile' }, async ({ page }) => {
  const { problems } = watchConsole(page);
  await expect(trigger(page)).toBeVisible();
  await openModal(page);
  await expect(dialog(page)).toHaveAccessibleName('Request a Call');
  await expect(phoneInput(page)).toHaveAttribute('placeholder', '(123) 456-7890');
  await expect(phoneInput(page)).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  expect(problems).toEqual([]);
});

for (const [name, value] of [['an empty', ''], ['a whitespace-only', '   ']] as const) {
  test(`submitting ${name} number shows the error under the field with a red border`, async ({ page }) => {
    await openModal(page);
    await phoneInput(page).fill(value);
    await dialog(page).getByRole('button', { name: 'Request a Call' }).click();
    const error = dialog(page).getByRole('alert');
    await expect(error).toHaveText('Please enter a valid phone number');
    await expect(phoneInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneInput(page)).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);
    expect(await phoneInput(page).evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(180, 35, 24)');
    await expect(dialog(page).getByRole('heading', { name: 'Call Requested!' })).toHaveCount(0);
  });
}

test('a plausible number is posted to the form provider, then the success view shows it with the direct number', async ({ page }) => {
  await openModal(page);
  const posted = page.waitForRequest((r) => r.method() === 'POST');
  await phoneInput(page).fill('(719) 555-0100');
  await phoneInput(page).press('Enter');
  expect((await posted).postDataBuffer()?.toString()).toContain('(719) 555-0100');
  await expect(dialog(page).getByRole('heading', { name: 'Call Requested!' })).toBeVisible();
  await expect(dialog(page)).toContainText('Our AI assistant will call you shortly at (719) 555-0100.');
  const { site } = await shellData(page);
  const direct = dialog(page).getByRole('link', { name: site.phone.display });
  await expect(direct).toHaveAttribute('href', `tel:${site.phone.e164}`);
  await expect(dialog(page)).toContainText(`call our direct number at ${site.phone.display}`);
});

test('the success view closes by itself after 3000 ms, clears the field and returns focus', async ({ page }) => {
  await page.clock.install();
  await page.reload();
  await waitForHydration(page);
  await pauseClock(page);
  await openModal(page);
  await phoneInput(page).fill('(719) 555-0100');
  await dialog(page).getByRole('button', { name: 'Request a Call' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Call Requested!' })).toBeVisible();
  await page.clock.runFor(2900);
  await expect(dialog(page)).toBeVisible();
  await page.clock.runFor(150);
  await expect(dialog(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await openModal(page);
  await expect(phoneInput(page)).toHaveValue('');
});

test('Escape closes the dialog and focus returns to the button that opened it', async ({ page }) => {
  await openModal(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('a click outside the dialog closes it', async ({ page }) => {
  await openModal(page);
  await page.mouse.click(5, 400);
  await expect(dialog(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
});

test('the close button closes the dialog and Tab stays inside it', async ({ page }) => {
  await openModal(page);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog(page).getByRole('button', { name: 'Close call request' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
});
