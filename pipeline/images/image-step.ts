import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { probeImage, tooLargeFile, type ImageProbe } from './probe-image.ts';
import { encodePhoto, ownFormat } from './encode-photo.ts';
import { sha1 } from '../cache/hash.ts';
import { writeAtomically, type Records } from '../cache/store.ts';
import type { PictureTable } from '../../site/lib/picture-sources.ts';

/** A file of data/images as the loader read it: its bytes, or only its size when it is too large to read. */
export interface ImageFile { size: number; bytes?: Uint8Array }

/**
 * What every file in data/images is (see probeImage), by site path. A probe is kept in `records` by the hash of the
 * file's bytes, so an unchanged picture is not decoded again.
 */
export async function probeImages(files: ReadonlyMap<string, ImageFile>, records: Pick<Records, 'get' | 'set'>): Promise<Map<string, ImageProbe>> {
  const out = new Map<string, ImageProbe>();
  await inTurns([...files], 4, async ([sitePath, file]) => {
    if (!file.bytes) return void out.set(sitePath, tooLargeFile(file.size));
    // The name is part of the key: the same bytes may be right under one name and wrong under another.
    const key = sha1(file.bytes);
    const recordKey = sha1(key, sitePath.replace(/^.*\./, '').toLowerCase());
    const kept = records.get(recordKey);
    const probe = kept ? (JSON.parse(kept) as ImageProbe) : await probeImage(file.bytes, key, sitePath);
    if (!kept) records.set(recordKey, JSON.stringify(probe));
    out.set(sitePath, probe);
  });
  // In the order of the files, whichever probe finished first.
  return new Map([...files.keys()].map((sitePath) => [sitePath, out.get(sitePath)!]));
}

/** Runs `work` over the items, `turns` at a time: photos decoded all at once would hold all their pixels at once. */
async function inTurns<T>(items: readonly T[], turns: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const next = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: turns }, next));
}

/** The photos among the probes: what the pages need to write <picture> and srcset. */
export function pictureTable(probes: ReadonlyMap<string, ImageProbe>): PictureTable {
  const table: Record<string, PictureTable[string]> = {};
  for (const [sitePath, probe] of [...probes].sort(([a], [b]) => (a < b ? -1 : 1))) if (probe.kind === 'photo') table[sitePath] = probe.info;
  return table;
}

export interface PublishInput {
  files: ReadonlyMap<string, ImageFile>;
  probes: ReadonlyMap<string, ImageProbe>;
  /** The store's folder for encoded photos: `<key>/` holds one photo's copies, made once per toolchain. */
  storeDir: string;
  write(relativePath: string, content: string | Uint8Array): void;
}

/**
 * Writes every picture as the site publishes it: each photo's copies (encoded once, then taken from the store), each
 * SVG as written anew, each icon as it is. No original photo's bytes are ever published. Returns how many photos
 * were encoded in this run.
 */
export async function publishImages({ files, probes, storeDir, write }: PublishInput): Promise<number> {
  let encoded = 0;
  const photos = [...probes].filter(([, p]) => p.kind === 'photo') as [string, Extract<ImageProbe, { kind: 'photo' }>][];
  // Two photos at a time: each already spreads its encodes over the cores; more would only hold more pixels in memory.
  await inTurns(photos, 2, async ([sitePath, { info }]) => {
    const own = { path: sitePath, format: ownFormat(sitePath, info) };
    // The own address is part of the folder's name: two files with the same bytes under two names each get theirs.
    const folder = path.join(storeDir, `${info.k}-${sha1(sitePath).slice(0, 8)}`);
    let copies = storedCopies(folder);
    if (!copies) {
      const made = await encodePhoto(files.get(sitePath)!.bytes!, info, own);
      mkdirSync(folder, { recursive: true });
      for (const [i, file] of made.entries()) writeAtomically(path.join(folder, `${i}`), file.bytes);
      writeAtomically(path.join(folder, 'index.json'), JSON.stringify(made.map((f) => f.path)));
      copies = storedCopies(folder)!;
      encoded++;
    }
    for (const copy of copies) write(copy.path.slice(1), copy.bytes());
  });
  for (const [sitePath, probe] of probes) {
    if (probe.kind === 'svg') write(sitePath.slice(1), probe.cleaned.value!);
    else if (probe.kind === 'icon') write(sitePath.slice(1), files.get(sitePath)!.bytes!);
  }
  return encoded;
}

function storedCopies(folder: string): { path: string; bytes(): Buffer }[] | undefined {
  let names: string[];
  try {
    names = JSON.parse(readFileSync(path.join(folder, 'index.json'), 'utf8')) as string[];
  } catch {
    return undefined;
  }
  if (readdirSync(folder).length < names.length + 1) return undefined;
  return names.map((p, i) => ({ path: p, bytes: () => readFileSync(path.join(folder, `${i}`)) }));
}
