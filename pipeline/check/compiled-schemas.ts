import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type addFormatsModule from 'ajv-formats';
import type standaloneCodeModule from 'ajv/dist/standalone/index.js';

/** Every `schema/*.schema.json`, by name without the suffix. */
export type SchemaSet = Map<string, object>;

/** A schema's validating function by schema name (`services`). */
export type SchemaFunctions = (name: string) => ValidateFunction;

// multipleOfPrecision: cents (multipleOf 0.01) checked as decimals are written, not as binary fractions (19.99 passes).
export const AJV_OPTIONS = { allErrors: true, strict: true, verbose: true, allowUnionTypes: true, multipleOfPrecision: 9 } as const;
const SCHEMA_FORMATS = ['email', 'uri', 'date'] as const;

export function loadSchemas(schemaDir: string): SchemaSet {
  const names = readdirSync(schemaDir).filter((n) => n.endsWith('.schema.json')).sort();
  return new Map(names.map((name) => [name.replace(/\.schema\.json$/, ''), JSON.parse(readFileSync(path.join(schemaDir, name), 'utf8')) as object]));
}

/** An ajv instance holding every schema; with `source`, it can also emit standalone code for them. */
export function schemaCompiler(schemas: SchemaSet, source: boolean, root: string): Ajv2020 {
  const require = createRequire(path.join(root, 'package.json'));
  const { Ajv2020: Compiler } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const formats = require('ajv-formats') as typeof addFormatsModule & { default?: typeof addFormatsModule };
  const ajv = new Compiler({ ...AJV_OPTIONS, code: { source } });
  // tsType only guides the TypeScript generator; maxItemsReason is the why of a list's upper bound, for its message;
  // valueForm names a value's kind (price, time) for its message; retiredFields says what became of a removed field;
  // x-id and x-refers-to say which fields name an id and which refer to one, x-shown-on which pages show a picture
  // field when not all of its file's pages do (reference-fields.ts).
  ajv.addKeyword('tsType');
  ajv.addKeyword('x-id');
  ajv.addKeyword('x-refers-to');
  ajv.addKeyword('x-shown-on');
  ajv.addKeyword('maxItemsReason');
  ajv.addKeyword('valueForm');
  ajv.addKeyword('retiredFields');
  (formats.default ?? formats)(ajv, [...SCHEMA_FORMATS]);
  for (const [name, schema] of schemas) ajv.addSchema(schema, `${name}.schema.json`);
  return ajv;
}

/**
 * The schemas' validating functions. Compiling every schema with ajv takes about half a second, longer than
 * validating the whole site, so ajv's standalone code for each schema is kept in `cacheDir` (in the store, whose
 * key covers the schemas and ajv's version) and each module is loaded when its schema is first used.
 */
export function schemaFunctions(schemas: SchemaSet, root: string, cacheDir: string): SchemaFunctions {
  const require = createRequire(path.join(root, 'package.json'));
  const loaded = new Map<string, ValidateFunction>();
  return (name) => {
    if (!schemas.has(name)) throw new Error(`no schema named ${name}.schema.json in schema/`);
    let fn = loaded.get(name);
    if (!fn) {
      const file = path.join(cacheDir, `${name}.cjs`);
      if (!existsSync(file)) writeStandalone(schemas, root, cacheDir);
      fn = require(file) as ValidateFunction;
      loaded.set(name, fn);
    }
    return fn;
  };
}

/** Writes every schema's module into a folder beside `dir` and renames it into place (builds may run at once). */
function writeStandalone(schemas: SchemaSet, root: string, dir: string): void {
  const ajv = schemaCompiler(schemas, true, root);
  const standalone = createRequire(path.join(root, 'package.json'))('ajv/dist/standalone/index.js') as typeof standaloneCodeModule & { default?: typeof standaloneCodeModule };
  const temp = `${dir}.${process.pid}.tmp`;
  mkdirSync(temp, { recursive: true });
  for (const name of schemas.keys()) {
    writeFileSync(path.join(temp, `${name}.cjs`), (standalone.default ?? standalone)(ajv, ajv.getSchema(`${name}.schema.json`)));
  }
  try {
    renameSync(temp, dir);
  } catch {
    // Another build put the same modules in place first.
    rmSync(temp, { recursive: true, force: true });
  }
}
