import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root (schemas, site sources), independent of the working directory and of whether this code
 * runs from cli/ (tsx) or from the bundle in .cache/cli/<toolchain key>/: the nearest folder above that holds schema/.
 */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'schema')) || !existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the project root above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
