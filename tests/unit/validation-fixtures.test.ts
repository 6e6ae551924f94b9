import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fixtureCases, runFixture } from './fixture-harness.ts';

const cases = await fixtureCases();

describe('each broken-content fixture produces exactly its expected messages', () => {
  it.each(cases.map((c) => [path.basename(c), c]))('%s', async (_name, dir) => {
    const { actual, expected } = await runFixture(dir);
    expect(actual).toEqual(expected);
  });
});
