import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { loadSchemas } from './load.ts';
import { generateTypes } from './generate-types.ts';
import { hashTree } from './build-cache.ts';
import { writeIfChanged } from './write.ts';

/**
 * Writes the typed modules site/ imports (git-ignored). Returns the files that changed. The file records a hash of
 * its inputs (the schemas, the generator, the locked dependencies) on its second line; when that matches, the slow
 * TypeScript generator is not run at all.
 */
export async function generateAll(root: string): Promise<string[]> {
  const schemaDir = path.join(root, 'schema');
  const out = path.join(root, 'site/generated/content-files.ts');
  const keyLine = `// inputs: ${await hashTree(root, ['schema', 'pipeline/generate-types.ts', 'package-lock.json'])}`;
  const previous = await readFile(out, 'utf8').catch(() => '');
  if (previous.split('\n', 2)[1] === keyLine) return [];
  const [banner, ...rest] = (await generateTypes(await loadSchemas(schemaDir), schemaDir)).split('\n');
  const changed = await writeIfChanged(out, [banner, keyLine, ...rest].join('\n'));
  return changed ? [out] : [];
}
