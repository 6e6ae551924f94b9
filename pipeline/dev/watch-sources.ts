import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { isScratchName } from '../files/scratch-names.mjs';

export interface WatchedFolder {
  dir: string;
  /** Subfolders (relative to `dir`) whose changes are ignored, e.g. `generated` in site/, which the build writes. */
  ignore?: readonly string[];
  /** Only these names directly in `dir` (no subfolders): for single files, such as netlify.toml in the root. */
  only?: readonly string[];
}

/**
 * Watches folders and everything in them, reporting each changed path (absolute). One non-recursive fs.watch per
 * folder, added and dropped as folders come and go: Node 20's `recursive` on Linux watches each file by itself and
 * loses a file that an editor saves by writing a copy and renaming it over the original (the usual "atomic save"),
 * while a folder's watch reports every name in it whatever happens to the file behind it. Changes to scratch files
 * (swap files, backups: see isScratchName) are not reported; for any other temporary name an editor uses, the
 * rebuild scheduler waits until events stop, and a rebuild reads whatever is on disk then.
 */
export function watchSources(folders: readonly WatchedFolder[], onChange: (file: string) => void, onError: (error: Error) => void): () => void {
  const watchers = new Map<string, FSWatcher>();
  const skipped = folders.flatMap(({ dir, ignore = [] }) => ignore.map((sub) => path.join(dir, sub)));
  const only = new Map(folders.filter((f) => f.only).map(({ dir, only: names = [] }) => [path.resolve(dir), new Set(names.map((n) => path.join(path.resolve(dir), n)))]));
  const ignored = (file: string) => skipped.some((skip) => file === skip || file.startsWith(`${skip}${path.sep}`));

  const add = (dir: string) => {
    if (watchers.has(dir) || ignored(dir)) return;
    let watcher: FSWatcher;
    const named = only.get(dir);
    try {
      watcher = watch(dir, (event, name) => {
        const file = name === null ? dir : path.join(dir, String(name));
        if (ignored(file) || (named && !named.has(file)) || (name !== null && isScratchName(path.basename(String(name))))) return;
        onChange(file);
        if (event === 'rename') follow(file);
      });
    } catch (error) {
      // A folder that is gone already (removed during a checkout) needs no watching; anything else is worth saying.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error as Error);
      return;
    }
    // A watched folder that is removed ends its watch with an error on some systems; its parent reports the removal.
    watcher.on('error', () => drop(dir));
    watchers.set(dir, watcher);
    let entries: string[] = [];
    try {
      entries = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    } catch {
      // Removed between the watch and the listing: the parent's watch reports it.
    }
    if (!named) for (const name of entries) add(path.join(dir, name));
  };

  /**
   * A name appeared or went away: watch a folder afresh (one removed and made again, as a checkout may do, would
   * otherwise keep the dead watch of the old one), stop watching a removed one and all under it.
   */
  const follow = (file: string) => {
    drop(file);
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) add(file);
  };

  const drop = (dir: string) => {
    for (const [watched, watcher] of watchers) {
      if (watched === dir || watched.startsWith(`${dir}${path.sep}`)) {
        watcher.close();
        watchers.delete(watched);
      }
    }
  };

  // A watched folder itself removed and made again has no parent watch to report it: look for it now and then.
  const roots = folders.map(({ dir }) => path.resolve(dir));
  for (const dir of roots) {
    if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) add(dir);
    else onError(new Error(`${dir} is not a folder`));
  }
  const recheck = setInterval(() => {
    for (const dir of roots) {
      const there = statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (there && !watchers.has(dir)) {
        add(dir);
        onChange(dir);
      } else if (!there && watchers.has(dir)) {
        drop(dir);
        onChange(dir);
      }
    }
  }, 500);
  recheck.unref();
  return () => {
    clearInterval(recheck);
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}
