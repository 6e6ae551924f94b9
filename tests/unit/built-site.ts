import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { fixtureData } from '../fixture-content.ts';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../pipeline/build.ts';
import { root } from './fixture-harness.ts';

export interface BuiltSite { dir: string; dispose(): Promise<void> }

/**
 * A built site to check: the folder named by the environment variable `reuse` when set (to check an existing
 * build quickly), otherwise a fresh build of the frozen content (tests/fixtures/site) into a temp folder that dispose() removes.
 */
export async function builtSite(prefix: string, reuse = 'LINKS_DIST'): Promise<BuiltSite> {
  const existing = process.env[reuse];
  if (existing) return { dir: path.resolve(existing), dispose: async () => {} };
  const work = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  const dir = path.join(work, 'dist');
  const result = await buildSite({ root, dataDir: fixtureData, outDir: dir, strict: false, noindex: false, log: () => {} });
  if (!result.ok) throw new Error(`build failed:\n${result.messages.map((m) => JSON.stringify(m)).join('\n')}`);
  return { dir, dispose: () => rm(work, { recursive: true, force: true }) };
}

/** Every file under dir, as sorted paths relative to it with forward slashes. */
export async function allFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Every .html file under dir, as paths relative to it with forward slashes. */
export async function htmlFiles(dir: string): Promise<string[]> {
  return (await allFiles(dir)).filter((name) => name.endsWith('.html'));
}
