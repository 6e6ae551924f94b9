import path from 'node:path';
import { loadContent, loadSchemas, releaseDocuments, type LoadedFile, type LoadedContent, type ParseCache } from './load.ts';
import { schemaPasses, validateContent } from './validate.ts';
import { cachedSchemaFunctions } from './schema-code-cache.ts';
import type { Message, StageResult } from './messages.ts';

export interface Checked { content: LoadedContent; valid: LoadedFile[] }

export interface CheckHooks {
  /** Called once the files are parsed, before validation. */
  onLoaded?: (content: LoadedContent) => void;
  parseCache?: ParseCache;
}

/** Load and validate: the first step of every command. */
export async function checkContent(dataDir: string, root: string, cwd: string = process.cwd(), hooks: CheckHooks = {}): Promise<StageResult<Checked>> {
  const loaded = await loadContent({ dataDir, cwd, parseCache: hooks.parseCache });
  // The build starts work that needs only the parsed files (Markdown, on another thread) while this one validates.
  hooks.onLoaded?.(loaded.value);
  const schemas = await loadSchemas(path.join(root, 'schema'));
  const functions = await cachedSchemaFunctions(root, schemas);
  const passes = hooks.parseCache?.passed ? schemaPasses(hooks.parseCache.passed, functions.key) : undefined;
  const validated = validateContent(loaded.value, schemas, loaded.messages, functions, passes);
  const messages: Message[] = [...loaded.messages, ...validated.messages];
  // Every message is made: the YAML documents are only memory from here on (parsed again if anything asks).
  releaseDocuments(loaded.value.files);
  return { value: { content: loaded.value, valid: validated.value }, messages };
}
