import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The frozen content's build, made once per run by tests/unit/global-setup.ts. */
    fixtureBuild: string;
  }
}

/**
 * The build of the frozen content (tests/fixtures/site), shared by every test file of the run: only for checks
 * that read it. A test that writes into a build makes its own.
 */
export function fixtureBuild(): string {
  const dir = inject('fixtureBuild');
  if (!dir) throw new Error('no shared fixture build: run vitest with vitest.config.ts (its globalSetup makes it)');
  return dir;
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
