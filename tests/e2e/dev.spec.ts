import { test, expect } from '@playwright/test';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { copyOfData, editFile, root } from '../unit/fixture-harness.ts';
import { devOutDir } from '../../pipeline/dev/dev-server.ts';
import { freePort } from './nginx-server.ts';
import { startDevProcess, type DevProcess } from './dev-process.ts';

/**
 * `npm run dev` in the browser: it starts its own dev server (the real CLI) on a copy of the content and a free port,
 * edits a post, breaks it and fixes it, and checks what an open page shows. Runs once, in the desktop project.
 */
test.describe.configure({ mode: 'serial' });

let copy: Awaited<ReturnType<typeof copyOfData>>;
let dev: DevProcess;
let post: string;
let route: string;
let cmsPort: number;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  copy = await copyOfData();
  const name = (await readdir(path.join(copy.dataDir, 'posts'))).filter((f) => f.endsWith('.md')).sort()[0]!;
  post = path.join(copy.dataDir, 'posts', name);
  route = `/blog/${name.replace(/\.md$/, '')}`;
  cmsPort = await freePort();
  dev = await startDevProcess(copy.dataDir, await freePort(), ['--cms-port', String(cmsPort)]);
});

test.afterAll(async () => {
  await dev?.stop();
  if (copy) await rm(devOutDir(root, copy.dataDir), { recursive: true, force: true });
  await copy?.cleanup();
});

test('an edit to a post shows in the open page without a manual reload', async ({ page }) => {
  await page.goto(`${dev.url}${route}`);
  await expect(page.locator('article p').first()).toBeVisible();
  await editFile(post, (text) => `${text.trimEnd()}\n\nThis paragraph arrived through live reload.\n`);
  await expect(page.getByText('This paragraph arrived through live reload.')).toBeVisible();
});

test('a broken file shows an overlay with the message and an editor link over the last good page; the fix removes it', async ({ page }) => {
  await page.goto(`${dev.url}${route}`);
  const heading = await page.locator('h1').first().innerText();
  const text = await readFile(post, 'utf8');
  const line = text.split('\n').findIndex((l) => l.startsWith('title: ')) + 1;
  await editFile(post, (t) => t.replace(/^title: .*$/m, 'title: "never closed'));

  const overlay = page.locator('#site-dev-overlay');
  await expect(overlay.getByRole('alert')).toBeVisible();
  await expect(overlay).toContainText('this text starts with a quote (") that is never closed');
  await expect(overlay).toContainText('✖ 1 error');
  const link = overlay.getByRole('link', { name: `posts/${path.basename(post)}:${line}:8` });
  await expect(link).toHaveAttribute('href', `vscode://file${encodeURI(post)}:${line}:8`);
  await expect(overlay.locator('pre')).toContainText('title: "never closed');
  // The last good page is still there beneath it, and the site's styles do not reach into the overlay.
  await expect(page.locator('h1').first()).toHaveText(heading);
  expect(await overlay.evaluate((host) => host.shadowRoot !== null && getComputedStyle(host.shadowRoot.querySelector('section')!).position)).toBe('fixed');

  await editFile(post, () => text.replace(/^title: .*$/m, 'title: "Fixed while the page was open"'));
  await expect(page.locator('h1').first()).toHaveText('Fixed while the page was open');
  await expect(overlay).toHaveCount(0);
});

test('a warning waits in a corner button over the updated page, which opens it and folds it away; fixing it removes the button', async ({ page }) => {
  await page.goto(`${dev.url}${route}`);
  const text = await readFile(post, 'utf8');
  const image = /^image: (.*)$/m.exec(text)![1]!.trim();
  await editFile(post, (t) => `${t.trimEnd()}\n\nA picture follows.\n\n![](${image})\n`);

  await expect(page.getByText('A picture follows.')).toBeVisible();
  const overlay = page.locator('#site-dev-overlay');
  const badge = overlay.getByRole('button', { name: '⚠ 1 warning' });
  await expect(badge).toBeVisible();
  await expect(overlay.getByRole('alert')).toHaveCount(0);
  await badge.click();
  const panel = overlay.getByRole('region', { name: 'Build warnings' });
  await expect(panel).toContainText('this picture has no description');
  await expect(panel).toContainText('warnings do not stop the build');
  await panel.getByRole('button', { name: 'Hide' }).click();
  await expect(badge).toBeVisible();

  await editFile(post, () => text);
  await expect(page.getByText('A picture follows.')).toHaveCount(0);
  await expect(overlay).toHaveCount(0);
});

test('the CMS is at /admin/, without the reload script, and its local backend serves the content folder dev builds', async ({ request }) => {
  const admin = await request.get(`${dev.url}/admin/`);
  expect(admin.status()).toBe(200);
  const html = await admin.text();
  expect(html).toContain('noindex');
  expect(html).not.toContain('/__dev/');
  await editFile(path.join(copy.dataDir, 'faq.yaml'), (text) => `${text.trimEnd()}\n# saved for the CMS test\n`);
  // decap-server may take a moment after dev serves; it answers on 127.0.0.1 only.
  await expect.poll(async () => {
    const res = await request.post(`http://127.0.0.1:${cmsPort}/api/v1`, { data: { action: 'getEntry', params: { branch: 'main', path: `${path.basename(copy.dataDir)}/faq.yaml` } } }).catch(() => undefined);
    return res?.ok() ? ((await res.json()) as { data?: string }).data ?? '' : '';
  }, { timeout: 15_000 }).toContain('# saved for the CMS test');
});

test('Ctrl+C stops dev cleanly, with exit code 0', async () => {
  expect(await dev.stop()).toBe(0);
  expect(dev.output()).not.toContain('internal error');
});
