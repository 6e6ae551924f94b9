import { lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FolderWriter {
  /**
   * Puts `content` at `relativePath` in the new output: written into the staging folder, or, when the previous output
   * already holds exactly these bytes there, left as it is. Returns whether it was kept.
   */
  write(relativePath: string, content: string | Uint8Array): boolean;
}

/**
 * Writes files under a new output's folder `dir`, making parent folders as needed, comparing each with the same file
 * in `current` (the previous output). Synchronous: many small files are written fastest without a thread-pool round
 * trip per file, and the render threads have nothing else to do meanwhile.
 */
export function folderWriter(dir: string, current: string): FolderWriter {
  return {
    write(relativePath, content) {
      if (holds(path.join(current, relativePath), content)) return true;
      const file = path.join(dir, relativePath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      return false;
    },
  };
}

/** Whether `file` is a regular file holding exactly `content` (the size is compared first, so most changes cost no read). */
function holds(file: string, content: string | Uint8Array): boolean {
  let stat;
  try {
    stat = lstatSync(file, { throwIfNoEntry: false });
  } catch {
    // A file stands where the output had a folder (ENOTDIR): nothing there to keep.
    return false;
  }
  if (!stat?.isFile()) return false;
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return stat.size === bytes.byteLength && readFileSync(file).equals(bytes);
}

/** Writes a generated source file only when its content changed, so watchers and caches stay quiet. */
export async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const previous = await readFile(file, 'utf8').catch(() => undefined);
  if (previous === content) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}
