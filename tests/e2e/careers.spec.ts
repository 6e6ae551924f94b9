import { test, expect, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

interface Job { id: string; title: string; description: string; qualifications: string[]; location: string; workType: string; department: string }
interface CareersData { props: { careers: { hero: { title: string }; benefits: { title: string }[] }; jobs: Job[] } }
const pageData = (page: Page) => page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!) as unknown) as Promise<CareersData>;

const dialog = (page: Page) => page.getByRole('dialog');
const REQUIRED = ['Full name is required', 'Email is required', 'Phone number is required', 'Resume is required'] as const;

async function openFor(page: Page, title: string) {
  await page.getByRole('button', { name: `Apply Now for ${title}` }).click();
  await expect(dialog(page)).toBeVisible();
}

async function fillValid(page: Page) {
  const d = dialog(page);
  await d.getByLabel('Full Name').fill('Jordan Miles');
  await d.getByLabel('Email').fill('jordan@example.com');
  await d.getByLabel('Phone').fill('(215) 555-0123');
  await d.getByLabel('Resume').setInputFiles({ name: 'jordan-resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 secret resume body') });
  await d.getByLabel('LinkedIn or Portfolio URL').fill('https://www.linkedin.com/in/jordan');
  await d.getByLabel('Cover Letter').fill('I have fixed a lot of doors.');
}

test('careers shows the hero, three benefits and four positions with their first four qualifications', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/careers');
  await waitForHydration(page);
  const { props } = await pageData(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(props.careers.hero.title);
  await expect(page.locator('.benefit-card h3')).toHaveText(['Skill Development', 'Supportive Culture', 'Career Growth']);
  await expect(page.locator('.job-card')).toHaveCount(4);
  expect(props.jobs.map((j) => j.title)).toEqual(['Senior Handyman', 'Junior Handyman', 'Customer Service Representative', 'Office Manager']);
  for (const job of props.jobs) {
    const card = page.locator('.job-card').filter({ has: page.getByRole('heading', { name: job.title, exact: true }) });
    await expect(card).toContainText(job.description);
    await expect(card.locator('.job-qualifications li')).toHaveText(job.qualifications.slice(0, 4));
    await expect(card).not.toContainText(job.qualifications[4]!);
    await expect(card.locator('.job-facts li')).toHaveText([job.location, job.workType, job.department]);
    await expect(card.getByRole('button', { name: `Apply Now for ${job.title}` })).toHaveText('Apply Now for ' + job.title);
  }
  expect(problems).toEqual([]);
});

test('Apply Now opens the application for that job and locks page scrolling', async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page);
  await openFor(page, 'Office Manager');
  await expect(dialog(page).getByRole('heading', { name: 'Apply for Office Manager' })).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName('Apply for Office Manager');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expect(dialog(page).getByLabel('Full Name')).toBeFocused();
  await expect(dialog(page).getByLabel('Resume')).toHaveAttribute('accept', '.pdf,.docx');
});

test('an empty submit shows every required message at once, tied to its field', async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page);
  await openFor(page, 'Senior Handyman');
  await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog(page).locator('.field-error')).toHaveText(REQUIRED);
  for (const [label, message] of [['Full Name', REQUIRED[0]], ['Email', REQUIRED[1]], ['Phone', REQUIRED[2]], ['Resume', REQUIRED[3]]] as const) {
    const input = dialog(page).getByLabel(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  }
  await expect(dialog(page).getByLabel('Full Name')).toBeFocused();
  await expect(dialog(page).getByLabel('Cover Letter')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a bad email, a short phone number and a wrong file type get their own messages', async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page);
  await openFor(page, 'Junior Handyman');
  const d = dialog(page);
  await fillValid(page);
  await d.getByLabel('Email').fill('jordan@example');
  await d.getByLabel('Phone').fill('555-0123');
  await d.getByLabel('Resume').setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await d.getByRole('button', { name: 'Submit Application' }).click();
  await expect(d.locator('.field-error')).toHaveText(['Please enter a valid email address', 'Please enter a valid phone number', 'Please upload a PDF or DOCX file']);
  await expect(d.getByLabel('Email')).toBeFocused();
  // 16 digits is too long as well.
  await d.getByLabel('Phone').fill('1234567890123456');
  await d.getByRole('button', { name: 'Submit Application' }).click();
  await expect(d.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
});

test('a valid application is posted to the form provider with the resume file, shows the success message and closes after 3 seconds', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto('/careers');
  await waitForHydration(page);
  // Fake timers from here on, paused, so only runFor moves time.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await openFor(page, 'Customer Service Representative');
  await fillValid(page);
  const posted = page.waitForRequest((r) => r.method() === 'POST');
  await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
  // The browser does not show the body of a post with a file; forms.spec.ts checks every field and the file at a receiver.
  expect((await posted).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(dialog(page).getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(dialog(page)).toContainText("Thank you for your interest in joining our team. We'll review your application and contact you soon.");

  await page.clock.runFor(2900);
  await expect(dialog(page)).toBeVisible();
  await page.clock.runFor(200);
  await expect(dialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await expect(page.getByRole('button', { name: 'Apply Now for Customer Service Representative' })).toBeFocused();

  // Opening again starts with an empty form.
  await openFor(page, 'Customer Service Representative');
  await expect(dialog(page).getByLabel('Full Name')).toHaveValue('');
  expect(problems).toEqual([]);
});

test('Cancel, the close icon and Escape close the application and restore scrolling', async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page);
  const overflow = () => page.evaluate(() => document.body.style.overflow);

  await openFor(page, 'Senior Handyman');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(await overflow()).toBe('');

  await openFor(page, 'Senior Handyman');
  await dialog(page).getByRole('button', { name: 'Close application form' }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(await overflow()).toBe('');

  await openFor(page, 'Senior Handyman');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  expect(await overflow()).toBe('');
});
