import path from 'node:path';
import { loadContent, loadSchemas, type LoadedFile, type LoadedContent } from './load.ts';
import { validateContent } from './validate.ts';
import { cachedSchemaFunctions } from './schema-code-cache.ts';
import type { Message, StageResult } from './messages.ts';

export interface Checked { content: LoadedContent; valid: LoadedFile[] }

/** Load and validate: the first step of every command. */
export async function checkContent(dataDir: string, root: string, cwd: string = process.cwd(), onLoaded?: (content: LoadedContent) => void): Promise<StageResult<Checked>> {
  const loaded = await loadContent({ dataDir, cwd });
  // The build starts work that needs only the parsed files (Markdown, on another thread) while this one validates.
  onLoaded?.(loaded.value);
  const schemas = await loadSchemas(path.join(root, 'schema'));
  const validated = validateContent(loaded.value, schemas, loaded.messages, await cachedSchemaFunctions(root, schemas));
  const messages: Message[] = [...loaded.messages, ...validated.messages];
  return { value: { content: loaded.value, valid: validated.value }, messages };
}
