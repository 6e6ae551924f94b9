import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './fixture-harness.ts';
import { cliBundleDir } from '../../pipeline/cache/toolchain-key.mjs';

/**
 * The path of one of the bundled CLI's files (`site`, the CLI, or `worker`, the build's worker). They exist only beside
 * the bundled CLI, so the CLI is run once first, which brings the bundle up to date with the sources.
 */
export async function bundledCliWorker(name: string): Promise<string> {
  await promisify(execFile)(process.execPath, [path.join(root, 'cli/site.mjs'), '--help'], { cwd: root });
  return path.join(cliBundleDir(root), `${name}.mjs`);
}
