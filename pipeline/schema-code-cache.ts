import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { sha1 } from './build-cache.ts';
import { AJV_OPTIONS, SCHEMA_FORMATS, schemaCompiler, type SchemaFunctions, type SchemaSet } from './validate-schema.ts';

/**
 * Compiling the schemas with ajv takes longer than validating the whole shipped site. ajv's standalone code for
 * every schema is kept in `.cache/build/schemas/<key>.cjs`, keyed by the schemas, the ajv options and the locked
 * dependency versions, so any of those changing compiles afresh. The cached module is plain JavaScript that
 * ajv generated; the same error objects come out of it as from a freshly compiled validator.
 */
/** The schemas' validating functions, and `key`, which changes whenever what they accept may change. */
export type CachedSchemaFunctions = SchemaFunctions & { readonly key: string };

export async function cachedSchemaFunctions(root: string, schemas: SchemaSet): Promise<CachedSchemaFunctions> {
  const lockfile = await readFile(path.join(root, 'package-lock.json')).catch(() => '');
  const key = sha1(JSON.stringify([...schemas]), JSON.stringify(AJV_OPTIONS), SCHEMA_FORMATS.join(), lockfile, process.version).slice(0, 16);
  const dir = path.join(root, '.cache/build/schemas');
  const file = path.join(dir, `${key}.cjs`);
  // createRequire from the project root: the generated code requires ajv's runtime helpers and ajv-formats.
  const require = createRequire(path.join(root, 'package.json'));
  let functions: Record<string, ValidateFunction> | undefined;
  // Loaded on first use: a rebuild whose files all passed their checks before (see validate.ts's schemaPasses) never
  // needs them, and compiling the module took 20-26 ms of every such build.
  const load = (): Record<string, ValidateFunction> => {
    if (functions) return functions;
    try {
      functions = require(file) as Record<string, ValidateFunction>;
    } catch {
      const ajv = schemaCompiler(schemas, true);
      // CommonJS, loaded only on a miss; its default export arrives wrapped or not depending on the loader.
      const standalone = require('ajv/dist/standalone/index.js') as typeof standaloneCodeModule & { default?: typeof standaloneCodeModule };
      const code = (standalone.default ?? standalone)(ajv, Object.fromEntries([...schemas.keys()].map((name) => [name, `${name}.schema.json`])));
      mkdirSync(dir, { recursive: true });
      // Other slots are stale: keep only this one. Write beside and rename, so a parallel build never loads half a file.
      for (const name of readdirSync(dir)) if (name !== `${key}.cjs`) rmSync(path.join(dir, name), { force: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, code);
      renameSync(temp, file);
      functions = require(file) as Record<string, ValidateFunction>;
    }
    return functions;
  };
  const get: SchemaFunctions = (name) => {
    const fn = load()[name];
    if (!fn) throw new Error(`no schema named ${name}.schema.json in schema/`);
    return fn;
  };
  return Object.assign(get, { key });
}
