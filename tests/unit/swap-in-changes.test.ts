import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder, swapInChanges } from '../../pipeline/output/swap-in-changes.ts';

let work = '';
afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true });
  work = '';
});

/** An output folder and a staging folder beside it, each holding the given files. */
function folders(output: Record<string, string>, staged: Record<string, string>) {
  work = mkdtempSync(path.join(os.tmpdir(), 'swap-test-'));
  const fill = (dir: string, files: Record<string, string>) => {
    mkdirSync(dir);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
  };
  const target = path.join(work, 'out');
  const staging = path.join(work, 'out.tmp-x');
  fill(target, output);
  fill(staging, staged);
  return { target, staging };
}

const contents = (dir: string) => Object.fromEntries(readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'utf8')] as const)
  .sort(([a], [b]) => a.localeCompare(b)));

describe('swapping changed files into the output', () => {
  it('removes the files the new output no longer has, and their folders once empty', () => {
    const { target, staging } = folders({ 'index.html': 'home', 'blog/old/index.html': 'old', 'blog/old/cover.webp': 'photo', 'blog/index.html': 'list' }, { 'blog/index.html': 'new list' });
    expect(swapInChanges(staging, target, new Set(['index.html']))).toBe(true);
    expect(contents(target)).toEqual({ 'blog/index.html': 'new list', 'index.html': 'home' });
    expect(readdirSync(path.join(target, 'blog'))).toEqual(['index.html']);
    expect(readdirSync(work).sort()).toEqual(['out', 'out.tmp-x']);
  });

  it('puts every file back as it was when a rename fails partway', () => {
    const before = { 'a/index.html': 'old a', 'stale.html': 'stale', 'kept.html': 'kept' };
    const { target, staging } = folders(before, { 'a/index.html': 'new a', 'b/c/index.html': 'new b' });
    let renames = 0;
    const failing = (from: string, to: string) => {
      // The stale file, then a/index.html aside and in, then b/c/index.html fails.
      if (++renames === 4) throw new Error('disk gone');
      renameSync(from, to);
    };
    expect(() => swapInChanges(staging, target, new Set(['kept.html']), { renameFile: failing })).toThrow('disk gone');
    expect(contents(target)).toEqual(before);
    expect(readdirSync(target).sort()).toEqual(['a', 'kept.html', 'stale.html']);
    expect(contents(staging)).toEqual({ 'a/index.html': 'new a', 'b/c/index.html': 'new b' });
    expect(readdirSync(work).sort()).toEqual(['out', 'out.tmp-x']);
  });

  it('takes what the output holds from the caller when given (dev: what its previous build put there), without listing it', () => {
    const { target, staging } = folders({ 'index.html': 'home', 'old/index.html': 'old', 'unknown.txt': 'not listed' }, { 'index.html': 'new home' });
    expect(swapInChanges(staging, target, new Set(), { present: new Set(['index.html', 'old/index.html']) })).toBe(true);
    expect(contents(target)).toEqual({ 'index.html': 'new home', 'unknown.txt': 'not listed' });
  });

  it('changes nothing and says so when a kept file is not inside the output', () => {
    const { target, staging } = folders({ 'index.html': 'home' }, { 'index.html': 'new home' });
    expect(swapInChanges(staging, target, new Set(['blog/index.html']))).toBe(false);
    expect(contents(target)).toEqual({ 'index.html': 'home' });
  });
});
