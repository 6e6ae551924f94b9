import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyValueCache, sha1 } from '../../pipeline/build-cache.ts';
import { startMarkdown } from '../../pipeline/markdown-pool.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'markdown-pool-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('startMarkdown', () => {
  it('returns each body\'s HTML in the order the bodies were given, rendering equal bodies once and cached ones never', async () => {
    const cache = await KeyValueCache.open(path.join(dir, 'order.kv'));
    cache.set(sha1('salt', 'cached *body*'), '<p>from the cache</p>');
    const bodies = ['# First', 'cached *body*', 'A **second** one', '# First'];
    const done = await startMarkdown(bodies, cache, 'salt').finish();
    expect(done.html).toEqual(['<h1 id="first">First</h1>', '<p>from the cache</p>', '<p>A <strong>second</strong> one</p>', '<h1 id="first">First</h1>']);
    expect(done.rendered).toBe(2);
    // What was rendered is cached under the same key for the next build.
    expect(cache.get(sha1('salt', 'A **second** one'))).toBe('<p>A <strong>second</strong> one</p>');
  });

  it('gives no HTML for no bodies, and renders nothing', async () => {
    const done = await startMarkdown([], undefined, 'salt').finish();
    expect(done).toEqual({ html: [], rendered: 0, threads: 1 });
  });
});
