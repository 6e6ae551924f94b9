import type { Page, ConsoleMessage } from '@playwright/test';

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
export const builtDir = (): string => path.resolve(process.env.PREVIEW_DIR ?? 'dist');

/** Every pre-rendered route of the build under test ('/', '/services/plumbing', …, '/404'), read from its files. */
export function builtRoutes(dir = builtDir()): string[] {
  const routes: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
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
