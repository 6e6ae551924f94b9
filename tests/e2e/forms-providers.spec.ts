import { test, expect, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { builtRoutes, waitForHydration, watchConsole } from './helpers.ts';
import { shellData } from './shell-helpers.ts';
import { startFormServer, type FormServer } from './form-server.ts';
import { startNginx, type NginxServer } from './nginx-server.ts';
import { buildFormsVariant, type Variant } from './form-variants.ts';
import { nginxConf, type HostInput } from '../../pipeline/hosting/host-config.ts';

/**
 * The other two providers, each on the frozen content built with that setting: a form endpoint on another origin
 * (a real local receiver, JSON with JavaScript, form data without), served by a static server and by nginx with
 * the shipped config; and email-only, where no page has a form. Runs once, in the desktop project.
 */
test.describe.configure({ mode: 'serial' });
const PHONE = '(215) 555-0123';
const contact = { name: 'Jordan Miles', phone: PHONE, email: 'jordan@example.com', messageType: 'partnership', message: 'We manage 40 rentals.' };
const dialog = (page: Page) => page.getByRole('dialog');

async function fillContact(page: Page) {
  const form = page.locator('form[name="contact"]');
  await form.getByLabel('Name').fill(contact.name);
  await form.getByLabel('Phone').fill(contact.phone);
  await form.getByLabel('Email').fill(contact.email);
  await form.getByLabel('Project Type').selectOption(contact.messageType);
  await form.getByLabel('Message').fill(contact.message);
  return form;
}

async function noScriptPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled: false })).newPage();
}

test.describe('an endpoint provider', () => {
  let endpoint: FormServer;
  let variant: Variant;
  let site: FormServer;
  let endpointUrl: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    endpoint = await startFormServer();
    endpointUrl = `${endpoint.url}/f/test-form`;
    variant = await buildFormsVariant({ trustedOrigins: [endpoint.url], forms: { provider: 'endpoint', endpoint: { url: endpointUrl, encoding: 'json', acceptsFiles: false } } });
    site = await startFormServer(variant.dist);
  });
  test.afterAll(async () => {
    await site?.close();
    await endpoint?.close();
    await variant?.cleanup();
  });
  test.beforeEach(() => {
    endpoint.submissions.length = 0;
    endpoint.mode = 'ok';
  });

  test('the contact form posts JSON to the endpoint and thanks the visitor only after its 2xx', async ({ page }) => {
    const { problems } = watchConsole(page);
    await page.goto(`${site.url}/contact`);
    await waitForHydration(page);
    const form = await fillContact(page);
    await expect(form).toHaveAttribute('action', endpointUrl);
    const posted = page.waitForRequest((r) => r.method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).headers()['content-type']).toBe('application/json');
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(endpoint.submissions).toEqual([{ 'form-name': 'contact', _gotcha: '', ...contact }]);
    expect(site.submissions).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the call-back, custom quote and application reach the endpoint with every field', async ({ page }) => {
    await page.goto(`${site.url}/packages`);
    await waitForHydration(page);
    await page.locator('header.shell-header').getByRole('button', { name: 'Request a Call' }).click();
    await dialog(page).getByLabel('Phone number').fill(PHONE);
    await dialog(page).getByRole('button', { name: 'Request a Call' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Call Requested!' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close call request' }).click();

    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await dialog(page).getByLabel('Full Name').fill('Ana Ruiz');
    await dialog(page).getByLabel('Email Address').fill('ana@example.com');
    await dialog(page).getByLabel('Service Type').selectOption('Custom Service');
    await dialog(page).getByLabel('Project Description').fill('Shelves.');
    await dialog(page).getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    await page.goto(`${site.url}/careers`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Apply Now for / }).first().click();
    // This endpoint takes no files: the form asks for the resume by email instead of a file input.
    await expect(dialog(page).getByLabel('Resume')).toHaveCount(0);
    const { site: facts } = await shellData(page);
    await expect(dialog(page).getByRole('link', { name: facts.email })).toHaveAttribute('href', new RegExp(`^mailto:${facts.email}\\?subject=`));
    await dialog(page).getByLabel('Full Name').fill('Sam Okafor');
    await dialog(page).getByLabel('Email').fill('sam@example.com');
    await dialog(page).getByLabel('Phone').fill(PHONE);
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

    expect(endpoint.submissions).toEqual([
      { 'form-name': 'call-request', _gotcha: '', phone: PHONE },
      { 'form-name': 'custom-quote', _gotcha: '', fullName: 'Ana Ruiz', email: 'ana@example.com', phone: '', serviceType: 'Custom Service', preferredDate: '', preferredTime: '', description: 'Shelves.' },
      { 'form-name': 'job-application', _gotcha: '', jobId: expect.any(String), position: expect.any(String), fullName: 'Sam Okafor', email: 'sam@example.com', phone: PHONE, linkedinUrl: '', coverLetter: '' },
    ]);
  });

  test('when the endpoint fails, the message stays and the error gives the phone number', async ({ page }) => {
    await page.goto(`${site.url}/contact`);
    await waitForHydration(page);
    endpoint.mode = 'fail';
    const form = await fillContact(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Your message is still here');
    await expect(form.getByLabel('Message')).toHaveValue(contact.message);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
    expect(endpoint.submissions).toEqual([]);
  });

  test('without JavaScript the form posts to the endpoint, which sends the visitor to the site\'s thank-you page', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto(`${site.url}/contact`);
    const form = await fillContact(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(`${site.url}/thank-you`);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(endpoint.submissions).toEqual([{ 'form-name': 'contact', _gotcha: '', ...contact }]);
    await page.context().close();
  });

  test('through the shipped nginx config, forms reach the endpoint with and without JavaScript, with no CSP violation', async ({ browser, page }) => {
    const confDir = await mkdtemp(path.join(os.tmpdir(), 'nginx-forms-'));
    let nginx: NginxServer | undefined;
    try {
      const conf = path.join(confDir, 'nginx.conf');
      await writeFile(conf, nginxConf(variant.site as HostInput));
      nginx = await startNginx(variant.dist, conf);
      const violations: string[] = [];
      page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
      await page.goto(`${nginx.url}/contact`);
      await waitForHydration(page);
      const form = await fillContact(page);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

      const plain = await noScriptPage(browser);
      await plain.goto(`${nginx.url}/request-a-call`);
      await plain.getByLabel('Phone number').fill(PHONE);
      await plain.getByRole('button', { name: 'Request a Call' }).last().click();
      await expect(plain).toHaveURL(`${nginx.url}/thank-you`);
      await expect(plain.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      await plain.context().close();

      expect(endpoint.submissions).toEqual([{ 'form-name': 'contact', _gotcha: '', ...contact }, { 'form-name': 'call-request', _gotcha: '', phone: PHONE }]);
      expect(violations).toEqual([]);
    } finally {
      await nginx?.close();
      await rm(confDir, { recursive: true, force: true });
    }
  });
});

test.describe('email-only', () => {
  let variant: Variant;
  let site: FormServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    variant = await buildFormsVariant({ trustedOrigins: [], forms: { provider: 'email-only' } });
    site = await startFormServer(variant.dist);
  });
  test.afterAll(async () => {
    await site?.close();
    await variant?.cleanup();
  });

  test('no page has a form that posts; the form places show phone, text and email links', async ({ page }) => {
    for (const route of builtRoutes(variant.dist)) {
      expect(readFileSync(path.join(variant.dist, route, 'index.html'), 'utf8'), route).not.toMatch(/<form[^>]*method="post"/);
    }
    for (const route of ['/contact', '/request-a-call', '/custom-quote']) {
      await page.goto(`${site.url}${route}`);
      await waitForHydration(page);
      const { site: facts } = await shellData(page);
      const links = page.locator('.email-only');
      await expect(links.getByRole('link', { name: `Call ${facts.phone.display}` })).toHaveAttribute('href', `tel:${facts.phone.e164}`);
      await expect(links.getByRole('link', { name: `Text ${facts.phone.display}` })).toHaveAttribute('href', `sms:${facts.phone.e164}`);
      await expect(links.getByRole('link', { name: `Email ${facts.email}` })).toHaveAttribute('href', new RegExp(`^mailto:${facts.email}\\?subject=`));
    }
    await page.locator('header.shell-header').getByRole('button', { name: 'Request a Call' }).click();
    await expect(dialog(page).locator('.email-only')).toBeVisible();
    await expect(dialog(page).locator('form')).toHaveCount(0);
  });
});
