import path from 'node:path';
import { rm, mkdir } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { checkContent } from './check.ts';
import { assembleContent } from './assemble.ts';
import { generateAll } from './generate.ts';
import { buildClient, buildServer } from './vite-build.ts';
import { pageAssets } from './page-assets.ts';
import { robotsTxt, sitemapEntries, sitemapFiles } from './sitemap.ts';
import { gitLastCommitDates, routeLastmods } from './lastmod.ts';
import { jsonLdFor } from './json-ld/index.ts';
import { headersFile, redirectsFile } from './host-config.ts';
import { createStaging } from './write.ts';
import { countBySeverity, type Message } from './messages.ts';
import type { RouteEntry } from '../site/routes.ts';
import type { RenderInput } from '../site/entry-server.tsx';
import type { ShellProps } from '../site/page-props.ts';

export interface BuildOptions {
  root: string;
  dataDir: string;
  outDir: string;
  strict: boolean;
  noindex: boolean;
  log: (line: string) => void;
}

export interface BuildSummary { ok: boolean; messages: Message[]; pages: number; bytes: number; ms: number }

type ServerModule = {
  renderRoute(input: RenderInput): Promise<string>;
  routeTable: typeof import('../site/routes.ts').routeTable;
};

/** validate -> generate -> bundle -> pre-render -> write, into a staging folder swapped in only on success. */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const step = async <T>(label: string, run: () => Promise<T>, detail?: (value: T) => string): Promise<T> => {
    const t = performance.now();
    const value = await run();
    options.log(`  ✓ ${label.padEnd(10)} ${detail ? `${detail(value)} ` : ''}(${Math.round(performance.now() - t)} ms)`);
    return value;
  };

  const checked = await step('validate', () => checkContent(options.dataDir, options.root), (r) => `${r.value.content.files.length} files`);
  const { errors, warnings } = countBySeverity(checked.messages);
  if (errors > 0 || (options.strict && warnings > 0)) {
    return { ok: false, messages: checked.messages, pages: 0, bytes: 0, ms: performance.now() - started };
  }
  const content = assembleContent(checked.value.valid);
  await step('generate', () => generateAll(options.root), () => 'types');

  const staging = await createStaging(options.outDir);
  const ssrDir = path.join(options.root, '.cache', `ssr-${process.pid}`);
  try {
    const manifest = await step('bundle', () => buildClient(options.root, staging.dir), (m) => `${Object.keys(m).length} modules`);
    const serverEntry = await step('server', () => buildServer(options.root, ssrDir), () => 'renderer');
    const server = (await import(pathToFileURL(serverEntry).href)) as ServerModule;
    const routes = server.routeTable(content) as RouteEntry[];
    // One git pass for every file, started now and awaited when the sitemap is written.
    const gitDates = gitLastCommitDates(path.resolve(options.dataDir));
    let bytes = 0;
    await step('render', async () => {
      for (const route of routes) {
        const shell: ShellProps = { site: content.site, navigation: content.navigation, path: route.path };
        const html = await server.renderRoute({
          route,
          shell,
          assets: pageAssets(manifest, `site/pages/${route.page}-page.tsx`),
          jsonLd: jsonLdFor(route, content),
          noindex: options.noindex,
        });
        bytes += Buffer.byteLength(html);
        await staging.write(route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`, html);
        if (route.page === 'not-found') await staging.write('404.html', html);
      }
      return routes.length;
    }, (n) => `${n} pages`);
    await step('files', async () => {
      await staging.copyDir(path.join(path.resolve(options.dataDir), 'images'), 'images');
      const lastmods = routeLastmods(routes, checked.value.valid, await gitDates);
      const sitemaps = sitemapFiles(sitemapEntries(routes, content.site.baseUrl, (r) => lastmods.get(r.path)), content.site.baseUrl);
      for (const file of sitemaps) await staging.write(file.path, file.xml);
      await staging.write('robots.txt', robotsTxt(content.site.baseUrl, options.noindex));
      // Static hosts' rules (Netlify, Cloudflare Pages); netlify.toml and deploy/nginx.conf render the same.
      await staging.write('_headers', headersFile(content.site));
      await staging.write('_redirects', redirectsFile(content.site));
      // The catalogue for the home page search, fetched only when a visitor starts searching.
      await staging.write('search-index.json', JSON.stringify(searchIndex(content)));
      // Each post for the client-side article view of /blog?post={id} (list pages carry summaries only).
      for (const post of content.posts) await staging.write(`blog/${post.id}/article.json`, JSON.stringify(post));
      await rm(path.join(staging.dir, '.vite'), { recursive: true, force: true });
    }, () => 'images, sitemap.xml, robots.txt, _headers, _redirects');
    await staging.commit();
    const ms = performance.now() - started;
    return { ok: true, messages: checked.messages, pages: routes.length, bytes, ms };
  } catch (error) {
    await staging.abort();
    throw error;
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

/** SPEC 5: the hero search matches name, description, category and features. */
export function searchIndex(content: ReturnType<typeof assembleContent>) {
  return content.services.map(({ id, name, description, category, categorySlug, subcategory, features, price, timeEstimate, image, popular }) => ({ id, name, description, category, categorySlug, subcategory, features, price, timeEstimate, image, popular }));
}

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}
