import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Content-hash caches that make rebuilds fast without ever serving stale output: every key hashes all the
 * inputs of what it stands for (sources, dependencies, schemas, content), so any change to them misses.
 */

export function sha1(...parts: (string | Uint8Array)[]): string {
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
  return { key, dir, clientDir: path.join(dir, 'client'), serverEntry: path.join(dir, 'server/entry-server.mjs'), hit };
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

/**
 * A cache file: this header line, then per entry `key TAB byte-length LF value LF`. The values (a post's HTML, a
 * file's data as JSON) are stored as they are, so opening the cache is a scan for the next line break and a slice,
 * where JSON had to be parsed character by character for its escapes: with 4,000 posts, the Markdown cache (20 MB)
 * opened in 107-126 ms as JSON and in 57-88 ms like this.
 */
const RECORDS_HEADER = 'key-value-cache 2\n';

/** The entries of a cache file, or undefined when it is not one, or not whole. */
function parseRecords(bytes: Buffer): Map<string, string> | undefined {
  if (bytes.toString('latin1', 0, RECORDS_HEADER.length) !== RECORDS_HEADER) return undefined;
  const entries = new Map<string, string>();
  for (let at = RECORDS_HEADER.length; at < bytes.length;) {
    const tab = bytes.indexOf(9, at);
    const lineEnd = tab === -1 ? -1 : bytes.indexOf(10, tab);
    if (lineEnd === -1) return undefined;
    const length = Number(bytes.toString('latin1', tab + 1, lineEnd));
    const end = lineEnd + 1 + length;
    if (!Number.isSafeInteger(length) || length < 0 || end >= bytes.length || bytes[end] !== 10) return undefined;
    entries.set(bytes.toString('utf8', at, tab), bytes.toString('utf8', lineEnd + 1, end));
    at = end + 1;
  }
  return entries;
}

/** A file of string values keyed by content hash (or page path), kept between builds. */
export class KeyValueCache {
  private readonly entries = new Map<string, string>();
  private readonly used = new Set<string>();
  /** Whether a value was added or changed since the file was read, or there was no readable file to read. */
  private changed = true;
  private constructor(private readonly file: string) {}

  static async open(file: string): Promise<KeyValueCache> {
    const cache = new KeyValueCache(file);
    const bytes = await readFile(file).catch(() => undefined);
    const entries = bytes && parseRecords(bytes);
    if (entries) {
      for (const [k, v] of entries) cache.entries.set(k, v);
      cache.changed = false;
    }
    // Anything else (no file, another format, a damaged file) is just a cold cache.
    return cache;
  }

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) this.used.add(key);
    return value;
  }

  set(key: string, value: string): void {
    if (/[\t\n]/.test(key)) throw new Error(`cache keys are hashes and paths, never with tabs or line breaks: ${JSON.stringify(key)}`);
    if (this.entries.get(key) !== value) this.changed = true;
    this.entries.set(key, value);
    this.used.add(key);
  }

  /**
   * Saves only the entries this build used, so removed content drops out. When that is exactly what the file already
   * holds, it is not written again: with 4,000 posts the Markdown cache is 20 MB, and a rebuild with nothing
   * changed spent about 0.2 s encoding and writing it.
   */
  async save(): Promise<void> {
    if (!this.changed && this.used.size === this.entries.size) return;
    const parts = [RECORDS_HEADER];
    for (const key of [...this.used].sort()) {
      const value = this.entries.get(key)!;
      parts.push(`${key}\t${Buffer.byteLength(value)}\n`, value, '\n');
    }
    await mkdir(path.dirname(this.file), { recursive: true });
    // Written beside and renamed: a build reading the cache never sees half a file.
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, parts.join(''));
    await rename(temp, this.file);
  }
}
