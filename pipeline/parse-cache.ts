import { hashTree } from './build-cache.ts';
import { KeyValueCache } from './key-value-cache.ts';
import type { ParseCache } from './load.ts';

/** The loader's parse cache as a build opens it: the cache, and `save` to keep it for the next build. */
export type OpenParseCache = ParseCache & { save(): Promise<void> };

/**
 * The loader's cache of cleanly parsed YAML, kept in `file` between builds with the schema checks those data passed,
 * and its memo of unchanged files (see content-file-memo.ts), kept in `memoFile`. Their salt hashes the code that
 * decides what a file's data, kind and body digest are and what its schema check does, and the locked dependency
 * versions, so a change to any of them starts all afresh.
 */
export async function openParseCache(root: string, file: string, memoFile: string): Promise<OpenParseCache> {
  const [salt, entries, memo] = await Promise.all([
    hashTree(root, ['pipeline/load.ts', 'pipeline/yaml-problems.ts', 'pipeline/content-kinds.ts', 'pipeline/content-file-memo.ts', 'pipeline/placeholders.ts', 'pipeline/validate-schema.ts', 'package-lock.json']),
    KeyValueCache.open(file),
    KeyValueCache.open(memoFile),
  ]);
  return {
    salt,
    get: (key) => entries.get(key),
    set: (key, json) => entries.set(key, json),
    files: memo,
    // Beside the data, by content too: an empty value under a key that no data key can equal.
    passed: { has: (key) => entries.get(key) !== undefined, add: (key) => entries.set(key, '') },
    save: async () => {
      await Promise.all([entries.save(), memo.save()]);
    },
  };
}
