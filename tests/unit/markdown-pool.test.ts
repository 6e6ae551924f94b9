import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyValueCache } from '../../pipeline/key-value-cache.ts';
import { markdownKey, startMarkdown, type MarkdownBody } from '../../pipeline/markdown-pool.ts';
import { digestBody } from '../../pipeline/content-file-memo.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'markdown-pool-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Bodies keyed as a build keys them, with no placeholders; `asked` lists the bodies whose text was asked for. */
function keyed(texts: string[], asked: string[] = []): MarkdownBody[] {
  return texts.map((text) => ({ key: markdownKey('salt', digestBody(text), {}), text: () => { asked.push(text); return text; } }));
}

describe('startMarkdown', () => {
  it("puts each body's HTML in the cache under its key, rendering equal bodies once and cached ones never", async () => {
    const cache = await KeyValueCache.open(path.join(dir, 'order.kv'));
    cache.set(markdownKey('salt', digestBody('cached *body*'), {}), '<p>from the cache</p>');
    const asked: string[] = [];
    const bodies = keyed(['# First', 'cached *body*', 'A **second** one', '# First'], asked);
    const done = await startMarkdown(bodies, cache).finish();
    expect(bodies.map((b) => cache.get(b.key))).toEqual(['<h1 id="first">First</h1>', '<p>from the cache</p>', '<p>A <strong>second</strong> one</p>', '<h1 id="first">First</h1>']);
    expect(done).toEqual({ rendered: 2, threads: 1 });
    // The text of a cached body is never asked for (a rebuild need not read its file), nor that of a repeated one.
    expect(asked).toEqual(['# First', 'A **second** one']);
  });

  it('keeps the cached bodies it used for the next build, and renders nothing for no bodies', async () => {
    const file = path.join(dir, 'kept.kv');
    const first = await KeyValueCache.open(file);
    first.set('used', '<p>used</p>');
    first.set('unused', `<p>${'unused '.repeat(50)}</p>`);
    await first.save();
    const cache = await KeyValueCache.open(file);
    expect(await startMarkdown([{ key: 'used', text: () => 'never asked' }], cache).finish()).toEqual({ rendered: 0, threads: 1 });
    await cache.save();
    const next = await KeyValueCache.open(file);
    expect([next.get('used'), next.get('unused')]).toEqual(['<p>used</p>', undefined]);
    expect(await startMarkdown([], cache).finish()).toEqual({ rendered: 0, threads: 1 });
  });
});

describe('startMarkdown with bodies left for the render step', () => {
  it('renders none of at most `deferUpTo` bodies, and makes each once, into the cache, when a page asks for it', async () => {
    const cache = await KeyValueCache.open(path.join(dir, 'deferred.kv'));
    cache.set(markdownKey('salt', digestBody('cached *body*'), {}), '<p>from the cache</p>');
    const [first, cached, second] = keyed(['# First', 'cached *body*', 'A **second** one']);
    const run = startMarkdown([first!, cached!, second!], cache, 2);
    expect(await run.finish()).toEqual({ rendered: 0, threads: 1 });
    expect(run.deferred).toEqual([[first!.key, '# First'], [second!.key, 'A **second** one']]);
    expect(cache.get(first!.key)).toBeUndefined();
    expect(run.html(cached!.key)).toBe('<p>from the cache</p>');
    const made = run.html(second!.key);
    expect(made).toBe(run.html(second!.key));
    expect(await made).toBe('<p>A <strong>second</strong> one</p>');
    expect(cache.get(second!.key)).toBe('<p>A <strong>second</strong> one</p>');
    expect(run.html('unknown')).toBeUndefined();
  });

  it('renders them all in its own step when there are more than `deferUpTo`', async () => {
    const cache = await KeyValueCache.open(path.join(dir, 'not-deferred.kv'));
    const bodies = keyed(['# First', 'A **second** one', 'A third']);
    const run = startMarkdown(bodies, cache, 2);
    expect(run.deferred).toEqual([]);
    expect(await run.finish()).toEqual({ rendered: 3, threads: 1 });
    expect(bodies.map((b) => run.html(b.key))).toEqual(['<h1 id="first">First</h1>', '<p>A <strong>second</strong> one</p>', '<p>A third</p>']);
  });
});

describe('markdownKey', () => {
  const site = { phone: { display: '(555) 010-0100' }, hours: 'Mon-Fri' };
  const key = (body: string, facts: unknown = site, salt = 'salt') => markdownKey(salt, digestBody(body), facts);

  it('stays the same while the body and the values of the placeholders it uses stay the same', () => {
    expect(key('Call {phone.display}.')).toBe(key('Call {phone.display}.', { ...site, unrelated: 'changed' }));
  });

  it('changes with the body, the salt, or the value of a placeholder the body uses', () => {
    const base = key('Call {phone.display}.');
    expect(key('Call {phone.display}!')).not.toBe(base);
    expect(key('Call {phone.display}.', site, 'other salt')).not.toBe(base);
    expect(key('Call {phone.display}.', { ...site, phone: { display: '(555) 010-0199' } })).not.toBe(base);
  });

  it('tells a missing fact (left as written) from a fact whose value is the text "null"', () => {
    expect(key('Open {hours}.', {})).not.toBe(key('Open {hours}.', { hours: 'null' }));
  });
});
