import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { sha1 } from './build-cache.ts';
import { AJV_OPTIONS, SCHEMA_FORMATS, schemaCompiler, type SchemaFunctions, type SchemaSet } from './validate-schema.ts';

/**
 * Compiling the schemas with ajv takes longer than validating the whole shipped site. ajv's standalone code for
 * each schema is kept in `.cache/build/validators/<key>/<name>.cjs`, keyed by the schemas, the ajv options and the locked
 * dependency versions, so any of those changing compiles afresh. Each module is plain JavaScript that ajv generated,
 * with the code of the schemas it refers to; the same error objects come out of it as from a freshly compiled
 * validator.
 */
/** The schemas' validating functions, and `key`, which changes whenever what they accept may change. */
export type CachedSchemaFunctions = SchemaFunctions & { readonly key: string };

export async function cachedSchemaFunctions(root: string, schemas: SchemaSet): Promise<CachedSchemaFunctions> {
  const lockfile = await readFile(path.join(root, 'package-lock.json')).catch(() => '');
  const key = sha1(JSON.stringify([...schemas]), JSON.stringify(AJV_OPTIONS), SCHEMA_FORMATS.join(), lockfile, process.version).slice(0, 16);
  const dir = path.join(root, '.cache/build/validators');
  const slot = path.join(dir, key);
  // createRequire from the project root: the generated code requires ajv's runtime helpers and ajv-formats.
  const require = createRequire(path.join(root, 'package.json'));
  const functions = new Map<string, ValidateFunction>();
  // Each schema's module is loaded when that schema is first used: a rebuild whose files all passed their checks
  // before (see validate.ts's schemaPasses) loads none, and one with a changed post loads the post schema's alone.
  // One module for every schema (600 KB with the shipped schemas) took 20-26 ms to compile.
  const load = (name: string): ValidateFunction => {
    const file = path.join(slot, `${name}.cjs`);
    try {
      return require(file) as ValidateFunction;
    } catch {
      writeSlot(require, schemas, dir, slot);
      return require(file) as ValidateFunction;
    }
  };
  const get: SchemaFunctions = (name) => {
    if (!schemas.has(name)) throw new Error(`no schema named ${name}.schema.json in schema/`);
    let fn = functions.get(name);
    if (!fn) functions.set(name, (fn = load(name)));
    return fn;
  };
  return Object.assign(get, { key });
}

/** How old another build's folder in progress may get before it is taken for one left behind by a build that died. */
const ABANDONED_MS = 60 * 60 * 1000;

/**
 * Compiles every schema and writes each one's module into `slot`, which replaces any other slot in `dir` (they are
 * stale). The modules are written into a folder beside it and renamed into place, so a parallel build never loads
 * half a module. Builds started together on a cold cache (the unit tests do) each write the slot: the first one in
 * place is kept, and another build's folder in progress is left alone.
 */
function writeSlot(require: NodeRequire, schemas: SchemaSet, dir: string, slot: string): void {
  const ajv = schemaCompiler(schemas, true);
  // CommonJS, loaded only on a miss; its default export arrives wrapped or not depending on the loader.
  const standalone = require('ajv/dist/standalone/index.js') as typeof standaloneCodeModule & { default?: typeof standaloneCodeModule };
  const temp = `${slot}.${process.pid}.tmp`;
  mkdirSync(temp, { recursive: true });
  for (const name of schemas.keys()) {
    // A module for one schema holds that schema's function as its export, and those of the schemas it refers to.
    writeFileSync(path.join(temp, `${name}.cjs`), (standalone.default ?? standalone)(ajv, ajv.getSchema(`${name}.schema.json`)));
  }
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    const stat = statSync(file, { throwIfNoEntry: false });
    const inProgress = entry.endsWith('.tmp') && stat !== undefined && Date.now() - stat.mtimeMs < ABANDONED_MS;
    if (entry !== path.basename(slot) && file !== temp && !inProgress) rmSync(file, { recursive: true, force: true });
  }
  // Where one module for every schema was kept before.
  rmSync(path.join(dir, '../schemas'), { recursive: true, force: true });
  try {
    renameSync(temp, slot);
  } catch (error) {
    if (!existsSync(slot)) throw error;
    // A slot stands there already: put in place by a parallel build (kept), or missing a module (replaced).
    if ([...schemas.keys()].every((name) => existsSync(path.join(slot, `${name}.cjs`)))) {
      rmSync(temp, { recursive: true, force: true });
    } else {
      rmSync(slot, { recursive: true, force: true });
      renameSync(temp, slot);
    }
  }
}
