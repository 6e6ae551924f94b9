import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sha1 } from './build-cache.ts';
import { fileState } from './file-fingerprint.ts';
import type { PageAssets } from './page-assets.ts';
import { jsonLdFor, type JsonLdContext } from './json-ld/index.ts';
import { resolveBodyRefs, type BodyLookup } from './body-refs.ts';
import type { FolderWriter } from './write.ts';
import type { RouteEntry } from '../site/routes.ts';
import type { RenderInput } from '../site/entry-server.tsx';
import type { SiteContent } from '../site/content-types.ts';
import { readIfPresent } from './read-if-present.ts';

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
  /**
   * The route, or its JSON, as a render worker is sent it: the page's key hashes that JSON (see `pageKey`), so the
   * worker parses it only for a page it makes. Sent as an object, a route took the main thread about 25 µs to copy
   * and the worker as long again to copy back and turn into JSON; with 4,000 posts, about 50 ms of the main thread's
   * render step and more of the worker's.
   */
  route: RouteEntry | string;
  path: string;
  /** Output files, relative to the output folder: `blog/x/index.html`, and `404.html` for the not-found page. */
  files: string[];
  /** The files that belong with the page (see `companionFiles`), relative to the output folder. */
  companions: string[];
  /**
   * Hash of what every page shares (the JSON-LD's inputs among it), the bundle's key and the JSON-LD code's hash. With
   * the route it makes the page's key (see `pageKey`): equal keys render equal HTML. The thread that renders the page
   * makes that key, so the cost of hashing every route (each post's HTML among them) is shared between the threads.
   */
  sharedKey: string;
  /** The page cache's entry from the previous build: `pageKey:htmlRecord`, then each companion file's record. */
  cached: string | undefined;
}

/** The job for the page of `route`, written to `files`. */
export function pageJob(route: RouteEntry, files: string[], sharedKey: string, cached: string | undefined): PageJob {
  return { route, path: route.path, files, companions: companionFiles(route, () => undefined).map((c) => c.file), sharedKey, cached };
}

/** The job as a render worker is sent it: its route as JSON. */
export function jobForWorker(job: PageJob): PageJob {
  return typeof job.route === 'string' ? job : { ...job, route: JSON.stringify(job.route) };
}

export interface PageDone {
  path: string;
  /** The page cache's entry for it: `pageKey:htmlRecord`, then each companion file's record (see `unchangedFile`). */
  entry: string;
  /** The files the entry's records stand for, in their order: the page's own file, then its companions. */
  files: string[];
  bytes: number;
  reused: boolean;
}

export type RenderRoute = (input: RenderInput) => Promise<string>;

/**
 * What a thread renders pages with: what every page shares, the server bundle's renderer, the previous output, the
 * folder pages are written to, and the HTML of the Markdown bodies the routes refer to (see body-refs.ts).
 */
export interface PageContext { shared: PageShared; render: RenderRoute; previousDir: string; out: FolderWriter; body: BodyLookup }

/** Renders (or takes from the previous output) each page in turn; see `renderPage`. */
export async function renderPages(jobs: readonly PageJob[], context: PageContext): Promise<PageDone[]> {
  const done: PageDone[] = [];
  for (const job of jobs) done.push(await renderPage(job, context));
  return done;
}

/**
 * Renders (or, when unchanged, takes from the previous output) a page and writes it at once, so no page's HTML
 * is held longer than it takes to write. Runs in the main thread and in a render worker alike.
 */
export async function renderPage(job: PageJob, context: PageContext): Promise<PageDone> {
  return (await reuseOrRender(job, context, true))!;
}

/**
 * The page as `renderPage` leaves it when the previous output still holds it; undefined, with nothing written, when it
 * must be rendered (the main thread then hands it to a render worker: see `renderAll`).
 */
export function reusePage(job: PageJob, context: PageContext): Promise<PageDone | undefined> {
  return reuseOrRender(job, context, false);
}

async function reuseOrRender(job: PageJob, { shared, render, previousDir, out, body }: PageContext, mayRender: boolean): Promise<PageDone | undefined> {
  const json = typeof job.route === 'string' ? job.route : JSON.stringify(job.route);
  let parsed = typeof job.route === 'string' ? undefined : job.route;
  const routeOf = (): RouteEntry => (parsed ??= JSON.parse(json) as RouteEntry);
  const key = keyOf(job.sharedKey, json);
  // The previous entry: `pageKey:htmlRecord`, then each companion file's record (see `unchangedFile`).
  const [cachedKey, cachedHtml, ...cachedCompanions] = job.cached?.split(':') ?? [];
  const previous = cachedKey === key ? unchangedFile(previousDir, job.files[0]!, cachedHtml) : undefined;
  if (!previous && !mayRender) return undefined;
  let html: string | undefined;
  if (!previous) {
    // The route with its posts' HTML in place of their references, made only for a page that is rendered.
    const full = await resolveBodyRefs(routeOf(), body);
    html = await render({
      route: full,
      shell: { site: shared.site, navigation: shared.navigation, path: job.path },
      assets: shared.assets[full.page]!,
      // Made here, for the pages rendered, not for every page the build keys.
      jsonLd: jsonLdFor(full, shared.jsonLd),
      noindex: shared.noindex,
    });
  }
  // An unchanged page's own file, just checked, stays as it is; any other file is compared first.
  for (const file of job.files) {
    if (html === undefined && file === job.files[0]) out.keep(file);
    else await out.write(file, html ?? readFileSync(path.join(previousDir, job.files[0]!)));
  }
  // An unchanged page's companions are checked against their records, without being made again.
  const companionRecords: string[] = [];
  for (const [k, file] of job.companions.entries()) {
    const kept = previous ? unchangedFile(previousDir, file, cachedCompanions[k]) : undefined;
    if (kept) {
      out.keep(file);
      companionRecords.push(kept.record);
      continue;
    }
    const content = await companionFiles(routeOf(), body)[k]!.content();
    await out.write(file, content);
    companionRecords.push(sha1(content));
  }
  return {
    path: job.path,
    entry: [key, previous?.record ?? sha1(html!), ...companionRecords].join(':'),
    files: [job.files[0]!, ...job.companions],
    bytes: previous?.size ?? Buffer.byteLength(html!),
    reused: previous !== undefined,
  };
}

/**
 * Files that belong with a page: an article page's post as JSON, for the client-side article view of
 * /blog?post={id}. Made by the thread that renders the page, just before it is written, so the JSON of thousands of
 * posts is never held at once, and only when the file in the previous output is not already the one recorded.
 */
export function companionFiles(route: RouteEntry, body: BodyLookup): { file: string; content(): Promise<string> }[] {
  const article = route.page === 'blog' ? (route as RouteEntry<'blog'>).props.article : undefined;
  return article ? [{ file: `${route.path.slice(1)}/article.json`, content: async () => JSON.stringify(await resolveBodyRefs(article, body)) }] : [];
}

/**
 * The key of a page: `sharedKey` (the bundle, the JSON-LD code, what all pages share) and the page's own route. The
 * route and `shared.jsonLd` are all its JSON-LD is made from, so the JSON-LD itself is not hashed. A post's HTML is
 * in the route as its reference (see body-refs.ts), whose key names that HTML exactly.
 */
export function pageKey(sharedKey: string, route: RouteEntry): string {
  return keyOf(sharedKey, JSON.stringify(route));
}

function keyOf(sharedKey: string, routeJson: string): string {
  return sha1(sharedKey, routeJson);
}

/**
 * A file of the previous output, if it is exactly what the build wrote, with the record to keep for it.
 *
 * `record` is the hash of the bytes written (none recorded, no file), followed by `@` and the file's fingerprint once a
 * build has read those bytes back and found the file settled (see file-fingerprint.ts). A file whose fingerprint is
 * the one recorded is not read: with 4,000 posts, reading and hashing 8,000 unchanged files was a quarter of a
 * rebuild's time. Any other file is read and its bytes hashed as read (decoding them to text first took a third as
 * long again), synchronously, like the pages are written (a thread-pool round trip per file kept the render threads
 * waiting on it).
 */
function unchangedFile(outDir: string, file: string, record: string | undefined): { record: string; size: number } | undefined {
  if (record === undefined) return undefined;
  const [hash, recorded] = record.split('@') as [string, string | undefined];
  // Joined as text: `file` is a relative path the build made, and path.join's normalizing took 13-40 ms for the
  // 8,000 files of a 4,000-post rebuild.
  const full = `${outDir}${path.sep}${file}`;
  const before = fileState(full);
  if (before === undefined) return undefined;
  if (before.fingerprint === recorded) return { record, size: before.size };
  const bytes = readIfPresent(full);
  if (bytes === undefined || sha1(bytes) !== hash) return undefined;
  // Fingerprinted only when settled, and not changed while it was read.
  const after = fileState(full);
  const trusted = after?.settled === true && after.fingerprint === before.fingerprint;
  return { record: trusted ? `${hash}@${after.fingerprint}` : hash, size: bytes.byteLength };
}

/**
 * A page's entry with the fingerprint of each file it records that is now settled in `outDir` and has none yet. For
 * the pages a build wrote, once its output is in place: a whole new folder is put in place by renaming it, which
 * leaves its files' change times alone, so the pages a cold build wrote more than SETTLE_MS before its end are
 * trusted by the first rebuild without being read back. (A file renamed into place on its own has a new change time:
 * it is fingerprinted when a later build has read it.)
 */
export function withFingerprints(entry: string, files: readonly string[], outDir: string, now: number = Date.now()): string {
  const [key, ...records] = entry.split(':');
  return [key, ...records.map((record, i) => {
    if (record.includes('@') || files[i] === undefined) return record;
    const state = fileState(path.join(outDir, files[i]), now);
    return state?.settled ? `${record}@${state.fingerprint}` : record;
  })].join(':');
}
