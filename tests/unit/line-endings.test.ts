import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../pipeline/build.ts';
import { copyOfData, root, treeHash, validateLines } from './fixture-harness.ts';
import { allFiles } from './built-site.ts';

/** Every YAML and Markdown file under `dir`, as an editor on Windows saves it: CRLF line breaks and a byte-order mark. */
async function saveAsWindows(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(yaml|md)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    await writeFile(file, `\uFEFF${text.replace(/\r?\n/g, '\r\n')}`);
    count += 1;
  }
  return count;
}

describe('content saved with Windows line endings and a byte-order mark', () => {
  let work: string;
  let lf: Awaited<ReturnType<typeof copyOfData>>;
  let crlf: Awaited<ReturnType<typeof copyOfData>>;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'line-endings-'));
    lf = await copyOfData();
    crlf = await copyOfData();
    expect(await saveAsWindows(crlf.dataDir)).toBeGreaterThan(20);
  });
  afterAll(async () => {
    await Promise.all([lf.cleanup(), crlf.cleanup(), rm(work, { recursive: true, force: true })]);
  });

  it('validates with no errors and no warnings that the LF copy does not have', async () => {
    expect(await validateLines(crlf.dataDir, crlf.dir)).toEqual(await validateLines(lf.dataDir, lf.dir));
    expect((await validateLines(crlf.dataDir, crlf.dir)).filter((l) => / error /.test(l))).toEqual([]);
  });

  it('builds the same output as the LF copy, with no carriage return in any text file', async () => {
    const quiet = () => {};
    const a = path.join(work, 'lf');
    const b = path.join(work, 'crlf');
    expect((await buildSite({ root, dataDir: lf.dataDir, outDir: a, strict: false, noindex: false, log: quiet })).ok).toBe(true);
    const windows = await buildSite({ root, dataDir: crlf.dataDir, outDir: b, strict: false, noindex: false, log: quiet });
    expect(windows.messages.filter((m) => m.severity === 'error')).toEqual([]);
    expect([...(await treeHash(b)).entries()]).toEqual([...(await treeHash(a)).entries()]);
    const text = (await allFiles(b)).filter((f) => /\.(html|json|xml|txt|js|css|webmanifest)$/.test(f));
    expect(text.length).toBeGreaterThan(40);
    const withCr: string[] = [];
    for (const f of text) if ((await readFile(path.join(b, f), 'utf8')).includes('\r')) withCr.push(f);
    expect(withCr).toEqual([]);
  });
});
