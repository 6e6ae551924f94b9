import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile, stat } from 'node:fs/promises';
import { copyFileSync, linkSync, lstatSync, mkdirSync, readdirSync, writeFileSync, type Dirent } from 'node:fs';
import path from 'node:path';

/**
 * The only module that writes. A build writes into a fresh staging folder beside the output and swaps it in
 * only when everything succeeded, so a failed build leaves the previous output byte-for-byte as it was.
 */
export interface Staging extends FolderWriter {
  dir: string;
  copyDir(from: string, relativeTo: string): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const target = path.resolve(outDir);
  await mkdir(path.dirname(target), { recursive: true });
  // Same parent folder, so the final rename is atomic on one filesystem.
  const dir = await mkdtemp(`${target}.tmp-`);
  // mkdtemp makes the folder private (0700); the output is for a web server to read, like any folder mkdir makes.
  const umask = process.umask();
  await chmod(dir, 0o777 & ~umask);
  const { write, linkOrWrite } = folderWriter(dir);
  return {
    dir,
    write,
    linkOrWrite,
    async copyDir(from, relativeTo) {
      copyTree(from, path.join(dir, relativeTo));
    },
    async commit() {
      const old = `${dir}.old`;
      const hadPrevious = await exists(target);
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
  write(relativePath: string, content: string | Uint8Array): Promise<void>;
  /**
   * Puts `existing` (a file of the previous output, known to hold exactly `content`) at `relativePath` as a hard
   * link, or writes `content` there where links are not possible. A link costs one call instead of three and no
   * new data, and when the previous output is deleted after the swap, its linked files free nothing.
   */
  linkOrWrite(existing: string, relativePath: string, content: string | Uint8Array): Promise<void>;
}

/**
 * Writes files under a folder that already exists (a staging folder), making parent folders as needed. Render
 * workers use it to write their pages into the build's staging folder directly.
 */
export function folderWriter(dir: string): FolderWriter {
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
      const file = path.join(dir, relativePath);
      makeParent(path.dirname(file));
      writeFileSync(file, content);
    },
    async linkOrWrite(existing, relativePath, content) {
      const file = path.join(dir, relativePath);
      makeParent(path.dirname(file));
      try {
        linkSync(existing, file);
      } catch {
        // Another file system, or one without hard links: a copy is always right.
        writeFileSync(file, content);
      }
    },
  };
}

/**
 * Copies a folder's files and subfolders (a missing folder copies nothing). Only real files and folders: a symbolic
 * link would be copied pointing back into the content folder (or, followed, loop forever); the loader ignores links
 * too, so nothing the site uses is lost. Synchronous and plain: fs.cp stats every entry several times over, which
 * made copying the 180 bundle files take 130 ms instead of about 30.
 */
function copyTree(from: string, to: string): void {
  let entries: Dirent[];
  try {
    if (lstatSync(from).isSymbolicLink()) return;
    entries = readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  mkdirSync(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else if (entry.isFile()) copyFileSync(source, target);
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

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}
