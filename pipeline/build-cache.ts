import { createHash, hash as oneShotHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { appendFile, mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
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

/**
 * A cache file: this header line, then per entry `key TAB byte-length LF value LF`. The values (a post's HTML, a
 * file's data as JSON) are stored as they are, so opening the cache is a scan for the next line break and a slice,
 * where JSON had to be parsed character by character for its escapes: with 4,000 posts, the Markdown cache (20 MB)
 * opened in 107-126 ms as JSON and in 57-88 ms like this.
 */
const RECORDS_HEADER = 'key-value-cache 2\n';

/** A cache file's entries, each with the size of its record, and the file's size. */
interface Records { entries: Map<string, { value: string; bytes: number }>; bytes: number }

/**
 * The entries of a cache file, or undefined when it is not one, or not whole. A key may appear more than once (a
 * save appends changed entries): the last record holds its value.
 */
function parseRecords(bytes: Buffer): Records | undefined {
  if (bytes.toString('latin1', 0, RECORDS_HEADER.length) !== RECORDS_HEADER) return undefined;
  const entries = new Map<string, { value: string; bytes: number }>();
  for (let at = RECORDS_HEADER.length; at < bytes.length;) {
    const tab = bytes.indexOf(9, at);
    const lineEnd = tab === -1 ? -1 : bytes.indexOf(10, tab);
    if (lineEnd === -1) return undefined;
    const length = Number(bytes.toString('latin1', tab + 1, lineEnd));
    const end = lineEnd + 1 + length;
    if (!Number.isSafeInteger(length) || length < 0 || end >= bytes.length || bytes[end] !== 10) return undefined;
    entries.set(bytes.toString('utf8', at, tab), { value: bytes.toString('utf8', lineEnd + 1, end), bytes: end + 1 - at });
    at = end + 1;
  }
  return { entries, bytes: bytes.length };
}

/** One entry as the file stores it, and its size in bytes. */
function record(key: string, value: string): { text: string; bytes: number } {
  const valueBytes = Buffer.byteLength(value);
  const head = `${key}\t${valueBytes}\n`;
  return { text: `${head}${value}\n`, bytes: Buffer.byteLength(head) + valueBytes + 1 };
}

/**
 * At a save, the share of the file that may be records no longer used (older values of changed entries, entries
 * this build did not use) before it is written afresh with only what is used: the file stays at most a third larger
 * than its live entries.
 */
const MAX_UNUSED_SHARE = 0.25;

/** A file of string values keyed by content hash (or page path), kept between builds. */
export class KeyValueCache {
  private readonly entries = new Map<string, string>();
  private readonly used = new Set<string>();
  /** Size of each entry's record in the file as read; entries set to another value since are dropped from it. */
  private readonly stored = new Map<string, number>();
  /** Size of the file as read: 0 when there was no readable file. */
  private fileBytes = 0;
  private constructor(private readonly file: string) {}

  static async open(file: string): Promise<KeyValueCache> {
    const cache = new KeyValueCache(file);
    const bytes = await readFile(file).catch(() => undefined);
    const records = bytes && parseRecords(bytes);
    if (records) {
      for (const [k, { value, bytes: size }] of records.entries) {
        cache.entries.set(k, value);
        cache.stored.set(k, size);
      }
      cache.fileBytes = records.bytes;
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
    if (this.entries.get(key) !== value) this.stored.delete(key);
    this.entries.set(key, value);
    this.used.add(key);
  }

  /**
   * Keeps the entries this build used for the next one. The new and changed ones are appended to the file, so a
   * rebuild that changed one post writes one record, where writing the whole file again took 60-100 ms with 4,000
   * posts (the Markdown cache is 20 MB). Once unused records (older values, entries no build uses any more) would
   * make up more than a quarter of the file, it is written afresh with only the used entries, beside and renamed, so
   * removed content drops out and a build reading the cache never sees half a file. Nothing is written when nothing
   * is new.
   *
   * An append cut short (a crash, a full disk) leaves a file that reads as empty: the next build is cold, never
   * wrong. A value is the same for every build that stores its key (a hash of its inputs, or a page's path and
   * the key of all that page's inputs), so builds appending at once cannot make a wrong pairing either.
   */
  async save(): Promise<void> {
    const added = [...this.used].filter((key) => !this.stored.has(key)).sort().map((key) => ({ key, ...record(key, this.entries.get(key)!) }));
    const addedBytes = added.reduce((sum, r) => sum + r.bytes, 0);
    let live = RECORDS_HEADER.length + addedBytes;
    for (const key of this.used) live += this.stored.get(key) ?? 0;
    const total = this.fileBytes + addedBytes;
    if (this.fileBytes > 0 && total - live <= total * MAX_UNUSED_SHARE) {
      if (added.length === 0) return;
      // Appended only to the file as it was read: one another build has since written afresh or removed gets
      // written afresh here too.
      if ((await stat(this.file).catch(() => undefined))?.size === this.fileBytes) {
        await appendFile(this.file, added.map((r) => r.text).join(''));
        for (const r of added) this.stored.set(r.key, r.bytes);
        this.fileBytes = total;
        return;
      }
    }
    const kept = [...this.used].sort().map((key) => ({ key, ...record(key, this.entries.get(key)!) }));
    await mkdir(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, RECORDS_HEADER + kept.map((r) => r.text).join(''));
    await rename(temp, this.file);
    this.stored.clear();
    for (const r of kept) this.stored.set(r.key, r.bytes);
    this.fileBytes = RECORDS_HEADER.length + kept.reduce((sum, r) => sum + r.bytes, 0);
  }
}
