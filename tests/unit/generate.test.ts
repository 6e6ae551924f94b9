import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateAll } from '../../pipeline/generate.ts';
import { GENERATED_BANNER } from '../../pipeline/generate-types.ts';
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
  it('are written with the generated banner and a hash of their inputs', async () => {
    expect(await generateAll(project)).toEqual([out()]);
    const [banner, inputs] = (await readFile(out(), 'utf8')).split('\n');
    expect(banner).toBe(GENERATED_BANNER);
    expect(inputs).toMatch(/^\/\/ inputs: [0-9a-f]{40}$/);
  });

  it('are not generated again while the schemas are unchanged', async () => {
    expect(await generateAll(project)).toEqual([]);
  });

  it('are generated again when a schema changes', async () => {
    const file = path.join(project, 'schema/faq.schema.json');
    const schema = JSON.parse(await readFile(file, 'utf8')) as { description: string };
    await writeFile(file, JSON.stringify({ ...schema, description: 'FAQ page, described anew for the test.' }, null, 2));
    expect(await generateAll(project)).toEqual([out()]);
    expect(await readFile(out(), 'utf8')).toContain('described anew for the test');
  });
});
