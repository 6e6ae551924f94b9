import { hashTree, KeyValueCache } from './build-cache.ts';
import type { ParseCache } from './load.ts';

/** The loader's parse cache as a build opens it: the cache, and `save` to keep it for the next build. */
export type OpenParseCache = ParseCache & { save(): Promise<void> };

/**
 * The loader's cache of cleanly parsed YAML, kept in `file` between builds. Its salt hashes the parser's code and
 * the locked dependency versions, so a change to either starts it afresh.
 */
export async function openParseCache(root: string, file: string): Promise<OpenParseCache> {
  const [salt, entries] = await Promise.all([
    hashTree(root, ['pipeline/load.ts', 'pipeline/yaml-problems.ts', 'package-lock.json']),
    KeyValueCache.open(file),
  ]);
  return {
    salt,
    get: (key) => entries.get(key),
    set: (key, json) => entries.set(key, json),
    save: () => entries.save(),
  };
}
