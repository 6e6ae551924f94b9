import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { loadSchemas } from '../check/compiled-schemas.ts';
import { generateTypes } from './generate-types.ts';
import { writeIfChanged } from '../files/folder-writer.ts';

/**
 * Writes the typed modules site/ imports (git-ignored). Returns the files that changed. The file records the
 * toolchain key (see toolchain-key.mjs) on its second line; when that matches, the slow generator is not run.
 */
export async function writeTypes(root: string, key: string): Promise<string[]> {
  const schemaDir = path.join(root, 'schema');
  const out = path.join(root, 'site/generated/content-files.ts');
  const keyLine = `// toolchain: ${key}`;
  const previous = await readFile(out, 'utf8').catch(() => '');
  if (previous.split('\n', 2)[1] === keyLine) return [];
  const [banner, ...rest] = (await generateTypes(loadSchemas(schemaDir), schemaDir)).split('\n');
  return (await writeIfChanged(out, [banner, keyLine, ...rest].join('\n'))) ? [out] : [];
}
