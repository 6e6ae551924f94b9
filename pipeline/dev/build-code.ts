import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The files under site/ that the build's own code imports (the route table, the content types, a few helpers), read
 * from the source maps of the bundled CLI. Dev runs the build code it started with: it rebuilds Vite's bundles when
 * a component changes, but a change to one of these files needs dev to be started again. Empty when dev runs from
 * the TypeScript sources (the tests), which have no bundle.
 */
export function buildCodeFiles(root: string): Set<string> {
  const dir = path.join(root, '.cache/cli');
  const files = new Set<string>();
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
        if (abs.startsWith(site)) files.add(abs);
      }
    } catch {
      // A map being replaced by a newer CLI bundle: the others still name the files.
    }
  }
  return files;
}
