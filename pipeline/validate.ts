import type { LoadedContent, LoadedFile } from './load.ts';
import type { Message, StageResult } from './messages.ts';
import { createSchemaValidator, type SchemaFunctions, type SchemaSet } from './validate-schema.ts';
import { crossChecks } from './cross-checks.ts';

/** Schema checks per file, then cross-file checks over the files that passed. Returns the valid files. */
export function validateContent(content: LoadedContent, schemas: SchemaSet, loadMessages: readonly Message[] = [], precompiled?: SchemaFunctions): StageResult<LoadedFile[]> {
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
    const problems = validator.validate(file);
    messages.push(...problems);
    if (problems.length === 0) valid.push(file);
    else invalid.push(file);
  }
  messages.push(...crossChecks(valid, content.images, invalid));
  return { value: valid, messages };
}
