import { createHash, hash as oneShotHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Content-hash caches that make rebuilds fast without ever serving stale output: every key hashes all the
 * inputs of what it stands for (sources, dependencies, schemas, content), so any change to them misses.
 */

/** Characters of text up to which sha1 hashes its parts joined, in one call. */
const ONE_SHOT_MAX = 16 * 1024;

export function sha1(...parts: (string | Uint8Array)[]): string {
  // Short text is hashed in one call, the parts joined as they would be fed one by one: for the short keys most calls
  // hash, a Hash object per call cost twice as much (4,000 hashes of three short parts: 12-13 ms against 5-10 ms).
  // Long text is fed part by part: joining would copy it (a catalogue page's route, with 30,000 services, is many
  // megabytes of JSON, and the copy raised that build's peak memory by about 50 MiB).
  if (parts.length > 0 && parts.every((part) => typeof part === 'string') && parts.reduce((n, part) => n + part.length, 0) <= ONE_SHOT_MAX) {
    return oneShotHash('sha1', `${parts.join('\0')}\0`);
  }
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** A hash over every file under the given paths (sorted, by path and bytes). */
export async function hashTree(root: string, entries: readonly string[], skip: (rel: string) => boolean = () => false): Promise<string> {
  const hash = createHash('sha1');
  // Synchronous: a few hundred small files are read far faster without a thread-pool round trip for every stat,
  // listing and read (the bundle key's 190 files took 70-90 ms that way, about 10 ms like this), and every build
  // waits for these keys before it starts.
  function visit(rel: string): void {
    if (skip(rel)) return;
    const abs = path.join(root, rel);
    const info = statSync(abs, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of readdirSync(abs).sort()) visit(path.join(rel, name));
      return;
    }
    hash.update(rel).update('\0').update(readFileSync(abs)).update('\0');
  }
  for (const entry of entries) visit(entry);
  return hash.digest('hex');
}

/**
 * Key of the client and server bundles: the site's sources, the schemas (generated types), the bundler settings,
 * the locked dependency versions and the Node version.
 */
export async function bundleKey(root: string): Promise<string> {
  const sources = await hashTree(root, ['site', 'schema', 'pipeline/vite-build.ts', 'package-lock.json'], (rel) => rel.split(path.sep)[1] === 'generated');
  // 'production': the bundles are always built in production mode; a change of that policy changes the key.
  return sha1(sources, process.version, 'production').slice(0, 16);
}

/** The server bundle's file name in its folder (see vite-build.ts's `buildServer`). */
export const SERVER_ENTRY_FILE = 'entry-server.cjs';

export interface CachedBundle {
  key: string;
  dir: string;
  clientDir: string;
  serverEntry: string;
  hit: boolean;
}

/** Where the bundles for `key` live; `hit` when a complete earlier build of the same key is there. */
export async function bundleSlot(root: string, key: string): Promise<CachedBundle> {
  const dir = path.join(root, '.cache/build', `bundle-${key}`);
  const hit = await isComplete(dir);
  return { key, dir, clientDir: path.join(dir, 'client'), serverEntry: path.join(dir, 'server', SERVER_ENTRY_FILE), hit };
}

/**
 * Removes the slots of other keys, so the cache does not grow without end. A folder another build is still filling
 * (`bundle-<key>.tmp-<pid>`, its process alive) is left alone: builds of different commits, or tests, may run at once.
 */
export async function pruneBundles(root: string, slot: CachedBundle): Promise<void> {
  const base = path.join(root, '.cache/build');
  for (const name of await readdir(base)) {
    if (!name.startsWith('bundle-') || path.join(base, name) === slot.dir) continue;
    const filling = /\.tmp-(\d+)$/.exec(name);
    if (filling && processAlive(Number(filling[1]))) continue;
    await rm(path.join(base, name), { recursive: true, force: true });
  }
}

/** Caches kept per output or content folder: `pages-<hash>.kv`, `content-files-<hash>.kv`. */
const FOLDER_CACHE = /^(pages|content-files)-[0-9a-f]{12}\.kv$/;
/** A folder's caches unused this long are removed: the folder is most likely gone (a test's temporary folder). */
export const FOLDER_CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Marks `used` (this build's per-folder caches) as used now, and removes the per-folder caches no build has used for
 * FOLDER_CACHE_MAX_AGE_MS. Every folder a build ever wrote to or read from has its own, so without this they pile up
 * (every test run adds some for its temporary folders). A cache removed too early only makes one build slower.
 */
export async function pruneFolderCaches(cacheDir: string, used: readonly string[], now: number = Date.now()): Promise<void> {
  const moment = new Date(now);
  await Promise.all(used.map((file) => utimes(file, moment, moment).catch(() => undefined)));
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => FOLDER_CACHE.test(name) && !used.includes(path.join(cacheDir, name))).map(async (name) => {
    const file = path.join(cacheDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > FOLDER_CACHE_MAX_AGE_MS) await rm(file, { force: true });
  }));
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Builds into a fresh folder, marks it complete and renames it into place, so a slot is never seen half built. When
 * another build of the same key got there first, its slot is kept (the bundles are the same) and this one dropped:
 * that build may be reading from it.
 */
export async function fillBundleSlot(slot: CachedBundle, fill: (tempDir: string) => Promise<void>): Promise<void> {
  const temp = `${slot.dir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  try {
    await fill(temp);
    await writeFile(path.join(temp, 'complete'), '');
    try {
      await rename(temp, slot.dir);
    } catch {
      // A finished slot is in place already: keep it. Anything else (left half made by an interrupted build of an
      // older version) is replaced.
      if (!(await isComplete(slot.dir))) {
        await rm(slot.dir, { recursive: true, force: true });
        await rename(temp, slot.dir);
      }
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

function isComplete(dir: string): Promise<boolean> {
  return stat(path.join(dir, 'complete')).then(() => true, () => false);
}
