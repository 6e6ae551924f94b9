import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sha1 } from '../cache/hash.ts';

/**
 * The files under site/ that the build's own code imports (the route table, the content types, a few helpers), read
 * from the source maps of the bundled CLI. Dev runs the build code it started with: it rebuilds Vite's bundles when
 * a component changes, but a change to one of these files needs dev to be started again. Empty when dev runs from
 * the TypeScript sources (the tests), which have no bundle. Each file comes with the hash of its text now, so a change
 * that is undone needs no restart. `dir` is the folder of the bundle that runs (the folder of this module's chunk).
 */
export function buildCodeFiles(root: string, dir: string): Map<string, string> {
  const files = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.mjs.map'));
  } catch {
    return files;
  }
  const site = `${path.join(root, 'site')}${path.sep}`;
  for (const name of names) {
    try {
      const { sources } = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { sources: string[] };
      for (const source of sources) {
        const abs = path.resolve(dir, source);
        if (abs.startsWith(site) && !files.has(abs)) files.set(abs, textHash(abs));
      }
    } catch {
      // A map being replaced by a newer CLI bundle: the others still name the files.
    }
  }
  return files;
}

/** The hash of a file's text; empty when it cannot be read. */
export function textHash(file: string): string {
  try {
    return sha1(readFileSync(file));
  } catch {
    return '';
  }
}
