import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyOfData, root } from './fixture-harness.ts';

interface Run { code: number; stdout: string; stderr: string }

/** Runs `site validate` the way an editor or CI does: a real process, exit code and output streams. */
function validate(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'cli/index.ts', 'validate', ...args],
      { cwd: root, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

/** A line of a JavaScript stack trace, which content problems must never produce. */
const STACK_LINE = /^\s{4}at /m;

type Copy = Awaited<ReturnType<typeof copyOfData>>;
const copies: Copy[] = [];
async function copy(change?: (dataDir: string) => Promise<void>): Promise<string> {
  const c = await copyOfData();
  copies.push(c);
  if (change) await change(c.dataDir);
  return c.dataDir;
}

let clean: string;
let broken: string;
let warningOnly: string;
let binary: string;
let empty: string;

beforeAll(async () => {
  [clean, broken, warningOnly, binary, empty] = await Promise.all([
    copy(),
    copy(async (dir) => {
      const file = path.join(dir, 'services/plumbing.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('price: { from: 95 }', 'price: "75"'));
    }),
    copy(async (dir) => {
      const file = path.join(dir, 'site.yaml');
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^tagline: "(.*)"$/m, 'tagline: “$1”'));
    }),
    copy((dir) => writeFile(path.join(dir, 'team.yaml'), Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 256)))),
    copy((dir) => writeFile(path.join(dir, 'faq.yaml'), '')),
  ]);
});

afterAll(async () => {
  await Promise.all(copies.map((c) => c.cleanup()));
});

// Each case starts a process; run them side by side and allow for a slow machine.
describe.concurrent('site validate', { timeout: 180_000 }, () => {
  it('exits 0 and says "no problems found" for a clean copy of the content', async () => {
    const run = await validate(['--data', clean]);
    expect(run.stdout).toContain('no problems found');
    expect(run.code).toBe(0);
    expect(run.stderr).not.toMatch(STACK_LINE);
  });

  it('exits 1 and prints file, line and column for broken content', async () => {
    const run = await validate(['--data', broken]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/data\/services\/plumbing\.yaml\n {2}30:12 +error +price is a value the site writes out, not text; found the text "75": write price: 75, which the site shows as "\$75" +value\/price/);
    expect(run.stdout).toContain('✖ 1 error');
    expect(run.stderr).not.toMatch(STACK_LINE);
  });

  it('prints valid JSON with --format json', async () => {
    const run = await validate(['--data', broken, '--format', 'json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { errors: number; warnings: number; messages: Array<{ file: string; line: number; column: number; rule: string }> };
    expect(report.errors).toBe(1);
    expect(report.warnings).toBe(0);
    expect(report.messages[0]).toMatchObject({ line: 30, column: 12, rule: 'value/price' });
    expect(report.messages[0]?.file).toMatch(/data\/services\/plumbing\.yaml$/);
  });

  it('prints GitHub annotations with --format github', async () => {
    const run = await validate(['--data', broken, '--format', 'github']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=\S*data\/services\/plumbing\.yaml,line=30,col=12,title=value\/price::price is a value the site writes out/m);
  });

  it('passes with a warning only, and fails on it with --strict', async () => {
    const relaxed = await validate(['--data', warningOnly]);
    expect(relaxed.code).toBe(0);
    expect(relaxed.stdout).toContain('text/typographic-quotes');
    expect(relaxed.stdout).toContain('✔ 0 errors, 1 warning');
    const strict = await validate(['--data', warningOnly, '--strict']);
    expect(strict.code).toBe(1);
  });

  it('reports a binary garbage file as an encoding problem, without a stack trace', async () => {
    const run = await validate(['--data', binary]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/data\/team\.yaml\n {2}\d+:\d+ +error +this file/);
    expect(run.stdout).toContain('file/encoding');
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stderr).not.toContain('internal error');
  });

  it('reports an empty file as empty, without a stack trace', async () => {
    const run = await validate(['--data', empty]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('schema/empty-file');
    expect(run.stdout).toContain('this file has no content; add the FAQ page to it');
    expect(run.stderr).not.toMatch(STACK_LINE);
  });

  it('reports a content folder that does not exist, without a stack trace', async () => {
    const run = await validate(['--data', path.join(clean, 'nope')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('file/missing');
    expect(run.stdout).toContain('pass the right folder with --data');
    expect(run.stderr).not.toMatch(STACK_LINE);
  });
});
