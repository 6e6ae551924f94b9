import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Staging } from './staging.ts';
import { robotsTxt, sitemapEntries, sitemapFiles } from './sitemap.ts';
import { routeLastmods, type SourceFile } from './lastmod.ts';
import { headersFile, redirectsFile } from '../hosting/host-config.ts';
import { SEARCH_INDEX_URL, serviceSummary } from '../../site/lib/search.ts';
import { POST_INDEX_URL, postSummary } from '../../site/lib/post-index.ts';
import type { RouteEntry } from '../../site/routes.ts';
import type { SiteContent } from '../../site/content-types.ts';

export interface SiteFilesInput {
  staging: Staging;
  /** Vite's client bundles. */
  clientDir: string;
  content: SiteContent;
  routes: readonly RouteEntry[];
  /** What each route is made from, and the last commit date of each content file, for <lastmod>. */
  sourceFiles: readonly SourceFile[];
  gitDates: ReadonlyMap<string, string>;
  noindex: boolean;
}

/** The output's files besides the pages and pictures: the bundles, sitemap, robots.txt, the static hosts' rules and the JSON indexes. */
export function writeSiteFiles({ staging, clientDir, content, routes, sourceFiles, gitDates, noindex }: SiteFilesInput): string[] {
  const { baseUrl } = content.site;
  // Vite's manifest (.vite/) is for the build only.
  for (const name of readdirSync(clientDir)) if (name !== '.vite') staging.copyDir(path.join(clientDir, name), name);
  const lastmods = routeLastmods(routes, sourceFiles, gitDates);
  const sitemaps = sitemapFiles(sitemapEntries(routes, baseUrl, (r) => lastmods.get(r.path)), baseUrl);
  for (const file of sitemaps) staging.write(file.path, file.xml);
  staging.write('robots.txt', robotsTxt(baseUrl, noindex));
  // Netlify and Cloudflare Pages read these; netlify.toml and deploy/nginx.conf render the same rules.
  staging.write('_headers', headersFile(content.site));
  staging.write('_redirects', redirectsFile(content.site));
  staging.write(SEARCH_INDEX_URL.slice(1), JSON.stringify(content.services.map(serviceSummary)));
  // Every post's card, for the blog's search, category filter and "Show more": /blog carries only the first few.
  staging.write(POST_INDEX_URL.slice(1), JSON.stringify(content.posts.map(postSummary)));
  return ['bundles', ...sitemaps.map((f) => f.path), 'robots.txt', '_headers', '_redirects', SEARCH_INDEX_URL.slice(1), POST_INDEX_URL.slice(1)];
}
