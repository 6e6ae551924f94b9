import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadAndCheck } from '../../pipeline/check/check-content.ts';
import type { ParsedFile } from '../../pipeline/content/load-content.ts';
import { openStore, type Store } from '../../pipeline/cache/store.ts';
import { toolchainKey } from '../../pipeline/cache/toolchain-key.mjs';
import { sortMessages } from '../../pipeline/messages/messages.ts';
import { copyOfData, editFile, root } from './fixture-harness.ts';

/**
 * In dev, a file given back unchanged keeps the messages the per-file rules found in it, and only what changed is
 * checked again. Whatever is kept, the messages must be those of a check from scratch of the same folder.
 */
let copy: Awaited<ReturnType<typeof copyOfData>>;
let store: Store;
const TODAY = '2026-11-27';

beforeAll(async () => {
  copy = await copyOfData();
  store = openStore(root, toolchainKey(root));
  // Mistakes of per-file rules in three files: a Markdown pitfall, an invisible character, a year in digits.
  await editFile(path.join(copy.dataDir, 'posts/kitchen-renovation.md'), (t) => `${t.trimEnd()}\n\n##Budget first\n`);
  await editFile(path.join(copy.dataDir, 'posts/spring-maintenance.md'), (t) => t.replace(/^category: (\w{4})/m, 'category: $1\u200B'));
  await editFile(path.join(copy.dataDir, 'faq.yaml'), (t) => t.replace(/(answer: ")/, '$1We have served the area since 2018. '));
});
afterAll(async () => {
  store?.close();
  await copy?.cleanup();
});

const lines = (messages: { file: string; line: number; column: number; rule: string; message: string }[]) =>
  sortMessages(messages as never).map((m: { file: string; line: number; column: number; rule: string; message: string }) => `${m.file}:${m.line}:${m.column} ${m.rule} ${m.message}`);

async function check(previous?: ReadonlyMap<string, ParsedFile>, changed: string[] = []) {
  const unchanged = previous ? (rel: string) => (changed.includes(rel) ? undefined : previous.get(rel)) : undefined;
  const result = await loadAndCheck({ root, dataDir: copy.dataDir, cwd: copy.dir, store, options: { today: TODAY }, unchanged });
  return { lines: lines(result.messages), files: result.value.content.parsed };
}

describe('a check that keeps unchanged files', () => {
  it('gives the messages of a check from scratch after a file is fixed', async () => {
    const first = await check();
    expect(first.lines.some((l) => l.includes('markdown/heading-space')), first.lines.join('\n')).toBe(true);
    await editFile(path.join(copy.dataDir, 'posts/kitchen-renovation.md'), (t) => t.replace('##Budget first', '## Budget first'));
    const kept = await check(first.files, ['posts/kitchen-renovation.md']);
    expect(kept.lines).toEqual((await check()).lines);
    expect(kept.lines.some((l) => l.includes('markdown/heading-space'))).toBe(false);
    expect(kept.lines.some((l) => l.includes('U+200B'))).toBe(true);
  });

  it('checks every file again when site.yaml changes, since the per-file rules read its facts', async () => {
    const first = await check();
    expect(first.lines.some((l) => l.startsWith('data/faq.yaml') && l.includes('text/founded-year'))).toBe(true);
    await editFile(path.join(copy.dataDir, 'site.yaml'), (t) => t.replace('foundedYear: 2018', 'foundedYear: 2017'));
    const kept = await check(first.files, ['site.yaml']);
    expect(kept.lines).toEqual((await check()).lines);
    expect(kept.lines.find((l) => l.startsWith('data/faq.yaml') && l.includes('text/founded-year'))).toContain('another founding year');
  });
});
