import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS } from '../../pipeline/file-fingerprint.ts';
import { checkContent } from '../../pipeline/check.ts';
import { loadContent, type ParseCache } from '../../pipeline/load.ts';
import { copyOfData, editFile, root } from './fixture-harness.ts';

/**
 * An in-memory parse cache that counts what it served and what it stored; with `remember`, it has a memo of files
 * too (`memo`), and counts the files recalled from it.
 */
function memoryCache({ remember = false, passes = false } = {}) {
  const entries = new Map<string, string>();
  const memo = new Map<string, string>();
  const passed = new Set<string>();
  const stats = { hits: 0, stored: 0, recalled: 0 };
  const cache: ParseCache = {
    files: remember ? { get: (key) => memo.get(key), set: (key, value) => { memo.set(key, value); } } : undefined,
    passed: passes ? { has: (key) => passed.has(key), add: (key) => { passed.add(key); } } : undefined,
    salt: 'test',
    get: (key) => {
      const value = entries.get(key);
      if (value !== undefined) stats.hits++;
      return value;
    },
    set: (key, json) => {
      stats.stored++;
      entries.set(key, json);
    },
  };
  return { cache, stats, entries, memo, passed };
}

/** As if `ms` had passed since every file was last written (only Date is faked, not the timers). */
async function later<T>(run: () => Promise<T>, ms = SETTLE_MS + 60_000): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}

/** The memo's record of `relativePath`: `fingerprint TAB dataKey TAB bodyHash TAB placeholders`. */
function recordOf(memo: Map<string, string>, dataDir: string, relativePath: string): string[] | undefined {
  const found = [...memo].find(([key]) => key.endsWith(` ${path.join(dataDir, relativePath)}`));
  return found?.[1].split('\t');
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A copy of data/ for one test, removed after it. */
async function dataCopy(): ReturnType<typeof copyOfData> {
  const copy = await copyOfData();
  cleanup = copy.cleanup;
  return copy;
}

describe('parse cache', () => {
  it('serves every clean file on the second run, with the same data and the same messages at the same places', async () => {
    const copy = await dataCopy();
    // A cross-file mistake (a duplicate service id) and a warning, so messages must point into cached files.
    const plumbing = path.join(copy.dataDir, 'services/plumbing.yaml');
    await editFile(plumbing, (text) => text.replace('id: plumbing-02', 'id: plumbing-01'));

    const fresh = await checkContent(copy.dataDir, root, copy.dir);
    const { cache, stats } = memoryCache();
    const first = await checkContent(copy.dataDir, root, copy.dir, { parseCache: cache });
    expect(stats.hits).toBe(0);
    expect(stats.stored).toBe(first.value.content.files.length);
    const second = await checkContent(copy.dataDir, root, copy.dir, { parseCache: cache });
    expect(stats.hits).toBe(first.value.content.files.length);

    expect(second.messages).toEqual(fresh.messages);
    expect(second.messages).toContainEqual(expect.objectContaining({ file: 'data/services/plumbing.yaml', line: 32, rule: 'ref/duplicate-id' }));
    expect(second.value.content.files.map((f) => f.data)).toEqual(fresh.value.content.files.map((f) => f.data));
  });

  it('parses an edited file again and reports its new mistake', async () => {
    const copy = await dataCopy();
    const { cache, stats } = memoryCache();
    await checkContent(copy.dataDir, root, copy.dir, { parseCache: cache });
    const blog = path.join(copy.dataDir, 'blog.yaml');
    await editFile(blog, (text) => `${text}\nbroken: [unclosed\n`);
    const hitsBefore = stats.hits;
    const { value, messages } = await checkContent(copy.dataDir, root, copy.dir, { parseCache: cache });
    expect(stats.hits - hitsBefore).toBe(value.content.files.length - 1);
    expect(messages).toContainEqual(expect.objectContaining({ file: 'data/blog.yaml', severity: 'error', rule: expect.stringMatching(/^yaml\//) }));
  });

  it('does not keep data that JSON would change, such as an infinite number', async () => {
    const copy = await dataCopy();
    const blog = path.join(copy.dataDir, 'blog.yaml');
    await editFile(blog, (text) => `${text}\nodd: .inf\n`);
    const { cache } = memoryCache();
    const stored: string[] = [];
    const spy: ParseCache = { ...cache, set: (key, json) => { stored.push(json); cache.set(key, json); } };
    const loaded = await loadContent({ dataDir: copy.dataDir, cwd: copy.dir, parseCache: spy });
    const blogFile = loaded.value.files.find((f) => f.relativePath === 'blog.yaml')!;
    expect((blogFile.data as { odd: number }).odd).toBe(Infinity);
    expect(stored).toHaveLength(loaded.value.files.length - 1);
  });
});

describe('memo of unchanged files', () => {
  it('remembers every cleanly parsed file once it has settled, and then takes its data from the cache without reading it', async () => {
    const copy = await dataCopy();
    const { cache, entries, memo } = memoryCache({ remember: true });
    const first = await later(() => loadContent({ dataDir: copy.dataDir, cwd: copy.dir, parseCache: cache }));
    expect(memo.size).toBe(first.value.files.length);
    const record = recordOf(memo, copy.dataDir, 'posts/spring-maintenance.md')!;
    expect(record[0]).toMatch(/^\d+\.\d+\.\d+\.\d+\.\d+$/);
    const before = first.value.files.find((f) => f.relativePath === 'posts/spring-maintenance.md')!;
    expect(record.slice(2)).toEqual([before.bodyDigest!.hash, before.bodyDigest!.placeholders.join(' ')]);

    // Data under the remembered key that the file does not hold: only a load that did not read the file returns it.
    entries.set(record[1]!, JSON.stringify({ title: 'Only in the cache' }));
    const second = await later(() => loadContent({ dataDir: copy.dataDir, cwd: copy.dir, parseCache: cache }));
    const recalled = second.value.files.find((f) => f.relativePath === 'posts/spring-maintenance.md')!;
    expect(recalled.data).toEqual({ title: 'Only in the cache' });
    expect(recalled.bodyDigest).toEqual(before.bodyDigest);
    // Its text is still there when something asks for it.
    expect(recalled.body).toBe(before.body);
    expect(recalled.source).toBe(before.source);
    expect(recalled.bodyLine).toBe(before.bodyLine);
  });

  it('reads a remembered file again once it was edited, however long ago', async () => {
    const copy = await dataCopy();
    const { cache } = memoryCache({ remember: true });
    await later(() => loadContent({ dataDir: copy.dataDir, cwd: copy.dir, parseCache: cache }));
    const post = path.join(copy.dataDir, 'posts/spring-maintenance.md');
    await editFile(post, (text) => text.replace(/^title: .*$/m, 'title: "An edited title"').replace('Spring is the best', 'Spring is the finest'));
    const loaded = await later(() => loadContent({ dataDir: copy.dataDir, cwd: copy.dir, parseCache: cache }), 10 * SETTLE_MS);
    const file = loaded.value.files.find((f) => f.relativePath === 'posts/spring-maintenance.md')!;
    expect((file.data as { title: string }).title).toBe('An edited title');
    expect(file.body).toContain('Spring is the finest');
  });

  it('does not remember a file changed less than the settling time ago', async () => {
    const copy = await dataCopy();
    const { cache, memo, stats } = memoryCache({ remember: true });
    const loaded = await loadContent({ dataDir: copy.dataDir, cwd: copy.dir, parseCache: cache });
    // The copy was just made: none of its files has settled.
    expect(memo.size).toBe(0);
    expect(stats.stored).toBe(loaded.value.files.length);
  });

  it('gives the same messages, at the same lines and columns and with the same code frames, for remembered files as for files it reads', async () => {
    const copy = await dataCopy();
    // Mistakes a cleanly parsed file can hold: a wrong placeholder in a body and in a field, and a field of the wrong type.
    const post = path.join(copy.dataDir, 'posts/spring-maintenance.md');
    await editFile(post, (text) => text.replace('readTime: 5 min read', 'readTime: 5'));
    // In another post: a file with a schema problem is not cross-checked.
    const other = path.join(copy.dataDir, 'posts/smart-home-upgrades.md');
    const otherText = await readFile(other, 'utf8');
    const bodyLine = otherText.split('\n').indexOf('---', 1) + 2;
    await writeFile(other, otherText.replace(/\n---\n/, '\n---\nCall {phone.dispaly} today. '));
    const faq = path.join(copy.dataDir, 'faq.yaml');
    await editFile(faq, (text) => text.replace(/(question: ")/, '$1{hours.weekdys} '));
    const fresh = await checkContent(copy.dataDir, root, copy.dir);
    expect(fresh.messages).toContainEqual(expect.objectContaining({ file: 'data/posts/smart-home-upgrades.md', line: bodyLine, column: 6, rule: 'ref/placeholder', frame: expect.stringContaining('{phone.dispaly}') }));
    expect(fresh.messages).toContainEqual(expect.objectContaining({ file: 'data/posts/spring-maintenance.md', rule: expect.stringMatching(/^schema\//) }));
    expect(fresh.messages).toContainEqual(expect.objectContaining({ file: 'data/faq.yaml', rule: 'ref/placeholder', frame: expect.stringContaining('{hours.weekdys}') }));

    const { cache, memo } = memoryCache({ remember: true });
    await later(() => checkContent(copy.dataDir, root, copy.dir, { parseCache: cache }));
    expect(memo.size).toBeGreaterThan(0);
    const remembered = await later(() => checkContent(copy.dataDir, root, copy.dir, { parseCache: cache }));
    expect(remembered.messages).toEqual(fresh.messages);
  });
});

describe('schema passes', () => {
  it("checks a file against its schema once, then trusts the pass kept under the schemas' key and its data's key", async () => {
    const copy = await dataCopy();
    const post = path.join(copy.dataDir, 'posts/spring-maintenance.md');
    await editFile(post, (text) => text.replace('readTime: 5 min read', 'readTime: 5'));
    const { cache, passed } = memoryCache({ passes: true });
    const first = await checkContent(copy.dataDir, root, copy.dir, { parseCache: cache });
    const typeError = expect.objectContaining({ file: 'data/posts/spring-maintenance.md', rule: 'schema/type' });
    expect(first.messages).toContainEqual(typeError);
    // A pass for every file that passed, and none for the post that did not.
    expect(passed.size).toBe(first.value.valid.length);
    for (const key of passed) expect(key).toMatch(/^passed [0-9a-f]{16} [a-z-]+ [0-9a-f]{40}$/);
    const failing = first.value.content.files.find((f) => f.relativePath === 'posts/spring-maintenance.md')!;
    expect([...passed].some((key) => key.endsWith(failing.dataKey!))).toBe(false);

    // A pass planted for the failing post's data: only a check that trusts it, without running the schema, lets it through.
    const schemasKey = [...passed][0]!.split(' ')[1];
    passed.add(`passed ${schemasKey} ${failing.kind.schema} ${failing.dataKey}`);
    const second = await checkContent(copy.dataDir, root, copy.dir, { parseCache: cache });
    expect(second.messages).not.toContainEqual(typeError);
    expect(second.value.valid.map((f) => f.relativePath)).toContain('posts/spring-maintenance.md');
    // Without the kept passes every file is checked again, and the same messages come out as the first time.
    const fresh = await checkContent(copy.dataDir, root, copy.dir, { parseCache: memoryCache().cache });
    expect(fresh.messages).toEqual(first.messages);
  });
});
