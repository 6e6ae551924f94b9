import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sha1 } from './build-cache.ts';
import type { PageAssets } from './page-assets.ts';
import { jsonLdFor, type JsonLdContext } from './json-ld/index.ts';
import type { FolderWriter } from './write.ts';
import type { RouteEntry } from '../site/routes.ts';
import type { RenderInput } from '../site/entry-server.tsx';
import type { SiteContent } from '../site/content-types.ts';

/** What every page shares; sent once to a render worker rather than with every page. */
export interface PageShared {
  site: SiteContent['site'];
  navigation: SiteContent['navigation'];
  /** Scripts and styles by page module (`home`, `blog`, ...). */
  assets: Record<string, PageAssets>;
  noindex: boolean;
  /** What the pages' JSON-LD reads besides each page's route. */
  jsonLd: JsonLdContext;
}

export interface PageJob {
  route: RouteEntry;
  /** Output files, relative to the output folder: `blog/x/index.html`, and `404.html` for the not-found page. */
  files: string[];
  /**
   * Hash of every input of this page: its route, what all pages share (the JSON-LD's inputs among it), the bundle's
   * key and the JSON-LD code's hash. Equal keys render equal HTML.
   */
  pageKey: string;
  /** The page cache's entry from the previous build: `pageKey:htmlHash`, then the hash of each companion file. */
  cached: string | undefined;
}

export interface PageDone { path: string; entry: string; bytes: number; reused: boolean }

export type RenderRoute = (input: RenderInput) => Promise<string>;

/** Renders (or takes from the previous output) each page in turn; see `renderPage`. */
export async function renderPages(jobs: readonly PageJob[], shared: PageShared, render: RenderRoute, previousDir: string, out: FolderWriter): Promise<PageDone[]> {
  const done: PageDone[] = [];
  for (const job of jobs) done.push(await renderPage(job, shared, render, previousDir, out));
  return done;
}

/**
 * Renders (or, when unchanged, takes from the previous output) a page and writes it at once, so no page's HTML
 * is held longer than it takes to write. Runs in the main thread and in a render worker alike.
 */
export async function renderPage(job: PageJob, shared: PageShared, render: RenderRoute, previousDir: string, out: FolderWriter): Promise<PageDone> {
  const { route } = job;
  // The previous entry: `pageKey:htmlHash`, then each companion file's hash.
  const [cachedKey, cachedHtml, ...cachedCompanions] = job.cached?.split(':') ?? [];
  const previous = cachedKey === job.pageKey ? fileWithHash(previousDir, job.files[0]!, cachedHtml) : undefined;
  const html = previous ?? (await render({
    route,
    shell: { site: shared.site, navigation: shared.navigation, path: route.path },
    assets: shared.assets[route.page]!,
    // Made here, for the pages rendered, not for every page the build keys.
    jsonLd: jsonLdFor(route, shared.jsonLd),
    noindex: shared.noindex,
  }));
  // An unchanged page's own file, whose bytes were just checked, stays as it is; any other file is compared first.
  for (const file of job.files) {
    if (previous !== undefined && file === job.files[0]) out.keep(file);
    else await out.write(file, html);
  }
  // An unchanged page's companions are checked against the hashes its entry recorded, without being made again.
  const companionHashes: string[] = [];
  for (const [k, companion] of companionFiles(route).entries()) {
    if (previous !== undefined && fileWithHash(previousDir, companion.file, cachedCompanions[k])) {
      out.keep(companion.file);
      companionHashes.push(cachedCompanions[k]!);
      continue;
    }
    const content = companion.content();
    await out.write(companion.file, content);
    companionHashes.push(sha1(content));
  }
  return {
    path: route.path,
    entry: [job.pageKey, previous === undefined ? sha1(html) : cachedHtml, ...companionHashes].join(':'),
    bytes: typeof html === 'string' ? Buffer.byteLength(html) : html.byteLength,
    reused: previous !== undefined,
  };
}

/**
 * Files that belong with a page: an article page's post as JSON, for the client-side article view of
 * /blog?post={id}. Made by the thread that renders the page, just before it is written, so the JSON of thousands of
 * posts is never held at once, and only when the file in the previous output is not already the one recorded.
 */
export function companionFiles(route: RouteEntry): { file: string; content(): string }[] {
  const article = route.page === 'blog' ? (route as RouteEntry<'blog'>).props.article : undefined;
  return article ? [{ file: `${route.path.slice(1)}/article.json`, content: () => JSON.stringify(article) }] : [];
}

/**
 * The key of a page: `sharedKey` (the bundle, the JSON-LD code, what all pages share) and the page's own route. The
 * route and `shared.jsonLd` are all its JSON-LD is made from, so the JSON-LD itself is not hashed.
 */
export function pageKey(sharedKey: string, route: RouteEntry): string {
  return sha1(sharedKey, JSON.stringify(route));
}

/**
 * A file of the previous output, as its bytes, only if it is exactly what the build wrote: its bytes hash to `hash`,
 * the hash recorded when it was written (none recorded, no file). The bytes are hashed as read: decoding them to
 * text (and encoding that again to hash it) took about a third of the time a rebuild spends on unchanged pages.
 * Read synchronously, like the pages are written: a thread-pool round trip per file kept the render threads waiting
 * on it for much of a rebuild's render step.
 */
function fileWithHash(outDir: string, file: string, hash: string | undefined): Buffer | undefined {
  if (hash === undefined) return undefined;
  const bytes = readIfPresent(path.join(outDir, file));
  return bytes !== undefined && sha1(bytes) === hash ? bytes : undefined;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
