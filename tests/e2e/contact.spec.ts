import { test as base, expect, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';
import { startFormServer, type FormServer } from './form-server.ts';
import { hoursText } from '../../site/lib/hours-text.ts';
import type { OpeningHours } from '../../site/content-types.ts';

// Each test gets its own form service, so answers and recorded submissions never mix between tests.
const test = base.extend<{ server: FormServer }>({
  server: async ({}, use) => {
    const server = await startFormServer();
    await use(server);
    await server.close();
  },
});

interface Site { phone: { display: string; e164: string }; email: string; address: { street: string; city: string; region: string }; hours: { contact: OpeningHours } }
const siteFacts = (page: Page) => page.evaluate(() => (JSON.parse(document.getElementById('page-data')!.textContent!) as { shell: { site: unknown } }).shell.site) as Promise<Site>;

const message = { name: 'Jordan Miles', phone: '(215) 555-0123', email: 'jordan@example.com', messageType: 'partnership', message: 'We manage 40 rentals in Doylestown and would like to talk.' };

async function fillForm(page: Page) {
  const form = page.locator('form[name="contact"]');
  await form.getByLabel('Name').fill(message.name);
  await form.getByLabel('Phone').fill(message.phone);
  await form.getByLabel('Email').fill(message.email);
  await form.getByLabel('Project Type').selectOption({ label: 'Partnership' });
  await form.getByLabel('Message').fill(message.message);
  return form;
}

async function open(page: Page, server: FormServer) {
  await page.goto(`${server.url}/contact`);
  await waitForHydration(page);
}

test('the info cards show the phone, the email, the Doylestown office and the business hours', async ({ page, server }) => {
  const { problems } = watchConsole(page);
  await open(page, server);
  const site = await siteFacts(page);
  const cards = page.locator('.contact-cards');
  await expect(cards.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
  await expect(cards.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(cards).toContainText('Doylestown, PA');
  await expect(cards).toContainText(site.address.street);
  // The words SPEC 2.9 gives, written from the same days, opens and closes the page carries (and its JSON-LD publishes).
  await expect(cards).toContainText('Friday-Saturday 7:00 AM - 8:00 PM');
  expect(hoursText(site.hours.contact)).toBe('Friday-Saturday 7:00 AM - 8:00 PM');
  expect(problems).toEqual([]);
});

test('the form is a Netlify form that also works without JavaScript, with every field required', async ({ page, server }) => {
  await open(page, server);
  const form = page.locator('form[name="contact"]');
  await expect(form).toHaveAttribute('method', 'post');
  // A plain post ends on the thank-you page, which Netlify shows once it has the form.
  await expect(form).toHaveAttribute('action', '/thank-you');
  await expect(form).toHaveAttribute('data-netlify', 'true');
  await expect(form).toHaveAttribute('netlify-honeypot', 'bot-field');
  await expect(form.locator('input[type="hidden"][name="form-name"]')).toHaveValue('contact');
  const honeypot = form.locator('input[name="bot-field"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  // Visually hidden: its wrapper is clipped to a single pixel and hidden from assistive technology.
  const wrapper = form.locator('.visually-hidden', { has: page.locator('input[name="bot-field"]') });
  await expect(wrapper).toHaveAttribute('aria-hidden', 'true');
  const box = await wrapper.boundingBox();
  expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
  for (const label of ['Name', 'Phone', 'Email', 'Project Type', 'Message']) {
    await expect(form.getByLabel(label)).toHaveAttribute('required', '');
  }
  await expect(form.getByLabel('Project Type').locator('option:not([disabled])')).toHaveText(['General Inquiry', 'Partnership']);
  await expect(form.locator('option[value="generalInquiry"]')).toHaveText('General Inquiry');
  await expect(form.locator('option[value="partnership"]')).toHaveText('Partnership');
  // Browser-native required checks: an empty submit sends nothing.
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => form.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(server.submissions).toHaveLength(0);
});

test('a submit sends every field as multipart form data, shows Sending... and then Thank You!, and can start over', async ({ page, server }) => {
  const { problems } = watchConsole(page);
  await open(page, server);
  const release = server.hold();
  const form = await fillForm(page);
  const posted = page.waitForRequest((r) => r.method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const request = await posted;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const sending = page.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText("Your message has been sent successfully. We'll get back to you soon!")).toBeVisible();
  expect(server.submissions).toEqual([{ 'form-name': 'contact', 'bot-field': '', ...message }]);

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  const fresh = page.locator('form[name="contact"]');
  for (const label of ['Name', 'Phone', 'Email', 'Project Type', 'Message']) await expect(fresh.getByLabel(label)).toHaveValue('');
  await expect(fresh.getByLabel('Name')).toBeFocused();
  await expect(fresh.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('a failing form service shows the error with the phone number and keeps the typed data', async ({ page, server }) => {
  await open(page, server);
  const site = await siteFacts(page);
  server.mode = 'fail';
  const form = await fillForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Something went wrong. Please try again or contact us directly.');
  await expect(alert).toContainText('Your message is still here');
  await expect(alert.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
  expect(server.submissions).toHaveLength(0);
  await expect(form.getByLabel('Name')).toHaveValue(message.name);
  await expect(form.getByLabel('Phone')).toHaveValue(message.phone);
  await expect(form.getByLabel('Email')).toHaveValue(message.email);
  await expect(form.getByLabel('Project Type')).toHaveValue('partnership');
  await expect(form.getByLabel('Message')).toHaveValue(message.message);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);

  // Trying again once the service is back works.
  server.mode = 'ok';
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(server.submissions).toHaveLength(1);
});

test('a network error shows the same error message', async ({ page, server }) => {
  await open(page, server);
  await page.route((url) => url.pathname === '/', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));
  const form = await fillForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again or contact us directly.');
  await expect(form.getByLabel('Message')).toHaveValue(message.message);
});

test('without JavaScript the form posts the same fields to the form service and ends on the thank-you page', async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/contact`);
  const form = await fillForm(page);
  await Promise.all([page.waitForURL(`${server.url}/thank-you`), form.getByRole('button', { name: 'Send Message' }).click()]);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(server.submissions).toEqual([{ 'form-name': 'contact', 'bot-field': '', ...message }]);
  await context.close();
});

test('the FAQ has four questions and opens one at a time', async ({ page, server }) => {
  await open(page, server);
  const faq = page.locator('.contact-side .accordion');
  const buttons = faq.locator('.accordion-button');
  await expect(buttons).toHaveCount(4);
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region').first()).toBeVisible();
  await buttons.nth(2).click();
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await buttons.nth(2).click();
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false');
});

test('the call button dials the company and the floating chat button is named but does nothing', async ({ page, server }) => {
  await open(page, server);
  const site = await siteFacts(page);
  await expect(page.locator('.contact-call').getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute('href', `tel:${site.phone.e164}`);
  const chat = page.getByRole('button', { name: 'Live chat (coming soon)' });
  await expect(chat).toBeVisible();
  const box = await chat.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  const url = page.url();
  await chat.click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
