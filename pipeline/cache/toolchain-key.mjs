// Plain JavaScript: the CLI's launcher (cli/site.mjs) names its bundle by this key before any TypeScript tooling runs,
// and the pipeline names its caches by the same key, so the code that runs and the caches it reads always match.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isScratchName } from '../files/scratch-names.mjs';

/** Everything other than content that can change the build's output. */
const SOURCES = ['cli', 'pipeline', 'site', 'schema', 'package.json', 'package-lock.json', 'tsconfig.json'];

/**
 * A key for all of the code (CLI, pipeline, site), the schemas, the locked dependencies, the TypeScript settings and
 * the Node version, from their bytes: never their modification times, which `cp -p`, `rsync -a` or an unpacked
 * archive carry over from older files. The bundled CLI lives in a folder named by this key (see cli/site.mjs) and
 * every cache in a store named by it (see store.ts), so any change to any of them runs new code against cold caches:
 * there is no hand-kept list of which source file feeds which cache, and so none to forget. Generated types are left
 * out (the schemas stand for them), and so are editors' swap files and backups (isScratchName): Vim rewrites
 * `.app.tsx.swp` as one types. The build's own settings (`--noindex`) are part of every page's key instead.
 * @param {string} root the project folder
 * @returns {string}
 */
export function toolchainKey(root) {
  const hash = createHash('sha1');
  /** @param {string} rel */
  const visit = (rel) => {
    const name = path.basename(rel);
    if (name === 'generated' || isScratchName(name)) return;
    const abs = path.join(root, rel);
    const info = statSync(abs, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const entry of readdirSync(abs).sort()) visit(path.join(rel, entry));
      return;
    }
    hash.update(rel).update('\0').update(readFileSync(abs)).update('\0');
  };
  for (const entry of SOURCES) visit(entry);
  return hash.update(process.version).digest('hex').slice(0, 16);
}

/**
 * The folder of the bundled CLI made from the code as it is now.
 * @param {string} root the project folder
 * @returns {string}
 */
export function cliBundleDir(root) {
  return path.join(root, '.cache/cli', toolchainKey(root));
}

/**
 * The key of the code that is running. Run from the CLI's bundle, it is the name of the bundle's folder: that is the
 * code it was bundled from, even if a source changed since the launcher looked (the caches must match the code
 * that runs, not the code on disk), and no file is read again. Run from the sources (tests), it is computed.
 * @param {string} root the project folder
 * @returns {string}
 */
export function runningToolchainKey(root) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.dirname(here) === path.join(root, '.cache/cli') ? path.basename(here) : toolchainKey(root);
}
