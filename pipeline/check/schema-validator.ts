import { isScalar } from 'yaml';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { documentOf, type LoadedFile } from '../content/load-content.ts';
import type { Message } from '../messages/messages.ts';
import { locate, keyOf, positionOf } from '../content/node-position.ts';
import { describeSchemaError } from './schema-messages.ts';
import { codeFrame } from '../messages/code-frame.ts';
import { didYouMean } from '../messages/suggest.ts';
import type { SchemaFunctions } from './compiled-schemas.ts';
import { hasOddCharacter, visibleForm } from '../messages/characters.ts';
import { oddCharacterMessage } from './odd-character-message.ts';
import { fieldName } from './schema-messages.ts';

/** The messages for one loaded file checked against its kind's schema; none when it passes. */
export function schemaMessages(file: LoadedFile, functions: SchemaFunctions): Message[] {
  if (file.data === undefined) return [];
  if (file.data === null) {
    return [{ file: file.file, line: 1 + file.lineOffset, column: 1, severity: 'error', rule: 'schema/empty-file', message: `this file has no content; add ${file.kind.purpose} to it (docs/content-reference.md lists the fields)` }];
  }
  const fn = functions(file.kind.schema);
  return fn(file.data) ? [] : toMessages(fn.errors ?? [], file);
}

function toMessages(errors: readonly ErrorObject[], file: LoadedFile): Message[] {
  const { doc, lineCounter } = documentOf(file);
  const out: Message[] = [];
  const seen = new Set<string>();
  // A value that fails a oneOf also fails each branch; report the oneOf once instead of every branch (also the
  // branches that $ref a shared definition, whose errors have its schema path: they are at or under the value).
  const oneOfPaths = errors.filter((e) => e.keyword === 'oneOf').map((e) => e.schemaPath);
  const oneOfValues = errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath);
  // A misspelt field ("pirce") is also a missing one ("price"); the "did you mean" message says both, so skip the other.
  const misspelt = new Set(errors.filter((e) => e.keyword === 'additionalProperties').flatMap((e) => {
    const known = Object.keys((e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
    const extra = String((e.params as { additionalProperty: string }).additionalProperty);
    // A field name right but for a character no one can see is the field it looks like (its message names the character).
    const guess = didYouMean(extra, known) ?? (known.includes(visibleForm(extra)) ? visibleForm(extra) : undefined);
    return guess ? [`${e.instancePath}/${guess}`] : [];
  }));
  for (const error of errors) {
    if (oneOfPaths.some((p) => error.schemaPath !== p && error.schemaPath.startsWith(p.replace(/oneOf$/, 'oneOf/')))) continue;
    if (error.keyword !== 'oneOf' && oneOfValues.some((v) => error.instancePath === v || error.instancePath.startsWith(`${v}/`))) continue;
    if (error.keyword === 'required' && misspelt.has(`${error.instancePath}/${String((error.params as { missingProperty: string }).missingProperty)}`)) continue;
    // A value or field name that fails because of a character no one can see is reported at that character.
    const odd = oddCharacterProblem(error, file);
    if (odd) {
      if (!seen.has(`${odd.line}:${odd.column}:${odd.message}`)) out.push(odd);
      seen.add(`${odd.line}:${odd.column}:${odd.message}`);
      continue;
    }
    const { rule, text } = describeSchemaError(error);
    let target;
    if (error.keyword === 'additionalProperties') {
      target = keyOf(doc, error.instancePath, String((error.params as { additionalProperty: string }).additionalProperty));
    } else if (error.keyword === 'required') {
      const at = locate(doc, error.instancePath);
      // A missing field points at its parent: the key that opens the block, or the block itself.
      target = at.key ?? at.node ?? at.nearest;
    } else if (error.keyword === 'maxItems') {
      // Point at the first entry past the limit: it and the ones after it are what to remove.
      const at = locate(doc, `${error.instancePath}/${Number((error.params as { limit: number }).limit)}`);
      target = at.node ?? locate(doc, error.instancePath).node ?? at.nearest;
    } else if (error.keyword === 'uniqueItems') {
      // Point at the second copy, the one to remove.
      const at = locate(doc, `${error.instancePath}/${Number((error.params as { i: number }).i)}`);
      target = at.node ?? locate(doc, error.instancePath).node ?? at.nearest;
    } else {
      const at = locate(doc, error.instancePath);
      // `field:` with nothing after it has no value to point at; point at the field's name.
      const blank = isScalar(at.node) && at.node.value === null && at.node.range?.[0] === at.node.range?.[1];
      target = (blank ? at.key : at.node) ?? at.key ?? at.nearest;
    }
    const pos = positionOf(target, lineCounter, file.lineOffset);
    const id = `${pos.line}:${pos.column}:${text}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ file: file.file, line: pos.line, column: pos.column, severity: 'error', rule, message: text, frame: codeFrame(file.source, pos.line, pos.column) });
  }
  return out;
}

/** The message for a schema error whose value, or unknown field name, holds an invisible or look-alike character. */
function oddCharacterProblem(error: ErrorObject, file: LoadedFile): Message | undefined {
  if (error.keyword === 'additionalProperties') {
    const key = String((error.params as { additionalProperty: string }).additionalProperty);
    return hasOddCharacter(key) ? oddCharacterMessage(file, error.instancePath, key, 'the field name', { key: true }) : undefined;
  }
  if (typeof error.data !== 'string' || !hasOddCharacter(error.data)) return undefined;
  return oddCharacterMessage(file, error.instancePath, error.data, fieldName(error.instancePath));
}
