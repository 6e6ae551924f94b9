import { lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes the output folder `target` hold the new output: the files in `staged` (new or changed), the `kept` files
 * already in `target`, and nothing else. Each staged file is renamed into place, and every file it replaces, like
 * every file the new output no longer has, is first moved into a backup folder beside them. If any step fails,
 * every step taken is undone in reverse, so the output is as it was, and the error is thrown.
 *
 * Returns false, having changed nothing, when a kept file is not a plain file inside `target` (a link in the output
 * led to it): the caller then puts a whole new folder in place instead.
 *
 * A rebuild that changes a few pages of thousands so costs a few renames, where swapping in a whole new folder
 * meant making a folder and a link per page and then deleting the old output, file by file: on this project's
 * 4,000-post benchmark, more than half of such a rebuild's time.
 *
 * Renames, not copies: `staged` and `target` must be on one filesystem (siblings, as the staging folder is).
 */
export function swapInChanges(staged: string, target: string, kept: ReadonlySet<string>, { renameFile = renameSync, present = filesUnder(target) }: SwapOptions = {}): boolean {
  const written = filesUnder(staged);
  for (const file of kept) if (!present.has(file)) return false;
  const stale = [...present].filter((file) => !kept.has(file) && !written.has(file));
  if (written.size === 0 && stale.length === 0) return true;
  const backup = `${staged}.old`;
  mkdirSync(backup);
  const undo: (() => void)[] = [];
  let held = 0;
  const moveAside = (file: string) => {
    const to = path.join(backup, String(held++));
    renameFile(file, to);
    undo.push(() => renameFile(to, file));
  };
  try {
    for (const file of stale) if (lstatSync(path.join(target, file), { throwIfNoEntry: false })) moveAside(path.join(target, file));
    for (const file of written) {
      makeWay(target, path.dirname(file), moveAside, undo);
      const from = path.join(staged, file);
      const to = path.join(target, file);
      if (lstatSync(to, { throwIfNoEntry: false })) moveAside(to);
      renameFile(from, to);
      undo.push(() => renameFile(to, from));
    }
  } catch (error) {
    const failed = rollBack(undo);
    // With every step undone the backup is empty; otherwise it holds files of the previous output, which are kept.
    if (failed.length > 0) throw new Error(`could not swap the new output into ${target} (${(error as Error).message}), nor put everything back: the previous output's missing files are in ${backup}`, { cause: error });
    rmSync(backup, { recursive: true, force: true });
    throw error;
  }
  removeEmptyFolders(target, stale);
  rmSync(backup, { recursive: true, force: true });
  return true;
}

export interface SwapOptions {
  /** For tests: a rename that fails on purpose. */
  renameFile?: (from: string, to: string) => void;
  /** Every file `target` holds, when the caller knows it (dev: what its previous build put there); listed otherwise. */
  present?: ReadonlySet<string>;
}

/** Every entry under `dir` that is not a folder (files, and links, which are never followed), relative to `dir`. */
export function filesUnder(dir: string): Set<string> {
  const files = new Set<string>();
  const folders = [''];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(relative);
      else files.add(relative);
    }
  }
  return files;
}

/** Makes `relativeDir` a folder under `root`, moving aside anything else standing where one of its folders goes. */
function makeWay(root: string, relativeDir: string, moveAside: (file: string) => void, undo: (() => void)[]): void {
  if (relativeDir === '.') return;
  makeWay(root, path.dirname(relativeDir), moveAside, undo);
  const dir = path.join(root, relativeDir);
  const stat = lstatSync(dir, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return;
  if (stat) moveAside(dir);
  mkdirSync(dir);
  undo.push(() => rmdirSync(dir));
}

/** Undoes the steps taken, last first, and returns the errors of any that could not be undone. */
function rollBack(undo: (() => void)[]): unknown[] {
  const failed: unknown[] = [];
  for (const step of undo.reverse()) {
    try {
      step();
    } catch (error) {
      failed.push(error);
    }
  }
  return failed;
}

/**
 * Removes the folders that held removed files and are now empty, deepest first; never `root` itself. Tidying only:
 * the new output is already in place, so a folder that cannot be removed is left.
 */
function removeEmptyFolders(root: string, removed: readonly string[]): void {
  const folders = new Set<string>();
  for (const file of removed) {
    for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) folders.add(dir);
  }
  for (const dir of [...folders].sort((a, b) => b.split(path.sep).length - a.split(path.sep).length)) {
    try {
      rmdirSync(path.join(root, dir));
    } catch {
      // Not empty (it holds files of the new output), or not ours to remove.
    }
  }
}
