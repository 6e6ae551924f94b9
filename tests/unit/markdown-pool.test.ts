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
  it('returns each body\'s HTML in the order the bodies were given, rendering equal bodies once and cached ones never', async () => {
    const cache = await KeyValueCache.open(path.join(dir, 'order.kv'));
    cache.set(markdownKey('salt', digestBody('cached *body*'), {}), '<p>from the cache</p>');
    const asked: string[] = [];
    const done = await startMarkdown(keyed(['# First', 'cached *body*', 'A **second** one', '# First'], asked), cache).finish();
    expect(done.html).toEqual(['<h1 id="first">First</h1>', '<p>from the cache</p>', '<p>A <strong>second</strong> one</p>', '<h1 id="first">First</h1>']);
    expect(done.rendered).toBe(2);
    // The text of a cached body is never asked for (a rebuild need not read its file), nor that of a repeated one.
    expect(asked).toEqual(['# First', 'A **second** one']);
    // What was rendered is cached under the same key for the next build.
    expect(cache.get(markdownKey('salt', digestBody('A **second** one'), {}))).toBe('<p>A <strong>second</strong> one</p>');
  });

  it('gives no HTML for no bodies, and renders nothing', async () => {
    const done = await startMarkdown([], undefined).finish();
    expect(done).toEqual({ html: [], rendered: 0, threads: 1 });
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
