import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fixtureData } from '../fixture-content.ts';
import { buildSite } from '../../pipeline/build.ts';
import { root } from './fixture-harness.ts';

/**
 * Builds the frozen content once per run for the tests that only read a build (links, html-validate, budgets,
 * SEO output; see fixtureBuild in built-site.ts), instead of once per test file: a build costs seconds of the two
 * cores CI has. The folder is removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'fixture-build-'));
  const dir = path.join(work, 'dist');
  const result = await buildSite({ root, dataDir: fixtureData, outDir: dir, strict: false, noindex: false, log: () => {} });
  if (!result.ok) {
    await rm(work, { recursive: true, force: true });
    throw new Error(`the build of tests/fixtures/site failed:\n${result.messages.map((m) => JSON.stringify(m)).join('\n')}`);
  }
  project.provide('fixtureBuild', dir);
  return () => rm(work, { recursive: true, force: true });
}
