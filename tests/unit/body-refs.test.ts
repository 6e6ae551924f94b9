import { describe, expect, it } from 'vitest';
import { bodyRef, resolveBodyRefs } from '../../pipeline/body-refs.ts';

describe('resolveBodyRefs', () => {
  const html = (key: string) => ({ k1: '<p>One.</p>', k2: '<p>Two.</p>' })[key];

  it('puts the HTML in place of every body reference, however deep, and leaves every other string as it is', async () => {
    const value = { page: { html: bodyRef('k1'), title: 'Spring' }, list: [{ html: bodyRef('k2') }, 'body k1', '\uD800'], n: 3, none: null };
    expect(await resolveBodyRefs(value, html)).toEqual({ page: { html: '<p>One.</p>', title: 'Spring' }, list: [{ html: '<p>Two.</p>' }, 'body k1', '\uD800'], n: 3, none: null });
  });

  it('never changes the value it is given, and returns the parts without a reference as they are', async () => {
    const untouched = { services: [{ name: 'Gutters' }] };
    const value = { untouched, article: { html: bodyRef('k1') } };
    const resolved = await resolveBodyRefs(value, html);
    expect(value.article.html).toBe(bodyRef('k1'));
    expect(resolved.untouched).toBe(untouched);
    expect(await resolveBodyRefs(untouched, html)).toBe(untouched);
  });

  it('fails, as a bug of the build, when a body it refers to is not known', async () => {
    await expect(resolveBodyRefs({ html: bodyRef('k3') }, html)).rejects.toThrow(/no HTML for the Markdown body k3/);
  });

  it('waits for HTML still being made, and asks for each body once however often it is referred to', async () => {
    const asked: string[] = [];
    const made = (key: string) => {
      asked.push(key);
      return key === 'k3' ? Promise.resolve('<p>Three.</p>') : html(key);
    };
    const value = { article: { html: bodyRef('k3') }, related: [bodyRef('k3'), bodyRef('k1'), bodyRef('k1')] };
    expect(await resolveBodyRefs(value, made)).toEqual({ article: { html: '<p>Three.</p>' }, related: ['<p>Three.</p>', '<p>One.</p>', '<p>One.</p>'] });
    expect(asked).toEqual(['k3', 'k1']);
  });
});

describe('bodyRef', () => {
  it('is never equal to text the content can hold: it starts with a lone surrogate, which decoded UTF-8 never has', () => {
    const ref = bodyRef('k1');
    expect(ref.charCodeAt(0)).toBe(0xd800);
    expect(new TextDecoder().decode(new TextEncoder().encode(ref))).not.toBe(ref);
  });
});
