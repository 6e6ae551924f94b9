import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeTypes } from '../../pipeline/bundle/write-types.ts';
import { toolchainKey } from '../../pipeline/cache/toolchain-key.mjs';
import { GENERATED_BANNER } from '../../pipeline/bundle/generate-types.ts';
import { root } from './fixture-harness.ts';

// A project with a copy of the schemas, so the test can change one.
let project: string;
const out = () => path.join(project, 'site/generated/content-files.ts');

beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), 'generate-test-'));
  await cp(path.join(root, 'schema'), path.join(project, 'schema'), { recursive: true });
});
afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('generated types', () => {
  // The toolchain key of the test's project: its schemas are the only code it has.
  const generate = () => writeTypes(project, toolchainKey(project));

  it('are written with the generated banner and the toolchain key they were made under', async () => {
    expect(await generate()).toEqual([out()]);
    const [banner, key] = (await readFile(out(), 'utf8')).split('\n');
    expect(banner).toBe(GENERATED_BANNER);
    expect(key).toBe(`// toolchain: ${toolchainKey(project)}`);
  });

  it('are not generated again while the schemas are unchanged', async () => {
    expect(await generate()).toEqual([]);
  });

  it('are generated again when a schema changes', async () => {
    const file = path.join(project, 'schema/faq.schema.json');
    const schema = JSON.parse(await readFile(file, 'utf8')) as { description: string };
    await writeFile(file, JSON.stringify({ ...schema, description: 'FAQ page, described anew for the test.' }, null, 2));
    expect(await generate()).toEqual([out()]);
    expect(await readFile(out(), 'utf8')).toContain('described anew for the test');
  });
});
