import path from 'node:path';
import { loadSchemas } from './load.ts';
import { generateTypes } from './generate-types.ts';
import { writeIfChanged } from './write.ts';

/** Writes the typed modules site/ imports (git-ignored). Returns the files that changed. */
export async function generateAll(root: string): Promise<string[]> {
  const schemaDir = path.join(root, 'schema');
  const schemas = await loadSchemas(schemaDir);
  const out = path.join(root, 'site/generated/content-files.ts');
  const changed = await writeIfChanged(out, await generateTypes(schemas, schemaDir));
  return changed ? [out] : [];
}
