import path from 'node:path';
import { hashTree, sha1 } from './hash.ts';
import { isScratchName } from '../content/content-kinds.ts';

/**
 * Everything other than content that can change the build's output: all of the code (CLI, pipeline, site), the
 * schemas, the locked dependencies, the TypeScript settings and the Node version. Every cache lives in a store named
 * by this key (see store.ts), so any change to any of them makes every cache cold: there is no hand-kept list of
 * which source file feeds which cache, and so none to forget. Generated types are left out (the schemas stand for
 * them), and so are editors' swap files and backups (isScratchName): Vim rewrites `.app.tsx.swp` as one types, which
 * would make every cache cold. The build's own settings (`--noindex`) are part of every page's key instead, since
 * only pages depend on them.
 */
export function toolchainKey(root: string): string {
  const code = hashTree(root, ['cli', 'pipeline', 'site', 'schema', 'package.json', 'package-lock.json', 'tsconfig.json'], (rel) => path.basename(rel) === 'generated' || isScratchName(path.basename(rel)));
  return sha1(code, process.version).slice(0, 16);
}
