import { afterEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { deployConfigFiles, deployConfigRoot } from '../../pipeline/hosting/deploy-config.ts';
import type { HostInput } from '../../pipeline/hosting/host-config.ts';
import { fixtureData } from '../fixture-content.ts';
import { editFile, root } from './fixture-harness.ts';

let dir = '';
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * A repository of its own: the frozen content as its data/, the project's schemas and packages linked in, and the
 * committed host configs rendered from that content's site.yaml, as `npm run deploy-config` writes them.
 */
async function repository(): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'deploy-configs-'));
  await cp(fixtureData, path.join(dir, 'data'), { recursive: true });
  for (const linked of ['schema', 'node_modules', 'package.json']) await symlink(path.join(root, linked), path.join(dir, linked));
  await mkdir(path.join(dir, 'deploy'));
  const site = parse(await readFile(path.join(dir, 'data/site.yaml'), 'utf8')) as HostInput;
  for (const [file, text] of Object.entries(deployConfigFiles(site))) await writeFile(path.join(dir, file), text);
  return dir;
}

/** site.yaml with the forms sent to an endpoint on another site, which the policy then trusts: both configs change. */
const toFormEndpoint = (text: string) => text
  .replace(/^trustedOrigins: \[(.*)\]$/m, 'trustedOrigins: [$1, https://forms.example.net]')
  .replace(/^forms:\n {2}provider: netlify$/m, 'forms:\n  provider: endpoint\n  endpoint: { url: "https://forms.example.net/f/1", encoding: multipart, acceptsFiles: false }');

async function deployMessages(repo: string): Promise<string[]> {
  const { messages } = await checkContent('data', repo, repo, { today: '2026-06-01' });
  return messages.filter((m) => m.rule === 'deploy/out-of-date').map((m) => `${m.file}:${m.line}:${m.column} ${m.severity} ${m.message}`);
}

describe('committed host configs that no longer match data/site.yaml', () => {
  it('are fine when they are what deploy-config writes, also with Windows line breaks', async () => {
    const repo = await repository();
    expect(await deployMessages(repo)).toEqual([]);
    await editFile(path.join(repo, 'netlify.toml'), (text) => text.replace(/\n/g, '\r\n'));
    expect(await deployMessages(repo)).toEqual([]);
  });

  it('are an error at the first line that differs, in both files, after trustedOrigins and the forms change', async () => {
    const repo = await repository();
    await editFile(path.join(repo, 'data/site.yaml'), toFormEndpoint);
    const messages = await deployMessages(repo);
    const cspLine = async (file: string) => (await readFile(path.join(repo, file), 'utf8')).split('\n').findIndex((l) => l.includes("form-action 'self'")) + 1;
    expect(messages).toEqual([
      `netlify.toml:${await cspLine('netlify.toml')}:1 error this file no longer matches data/site.yaml, starting at this line, so the host would keep sending old headers or redirects, such as a Content-Security-Policy that blocks a newly trusted form endpoint or map; run \`npm run deploy-config\` and commit what it writes (or, if that edit to site.yaml was a mistake, undo it)`,
      `deploy/nginx.conf:${await cspLine('deploy/nginx.conf')}:1 error this file no longer matches data/site.yaml, starting at this line, so the host would keep sending old headers or redirects, such as a Content-Security-Policy that blocks a newly trusted form endpoint or map; run \`npm run deploy-config\` and commit what it writes, then have the nginx server load the new file (or, if that edit to site.yaml was a mistake, undo it)`,
    ]);
  });

  it('is an error at the whole file when one is missing', async () => {
    const repo = await repository();
    await rm(path.join(repo, 'netlify.toml'));
    expect(await deployMessages(repo)).toEqual([
      "netlify.toml:0:0 error this file is missing, so the host would send none of the site's headers and redirects; run `npm run deploy-config`, which writes it from data/site.yaml, and commit it",
    ]);
  });

  it('are written anew by `npm run deploy-config`, which they do not stop, and `validate` then passes', async () => {
    const repo = await repository();
    // The CLI finds the repository from its own files: a copy of its code makes this folder the repository.
    for (const code of ['cli', 'pipeline', 'site']) await cp(path.join(root, code), path.join(repo, code), { recursive: true });
    await editFile(path.join(repo, 'data/site.yaml'), toFormEndpoint);
    const site = (...args: string[]) => promisify(execFile)(process.execPath, [path.join(repo, 'cli/site.mjs'), ...args], { cwd: repo, env: { ...process.env, NO_COLOR: '1' } })
      .then(() => 0, (error: { code: number }) => error.code);
    const validate = async () => {
      const run = await promisify(execFile)(process.execPath, [path.join(repo, 'cli/site.mjs'), 'validate', '--format', 'json'], { cwd: repo }).catch((error: { stdout: string }) => error);
      return (JSON.parse(run.stdout) as { messages: { rule: string; file: string }[] }).messages.filter((m) => m.rule.startsWith('deploy/')).map((m) => m.file);
    };
    expect(await validate()).toEqual(['deploy/nginx.conf', 'netlify.toml']);
    expect(await site('deploy-config', '--check')).toBe(1);
    expect(await site('deploy-config')).toBe(0);
    const expected = deployConfigFiles(parse(await readFile(path.join(repo, 'data/site.yaml'), 'utf8')) as HostInput);
    for (const [file, text] of Object.entries(expected)) expect(await readFile(path.join(repo, file), 'utf8')).toBe(text);
    expect(expected['netlify.toml']).toContain('https://forms.example.net');
    expect(await validate()).toEqual([]);
    expect(await site('deploy-config', '--check')).toBe(0);
  }, 60_000);

  it('are looked at only for the repository\'s own data/, never for a fixture, a copy or a benchmark folder', () => {
    expect(deployConfigRoot('/repo', '/repo/data')).toBe('/repo');
    expect(deployConfigRoot('/repo', '/repo/data/')).toBe('/repo');
    expect(deployConfigRoot('/repo', '/repo/tests/fixtures/site')).toBeUndefined();
    expect(deployConfigRoot('/repo', '/tmp/copy/data')).toBeUndefined();
  });
});
