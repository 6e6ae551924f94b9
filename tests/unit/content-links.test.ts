import { describe, expect, it } from 'vitest';
import { contentHref, decodedAddress, linkTarget } from '../../pipeline/markdown/content-links.ts';

const base = 'https://site.example/blog/post';

describe('a content link is read as a browser reads it', () => {
  it.each([
    ['//evil.example'], ['/\\evil.example'], ['\\\\evil.example'], ['\\/evil.example'], ['/\t/evil.example'], ['/\n/evil.example'],
    [' //evil.example'], ['\u0000//evil.example'],
  ])('%j leaves the site, and is called off-site', (url) => {
    // The browser's own reading, as the control.
    expect(new URL(url, base).origin).not.toBe('https://site.example');
    expect(linkTarget(url).kind).toBe('off-site-path');
    expect(contentHref(url)).toBeUndefined();
  });

  it.each([
    ['/contact', { kind: 'site', path: '/contact', query: '', fragment: undefined }],
    ['/packages?package=basic#top', { kind: 'site', path: '/packages', query: 'package=basic', fragment: 'top' }],
    ['#before-you-start', { kind: 'same-page', query: '', fragment: 'before-you-start' }],
    ['https://example.com/x', { kind: 'external', scheme: 'https' }],
    ['MAILTO:hello@example.com', { kind: 'external', scheme: 'mailto' }],
    ['tel:+15555550100', { kind: 'external', scheme: 'tel' }],
    ['java\tscript:alert(1)', { kind: 'bad-scheme', scheme: 'javascript' }],
    ['sms:+1555', { kind: 'bad-scheme', scheme: 'sms' }],
    ['faq', { kind: 'relative' }],
    ['../faq', { kind: 'relative' }],
  ])('%j is %j', (url, expected) => {
    expect(linkTarget(url)).toEqual(expected);
  });

  it('stays on the site for every site path it accepts', () => {
    for (const url of ['/contact', '/a//b', '/a\\b', '/%2F%2Fevil.example']) {
      expect(linkTarget(url).kind).toBe('site');
      expect(new URL(url, base).origin).toBe('https://site.example');
    }
  });

  it('points fragments at the prefixed content ids', () => {
    expect(contentHref('#x')).toBe('#user-content-x');
    expect(contentHref('/blog/a#x')).toBe('/blog/a#user-content-x');
    expect(contentHref('#user-content-x')).toBe('#user-content-x');
    expect(contentHref('/contact')).toBe('/contact');
    expect(contentHref('https://example.com/#x')).toBe('https://example.com/#x');
  });
});

describe('an address with %-escapes', () => {
  it('names the file its escapes spell, and is kept as written when they are broken', () => {
    expect(decodedAddress('/images/my%20photo.jpg')).toBe('/images/my photo.jpg');
    expect(decodedAddress('/images/caf%C3%A9.jpg')).toBe('/images/café.jpg');
    expect(decodedAddress('/images/100%.jpg')).toBe('/images/100%.jpg');
    expect(decodedAddress('/images/plain.jpg')).toBe('/images/plain.jpg');
  });
});
