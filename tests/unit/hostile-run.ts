import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { FailsCase } from './hostile-cases.ts';

/** What both runs of the hostile corpus (in-process and through the CLI) need around a case. */

/** A line of a JavaScript stack trace. */
export const STACK_LINE = /^\s+at /m;

/** The bound for refusing any one case. */
export const REFUSE_MS = 10_000;

/** Every file under a folder with a hash of its bytes: "byte-identical to before" means equal snapshots. */
export function snapshot(dir: string): string[] {
  if (!existsSync(dir)) return ['<absent>'];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(`${path.relative(dir, p)} ${createHash('sha1').update(readFileSync(p)).digest('hex')}`);
    }
  };
  walk(dir);
  return out.sort();
}

/** Staging folders a build left beside its output. */
export const leftovers = (parent: string): string[] => readdirSync(parent).filter((n) => /\.tmp-/.test(n));

/**
 * The output folder a failing build is pointed at: half the cases get a previous build there (which must stay
 * byte-identical), half none (which must stay absent).
 */
export async function previousOutput(out: string, index: number): Promise<void> {
  if (index % 2 !== 0) return;
  await mkdir(path.join(out, 'about'), { recursive: true });
  await writeFile(path.join(out, 'index.html'), '<!doctype html><title>previous build</title>');
  await writeFile(path.join(out, 'about/index.html'), 'previous about page');
}

export interface Found { file: string; line: number; column: number; severity: string; rule: string; message: string }

/**
 * Asserts that a case was refused as it must be: an error of its rule at its file, at a line and column >= 1 (0:0
 * for a file that must not be there), at the case's line and with its words when it names them.
 */
export function expectRefused(c: FailsCase, messages: readonly Found[], where: string): void {
  const errors = messages.filter((m) => m.severity === 'error');
  const hit = errors.find((m) => m.file.endsWith(`data/${c.file}`) && m.rule === c.rule);
  const got = errors.map((m) => `${m.file}:${m.line}:${m.column} ${m.rule} ${m.message.slice(0, 160)}`).join('\n');
  expect(hit, `${where}: expected ${c.rule} in data/${c.file}; got\n${got}`).toBeDefined();
  if (c.wholeFile) expect([hit!.line, hit!.column], 'a whole-file problem is at 0:0').toEqual([0, 0]);
  else {
    expect(hit!.line, where).toBeGreaterThanOrEqual(1);
    expect(hit!.column, where).toBeGreaterThanOrEqual(1);
  }
  if (c.line !== undefined) expect(hit!.line, where).toBe(c.line);
  if (c.mentions !== undefined) expect(hit!.message).toContain(c.mentions);
}

/**
 * The cases that run as CLI processes, and only so: each once ran away (an alias bomb; a 1.9 MB post that took 105 s,
 * then crashed; a symlink loop a folder walk could follow forever), and only a process can be killed when it hangs,
 * where an in-process hang would stall the whole run. Their builds cover a failed build leaving an existing --out
 * byte-identical and an absent one absent; their output covers exit code 1, JSON that parses and no stack trace.
 */
export const processCaseIds: readonly string[] = ['billion-laughs', 'markdown-huge-nested-lists', 'symlink-loop'];
