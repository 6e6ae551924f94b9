import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fixtureData } from '../fixture-content.ts';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { checkContent, type CheckOptions } from '../../pipeline/check/check-content.ts';
import { sortMessages } from '../../pipeline/messages/messages.ts';
import { markdownBodies } from '../../pipeline/content/assemble.ts';
import { loadMarkdownRenderer } from '../../pipeline/markdown/markdown.ts';

export const root = path.resolve(import.meta.dirname, '../..');

/** A copy of the frozen content (tests/fixtures/site) in a temp folder named data/, to break on purpose. */
export async function copyOfData(): Promise<{ dir: string; dataDir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'content-'));
  const dataDir = path.join(dir, 'data');
  await cp(fixtureData, dataDir, { recursive: true });
  return { dir, dataDir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Rewrites a text file through `change`. */
export async function editFile(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

/** Validate a data folder; messages as `file:line:column severity rule message` lines, paths relative to `cwd`. */
export async function validateLines(dataDir: string, cwd: string, options: CheckOptions = {}): Promise<string[]> {
  const { messages } = await checkContent(dataDir, root, cwd, options);
  return sortMessages(messages).map((m) => `${m.file}:${m.line}:${m.column} ${m.severity} ${m.rule} ${m.message}`);
}

/**
 * A fixture case is tests/fixtures/validation/<case>/ holding `data/...` files that replace or add to a copy of
 * the frozen content, an optional `delete.txt` (paths under data/ to remove, one a line), an optional empty `launch.txt`
 * (validate as `validate --launch` does), an optional `today.txt` (YYYY-MM-DD: the date the case is checked on, so a
 * case about dates never changes its meaning as time passes), an optional `host.txt` (the static host validate is for,
 * as `--host` gives it) and `expected.txt`: the exact messages, one a line, in
 * the format of validateLines.
 */
export async function runFixture(caseDir: string): Promise<{ actual: string[]; expected: string[] }> {
  const copy = await copyOfData();
  try {
    // A launch case starts from the demo content made ready to launch (its own domain and numbers, only ZIPs its
    // checker covers), unless it tests the content as shipped; then its own files go on top.
    const launch = existsSync(path.join(caseDir, 'launch.txt'));
    if (launch && !existsSync(path.join(caseDir, 'shipped.txt'))) await cp(path.join(root, 'tests/fixtures/launch-ready'), copy.dataDir, { recursive: true });
    const overlay = path.join(caseDir, 'data');
    if (existsSync(overlay)) await cp(overlay, copy.dataDir, { recursive: true });
    const deletions = path.join(caseDir, 'delete.txt');
    if (existsSync(deletions)) {
      for (const line of (await readFile(deletions, 'utf8')).split('\n').map((l) => l.trim()).filter(Boolean)) {
        await rm(path.join(copy.dir, line), { recursive: true, force: true });
      }
    }
    const todayFile = path.join(caseDir, 'today.txt');
    const today = existsSync(todayFile) ? (await readFile(todayFile, 'utf8')).trim() : undefined;
    const hostFile = path.join(caseDir, 'host.txt');
    const host = existsSync(hostFile) ? (await readFile(hostFile, 'utf8')).trim() : undefined;
    const actual = await validateLines(copy.dataDir, copy.dir, { today, host, launch });
    const expected = (await readFile(path.join(caseDir, 'expected.txt'), 'utf8')).split('\n').map((l) => l.trimEnd()).filter(Boolean);
    return { actual, expected };
  } finally {
    await copy.cleanup();
  }
}

export async function fixtureCases(): Promise<string[]> {
  const base = path.join(root, 'tests/fixtures/validation');
  return (await readdir(base, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => path.join(base, d.name)).sort();
}

/** Every file under `dir` (relative path) with the SHA-256 of its bytes. */
export async function treeHash(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  async function walk(d: string) {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const abs = path.join(d, entry.name);
      if (entry.isDirectory()) await walk(abs);
      else out.set(path.relative(dir, abs), createHash('sha256').update(await readFile(abs)).digest('hex'));
    }
  }
  await walk(dir);
  return out;
}

export { writeFile };

/** Every Markdown body's HTML, by file, rendered here: what the build's Markdown step gives `assembleContent`. */
export async function renderBodiesInline(files: Parameters<typeof markdownBodies>[0]): Promise<Map<string, string>> {
  const render = await loadMarkdownRenderer();
  return new Map(markdownBodies(files).map((b) => [b.file, render(b.text)]));
}
