import { describe, expect, it } from 'vitest';
import { factPaths, fillDeep, fillMarkdown, fillText, findPlaceholders, lookupFact } from '../../pipeline/content/placeholders.ts';

const site = { name: 'Ridgeline', foundedYear: 2018, phone: { display: '(719) 555-0142' }, payment: { methods: ['Cash'] }, links: { policyService: null } };

describe('findPlaceholders', () => {
  it('finds each {path} with its 0-based index', () => {
    expect(findPlaceholders('Call {phone.display} or email {email}.')).toEqual([{ path: 'phone.display', index: 5 }, { path: 'email', index: 30 }]);
  });

  it('ignores braces that are not placeholders', () => {
    expect(findPlaceholders('a {} b { x } c {1abc} d {a-b}')).toEqual([]);
  });

  it('finds nothing in plain text', () => {
    expect(findPlaceholders('From $75')).toEqual([]);
  });
});

describe('lookupFact', () => {
  it('returns text and numbers as text', () => {
    expect(lookupFact(site, 'phone.display')).toBe('(719) 555-0142');
    expect(lookupFact(site, 'foundedYear')).toBe('2018');
  });

  it('returns undefined for a missing path, a list, a block or null', () => {
    expect(lookupFact(site, 'phone.e164')).toBeUndefined();
    expect(lookupFact(site, 'payment.methods')).toBeUndefined();
    expect(lookupFact(site, 'phone')).toBeUndefined();
    expect(lookupFact(site, 'links.policyService')).toBeUndefined();
    expect(lookupFact(site, 'name.first')).toBeUndefined();
  });
});

describe('factPaths', () => {
  it('lists the dotted path of every text or number fact', () => {
    expect(factPaths(site)).toEqual(['name', 'foundedYear', 'phone.display']);
  });

  it('lists nothing for a non-object', () => {
    expect(factPaths(null)).toEqual([]);
    expect(factPaths(['a'])).toEqual([]);
  });
});

describe('fillMarkdown', () => {
  it('fills a fact into Markdown as the text it is: every punctuation mark escaped, so it adds no picture, link, HTML or quote', () => {
    const facts = { pixel: '![p](https://t.example/p.png) <b>x</b>', quotes: '> > deep' };
    expect(fillMarkdown('See {pixel} and {quotes}.', facts)).toBe('See \\!\\[p\\]\\(https\\:\\/\\/t\\.example\\/p\\.png\\) \\<b\\>x\\<\\/b\\> and \\> \\> deep.');
  });

  it('puts a fact with line breaks on one line, so the filled text keeps the lines of the text as written', () => {
    expect(fillMarkdown('a {f} b\nc', { f: 'one\ntwo\r\nthree' })).toBe('a one two three b\nc');
  });
});

describe('fillText and fillDeep', () => {
  it('replace known placeholders and leave unknown ones visible', () => {
    expect(fillText('{name} since {foundedYear}, {nope}', site)).toBe('Ridgeline since 2018, {nope}');
  });

  it('fill every string of a nested value and keep its shape', () => {
    const value = { title: 'About {name}', list: ['Call {phone.display}', 3], flag: true, empty: null };
    expect(fillDeep(value, site)).toEqual({ title: 'About Ridgeline', list: ['Call (719) 555-0142', 3], flag: true, empty: null });
  });

  it('copy only the objects and arrays that lead to a filled string, never change the value, and return it as it is when there is nothing to fill', () => {
    const value = { plain: { text: 'no placeholder', list: ['a', 'b'] }, filled: { items: ['x', 'Call {phone.display}'] } };
    const before = structuredClone(value);
    const filled = fillDeep(value, site);
    expect(filled).toEqual({ plain: { text: 'no placeholder', list: ['a', 'b'] }, filled: { items: ['x', 'Call (719) 555-0142'] } });
    expect(value).toEqual(before);
    expect(filled).not.toBe(value);
    expect(filled.filled).not.toBe(value.filled);
    expect(filled.filled.items).not.toBe(value.filled.items);
    expect(filled.plain).toBe(value.plain);
    expect(fillDeep(value.plain, site)).toBe(value.plain);
  });
});
