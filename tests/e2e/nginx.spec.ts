import { test, expect, type APIResponse } from '@playwright/test';
import { fixtureFile, fixtureDist } from '../fixture-content.ts';
import { readdirSync, readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx, type NginxServer } from './nginx-server.ts';
import { builtRoutes } from './helpers.ts';
import { ADMIN_CSP, hostRules, nginxConf, IMMUTABLE, REVALIDATE } from '../../pipeline/hosting/host-config.ts';
import { parse } from 'yaml';

/**
 * deploy/nginx.conf as host-config.ts renders it (for the frozen fixture content; `validate` checks that the committed
 * file is that rendering of data/site.yaml), run by the real nginx against the built folder: routing, the 404 page,
 * the /about redirect, headers and caching. That the pages break no rule of those headers' Content-Security-Policy is
 * the route sweep's (it serves every page with the same headers).
 * It starts its own nginx (not Playwright's webServer) and runs once, in the desktop project.
 */
const distDir = process.env.PREVIEW_DIR ? path.resolve(process.env.PREVIEW_DIR) : fixtureDist;
const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as Parameters<typeof hostRules>[0];
const rules = hostRules(site);
const redirected = new Set(rules.redirects.map((r) => r.from));

test.describe.configure({ mode: 'serial' });

let server: NginxServer | undefined;
const url = (p: string) => `${server!.url}${p}`;

test.beforeAll(async () => {
  const conf = path.join(mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-')), 'nginx.conf');
  writeFileSync(conf, nginxConf(site));
  server = await startNginx(distDir, conf);
});

test.afterAll(async () => {
  await server?.close();
});

function expectSecurityHeaders(response: APIResponse, where: string) {
  const headers = response.headers();
  for (const [name, value] of rules.headers.find((r) => r.path === '/*')!.headers) {
    expect(headers[name.toLowerCase()], `${name} on ${where}`).toBe(value);
  }
}

test('every built page answers 200 with its HTML, the security headers and a revalidating cache', async ({ request }) => {
  const routes = builtRoutes(distDir).filter((p) => !redirected.has(p));
  expect(routes.length).toBeGreaterThan(30);
  for (const route of routes) {
    for (const variant of route === '/' ? ['/'] : [route, `${route}/`]) {
      const response = await request.get(url(variant), { maxRedirects: 0 });
      expect(response.status(), variant).toBe(200);
      expect(response.headers()['content-type'], variant).toContain('text/html');
      const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
      expect(await response.text(), variant).toBe(readFileSync(path.join(distDir, file), 'utf8'));
      expectSecurityHeaders(response, variant);
      expect(response.headers()['cache-control'], variant).toBe(REVALIDATE);
    }
  }
});

test('/admin/ answers with the CMS page under its own policy, never listed by search engines', async ({ request }) => {
  // Without its slash it goes to the slash, as Netlify and Cloudflare Pages send it, so the CMS's own policy applies.
  const bare = await request.get(url('/admin'), { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toMatch(/\/admin\/$/);
  for (const variant of ['/admin/', '/admin/index.html']) {
    const response = await request.get(url(variant));
    expect(response.status(), variant).toBe(200);
    expect(await response.text(), variant).toBe(readFileSync(path.join(distDir, 'admin/index.html'), 'utf8'));
    expect(response.headers()['content-security-policy'], variant).toBe(ADMIN_CSP);
    expect(response.headers()['x-robots-tag'], variant).toBe('noindex');
  }
  const script = await request.get(url('/admin/decap-cms.js'));
  expect(script.status()).toBe(200);
  expect(script.headers()['content-security-policy']).toBe(ADMIN_CSP);
});

test('every sitemap URL answers 200', async ({ request }) => {
  const xml = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs.length).toBeGreaterThan(30);
  for (const loc of locs) expect((await request.get(url(loc), { maxRedirects: 0 })).status(), loc).toBe(200);
});

test('an unknown path answers 404 with the site 404 page', async ({ request, page }) => {
  const notFound = readFileSync(path.join(distDir, '404.html'), 'utf8');
  for (const p of ['/no-such-page', '/services/no-such-category', '/assets/no-such-file.js']) {
    const response = await request.get(url(p), { maxRedirects: 0 });
    expect(response.status(), p).toBe(404);
    expect(await response.text(), p).toBe(notFound);
    expectSecurityHeaders(response, p);
  }
  const response = await page.goto(url('/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('/about redirects with 301 to /about-us', async ({ request, page }) => {
  for (const p of ['/about', '/about/', '/about/index.html']) {
    const response = await request.get(url(p), { maxRedirects: 0 });
    expect(response.status(), p).toBe(301);
    expect(response.headers().location, p).toBe('/about-us');
  }
  await page.goto(url('/about'));
  expect(new URL(page.url()).pathname).toBe('/about-us');
});

test('/blog?post={id}, the spec\'s address of an article, sends a visitor without JavaScript to the article\'s page', async ({ browser, request }) => {
  const id = readdirSync(path.join(distDir, 'blog'), { withFileTypes: true }).find((e) => e.isDirectory())!.name;
  for (const p of [`/blog?post=${id}`, `/blog/?post=${id}`]) {
    const response = await request.get(url(p), { maxRedirects: 0 });
    expect(response.status(), p).toBe(301);
    expect(response.headers().location, p).toBe(`/blog/${id}`);
  }
  // Anything that cannot be a post's id, and the list itself, is the blog page.
  for (const p of ['/blog?post=..%2F..%2Fetc', '/blog?post=', '/blog']) expect((await request.get(url(p), { maxRedirects: 0 })).status(), p).toBe(200);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url(`/blog?post=${id}`));
  expect(new URL(page.url()).pathname).toBe(`/blog/${id}`);
  await expect(page.locator('article h1, h1').first()).toBeVisible();
  await context.close();
});

test('?category={slug}, the spec\'s address of a directory view, is sent to the view\'s own page', async ({ request }) => {
  const slug = readdirSync(path.join(distDir, 'service-directory'), { withFileTypes: true }).find((e) => e.isDirectory())!.name;
  for (const p of [`/services?category=${slug}`, `/service-directory?category=${slug}`, `/service-directory/?category=${slug}`]) {
    const response = await request.get(url(p), { maxRedirects: 0 });
    expect(response.status(), p).toBe(301);
    expect(response.headers().location, p).toBe(`/service-directory/${slug}`);
  }
  expect((await request.get(url(`/service-directory/${slug}`))).status()).toBe(200);
  for (const p of ['/services?category=..%2Fetc', '/services']) expect((await request.get(url(p), { maxRedirects: 0 })).status(), p).toBe(200);
});

test('hashed assets are cached for a year; other files revalidate', async ({ request }) => {
  const assets = readdirSync(path.join(distDir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets.slice(0, 10)) {
    const response = await request.get(url(`/assets/${asset}`));
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
    expectSecurityHeaders(response, asset);
  }
  for (const file of ['/sitemap.xml', '/robots.txt', '/images/og/default.png']) {
    const response = await request.get(url(file));
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe(REVALIDATE);
  }
  expect((await request.get(url('/images/og/default.png'))).headers()['content-type']).toBe('image/png');
});
