import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { writeIfChanged } from '../pipeline/files/folder-writer.ts';
import { projectRoot } from './project-root.ts';

/**
 * Writes committed files that are generated (host configs, the content reference), or with `check` only reports
 * the ones that are out of date. Returns how many were out of date when checking.
 */
export async function writeOrCheck(files: Record<string, string>, check: boolean, command: string): Promise<number> {
  let stale = 0;
  for (const [file, text] of Object.entries(files)) {
    const abs = path.join(projectRoot, file);
    if (check) {
      const current = await readFile(abs, 'utf8').catch(() => '');
      if (current !== text) { stale += 1; console.error(`${file} is out of date: run npm run ${command}`); }
    } else if (await writeIfChanged(abs, text)) {
      console.error(`wrote ${file}`);
    }
  }
  return stale;
}
