import { appendFile, mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A cache file: this header line, then per entry `key TAB byte-length LF value LF`. The values (a post's HTML, a
 * file's data as JSON) are stored as they are, so opening the cache is a scan for the next line break and a jump.
 */
const RECORDS_HEADER = 'key-value-cache 2\n';

/**
 * Room a cache may grow to in memory. A growable SharedArrayBuffer reserves this much address space, not memory:
 * only the bytes written are ever backed.
 */
const MAX_BYTES = 2 ** 32;

/**
 * Shared memory holding `length` bytes, able to grow to `room` bytes without moving. Where address space is limited
 * (`ulimit -v`), reserving 4 GiB fails, so less is asked for, down to exactly `length`: the cache then moves to new
 * memory when it grows past it (see `reserve`).
 */
function sharedMemory(length: number, room: number): SharedArrayBuffer {
  for (let max = Math.max(room, length); ; max = Math.max(length, Math.floor(max / 4))) {
    try {
      return new SharedArrayBuffer(length, { maxByteLength: max });
    } catch (error) {
      if (max === length) throw error;
    }
  }
}

/** Where an entry's record lies: from `start` to `end` (its last line break included), its value from `value` to `end - 1`. */
interface Place { start: number; value: number; end: number }

/**
 * The records in `bytes`, by key, or undefined when they are not a cache file, or not a whole one. A key may appear
 * more than once (a save appends changed entries): the last record holds its value.
 */
function indexRecords(bytes: Buffer): Map<string, Place> | undefined {
  if (bytes.toString('latin1', 0, RECORDS_HEADER.length) !== RECORDS_HEADER) return undefined;
  const places = new Map<string, Place>();
  for (let at = RECORDS_HEADER.length; at < bytes.length;) {
    const tab = bytes.indexOf(9, at);
    const lineEnd = tab === -1 ? -1 : bytes.indexOf(10, tab);
    if (lineEnd === -1) return undefined;
    const length = Number(bytes.toString('latin1', tab + 1, lineEnd));
    const end = lineEnd + 1 + length;
    if (!Number.isSafeInteger(length) || length < 0 || end >= bytes.length || bytes[end] !== 10) return undefined;
    places.set(bytes.toString('utf8', at, tab), { start: at, value: lineEnd + 1, end: end + 1 });
    at = end + 1;
  }
  return places;
}

/**
 * A cache's records as another thread reads them (see `KeyValueCache.shared`): the memory, shared and not copied, and
 * how many of its bytes hold records.
 */
export interface SharedRecords { memory: SharedArrayBuffer; length: number }

/**
 * A reader of shared records, for another thread. It finds where each record lies the first time it is asked for a
 * value (a render worker that renders no post never does), and decodes only the values asked for.
 */
export function sharedRecordReader(records: SharedRecords): (key: string) => string | undefined {
  const bytes = Buffer.from(records.memory, 0, records.length);
  let places: Map<string, Place> | undefined;
  return (key) => {
    places ??= indexRecords(bytes) ?? new Map();
    const place = places.get(key);
    return place && bytes.toString('utf8', place.value, place.end - 1);
  };
}

/**
 * At a save, the share of the file that may be records no longer used (older values of changed entries, entries
 * this build did not use) before it is written afresh with only what is used: the file stays at most a third larger
 * than its live entries.
 */
const MAX_UNUSED_SHARE = 0.25;

/**
 * A file of string values keyed by content hash (or page path), kept between builds.
 *
 * Its records are held as the file's bytes, in memory another thread can read (see `shared`), followed by the records
 * of the values set since. A value is decoded only when asked for: with 4,000 posts, decoding the whole Markdown
 * cache (20 MB) took 22-48 ms of every rebuild, and its garbage about as long again, to use the HTML of the one or two
 * pages rendered. It also lets the render workers read the HTML they need where it lies, instead of being sent it.
 */
export class KeyValueCache {
  private memory: SharedArrayBuffer;
  private bytes: Buffer;
  /** Bytes of `memory` in use: the file as read (or just the header), then the records of values set since. */
  private length: number;
  private readonly places: Map<string, Place>;
  private readonly used = new Set<string>();
  /** Size of each entry's record in the file as read; entries set to another value since are dropped from it. */
  private readonly stored = new Map<string, number>();
  /** Size of the file as read: 0 when there was no readable file. */
  private fileBytes = 0;

  private constructor(private readonly file: string, memory: SharedArrayBuffer, places: Map<string, Place> | undefined, private readonly room: number) {
    this.memory = memory;
    this.bytes = Buffer.from(memory);
    if (places) {
      this.places = places;
      for (const [key, place] of places) this.stored.set(key, place.end - place.start);
      this.fileBytes = memory.byteLength;
      this.length = memory.byteLength;
    } else {
      // Anything else (no file, another format, a damaged file) is just a cold cache.
      this.places = new Map();
      this.length = this.bytes.write(RECORDS_HEADER, 0, 'latin1');
    }
  }

  /** `room`: the address space to reserve for the cache to grow in (tests make it small). */
  static async open(file: string, room: number = MAX_BYTES): Promise<KeyValueCache> {
    const memory = await readShared(file, room);
    const places = memory && indexRecords(Buffer.from(memory));
    return new KeyValueCache(file, places ? memory : sharedMemory(RECORDS_HEADER.length, room), places, room);
  }

  /** How many entries the cache holds. */
  get size(): number {
    return this.places.size;
  }

  get(key: string): string | undefined {
    const place = this.places.get(key);
    if (place === undefined) return undefined;
    this.used.add(key);
    return this.bytes.toString('utf8', place.value, place.end - 1);
  }

  /** Whether the cache holds a value for `key`, which is then kept for the next build like one read with `get`. */
  has(key: string): boolean {
    if (!this.places.has(key)) return false;
    this.used.add(key);
    return true;
  }

  set(key: string, value: string): void {
    if (/[\t\n]/.test(key)) throw new Error(`cache keys are hashes and paths, never with tabs or line breaks: ${JSON.stringify(key)}`);
    this.used.add(key);
    const valueBytes = Buffer.byteLength(value);
    const place = this.places.get(key);
    if (place && place.end - 1 - place.value === valueBytes && this.bytes.toString('utf8', place.value, place.end - 1) === value) return;
    const head = `${key}\t${valueBytes}\n`;
    const start = this.length;
    const valueStart = start + Buffer.byteLength(head);
    this.reserve(valueStart + valueBytes + 1);
    this.bytes.write(head, start);
    this.bytes.write(value, valueStart);
    this.bytes[valueStart + valueBytes] = 10;
    this.length = valueStart + valueBytes + 1;
    this.places.set(key, { start, value: valueStart, end: this.length });
    this.stored.delete(key);
  }

  /**
   * The records as they stand, for another thread to read with `sharedRecordReader`: the memory itself, not a copy.
   * Values set later are not seen there.
   */
  shared(): SharedRecords {
    return { memory: this.memory, length: this.length };
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
    const added = [...this.used].filter((key) => !this.stored.has(key)).sort();
    const addedBytes = added.reduce((sum, key) => sum + this.recordBytes(key), 0);
    let live = RECORDS_HEADER.length + addedBytes;
    for (const key of this.used) live += this.stored.get(key) ?? 0;
    const total = this.fileBytes + addedBytes;
    if (this.fileBytes > 0 && total - live <= total * MAX_UNUSED_SHARE) {
      if (added.length === 0) return;
      // Appended only to the file as it was read: one another build has since written afresh or removed gets
      // written afresh here too.
      if ((await stat(this.file).catch(() => undefined))?.size === this.fileBytes) {
        await appendFile(this.file, this.records(added));
        for (const key of added) this.stored.set(key, this.recordBytes(key));
        this.fileBytes = total;
        return;
      }
    }
    const kept = [...this.used].sort();
    await mkdir(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, Buffer.concat([Buffer.from(RECORDS_HEADER, 'latin1'), this.records(kept)]));
    await rename(temp, this.file);
    this.stored.clear();
    for (const key of kept) this.stored.set(key, this.recordBytes(key));
    this.fileBytes = RECORDS_HEADER.length + kept.reduce((sum, key) => sum + this.recordBytes(key), 0);
  }

  private recordBytes(key: string): number {
    const place = this.places.get(key)!;
    return place.end - place.start;
  }

  /** The current records of `keys`, as the file stores them, copied out of shared memory. */
  private records(keys: readonly string[]): Buffer {
    return Buffer.concat(keys.map((key) => {
      const place = this.places.get(key)!;
      return this.bytes.subarray(place.start, place.end);
    }));
  }

  /**
   * Grows the memory to hold at least `bytes`, by at least half again, so that setting many values grows it seldom.
   * Past the room it reserved, the records move to new memory (what `shared` gave out before stays as it was).
   */
  private reserve(bytes: number): void {
    if (bytes <= this.memory.byteLength) return;
    if (bytes > MAX_BYTES) throw new Error(`a build cache outgrew ${MAX_BYTES} bytes: ${this.file}`);
    const size = Math.min(MAX_BYTES, Math.max(bytes, Math.ceil(this.memory.byteLength * 1.5)));
    if (size <= this.memory.maxByteLength) {
      this.memory.grow(size);
    } else {
      const moved = sharedMemory(size, Math.max(this.room, size * 2));
      new Uint8Array(moved).set(new Uint8Array(this.memory, 0, this.length));
      this.memory = moved;
    }
    // A Buffer keeps the length its memory had when it was made.
    this.bytes = Buffer.from(this.memory);
  }
}

/** The whole file in growable shared memory, or undefined when it cannot be read. */
async function readShared(file: string, room: number): Promise<SharedArrayBuffer | undefined> {
  const handle = await open(file).catch(() => undefined);
  if (!handle) return undefined;
  try {
    const { size } = await handle.stat();
    if (size > MAX_BYTES) return undefined;
    const memory = sharedMemory(size, room);
    const view = new Uint8Array(memory);
    for (let at = 0; at < size;) {
      const { bytesRead } = await handle.read(view, at, size - at, at);
      // Cut short since it was measured (written afresh beside and renamed, or damaged): a cold cache.
      if (bytesRead === 0) return undefined;
      at += bytesRead;
    }
    return memory;
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}
