import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cachedSchemaFunctions } from '../../pipeline/schema-code-cache.ts';
import { root } from './fixture-harness.ts';

// A project folder inside this one, so the cached code's require() of ajv's runtime finds node_modules.
let project: string;
const cacheFiles = async () => (await readdir(path.join(project, '.cache/build/validators'))).sort();
const schemaSet = (nameType: string) => new Map<string, object>([
  ['person', { $id: 'person.schema.json', type: 'object', required: ['name'], properties: { name: { type: nameType } } }],
]);

beforeAll(async () => {
  project = await mkdtemp(path.join(root, '.cache', 'schema-cache-test-'));
});
afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('the schema code cache', () => {
  it('validates with the cached code as ajv does, errors included', async () => {
    const validate = (await cachedSchemaFunctions(project, schemaSet('string')))('person');
    expect(validate({ name: 'Ann' })).toBe(true);
    expect(validate({ name: 3 })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/name', keyword: 'type', params: { type: 'string' } });
    expect(await cacheFiles()).toHaveLength(1);
  });

  it('compiles afresh when a schema changes, and keeps only the new code', async () => {
    const before = await cacheFiles();
    const validate = (await cachedSchemaFunctions(project, schemaSet('number')))('person');
    expect(validate({ name: 3 })).toBe(true);
    expect(validate({ name: 'Ann' })).toBe(false);
    const after = await cacheFiles();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('compiles and loads the code only when a schema is first used, which a rebuild with every check kept never does', async () => {
    const functions = await cachedSchemaFunctions(project, schemaSet('boolean'));
    expect((await cacheFiles()).some((name) => name.startsWith(functions.key))).toBe(false);
    expect(functions('person')({ name: true })).toBe(true);
    expect(await cacheFiles()).toEqual([functions.key]);
  });

  it('loads the code of the schema it is asked for alone, with that of the schemas it refers to', async () => {
    const schemas = new Map<string, object>([
      ...schemaSet('string'),
      ['place', { $id: 'place.schema.json', type: 'object', properties: { owner: { $ref: 'person.schema.json' } } }],
      ['thing', { $id: 'thing.schema.json', type: 'object', properties: { weight: { type: 'number' } } }],
    ]);
    const functions = await cachedSchemaFunctions(project, schemas);
    const validate = functions('place');
    expect(validate({ owner: { name: 'Ann' } })).toBe(true);
    expect(validate({ owner: {} })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/owner', keyword: 'required', params: { missingProperty: 'name' } });
    const slot = path.join(project, '.cache/build/validators', functions.key);
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.startsWith(slot)).map((file) => path.basename(file));
    expect(loaded).toEqual(['place.cjs']);
    expect((await readdir(slot)).sort()).toEqual(['person.cjs', 'place.cjs', 'thing.cjs']);
  });

  it('writes the slot afresh when a module is missing from it, and the others still validate', async () => {
    const schemas = new Map<string, object>([
      ...schemaSet('integer'),
      ['shelf', { $id: 'shelf.schema.json', type: 'object', properties: { owner: { $ref: 'person.schema.json' } } }],
    ]);
    const first = await cachedSchemaFunctions(project, schemas);
    expect(first('person')({ name: 3 })).toBe(true);
    const slot = path.join(project, '.cache/build/validators', first.key);
    await rm(path.join(slot, 'shelf.cjs'));
    const validate = (await cachedSchemaFunctions(project, schemas))('shelf');
    expect(validate({ owner: { name: 3 } })).toBe(true);
    expect(validate({ owner: { name: 'Ann' } })).toBe(false);
    expect((await readdir(slot)).sort()).toEqual(['person.cjs', 'shelf.cjs']);
    expect((await cacheFiles()).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it("leaves another build's slot in progress alone, and removes one abandoned long ago with the stale slots", async () => {
    const dir = path.join(project, '.cache/build/validators');
    await mkdir(path.join(dir, 'aaaaaaaaaaaaaaaa.99999.tmp'), { recursive: true });
    await mkdir(path.join(dir, 'bbbbbbbbbbbbbbbb.99998.tmp'), { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(dir, 'bbbbbbbbbbbbbbbb.99998.tmp'), twoHoursAgo, twoHoursAgo);
    const functions = await cachedSchemaFunctions(project, schemaSet('null'));
    expect(functions('person')({ name: null })).toBe(true);
    expect(await cacheFiles()).toEqual(['aaaaaaaaaaaaaaaa.99999.tmp', functions.key].sort());
  });

  it('names a schema that does not exist as our own bug', async () => {
    const functions = await cachedSchemaFunctions(project, schemaSet('number'));
    expect(() => functions('nope')).toThrow('no schema named nope.schema.json');
  });
});
