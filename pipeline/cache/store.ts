import { appendFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';

/**
 * The build's one cache store, `.cache/build/<toolchain key>/` (see toolchain-key.mjs):
 *
 *     records-<name>.jsonl  maps: parsed YAML by text hash, page records per output folder
 *     bundle/               Vite's client and server bundles
 *     validators/           ajv's compiled schema code
 *
 * Everything in it was made by the code the key hashes, so a store is never partly stale: when the key changes the
 * build uses a new, empty store, and stores no build has opened for an hour are removed (not at once: a build of
 * the previous code may still be reading one). `SITE_CACHE=off` gives a build a store of its own in a new folder
 * (`.cache/no-cache-*`), removed when the build ends: every cache starts cold and nothing is kept.
 */
export interface Store {
  dir: string;
  /**
   * A map kept as one file of JSON lines, saved with `save()`; asked once a build. A store kept open for the next build
   * (dev) gives the same map again, without reading its file again, and counts the entries used afresh.
   */
  records(name: string): Records;
  /** Ends the use of a store: a temporary one is removed. */
  close(): void;
}

const STALE_STORE_MS = 60 * 60 * 1000;

export function cacheEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SITE_CACHE !== 'off';
}

export function openStore(root: string, key: string, enabled: boolean = cacheEnabled()): Store {
  // In the project either way: the compiled schemas in the store require ajv's runtime from node_modules.
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  const dir = enabled ? path.join(root, '.cache/build', key) : mkdtempSync(path.join(root, '.cache/no-cache-'));
  mkdirSync(dir, { recursive: true });
  if (enabled) {
    const now = new Date();
    utimesSync(dir, now, now);
    removeStaleStores(path.dirname(dir), dir, now.getTime());
  }
  const opened = new Map<string, Records>();
  return {
    dir,
    records: (name) => {
      let records = opened.get(name);
      if (records) records.nextBuild();
      else opened.set(name, (records = new Records(path.join(dir, `records-${name}.jsonl`))));
      return records;
    },
    close: () => { if (!enabled) rmSync(dir, { recursive: true, force: true }); },
  };
}

function removeStaleStores(base: string, current: string, now: number): void {
  for (const name of readdirSync(base)) {
    const other = path.join(base, name);
    if (other === current) continue;
    const info = statSync(other, { throwIfNoEntry: false });
    if (info && now - info.mtimeMs > STALE_STORE_MS) rmSync(other, { recursive: true, force: true });
  }
}

/** Writes beside and renames, so no reader ever sees half a file. */
export function writeAtomically(file: string, content: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

/**
 * A map of text by key, read from its file when opened. The file is a log, one `[key, text]` JSON line per entry,
 * the last line of a key winning: `save` appends what this build set differently, so a rebuild that changed one page
 * of thousands writes a line or two, not the whole map (with 4,000 posts the page facts are 9 MB, rewritten at every
 * dev rebuild for about 100 ms). The file is written anew, with just the entries this build used (read or set), once
 * most of its lines are no longer needed; a line cut short (a build stopped while writing) is skipped, and the
 * file is then written anew too.
 */
export class Records {
  private entries: Map<string, string>;
  private lines: number;
  private used = new Map<string, string>();
  private added = new Map<string, string>();

  constructor(private readonly file: string) {
    const { entries, lines } = readLog(file);
    this.entries = entries;
    this.lines = lines;
  }

  get(key: string): string | undefined {
    const value = this.added.get(key) ?? this.entries.get(key);
    if (value !== undefined) this.used.set(key, value);
    return value;
  }

  set(key: string, value: string): void {
    if (this.entries.get(key) === value) this.added.delete(key);
    else this.added.set(key, value);
    this.used.set(key, value);
  }

  save(): void {
    if (this.lines + this.added.size > 2 * this.used.size + 64) {
      writeAtomically(this.file, logLines(this.used));
      this.entries = new Map(this.used);
      this.lines = this.used.size;
    } else if (this.added.size > 0) {
      appendFileSync(this.file, logLines(this.added));
      for (const [key, value] of this.added) this.entries.set(key, value);
      this.lines += this.added.size;
    }
    this.added.clear();
  }

  /** Starts counting the entries a new build uses; what the last build set and did not save is forgotten. */
  nextBuild(): void {
    this.used = new Map();
    this.added.clear();
  }
}

function logLines(entries: ReadonlyMap<string, string>): string {
  let text = '';
  for (const entry of entries) text += `${JSON.stringify(entry)}\n`;
  return text;
}

/** The entries of a records file, and how many lines it has: none when it is missing; a damaged file counts as full. */
function readLog(file: string): { entries: Map<string, string>; lines: number } {
  const entries = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { entries, lines: 0 };
  }
  let damaged = text !== '' && !text.endsWith('\n');
  const lines = text.split('\n');
  for (const line of lines) {
    if (line === '') continue;
    try {
      const entry: unknown = JSON.parse(line);
      if (Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'string') entries.set(entry[0], entry[1]);
      else damaged = true;
    } catch {
      damaged = true;
    }
  }
  return { entries, lines: damaged ? Number.MAX_SAFE_INTEGER / 4 : lines.length - 1 };
}
