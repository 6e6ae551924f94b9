import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { buildSite } from '../../pipeline/build.ts';
import { netlifyToml, type HostInput } from '../../pipeline/hosting/host-config.ts';
import { hostFromEnv } from '../../pipeline/hosting/static-hosts.ts';
import { copyOfData, editFile, root } from './fixture-harness.ts';
import { fixtureFile } from '../fixture-content.ts';

/** Runs the CLI as ops do, with its exit code and output. */
function site(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout: String(stdout) }));
  });
}

/** The launch rules' ids in a JSON report. */
const launchRules = (stdout: string) => (JSON.parse(stdout) as { messages: Array<{ rule: string }> }).messages.map((m) => m.rule).filter((r) => r.startsWith('launch/'));

describe('--launch refuses placeholder content that must not go live', () => {
  let placeholder: Awaited<ReturnType<typeof copyOfData>>;
  let real: Awaited<ReturnType<typeof copyOfData>>;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'launch-'));
    placeholder = await copyOfData();
    real = await copyOfData();
    // The same business with real-looking contact details, listing only towns its ZIP checker covers: what ops publish.
    await editFile(path.join(real.dataDir, 'site.yaml'), (text) => text
      .replaceAll('.example', '.com')
      .replace(/555-01(\d\d)/g, '555-21$1')
      .replace(/5550(1\d\d)/g, (_, n: string) => `55521${n.slice(1)}`));
    await editFile(path.join(real.dataDir, 'service-areas.yaml'), (text) => text.replace(/^ +zip: "\d{5}"\n/gm, ''));
  });
  afterAll(async () => {
    await Promise.all([placeholder.cleanup(), real.cleanup(), rm(work, { recursive: true, force: true })]);
  });

  it('validate reports the placeholder business only with --launch, and exits 1 for it', async () => {
    const plain = await site(['validate', '--data', placeholder.dataDir, '--format', 'json']);
    expect(plain.code).toBe(0);
    expect(launchRules(plain.stdout)).toEqual([]);
    const launch = await site(['validate', '--data', placeholder.dataDir, '--format', 'json', '--launch']);
    expect(launch.code).toBe(1);
    expect(new Set(launchRules(launch.stdout))).toEqual(new Set(['launch/example-domain', 'launch/test-phone', 'launch/zip-not-covered']));
  });

  it('validate --launch passes once the business has real contact details', async () => {
    const run = await site(['validate', '--data', real.dataDir, '--format', 'json', '--launch']);
    expect(launchRules(run.stdout)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('build --launch stops before writing anything for the placeholder business', async () => {
    const out = path.join(work, 'dist');
    const result = await buildSite({ root, dataDir: placeholder.dataDir, outDir: out, strict: false, launch: true, noindex: false, log: () => {} });
    expect(result.ok).toBe(false);
    expect(result.messages.some((m) => m.rule === 'launch/example-domain' && m.file.endsWith('site.yaml') && m.line > 0 && m.column > 0)).toBe(true);
    expect(result.steps.map((s) => s.name)).toEqual(['load', 'pictures', 'check']);
  });
});

describe('the deploy recipes publish only with --launch', () => {
  it('netlify.toml builds production with --launch, and previews (noindex) without it', () => {
    const toml = netlifyToml(parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as HostInput);
    expect(toml).toMatch(/^\[build\]\n {2}command = "npm run build -- --launch"$/m);
    expect(toml).toMatch(/^\[context\.deploy-preview\]\n {2}command = "npm run build"$/m);
    expect(toml).toMatch(/^\[context\.branch-deploy\]\n {2}command = "npm run build"$/m);
  });

  it('the GitHub Pages workflow validates and builds with --launch, for GitHub Pages (--host)', () => {
    const workflow = parse(readFileSync(path.join(root, 'deploy/github-pages.yml'), 'utf8')) as { jobs: { build: { steps: Array<{ run?: string }> } } };
    const runs = workflow.jobs.build.steps.map((s) => s.run ?? '');
    expect(runs).toContain('npm run validate -- --format github --launch --host github-pages');
    expect(runs).toContain('npm run build -- --launch --host github-pages');
    expect(runs.filter((r) => /npm run (build|validate)/.test(r) && !r.includes('--launch'))).toEqual([]);
  });

  it('the pull-request check (the CMS\'s changes) validates every pull request for launch, as annotations at the lines', () => {
    const workflow = parse(readFileSync(path.join(root, 'deploy/content-check.yml'), 'utf8')) as { on: Record<string, unknown>; jobs: { validate: { steps: Array<{ run?: string }> } } };
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect(workflow.jobs.validate.steps.map((s) => s.run ?? '')).toEqual(expect.arrayContaining(['npm ci', 'npm run validate -- --format github --launch']));
  });
});

describe('a build for a host where Netlify Forms do not exist', () => {
  const formRules = (stdout: string) => (JSON.parse(stdout) as { messages: Array<{ rule: string; file: string; line: number }> }).messages.filter((m) => m.rule.startsWith('forms/'));

  it('knows the host from --host, SITE_HOST, or the build environment of Netlify and Cloudflare Pages', () => {
    expect(hostFromEnv({})).toBeUndefined();
    expect(hostFromEnv({ NETLIFY: 'true' })).toBe('netlify');
    expect(hostFromEnv({ CF_PAGES: '1' })).toBe('cloudflare-pages');
    expect(hostFromEnv({ CF_PAGES: '1', SITE_HOST: 'nginx' })).toBe('nginx');
  });

  it('validate stops at forms.provider when Cloudflare Pages runs it, and not when Netlify does', async () => {
    const onPages = await site(['validate', '--data', fixtureFile(''), '--format', 'json'], { CF_PAGES: '1' });
    expect(onPages.code).toBe(1);
    expect(formRules(onPages.stdout)).toEqual([expect.objectContaining({ rule: 'forms/provider-host', file: expect.stringMatching(/site\.yaml$/) })]);
    const onNetlify = await site(['validate', '--data', fixtureFile(''), '--format', 'json'], { NETLIFY: 'true' });
    expect(onNetlify.code).toBe(0);
    expect(formRules(onNetlify.stdout)).toEqual([]);
  });

  it('build --host nginx stops after the check, before writing anything', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'host-'));
    try {
      const result = await buildSite({ root, dataDir: fixtureFile(''), outDir: path.join(out, 'dist'), strict: false, host: 'nginx', noindex: false, log: () => {} });
      expect(result.ok).toBe(false);
      expect(result.messages.map((m) => m.rule)).toEqual(['forms/provider-host']);
      expect(result.steps.map((s) => s.name)).toEqual(['load', 'pictures', 'check']);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
