import { isScalar } from 'yaml';
import { createRequire } from 'node:module';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type addFormatsModule from 'ajv-formats';
import type { LoadedFile } from './load.ts';
import type { Message } from './messages.ts';
import { locate, keyOf, positionOf } from './node-position.ts';
import { describeSchemaError } from './schema-messages.ts';
import { codeFrame } from './code-frame.ts';
import { didYouMean } from './suggest.ts';

// ajv and ajv-formats (CommonJS) load only when schemas must be compiled: with the schema code cache warm, a build
// never needs them, and loading them costs about 40 ms of every run.
const require = createRequire(import.meta.url);

export type SchemaSet = Map<string, object>;

export interface SchemaValidator {
  validate(file: LoadedFile): Message[];
}

/** Compiles every schema once; the returned validator checks one loaded file against its kind's schema. */
const cache = new WeakMap<SchemaSet, SchemaValidator>();

/** A schema's validating function by schema name (`services`), compiled lazily or loaded precompiled. */
export type SchemaFunctions = (name: string) => ValidateFunction;

/**
 * `precompiled` (from the schema code cache) skips ajv's compile step, the slowest part of validating a small site.
 */
export function createSchemaValidator(schemas: SchemaSet, precompiled?: SchemaFunctions): SchemaValidator {
  if (precompiled) return validatorFor(precompiled);
  // Compiling is the slow part; one compiled set per loaded schema set.
  const cached = cache.get(schemas);
  if (cached) return cached;
  const validator = validatorFor(compileSchemas(schemas, false));
  cache.set(schemas, validator);
  return validator;
}

/** The ajv options; part of the schema code cache's key, so changing them recompiles. */
export const AJV_OPTIONS = { allErrors: true, strict: true, verbose: true, allowUnionTypes: true } as const;
export const SCHEMA_FORMATS = ['email', 'uri', 'date'] as const;

/** An ajv instance holding every schema; with `source`, it can also emit standalone code for them. */
export function schemaCompiler(schemas: SchemaSet, source: boolean): Ajv2020 {
  const { Ajv2020: Compiler } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const formats = require('ajv-formats') as typeof addFormatsModule & { default?: typeof addFormatsModule };
  const addFormats = formats.default ?? formats;
  const ajv = new Compiler({ ...AJV_OPTIONS, code: { source } });
  // tsType only guides the TypeScript generator.
  ajv.addKeyword('tsType');
  addFormats(ajv, [...SCHEMA_FORMATS]);
  for (const [name, schema] of schemas) ajv.addSchema(schema, `${name}.schema.json`);
  return ajv;
}

function compileSchemas(schemas: SchemaSet, source: boolean): SchemaFunctions {
  const ajv = schemaCompiler(schemas, source);
  const compiled = new Map<string, ValidateFunction>();
  return (name) => {
    let fn = compiled.get(name);
    if (!fn) {
      const found = ajv.getSchema(`${name}.schema.json`);
      if (!found) throw new Error(`no schema named ${name}.schema.json in schema/`);
      fn = found;
      compiled.set(name, fn);
    }
    return fn;
  };
}

function validatorFor(get: SchemaFunctions): SchemaValidator {
  return {
    validate(file) {
      // Not `file.doc`: reading it parses the YAML of a file served from the parse cache.
      if (file.data === undefined) return [];
      if (file.data === null) {
        return [{ file: file.file, line: 1 + file.lineOffset, column: 1, severity: 'error', rule: 'schema/empty-file', message: `this file has no content; it should hold ${file.kind.purpose}` }];
      }
      const fn = get(file.kind.schema);
      if (fn(file.data)) return [];
      return toMessages(fn.errors ?? [], file);
    },
  };
}

function toMessages(errors: readonly ErrorObject[], file: LoadedFile): Message[] {
  const doc = file.doc!;
  const out: Message[] = [];
  const seen = new Set<string>();
  // A value that fails a oneOf also fails each branch; report the oneOf once instead of every branch.
  const oneOfPaths = errors.filter((e) => e.keyword === 'oneOf').map((e) => e.schemaPath);
  // A misspelt field ("pirce") is also a missing one ("price"); the "did you mean" message says both, so skip the other.
  const misspelt = new Set(errors.filter((e) => e.keyword === 'additionalProperties').flatMap((e) => {
    const known = Object.keys((e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
    const guess = didYouMean(String((e.params as { additionalProperty: string }).additionalProperty), known);
    return guess ? [`${e.instancePath}/${guess}`] : [];
  }));
  for (const error of errors) {
    if (oneOfPaths.some((p) => error.schemaPath !== p && error.schemaPath.startsWith(p.replace(/oneOf$/, 'oneOf/')))) continue;
    if (error.keyword === 'required' && misspelt.has(`${error.instancePath}/${String((error.params as { missingProperty: string }).missingProperty)}`)) continue;
    const { rule, text } = describeSchemaError(error);
    let target;
    if (error.keyword === 'additionalProperties') {
      target = keyOf(doc, error.instancePath, String((error.params as { additionalProperty: string }).additionalProperty));
    } else if (error.keyword === 'required') {
      const at = locate(doc, error.instancePath);
      // A missing field points at its parent: the key that opens the block, or the block itself.
      target = at.key ?? at.node ?? at.nearest;
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
    const pos = positionOf(target, file.lineCounter, file.lineOffset);
    const id = `${pos.line}:${pos.column}:${text}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ file: file.file, line: pos.line, column: pos.column, severity: 'error', rule, message: text, frame: codeFrame(file.source, pos.line, pos.column) });
  }
  return out;
}
