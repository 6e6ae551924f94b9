import { execFile } from 'node:child_process';
import type { RouteEntry } from '../../site/routes.ts';
import { sourcesOf } from '../content/sources.ts';

/**
 * sitemap.xml's <lastmod>: when each page's content last really changed, never the time of the build.
 *
 * Each route shows content from some files in data/ (the content records which: content/sources.ts). A file's date
 * is its own date when it states one (a post's `updated` or else `date`, a long page's `updated`); otherwise the
 * date of the last git commit that touched it. A route takes the latest date of its files; when some of them state
 * their own date, the latest of those (a post's page is as new as the post, whatever the blog's settings). Without
 * git, or for files never committed, there is no date, and the route gets no <lastmod> (a wrong date is worse than
 * none). Git dates are commit dates, so two builds of one commit agree.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A data file, as the dates read it: its path relative to the data folder, its kind and data. */
export interface SourceFile { relativePath: string; kind: { kind: string }; data: unknown }

/**
 * Last commit date (YYYY-MM-DD, committer date) of every committed file under `dir`, keyed by its path relative
 * to `dir`, from a single `git log` pass over the whole history. Empty when git or the repository is missing.
 */
export async function gitLastCommitDates(dir: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  let output: string;
  try {
    // %D with a ref pattern nothing can match ("." may not start a ref name) decorates a commit only with "grafted":
    // the oldest commit a shallow clone fetched. One process, not a second for `rev-parse --is-shallow-repository`.
    output = await git(dir, ['-c', 'core.quotePath=false', 'log', '--no-color', '--no-renames', '--relative', '--name-only', '--decorate-refs=refs/.none', '--format=%x00%cs%x09%D', '--', '.']);
  } catch {
    return dates;
  }
  // Newest commit first, so the first date seen for a file is its last change.
  for (const block of output.split('\0')) {
    const [head, ...names] = block.split('\n');
    const [date, decoration] = (head ?? '').split('\t');
    if (!date || !DATE.test(date)) continue;
    // In a shallow clone (CI's default checkout) that oldest commit seems to add every file it has; its date says
    // nothing about them, so those files get no date rather than a wrong one.
    if (decoration?.includes('grafted')) continue;
    for (const name of names) {
      const file = name.trim();
      if (file && !dates.has(file)) dates.set(file, date);
    }
  }
  return dates;
}

function git(cwd: string, args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

/** Dates the content states itself: a post's `updated` or `date`, a long page's `updated`. */
export function contentDates(files: readonly SourceFile[]): Map<string, string> {
  const dates = new Map<string, string>();
  for (const f of files) {
    const data = (f.data ?? {}) as { date?: unknown; updated?: unknown };
    const own = f.kind.kind === 'post' ? (data.updated ?? data.date) : f.kind.kind === 'page' ? data.updated : undefined;
    if (typeof own === 'string' && DATE.test(own)) dates.set(f.relativePath, own);
  }
  return dates;
}

/**
 * The data files (relative to the data folder) a route's page shows: the files its props were assembled from, as the
 * content records them (content/sources.ts).
 */
export function routeSources(route: RouteEntry): string[] {
  return sourcesOf(route.props);
}

/**
 * <lastmod> per route path. /sitemap lists the titles of every other page, so it takes the latest of theirs.
 */
export function routeLastmods(
  routes: readonly RouteEntry[],
  files: readonly SourceFile[],
  gitDates: ReadonlyMap<string, string>,
): Map<string, string> {
  const own = contentDates(files);
  const result = new Map<string, string>();
  for (const route of routes) {
    if (route.page === 'sitemap') continue;
    const sources = routeSources(route);
    // Content that states its date (a post, a long page) dates the page it is on; settings shown beside it do not.
    const stated = sources.flatMap((file) => own.get(file) ?? []);
    const latest = latestDate(stated.length > 0 ? stated : sources.map((file) => gitDates.get(file)));
    if (latest) result.set(route.path, latest);
  }
  for (const route of routes) {
    if (route.page !== 'sitemap') continue;
    const listed = routes.filter((r) => r.page !== 'sitemap' && r.meta.indexable).map((r) => result.get(r.path));
    const latest = latestDate(listed);
    if (latest) result.set(route.path, latest);
  }
  return result;
}

function latestDate(dates: readonly (string | undefined)[]): string | undefined {
  return dates.filter((d): d is string => d !== undefined).sort().at(-1);
}
