import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root, treeHash } from './fixture-harness.ts';

const run = promisify(execFile);

/**
 * A build must never serve stale output. A copy of the project, whose pipeline code the test changes as a developer
 * would, is rebuilt into its previous output: the result must be exactly what a build from scratch writes. The edit
 * keeps the file's old modification time, as `cp -p`, `rsync -a` or an unpacked archive leave it: only the bytes
 * may decide which code runs.
 */
describe('a rebuild after a change to the pipeline code', () => {
  let project: string;
  const build = (out: string, env: Record<string, string> = {}) =>
    run(process.execPath, [path.join(project, 'cli/site.mjs'), 'build', '--data', fixtureData, '--out', out, '--format', 'json'], { cwd: project, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });

  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'toolchain-rebuild-'));
    for (const entry of ['cli', 'pipeline', 'site', 'schema', 'package.json', 'package-lock.json', 'tsconfig.json']) {
      // With the generated types too, so that the first build creates no folder whose time a launcher could notice.
      await cp(path.join(root, entry), path.join(project, entry), { recursive: true });
    }
    await symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  }, 60_000);
  afterAll(async () => {
    await rm(project, { recursive: true, force: true });
  });

  it('writes exactly what a build from scratch writes, with the changed module\'s new output, even when the edit kept the file\'s old time', async () => {
    const out = path.join(project, 'dist');
    await build(out);
    // Any post's page: the test needs one, not a particular one.
    const posts = (await readdir(path.join(out, 'blog'), { withFileTypes: true })).filter((e) => e.isDirectory());
    const article = `blog/${posts[0]!.name}/index.html`;
    const before = await readFile(path.join(out, article), 'utf8');
    expect(before).not.toMatch(/\n\n$/);
    // The page's last bytes, changed in the module that writes it.
    const module = path.join(project, 'pipeline/render/render-page.ts');
    const code = await readFile(module, 'utf8');
    const changed = code.replace('out.write(file, html)', 'out.write(file, `${html}\n\n`)');
    expect(changed).not.toBe(code);
    const { atime, mtime } = await stat(module);
    await writeFile(module, changed);
    await utimes(module, atime, mtime);
    const rebuilt = JSON.parse((await build(out)).stdout) as { build: { rendered: number; pages: number } };
    expect(rebuilt.build.rendered).toBe(rebuilt.build.pages);
    expect(await readFile(path.join(out, article), 'utf8')).toMatch(/\n\n$/);
    const fresh = path.join(project, 'fresh');
    await build(fresh, { SITE_CACHE: 'off' });
    expect([...(await treeHash(out)).entries()].sort()).toEqual([...(await treeHash(fresh)).entries()].sort());
  }, 240_000);
});
