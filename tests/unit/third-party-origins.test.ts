import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { copyOfData, editFile, root } from './fixture-harness.ts';
import { thirdPartyOrigins, type HostInput } from '../../pipeline/hosting/host-config.ts';

/** The CLI as a separate process: stdout and stderr. */
function site(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'cli/site.mjs'), ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1', SITE_NOINDEX: '' }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

const copies: Awaited<ReturnType<typeof copyOfData>>[] = [];
afterAll(async () => {
  await Promise.all(copies.map((c) => c.cleanup()));
});

describe('the build summary names every third-party origin the site talks to', () => {
  it('in --format json and in the pretty summary, with a policy service added and trusted', async () => {
    const copy = await copyOfData();
    copies.push(copy);
    const file = path.join(copy.dataDir, 'site.yaml');
    await editFile(file, (text) => text
      .replace('  policyService: null', [
        '  policyService:',
        '    scriptUrl: https://policies.example.com/embed.js',
        '    frameUrl: { privacy: "https://view.policies.example.com/p/1", terms: "https://view.policies.example.com/t/2", disclaimer: "https://view.policies.example.com/d/3" }',
      ].join('\n'))
      .replace(/^trustedOrigins: \[(.*)\]$/m, (_, list: string) => `trustedOrigins: [${list ? `${list}, ` : ''}https://policies.example.com, https://view.policies.example.com]`));
    const expected = thirdPartyOrigins(parse(await readFile(file, 'utf8')) as HostInput);
    expect(expected).toEqual(expect.arrayContaining(['https://policies.example.com', 'https://view.policies.example.com']));

    const out = path.join(copy.dir, 'out');
    const json = await site(['build', '--data', copy.dataDir, '--out', out, '--format', 'json']);
    expect(json.code, json.stderr.slice(-2000)).toBe(0);
    expect((JSON.parse(json.stdout) as { build: { thirdPartyOrigins: string[] } }).build.thirdPartyOrigins).toEqual(expected);

    const pretty = await site(['build', '--data', copy.dataDir, '--out', out]);
    expect(pretty.code).toBe(0);
    expect(pretty.stderr).toContain(`third-party origins: ${expected.join(', ')}`);
    // And the policy every page is sent allows exactly those.
    const headers = await readFile(path.join(out, '_headers'), 'utf8');
    expect(headers).toContain("script-src 'self' https://policies.example.com;");
  }, 600_000);

  it('refuses a script origin that is not trusted, naming the field, and builds nothing', async () => {
    const copy = await copyOfData();
    copies.push(copy);
    await editFile(path.join(copy.dataDir, 'site.yaml'), (text) => text.replace('  policyService: null', [
      '  policyService:',
      '    scriptUrl: https://cdn.evil.example/loader.js',
      '    frameUrl: { privacy: "https://www.google.com/p", terms: "https://www.google.com/t", disclaimer: "https://www.google.com/d" }',
    ].join('\n')).replace(/^trustedOrigins: .*$/m, 'trustedOrigins: [https://www.google.com]'));
    const run = await site(['validate', '--data', copy.dataDir, '--format', 'json']);
    expect(run.code).toBe(1);
    const { messages } = JSON.parse(run.stdout) as { messages: { rule: string; message: string; line: number; column: number }[] };
    const hit = messages.find((m) => m.rule === 'origin/untrusted');
    expect(hit?.message).toContain('links.policyService.scriptUrl runs a script from https://cdn.evil.example, which is not in trustedOrigins');
    expect(hit!.line).toBeGreaterThan(0);
  }, 120_000);
});
