import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
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

  it('names a schema that does not exist as our own bug', async () => {
    const functions = await cachedSchemaFunctions(project, schemaSet('number'));
    expect(() => functions('nope')).toThrow('no schema named nope.schema.json');
  });
});
