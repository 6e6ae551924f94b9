import { test, expect } from '@playwright/test';
import { fixtureData } from '../fixture-content.ts';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../pipeline/output/static-server.ts';
import { applyBuildsCases, buildsCases } from '../unit/hostile-cases.ts';
import { builtRoutes, buildWithCli, waitForHydration } from './helpers.ts';
import { inlineScriptRuns } from './page-checks.ts';

/**
 * The hostile-content build in a real browser: every `builds` case of tests/unit/hostile-cases.ts (script tags,
 * event handlers, javascript: links, </script> and <!-- in every kind of field, raw HTML in Markdown, RTL text,
 * a 1 MB line...) in one copy of data/, built once, served by our own static server (not the config's
 * webServer), and every page loaded and hydrated. No payload may run (they set window.__pwned or call alert()),
 * and each hostile text must be on some page as text. Runs once, in the desktop project, twice over: as a host
 * without headers serves it (GitHub Pages, S3), and with the Content-Security-Policy of the build's _headers
 * (the site's on every page, the images' own on /images/*). Every image is also opened on its own, as a page.
 */
const root = path.resolve(import.meta.dirname, '../..');

test.describe.configure({ mode: 'serial' });

let tmp: string | undefined;
let outDir: string;
let server: StaticServer | undefined;

/** The Content-Security-Policy values of the build's _headers, by rule path (`/*`, `/images/*`). */
function policies(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  let rule = '';
  for (const line of readFileSync(path.join(dir, '_headers'), 'utf8').split('\n')) {
    if (line && !line.startsWith(' ') && !line.startsWith('#')) rule = line.trim();
    const m = /^\s+Content-Security-Policy:\s*(.+)$/.exec(line);
    if (m) out[rule] = m[1]!;
  }
  return out;
}

/** Every file under /images, as a URL path. */
function imagePaths(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(d, entry.name));
      else found.push(`/${path.relative(dir, path.join(d, entry.name)).split(path.sep).join('/')}`);
    }
  };
  walk(path.join(dir, 'images'));
  return found.sort();
}

/** Every pre-rendered page as a URL path, plus an unknown path (served the 404 page). */
function routes(dir: string): string[] {
  return [...builtRoutes(dir), '/no-such-page-hx'];
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(360_000);
  tmp = await mkdtemp(path.join(os.tmpdir(), 'hostile-e2e-'));
  const dataDir = path.join(tmp, 'data');
  outDir = path.join(tmp, 'out');
  await cp(fixtureData, dataDir, { recursive: true });
  await applyBuildsCases(dataDir);
  const result = await buildWithCli(dataDir, outDir);
  expect(result.code, result.output.slice(-4000)).toBe(0);
  server = await startStaticServer(outDir, 0);
});

test.afterAll(async () => {
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

for (const withCsp of [false, true]) test(`no injected script runs on any page of the hostile build, and the hostile text shows as text (${withCsp ? 'with' : 'without'} the CSP header)`, async ({ page }) => {
  test.setTimeout(900_000);
  if (withCsp) {
    const csp = policies(outDir);
    expect(csp['/*']).toContain("script-src 'self'");
    expect(csp['/images/*']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    // As Netlify and Cloudflare Pages send them: both matching rules' values, and a browser enforces each.
    await page.route(`${server!.url}/**`, async (route) => {
      const response = await route.fetch();
      const { pathname } = new URL(route.request().url());
      const values = [csp['/*']!, ...(pathname.startsWith('/images/') ? [csp['/images/*']!] : [])];
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': values.join(', ') } });
    });
  }
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));

  // Control: in this browser, a payload that does get into the markup runs and is seen.
  await page.setContent('<img src="data:," onerror="window.__pwned = 1">');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBe(1);

  const texts: string[] = [];
  const all = routes(outDir);
  for (const route of all) {
    await page.goto(`${server!.url}${route}`, { waitUntil: 'load', timeout: 60_000 });
    await waitForHydration(page);
    // Control: the header did reach the page; an inline script added now runs only without it.
    if (route === all[0]) {
      expect(await inlineScriptRuns(page)).toBe(!withCsp);
    }
    // Hover and focus everything that could carry a handler (onmouseover, onfocus payloads), then look.
    await page.evaluate(() => {
      for (const el of Array.from(document.querySelectorAll('a, button, b, img, svg, iframe'))) {
        el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        el.dispatchEvent(new FocusEvent('focus'));
      }
    });
    const state = await page.evaluate(() => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n.parentElement?.closest('script, style, noscript, template')) continue;
        parts.push(n.nodeValue ?? '');
      }
      return {
        pwned: (window as unknown as { __pwned?: unknown }).__pwned,
        text: parts.join('').replace(/\s+/g, ' '),
        injected: Array.from(document.querySelectorAll('script')).filter((s) => !(s.type === 'module' && s.getAttribute('src')?.startsWith('/assets/')) && s.type !== 'application/json' && s.type !== 'application/ld+json').map((s) => s.outerHTML.slice(0, 120)),
        handlers: Array.from(document.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes).filter((a) => a.name.startsWith('on')).map((a) => `<${el.localName} ${a.name}>`)),
      };
    });
    expect.soft(state.pwned, `window.__pwned on ${route}`).toBeUndefined();
    expect.soft(state.injected, `unexpected <script> elements on ${route}`).toEqual([]);
    expect.soft(state.handlers, `event-handler attributes on ${route}`).toEqual([]);
    texts.push(state.text);
  }
  expect(all.length).toBeGreaterThan(40);
  // Each image opened on its own, as a visitor following a link to it would.
  for (const image of imagePaths(outDir)) {
    await page.goto(`${server!.url}${image}`, { waitUntil: 'load', timeout: 60_000 });
    expect.soft(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned).catch(() => undefined), `window.__pwned on ${image}`).toBeUndefined();
  }
  expect(dialogs, 'alert/confirm/prompt dialogs opened').toEqual([]);
  expect.soft(pageErrors, 'uncaught errors in the page').toEqual([]);
  for (const c of buildsCases) {
    for (const text of c.visible) {
      const wanted = text.replace(/\s+/g, ' ');
      expect.soft(texts.some((t) => t.includes(wanted)), `"${text.slice(0, 80)}" (${c.what}) shown as text on some page`).toBe(true);
    }
  }
});
