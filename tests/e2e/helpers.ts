import type { Page, ConsoleMessage } from '@playwright/test';
import { fixtureDist } from '../fixture-content.ts';
import { execFile } from 'node:child_process';
import { ADMIN_PATH } from '../../pipeline/hosting/host-config.ts';

/** Collects console errors, warnings and page errors (React hydration problems arrive here). */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems };
}

/** Resolves when React has hydrated the page (the entry marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The folder the preview serves (the build under test). */
export const builtDir = (): string => process.env.PREVIEW_DIR ? path.resolve(process.env.PREVIEW_DIR) : fixtureDist;

/**
 * Every pre-rendered route of the build under test ('/', '/services/plumbing', …, '/404'), read from its files.
 * /admin/ is the editors' CMS (Decap's app, tested in cms.spec.ts), not a page of the site.
 */
export function builtRoutes(dir = builtDir()): string[] {
  const routes: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (folder === dir && `/${name}/` === ADMIN_PATH) continue;
      if (statSync(file).isDirectory()) walk(file);
      else if (name === 'index.html') routes.push(path.relative(dir, folder).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return routes.map((r) => `/${r}`).sort();
}

/** The routes the issue names; the build must hold at least these (guards against an empty route list). */
export const KNOWN_ROUTES = [
  '/', '/services', '/service-directory', '/how-it-works', '/packages', '/service-area', '/about-us', '/about', '/careers',
  '/meet-the-team', '/blog', '/faq', '/contact', '/sitemap', '/privacy', '/terms', '/disclaimer', '/accessibility',
  '/mobileservicespage', '/404',
] as const;

/** Builds a content folder into `out` with the real CLI (as a user would), resolving with its exit code and output. */
export function buildWithCli(dataDir: string, out: string): Promise<{ code: number | null; output: string }> {
  const root = path.resolve(import.meta.dirname, '../..');
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'cli/site.mjs'), 'build', '--data', dataDir, '--out', out], { cwd: root, env: { ...process.env, NO_COLOR: '1', SITE_NOINDEX: '' }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: `${stdout}\n${stderr}` });
    });
  });
}
