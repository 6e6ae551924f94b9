import { describe, expect, it } from 'vitest';
import { bodyRef, resolveBodyRefs } from '../../pipeline/markdown/body-refs.ts';

describe('resolveBodyRefs', () => {
  const html = (key: string) => {
    const found = ({ k1: '<p>One.</p>', k2: '<p>Two.</p>' } as Record<string, string>)[key];
    if (found === undefined) throw new Error(`no HTML for the Markdown body ${key}`);
    return found;
  };

  it('puts the HTML in place of every body reference, however deep, and leaves every other string as it is', () => {
    const value = { page: { html: bodyRef('k1'), title: 'Spring' }, list: [{ html: bodyRef('k2') }, 'body k1', '\uD800'], n: 3, none: null };
    expect(resolveBodyRefs(value, html)).toEqual({ page: { html: '<p>One.</p>', title: 'Spring' }, list: [{ html: '<p>Two.</p>' }, 'body k1', '\uD800'], n: 3, none: null });
  });

  it('never changes the value it is given, and returns the parts without a reference as they are', () => {
    const untouched = { services: [{ name: 'Gutters' }] };
    const value = { untouched, article: { html: bodyRef('k1') } };
    const resolved = resolveBodyRefs(value, html);
    expect(value.article.html).toBe(bodyRef('k1'));
    expect(resolved.untouched).toBe(untouched);
    expect(resolveBodyRefs(untouched, html)).toBe(untouched);
  });

  it('fails, as a bug of the build, when a body it refers to is not known', () => {
    expect(() => resolveBodyRefs({ html: bodyRef('k3') }, html)).toThrow(/no HTML for the Markdown body k3/);
  });
});

describe('bodyRef', () => {
  it('is never equal to text the content can hold: it starts with a lone surrogate, which decoded UTF-8 never has', () => {
    const ref = bodyRef('k1');
    expect(ref.charCodeAt(0)).toBe(0xd800);
    expect(new TextDecoder().decode(new TextEncoder().encode(ref))).not.toBe(ref);
  });
});
