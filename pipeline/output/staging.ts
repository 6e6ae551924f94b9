import { chmod, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { copyFileSync, lstatSync, mkdirSync, readFileSync, readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { swapInChanges } from './swap-in-changes.ts';
import { isScratchName } from '../files/scratch-names.mjs';
import { folderWriter, type FolderWriter } from '../files/folder-writer.ts';

export type { FolderWriter };

/**
 * Where a build writes its output. A build writes into a fresh staging folder beside the output and puts it in place
 * only when everything succeeded, so a failed build leaves the previous output byte-for-byte as it was.
 *
 * The staging folder holds only what differs from the previous output: a file that is already there with the same
 * bytes is recorded as kept and not written again. On commit the changed files are swapped in one by one (see
 * swap-in-changes.ts); with no previous output, the staging folder itself becomes the output.
 */
export interface Staging extends FolderWriter {
  dir: string;
  /** Copies a file, or a folder's files (a missing folder copies nothing), to `relativeTo` in the output. */
  copyDir(from: string, relativeTo: string): void;
  /** Records files of the previous output that other writers into this folder (the pool's threads) kept. */
  addKept(relativePaths: readonly string[]): void;
  /** Every file the new output will hold, relative to it with forward slashes: the ones written and the ones kept. */
  files(): Set<string>;
  /** Puts the new output in place; `present`: every file the output folder holds, when the caller knows it. */
  commit(present?: ReadonlySet<string>): Promise<void>;
  abort(): Promise<void>;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const target = path.resolve(outDir);
  await mkdir(path.dirname(target), { recursive: true });
  // Same parent folder, so every rename into the output stays on one filesystem.
  const dir = await mkdtemp(`${target}.tmp-`);
  // mkdtemp makes the folder private (0700); the output is for a web server to read, like any folder mkdir makes.
  await chmod(dir, 0o777 & ~process.umask());
  const kept = new Set<string>();
  const writer = folderWriter(dir, target);
  const write = (relativePath: string, content: string | Uint8Array) => {
    const same = writer.write(relativePath, content);
    if (same) kept.add(relativePath);
    return same;
  };
  return {
    dir,
    write,
    copyDir: (from, relativeTo) => copyTree(from, relativeTo, write),
    addKept: (relativePaths) => relativePaths.forEach((p) => kept.add(p)),
    files: () => new Set([...kept, ...readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))]),
    async commit(present) {
      if (lstatSync(target, { throwIfNoEntry: false })?.isDirectory() && swapInChanges(dir, target, kept, { present })) {
        await rm(dir, { recursive: true, force: true });
        return;
      }
      // A whole new folder in place of the old: the kept files join the written ones first, as copies, since a link in
      // the output may have led to them from outside it. (With no previous output nothing was kept.)
      for (const file of kept) {
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

/**
 * Copies real files and folders only: a symbolic link would be copied pointing back into the content folder (or,
 * followed, loop forever); the loader ignores links too, so nothing the site uses is lost.
 */
function copyTree(from: string, relativeTo: string, write: (relativePath: string, content: Uint8Array) => boolean): void {
  let entries: Dirent[];
  try {
    const stat = lstatSync(from);
    if (stat.isFile()) write(relativeTo, readFileSync(from));
    if (!stat.isDirectory()) return;
    entries = readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    // Hidden files and editors' backups are not content (loadContent skips them too), so nothing unchecked is published.
    if (isScratchName(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(relativeTo, entry.name);
    if (entry.isDirectory()) copyTree(source, target, write);
    else if (entry.isFile()) write(target, readFileSync(source));
  }
}
