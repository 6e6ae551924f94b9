import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sha1 } from '../cache/hash.ts';
import { fileState } from '../cache/file-fingerprint.ts';
import type { PageAssets } from './page-assets.ts';
import { mergeFacts, pageFacts, type PageFacts } from './page-facts.ts';
import { jsonLdFor, type JsonLdContext } from './json-ld/index.ts';
import { resolveBodyRefs, type MarkdownItem } from '../markdown/body-refs.ts';
import type { FolderWriter } from '../files/folder-writer.ts';
import type { PictureTable } from '../../site/lib/picture-sources.ts';
import type { RouteEntry } from '../../site/routes.ts';
import type { HtmlPiece, RenderInput } from '../../site/entry-server.tsx';
import type { SiteContent } from '../../site/content-types.ts';

/**
 * What keeping a page needs: `facts` gives a kept page's facts by the hash of its HTML and its file; `placed` gives
 * the pages the previous build of this process put in place (dev's), whose files are as that build left them.
 */
export type KeepContext = { previousDir: string; facts: (htmlHash: string, file: string) => PageFacts; placed?: (path: string) => PageDone | undefined } & Pick<PageContext, 'out'>;

/** What every page shares. */
export interface PageShared {
  site: SiteContent['site'];
  navigation: SiteContent['navigation'];
  /** Scripts and styles by page module (`home`, `blog`, ...). */
  assets: Record<string, PageAssets>;
  noindex: boolean;
  /** What the pages' JSON-LD reads besides each page's route. */
  jsonLd: JsonLdContext;
  /** Every photo's size and key, by /images/... path (a changed photo renders every page again: they are rare). */
  pictures: PictureTable;
}

export interface PageJob {
  route: RouteEntry;
  /** Output files, relative to the output folder: `blog/x/index.html`, and `404.html` for the not-found page. */
  files: string[];
  /** The page's key (pageKey): the hash of the toolchain, of what every page shares and of the route. */
  key: string;
  /** The page's record from the previous build (see `PageDone.entry`). */
  cached: string | undefined;
  /** The Markdown bodies the route shows, by key (see body-refs.ts): given to the pages sent to be rendered. */
  bodies?: Readonly<Record<string, MarkdownItem>>;
}

export interface PageDone {
  path: string;
  /** The page's record: `pageKey:htmlRecord` (see `unchangedFile`). */
  entry: string;
  /** The page's own file, which the record stands for. */
  file: string;
  /** Files of the previous output this page kept as they were. */
  kept: string[];
  bytes: number;
  reused: boolean;
  /** What the build checks in the page before it is published (see output/verify-output.ts). */
  facts: PageFacts;
  /** Markdown bodies rendered for it (none for a kept page). */
  markdown: number;
}

export type RenderRoute = (input: RenderInput) => Promise<HtmlPiece[]>;

/** What a thread renders pages with. `markdown` renders a Markdown body (see body-refs.ts). */
export interface PageContext { shared: PageShared; render: RenderRoute; out: FolderWriter; markdown: (body: MarkdownItem) => string }

/**
 * The page as the previous build left it, when its key and its file are what that build recorded: its file is kept;
 * undefined when the page must be rendered. Equal keys render equal pages: the key hashes the toolchain, what all
 * pages share and the route (a post's HTML as its reference, which names it exactly); the JSON-LD is made from those
 * alone.
 */
export function keepPage(job: PageJob, { previousDir, out, facts, placed }: KeepContext): PageDone | undefined {
  const key = job.key;
  const [cachedKey, cachedHtml] = job.cached?.split(':') ?? [];
  if (cachedKey !== key) return undefined;
  // A page this process put in place with these bytes: kept without looking at its file or reading its facts again.
  const done = placed?.(job.route.path);
  if (done && htmlHash(done.entry) === htmlHash(job.cached!)) return { ...done, entry: job.cached!, kept: job.files, reused: true, markdown: 0 };
  const previous = unchangedFile(previousDir, job.files[0]!, cachedHtml);
  if (!previous) return undefined;
  const kept = [job.files[0]!];
  // The not-found page is also 404.html.
  for (const file of job.files.slice(1)) if (out.write(file, readFileSync(path.join(previousDir, job.files[0]!)))) kept.push(file);
  const hash = htmlHash(`${key}:${previous.record}`);
  return { path: job.route.path, entry: `${key}:${previous.record}`, file: job.files[0]!, kept, bytes: previous.size, reused: true, facts: facts(hash, job.files[0]!), markdown: 0 };
}

/** Renders a page and writes it at once: no page's HTML is held longer. */
export async function renderPage(job: PageJob, { shared, render, out, markdown }: PageContext): Promise<PageDone> {
  const route = resolveBodyRefs(job.route, (key) => {
    const body = job.bodies?.[key];
    if (!body) throw new Error(`renderPage: ${job.route.path} shows Markdown body ${key}, which its job does not carry`);
    return markdown(body);
  });
  const pieces = await render({
    route,
    shell: { site: shared.site, navigation: shared.navigation, path: route.path },
    assets: shared.assets[route.page]!,
    jsonLd: jsonLdFor(route, shared.jsonLd),
    noindex: shared.noindex,
    pictures: shared.pictures,
  });
  const html = pieces.map((piece) => piece.html).join('');
  return {
    path: job.route.path,
    entry: `${job.key}:${sha1(html)}`,
    file: job.files[0]!,
    kept: job.files.filter((file) => out.write(file, html)),
    bytes: Buffer.byteLength(html),
    reused: false,
    facts: piecesFacts(pieces),
    markdown: Object.keys(job.bodies ?? {}).length,
  };
}

/** Facts of the pieces many pages share (their frames), read once each: a few a build. */
const sharedFacts = new Map<string, PageFacts>();

/** A page's facts, from its pieces: the shared ones are read once for all the pages they are in. */
function piecesFacts(pieces: readonly HtmlPiece[]): PageFacts {
  return mergeFacts(pieces.map(({ html, shared }) => {
    if (!shared) return pageFacts(html);
    let facts = sharedFacts.get(html);
    if (!facts) {
      // Frames of earlier dev rebuilds are not asked for again.
      if (sharedFacts.size >= 64) sharedFacts.clear();
      sharedFacts.set(html, (facts = pageFacts(html)));
    }
    return facts;
  }));
}

/** The hash of a page's HTML, from its record (`pageKey:hash@fingerprint`). */
export function htmlHash(entry: string): string {
  return entry.split(':')[1]!.split('@')[0]!;
}

/** A page's key: equal keys render equal pages (see `renderPage`). */
export function pageKey(sharedKey: string, route: RouteEntry): string {
  return sha1(sharedKey, JSON.stringify(route));
}

/**
 * A file of the previous output, if it is exactly what the build wrote, with the record to keep for it. `record` is
 * the hash of the bytes written, then `@` and the file's fingerprint once a build has found the file settled (see
 * file-fingerprint.ts): a file with the recorded fingerprint is not read again; any other is read and hashed.
 */
function unchangedFile(outDir: string, file: string, record: string | undefined): { record: string; size: number } | undefined {
  if (record === undefined) return undefined;
  const [hash, recorded] = record.split('@') as [string, string | undefined];
  const full = path.join(outDir, file);
  const before = fileState(full);
  if (before === undefined) return undefined;
  if (before.fingerprint === recorded) return { record, size: before.size };
  const bytes = readFileSync(full);
  if (sha1(bytes) !== hash) return undefined;
  // Fingerprinted only when settled, and not changed while it was read.
  const after = fileState(full);
  const trusted = after?.settled === true && after.fingerprint === before.fingerprint;
  return { record: trusted ? `${hash}@${after.fingerprint}` : hash, size: bytes.byteLength };
}

/**
 * A page's record with its file's fingerprint, once the file is settled in `outDir`: for the pages a build wrote, once
 * its output is in place.
 */
export function withFingerprint(entry: string, file: string, outDir: string, now: number = Date.now()): string {
  const [key, record] = entry.split(':') as [string, string];
  if (record.includes('@')) return entry;
  const state = fileState(path.join(outDir, file), now);
  return state?.settled ? `${key}:${record}@${state.fingerprint}` : entry;
}
