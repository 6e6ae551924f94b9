import { test, expect } from '@playwright/test';
import { builtRoutes } from './helpers.ts';

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

test('every page a search engine indexes describes itself: no two share a description', async ({ request }) => {
  const byDescription = new Map<string, string[]>();
  for (const route of builtRoutes()) {
    const html = await (await request.get(route)).text();
    const canonical = new URL(/<link rel="canonical" href="([^"]*)"\/>/.exec(html)![1]!).pathname;
    // Duplicates (/about, /service-directory) name another page as canonical and share its description.
    if (html.includes('<meta name="robots" content="noindex"/>') || canonical !== route) continue;
    const description = decode(/<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1] ?? '');
    expect(description, route).not.toBe('');
    byDescription.set(description, [...(byDescription.get(description) ?? []), route]);
  }
  expect([...byDescription.values()].flat()).toEqual(expect.arrayContaining(['/', '/blog', '/faq', '/service-area', '/contact']));
  const shared = [...byDescription.values()].filter((routes) => routes.length > 1);
  expect(shared).toEqual([]);
});
