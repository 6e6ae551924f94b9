import type { LoadedContent, LoadedFile } from './load.ts';
import type { Message, StageResult } from './messages.ts';
import { createSchemaValidator, type SchemaFunctions, type SchemaSet } from './validate-schema.ts';
import { crossChecks } from './cross-checks.ts';

/** Files known to pass their schema, which are not checked against it again (see `schemaPasses`). */
export interface SchemaPasses {
  has(file: LoadedFile): boolean;
  add(file: LoadedFile): void;
}

/**
 * Passes of schema checks kept in `store`, by the schemas' code key (see schema-code-cache.ts), the schema's name and
 * the file's data key (the hash of its YAML, salted with the loader's and the validator's code). A check is a pure
 * function of those: ajv's options neither coerce, nor add defaults, nor remove anything. A file whose data is not
 * in the parse cache has no data key, and is always checked.
 */
export function schemaPasses(store: { has(key: string): boolean; add(key: string): void }, schemasKey: string): SchemaPasses {
  const key = (file: LoadedFile) => (file.dataKey === undefined ? undefined : `passed ${schemasKey} ${file.kind.schema} ${file.dataKey}`);
  return {
    has(file) {
      const k = key(file);
      return k !== undefined && store.has(k);
    },
    add(file) {
      const k = key(file);
      if (k !== undefined) store.add(k);
    },
  };
}

/** Schema checks per file, then cross-file checks over the files that passed. Returns the valid files. */
export function validateContent(content: LoadedContent, schemas: SchemaSet, loadMessages: readonly Message[] = [], precompiled?: SchemaFunctions, passes?: SchemaPasses): StageResult<LoadedFile[]> {
  const validator = createSchemaValidator(schemas, precompiled);
  const messages: Message[] = [];
  const valid: LoadedFile[] = [];
  const invalid: LoadedFile[] = [];
  const broken = new Set(loadMessages.filter((m) => m.severity === 'error').map((m) => m.file));
  for (const file of content.files) {
    // Files that could not be read already have their message; cross-checks still need to know they exist.
    if (broken.has(file.file) || file.data === undefined) {
      invalid.push(file);
      continue;
    }
    // With 4,000 posts, checking every file took 47-90 ms of each rebuild.
    if (passes?.has(file)) {
      valid.push(file);
      continue;
    }
    const problems = validator.validate(file);
    messages.push(...problems);
    if (problems.length === 0) {
      valid.push(file);
      passes?.add(file);
    } else invalid.push(file);
  }
  messages.push(...crossChecks(valid, content.images, invalid));
  return { value: valid, messages };
}
