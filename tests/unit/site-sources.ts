import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The site's source folder. */
export const siteDir = path.resolve(import.meta.dirname, '../../site');

/** Every TypeScript source file under `dir` (the site's, by default), for tests that check how site code imports. */
export async function sourceFiles(dir: string = siteDir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(full)));
    else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}
