import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers.ts';
import { shellData } from './shell-helpers.ts';
import { startFormServer, type FormServer, type Submission } from './form-server.ts';

/**
 * The call-back, custom quote and job application forms, delivered by Netlify Forms (the build under test) to a
 * real local HTTP receiver, with and without JavaScript. The contact form has its own spec (contact.spec.ts);
 * other providers are in forms-providers.spec.ts.
 */
const test = base.extend<{ server: FormServer }>({
  server: async ({}, use) => {
    const server = await startFormServer();
    await use(server);
    await server.close();
  },
});

const PHONE = '(215) 555-0123';
const dialog = (page: Page) => page.getByRole('dialog');
const header = (page: Page) => page.locator('header.shell-header');
const pdf = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% a short resume\n') };

const quote = { fullName: 'Ana Ruiz', email: 'ana@example.com', phone: PHONE, serviceType: 'Custom Service', preferredDate: '2026-12-01', preferredTime: 'Morning (8am-12pm)', description: 'Build-in bookshelves on both sides of the fireplace.' };
const applicant = { fullName: 'Sam Okafor', email: 'sam@example.com', phone: PHONE, linkedinUrl: 'https://www.linkedin.com/in/sam-okafor', coverLetter: 'Ten years of finish carpentry.' };

async function fillQuote(page: Page) {
  await page.getByLabel('Full Name').fill(quote.fullName);
  await page.getByLabel('Email Address').fill(quote.email);
  await page.getByLabel('Phone Number').fill(quote.phone);
  await page.getByLabel('Service Type').selectOption(quote.serviceType);
  await page.getByLabel('Preferred Date').fill(quote.preferredDate);
  await page.getByLabel('Preferred Time').selectOption(quote.preferredTime);
  await page.getByLabel('Project Description').fill(quote.description);
}

async function fillApplication(page: Page, withResume = true) {
  await page.getByLabel('Full Name').fill(applicant.fullName);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Phone').fill(applicant.phone);
  if (withResume) await page.getByLabel('Resume').setInputFiles(pdf);
  await page.getByLabel('LinkedIn or Portfolio URL').fill(applicant.linkedinUrl);
  await page.getByLabel('Cover Letter').fill(applicant.coverLetter);
}

/** The first open position's title, from the careers page's Apply Now buttons. */
async function firstJobTitle(page: Page): Promise<string> {
  const name = await page.getByRole('button', { name: /^Apply Now for / }).first().textContent();
  return name!.replace(/^Apply Now\s*for\s*/, '').trim();
}

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test.describe('the call-back request', () => {
  test('a plausible US number is delivered with its form name, and only then says Call Requested!', async ({ page, server }) => {
    const { problems } = watchConsole(page);
    await page.goto(`${server.url}/faq`);
    await waitForHydration(page);
    const release = server.hold();
    await header(page).getByRole('button', { name: 'Request a Call' }).click();
    await dialog(page).getByLabel('Phone number').fill(PHONE);
    await dialog(page).getByRole('button', { name: 'Request a Call' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(dialog(page).getByRole('heading', { name: 'Call Requested!' })).toHaveCount(0);
    release();
    await expect(dialog(page).getByRole('heading', { name: 'Call Requested!' })).toBeVisible();
    await expect(dialog(page)).toContainText(`Our AI assistant will call you shortly at ${PHONE}.`);
    expect(server.submissions).toEqual([{ 'form-name': 'call-request', 'bot-field': '', phone: PHONE }]);
    expect(problems).toEqual([]);
  });

  for (const text of ['not a phone', '555-0123', '(015) 555-0123']) {
    test(`"${text}" is not a number we can call: the error shows and nothing is sent`, async ({ page, server }) => {
      await page.goto(`${server.url}/faq`);
      await waitForHydration(page);
      await header(page).getByRole('button', { name: 'Request a Call' }).click();
      await dialog(page).getByLabel('Phone number').fill(text);
      await dialog(page).getByRole('button', { name: 'Request a Call' }).click();
      await expect(dialog(page).getByRole('alert')).toHaveText('Please enter a valid phone number');
      await expect(dialog(page).getByRole('heading', { name: 'Call Requested!' })).toHaveCount(0);
      expect(server.submissions).toEqual([]);
    });
  }

  test('when delivery fails, the number stays in the field and the error gives the phone number to call', async ({ page, server }) => {
    await page.goto(`${server.url}/faq`);
    await waitForHydration(page);
    const { site } = await shellData(page);
    server.mode = 'fail';
    await header(page).getByRole('button', { name: 'Request a Call' }).click();
    await dialog(page).getByLabel('Phone number').fill(PHONE);
    await dialog(page).getByRole('button', { name: 'Request a Call' }).click();
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Your number is still here');
    await expect(alert.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(dialog(page).getByLabel('Phone number')).toHaveValue(PHONE);
    await expect(dialog(page).getByRole('heading', { name: 'Call Requested!' })).toHaveCount(0);
    expect(server.submissions).toEqual([]);
  });

  test('a filled honeypot is not delivered', async ({ page, server }) => {
    await page.goto(`${server.url}/faq`);
    await waitForHydration(page);
    await header(page).getByRole('button', { name: 'Request a Call' }).click();
    await dialog(page).locator('input[name="bot-field"]').fill('http://spam.example', { force: true });
    await dialog(page).getByLabel('Phone number').fill(PHONE);
    await dialog(page).getByRole('button', { name: 'Request a Call' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Call Requested!' })).toBeVisible();
    expect(server.submissions).toEqual([]);
  });

  test('without JavaScript the header button leads to the form\'s page, which posts to the provider and ends on the thank-you page', async ({ browser, server }) => {
    const page = await noScriptPage(browser);
    await page.goto(`${server.url}/faq`);
    await header(page).getByRole('button', { name: 'Request a Call' }).click();
    await expect(page).toHaveURL(/\/request-a-call\??$/);
    // The browser checks the number itself: nothing is posted for text that is not a US number.
    await page.getByLabel('Phone number').fill('not a phone');
    await page.getByRole('button', { name: 'Request a Call' }).last().click();
    await expect(page).toHaveURL(/\/request-a-call\??$/);
    expect(server.submissions).toEqual([]);
    await page.getByLabel('Phone number').fill(PHONE);
    await page.getByRole('button', { name: 'Request a Call' }).last().click();
    await expect(page).toHaveURL(`${server.url}/thank-you`);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(server.submissions).toEqual([{ 'form-name': 'call-request', 'bot-field': '', phone: PHONE }]);
    await page.context().close();
  });
});

test.describe('the custom quote request', () => {
  test('every field is delivered, and the thank-you shows only after the provider answered', async ({ page, server }) => {
    const { problems } = watchConsole(page);
    await page.goto(`${server.url}/packages`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await fillQuote(page);
    const release = server.hold();
    await dialog(page).getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(dialog(page).getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
    release();
    await expect(dialog(page).getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(server.submissions).toEqual([{ 'form-name': 'custom-quote', 'bot-field': '', ...quote }]);
    expect(problems).toEqual([]);
  });

  test('a phone that is not a US number stops the submit, and nothing is sent', async ({ page, server }) => {
    await page.goto(`${server.url}/packages`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await fillQuote(page);
    // The browser's own checks are the first line; the script's checks are the same rules, shown in words.
    await dialog(page).getByLabel('Phone Number').fill('12');
    await dialog(page).getByRole('button', { name: 'Submit Request' }).click();
    expect(await dialog(page).getByLabel('Phone Number').evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    expect(server.submissions).toEqual([]);
  });

  test('when delivery fails, every field keeps its text and the error gives the phone number', async ({ page, server }) => {
    await page.goto(`${server.url}/packages`);
    await waitForHydration(page);
    const { site } = await shellData(page);
    server.mode = 'fail';
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await fillQuote(page);
    await dialog(page).getByRole('button', { name: 'Submit Request' }).click();
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Your request is still here');
    await expect(alert).toContainText(site.phone.display);
    await expect(dialog(page).getByLabel('Full Name')).toHaveValue(quote.fullName);
    await expect(dialog(page).getByLabel('Project Description')).toHaveValue(quote.description);
    await expect(dialog(page).getByLabel('Service Type')).toHaveValue(quote.serviceType);
    await expect(dialog(page).getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
    // Once the provider is back, the same text goes through.
    server.mode = 'ok';
    await dialog(page).getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(server.submissions).toEqual([{ 'form-name': 'custom-quote', 'bot-field': '', ...quote }]);
  });

  test('without JavaScript the button leads to the form\'s page, which posts every field and ends on the thank-you page', async ({ browser, server }) => {
    const page = await noScriptPage(browser);
    await page.goto(`${server.url}/packages`);
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await expect(page).toHaveURL(/\/custom-quote\??$/);
    await fillQuote(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(`${server.url}/thank-you`);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(server.submissions).toEqual([{ 'form-name': 'custom-quote', 'bot-field': '', ...quote }]);
    await page.context().close();
  });
});

test.describe('the job application', () => {
  const expected = (title: string): Submission => ({ 'form-name': 'job-application', 'bot-field': '', jobId: expect.any(String) as unknown as string, position: title, ...applicant, resume: pdf.name });

  test('the resume file arrives with every field, and Application Submitted! follows the provider\'s answer', async ({ page, server }) => {
    const { problems } = watchConsole(page);
    await page.goto(`${server.url}/careers`);
    await waitForHydration(page);
    const title = await firstJobTitle(page);
    await page.getByRole('button', { name: /^Apply Now for / }).first().click();
    await expect(dialog(page).getByText('PDF or DOCX, up to 5 MB')).toBeVisible();
    await fillApplication(page);
    const release = server.hold();
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(dialog(page).getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    expect(server.submissions).toEqual([expected(title)]);
    expect(server.files).toEqual([{ field: 'resume', name: pdf.name, size: pdf.buffer.length, type: pdf.mimeType }]);
    expect(problems).toEqual([]);
  });

  test('a resume over 5 MB or of another type is refused before anything is sent', async ({ page, server }) => {
    await page.goto(`${server.url}/careers`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Apply Now for / }).first().click();
    await fillApplication(page, false);
    const resume = dialog(page).getByLabel('Resume');
    await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 32) });
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog(page).getByText('Please upload a file of 5 MB or less')).toBeVisible();
    await resume.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog(page).getByText('Please upload a PDF or DOCX file')).toBeVisible();
    expect(server.submissions).toEqual([]);
  });

  test('when delivery fails, the application stays filled in and the error gives the phone number', async ({ page, server }) => {
    await page.goto(`${server.url}/careers`);
    await waitForHydration(page);
    const { site } = await shellData(page);
    server.mode = 'fail';
    await page.getByRole('button', { name: /^Apply Now for / }).first().click();
    await fillApplication(page);
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Your application is still here');
    await expect(alert).toContainText(site.phone.display);
    await expect(dialog(page).getByLabel('Full Name')).toHaveValue(applicant.fullName);
    await expect(dialog(page).getByLabel('Cover Letter')).toHaveValue(applicant.coverLetter);
    expect(await dialog(page).getByLabel('Resume').evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe(pdf.name);
    await expect(dialog(page).getByRole('heading', { name: 'Application Submitted!' })).toHaveCount(0);
    expect(server.submissions).toEqual([]);
  });

  test('without JavaScript Apply Now leads to the job\'s application page, which posts the file and ends on the thank-you page', async ({ browser, server }) => {
    const page = await noScriptPage(browser);
    await page.goto(`${server.url}/careers`);
    const title = await firstJobTitle(page);
    await page.getByRole('button', { name: /^Apply Now for / }).first().click();
    await expect(page).toHaveURL(/\/careers\/apply\/[a-z0-9-]+\??$/);
    await expect(page.getByRole('heading', { name: `Apply for ${title}` })).toBeVisible();
    await fillApplication(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(`${server.url}/thank-you`);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(server.submissions).toEqual([expected(title)]);
    expect(server.files.map((f) => [f.name, f.size])).toEqual([[pdf.name, pdf.buffer.length]]);
    await page.context().close();
  });

  test('without JavaScript a filled honeypot reaches the provider but is not delivered', async ({ browser, server }) => {
    const page = await noScriptPage(browser);
    await page.goto(`${server.url}/careers`);
    await page.getByRole('button', { name: /^Apply Now for / }).first().click();
    await fillApplication(page);
    await page.locator('input[name="bot-field"]').fill('http://spam.example', { force: true });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(`${server.url}/thank-you`);
    expect(server.submissions).toEqual([]);
    await page.context().close();
  });
});
