import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { copyFileSync, lstatSync, mkdirSync, readFileSync, readdirSync, writeFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { swapInChanges } from './swap-in-changes.ts';

/**
 * The only module that writes. A build writes into a fresh staging folder beside the output and puts it in place
 * only when everything succeeded, so a failed build leaves the previous output byte-for-byte as it was.
 *
 * The staging folder holds only what differs from the previous output: a file that is already there with the same
 * bytes is recorded as kept and not written again. On commit, the changed files are swapped in one by one, with
 * every replaced or removed file held back until all are in (see `swapInChanges`); with no previous output, the
 * staging folder itself becomes the output.
 */
export interface Staging extends FolderWriter {
  dir: string;
  copyDir(from: string, relativeTo: string): Promise<void>;
  /** Records files other writers into this staging folder (render workers) kept from the previous output. */
  addKept(relativePaths: readonly string[]): void;
  /** Puts the output in place; `present` lists the previous output's files, if they were listed beforehand. */
  commit(present?: ReadonlySet<string>): Promise<void>;
  abort(): Promise<void>;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const target = path.resolve(outDir);
  await mkdir(path.dirname(target), { recursive: true });
  // Same parent folder, so every rename into the output stays on one filesystem.
  const dir = await mkdtemp(`${target}.tmp-`);
  // mkdtemp makes the folder private (0700); the output is for a web server to read, like any folder mkdir makes.
  const umask = process.umask();
  await chmod(dir, 0o777 & ~umask);
  const kept: string[] = [];
  const writer = folderWriter(dir, target, kept);
  return {
    dir,
    ...writer,
    async copyDir(from, relativeTo) {
      await copyTree(from, relativeTo, writer);
    },
    addKept(relativePaths) {
      for (const p of relativePaths) kept.push(p);
    },
    async commit(present) {
      const keptSet = new Set(kept);
      if (lstatSync(target, { throwIfNoEntry: false })?.isDirectory() && swapInChanges(dir, target, keptSet, { present })) {
        await rm(dir, { recursive: true, force: true });
        return;
      }
      // A whole new folder in place of the old: the kept files join the written ones first, as copies, since a link in
      // the output may have led to them from outside it. (With no previous output nothing was kept.)
      for (const file of keptSet) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        copyFileSync(path.join(target, file), path.join(dir, file));
      }
      const old = `${dir}.old`;
      const hadPrevious = lstatSync(target, { throwIfNoEntry: false }) !== undefined;
      if (hadPrevious) await rename(target, old);
      try {
        await rename(dir, target);
      } catch (error) {
        if (hadPrevious) await rename(old, target);
        throw error;
      }
      if (hadPrevious) await rm(old, { recursive: true, force: true });
    },
    async abort() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface FolderWriter {
  /**
   * Puts `content` at `relativePath` in the new output: written into the staging folder, or, when the previous
   * output already holds exactly these bytes there, recorded as kept and not written.
   */
  write(relativePath: string, content: string | Uint8Array): Promise<void>;
  /** Records that the previous output's file at `relativePath`, whose bytes the caller has checked, is kept. */
  keep(relativePath: string): void;
}

/**
 * Writes files under a staging folder that already exists, making parent folders as needed, and compares each with
 * the same file in `current` (the previous output), pushing the paths it keeps onto `kept`. Render workers use it to
 * write their pages into the build's staging folder directly.
 */
export function folderWriter(dir: string, current: string, kept: string[]): FolderWriter {
  const made = new Set<string>([dir]);
  const makeParent = (folder: string) => {
    if (made.has(folder)) return;
    makeParent(path.dirname(folder));
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    made.add(folder);
  };
  return {
    // Synchronous: many small files are written fastest without a thread-pool round trip per open, write and
    // close, and the callers (render threads) have nothing else to do meanwhile.
    async write(relativePath, content) {
      if (holds(path.join(current, relativePath), content)) {
        kept.push(relativePath);
        return;
      }
      const file = path.join(dir, relativePath);
      makeParent(path.dirname(file));
      writeFileSync(file, content);
    },
    keep(relativePath) {
      kept.push(relativePath);
    },
  };
}

/** Whether `file` is a regular file holding exactly `content` (the size is compared first, so most changes cost no read). */
function holds(file: string, content: string | Uint8Array): boolean {
  let stat;
  try {
    // Not thrown for a missing file, the common case of a new page or output: an error per page cost a cold build
    // of 4,000 posts about 0.2 s of each thread's time.
    stat = lstatSync(file, { throwIfNoEntry: false });
  } catch {
    // A file stands where the output had a folder (ENOTDIR): nothing there to keep.
    return false;
  }
  if (!stat?.isFile()) return false;
  if (stat.size !== (typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength)) return false;
  return readFileSync(file).equals(typeof content === 'string' ? Buffer.from(content) : content);
}

/**
 * Copies a folder's files and subfolders (a missing folder copies nothing) through `writer`, so files already in the
 * previous output are kept. Only real files and folders: a symbolic link would be copied pointing back into the
 * content folder (or, followed, loop forever); the loader ignores links too, so nothing the site uses is lost.
 */
async function copyTree(from: string, relativeTo: string, writer: FolderWriter): Promise<void> {
  let entries: Dirent[];
  try {
    if (lstatSync(from).isSymbolicLink()) return;
    entries = readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(relativeTo, entry.name);
    if (entry.isDirectory()) await copyTree(source, target, writer);
    else if (entry.isFile()) await writer.write(target, readFileSync(source));
  }
}

/** Writes a generated source file only when its content changed, so watchers and caches stay quiet. */
export async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const previous = await readFile(file, 'utf8').catch(() => undefined);
  if (previous === content) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}
