import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureBuild, htmlFiles } from './built-site.ts';
import { brokenLinks, missingFragments, unsafeNewTabLinks, type LinkCrawl } from './site-checks.ts';

/**
 * Link check of the frozen content's build (the checks are in site-checks.ts; routine-edits.test.ts runs them on
 * the edited frozen content): no broken internal link, image, script, stylesheet or CSS url(), every #fragment on its
 * target page, and rel="noopener noreferrer" on every external new-tab link.
 */
let dir: string;
let pages: string[];
let crawl: LinkCrawl;

beforeAll(async () => {
  dir = fixtureBuild();
  pages = await htmlFiles(dir);
  crawl = await brokenLinks(dir);
}, 240_000);

describe('links of the built site', () => {
  it('builds pages to check', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(pages).toContain('index.html');
    expect(pages).toContain('404.html');
  });

  it('has no broken internal link, image, script, stylesheet or CSS url on any page', () => {
    expect(crawl.broken).toEqual([]);
    expect(crawl.ok.length).toBeGreaterThan(pages.length);
    // The crawl requested the page assets too, not only pages.
    expect(crawl.ok.some((url) => /\/assets\/.+\.js$/.test(url))).toBe(true);
    expect(crawl.ok.some((url) => /\/assets\/.+\.css$/.test(url))).toBe(true);
    expect(crawl.ok.some((url) => /\/images\//.test(url))).toBe(true);
  });

  it('points every #fragment link at an element that exists on the target page', async () => {
    const { problems, checked } = await missingFragments(dir);
    expect(problems).toEqual([]);
    // The skip link alone is on every page, so a scan that found nothing is a broken scan.
    expect(checked).toBeGreaterThanOrEqual(pages.length);
  });

  it('opens external links in a new tab only with rel="noopener noreferrer"', async () => {
    const { problems, checked } = await unsafeNewTabLinks(dir);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });
});
