import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../pipeline/check.ts';
import { loadContent, type ParseCache } from '../../pipeline/load.ts';
import { copyOfData, root } from './fixture-harness.ts';

/** An in-memory parse cache that counts what it served and what it stored. */
function memoryCache() {
  const entries = new Map<string, string>();
  const stats = { hits: 0, stored: 0 };
  const cache: ParseCache = {
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
  return { cache, stats };
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('parse cache', () => {
  it('serves every clean file on the second run, with the same data and the same messages at the same places', async () => {
    const copy = await copyOfData();
    cleanup = copy.cleanup;
    // A cross-file mistake (a duplicate service id) and a warning, so messages must point into cached files.
    const plumbing = path.join(copy.dataDir, 'services/plumbing.yaml');
    await writeFile(plumbing, (await readFile(plumbing, 'utf8')).replace('id: plumbing-02', 'id: plumbing-01'));

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
    const copy = await copyOfData();
    cleanup = copy.cleanup;
    const { cache, stats } = memoryCache();
    await checkContent(copy.dataDir, root, copy.dir, { parseCache: cache });
    const blog = path.join(copy.dataDir, 'blog.yaml');
    await writeFile(blog, `${await readFile(blog, 'utf8')}\nbroken: [unclosed\n`);
    const hitsBefore = stats.hits;
    const { value, messages } = await checkContent(copy.dataDir, root, copy.dir, { parseCache: cache });
    expect(stats.hits - hitsBefore).toBe(value.content.files.length - 1);
    expect(messages).toContainEqual(expect.objectContaining({ file: 'data/blog.yaml', severity: 'error', rule: expect.stringMatching(/^yaml\//) }));
  });

  it('does not keep data that JSON would change, such as an infinite number', async () => {
    const copy = await copyOfData();
    cleanup = copy.cleanup;
    const blog = path.join(copy.dataDir, 'blog.yaml');
    await writeFile(blog, `${await readFile(blog, 'utf8')}\nodd: .inf\n`);
    const { cache } = memoryCache();
    const stored: string[] = [];
    const spy: ParseCache = { ...cache, set: (key, json) => { stored.push(json); cache.set(key, json); } };
    const loaded = await loadContent({ dataDir: copy.dataDir, cwd: copy.dir, parseCache: spy });
    const blogFile = loaded.value.files.find((f) => f.relativePath === 'blog.yaml')!;
    expect((blogFile.data as { odd: number }).odd).toBe(Infinity);
    expect(stored).toHaveLength(loaded.value.files.length - 1);
  });
});
