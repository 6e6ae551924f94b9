import { describe, expect, it } from 'vitest';
import { isPublicHost, misspeltScheme, parseBaseUrl, parseEmail, parseMailto, parseOrigin, parseTel, parseWebAddress } from '../../pipeline/hosting/web-address.ts';
import { contentSecurityPolicy } from '../../pipeline/hosting/host-config.ts';

const problem = (parsed: { problem?: string }) => parsed.problem ?? '';

describe('origins for the Content-Security-Policy', () => {
  it.each(['https://formspree.io', 'https://www.google.com', 'https://xn--bcher-kva.example', 'http://127.0.0.1:8787', 'http://localhost:3000'])('accepts %s', (text) => {
    expect(parseOrigin(text)).toEqual({ value: text });
  });

  it.each([
    ['https://*', 'wildcard'], ['https://*.google.com', 'wildcard'], ['https://a;sandbox,b', 'not a site'], ['https://a"b.com', 'not a site'],
    ['https://www.g\u043e\u043egle.com', 'alphabets'], ['https://user@formspree.io', 'user name'], ['http://formspree.io', 'https://'],
    ['https://formspree.io/', 'no path'], ['https://formspree.io/f/x', 'no path'], ['https://FormSpree.io', 'write it as "https://formspree.io"'],
    ['https://intranet', 'needs a dot'], ['formspree.io', 'complete web address'], ['https://form spree.io', 'space'],
  ])('refuses %s, saying why (%s)', (text, why) => {
    expect(problem(parseOrigin(text))).toContain(why);
  });

  it('writes the header from the parsed origins only, whatever the list holds', () => {
    const csp = contentSecurityPolicy({ links: { policyService: null, maps: { a: { embedUrl: 'https://a;sandbox,b/x' } } }, trustedOrigins: ['https://a;sandbox,b'] });
    expect(csp).not.toContain('sandbox');
    expect(csp).toContain("frame-src 'none'");
  });
});

describe('the live site\'s address', () => {
  it('is https:// and a name, nothing after it', () => {
    expect(parseBaseUrl('https://www.ridgeline.com')).toEqual({ value: 'https://www.ridgeline.com' });
    expect(problem(parseBaseUrl('https://www.ridgeline.com@evil.test'))).toContain('user name');
    expect(problem(parseBaseUrl('https://www.ridgeline.com?ref=1'))).toContain('no path, query');
    expect(problem(parseBaseUrl('http://localhost:4173'))).toContain('https://');
  });
});

describe('links to other sites', () => {
  it('are https, without a user name, on a real name', () => {
    expect(parseWebAddress('https://book.example.com/schedule?x=1#top').value?.hostname).toBe('book.example.com');
    expect(problem(parseWebAddress('https://book.example.com@evil.test/schedule'))).toContain('user name');
    expect(problem(parseWebAddress('http://book.example.com/'))).toContain('https://');
    expect(problem(parseWebAddress('https://www.p\u0430ypal.com/'))).toContain('alphabets');
  });
});

describe('email addresses', () => {
  it.each(['hello@ridgeline.com', 'o\'brien+jobs@mail.ridgeline.co.uk'])('accepts %s', (text) => {
    expect(parseEmail(text)).toEqual({ value: text });
  });

  it.each(['hello@ridgeline.com?bcc=spy@evil.test', 'a@b.com,spy@evil.test', 'a b@c.com', 'hello@', '@ridgeline.com', 'hello@localhost', 'hello@ridgeline'])('refuses %s', (text) => {
    expect(problem(parseEmail(text))).not.toBe('');
  });
});

describe('mailto: links', () => {
  it('name one address, nothing after it, and never stop the check on a stray "%"', () => {
    expect(parseMailto('mailto:hello@ridgeline.com')).toEqual({ value: 'hello@ridgeline.com' });
    expect(parseMailto('MAILTO:o%27brien@ridgeline.com')).toEqual({ value: "o'brien@ridgeline.com" });
    expect(problem(parseMailto('mailto:hello@ridgeline.com?bcc=spy@evil.test'))).toContain('nothing after it');
    expect(problem(parseMailto('mailto:a@ridgeline.com,spy@evil.test'))).toContain('one email address');
    expect(problem(parseMailto('mailto:%zz@ridgeline.com'))).toContain('two hex digits');
  });

  it('in a post may be plain http, never with a user name', () => {
    expect(parseWebAddress('http://old-site.example.com/page', { allowHttp: true }).value?.protocol).toBe('http:');
    expect(problem(parseWebAddress('http://a.example.com@evil.test/', { allowHttp: true }))).toContain('user name');
  });
});

describe('public hosts', () => {
  it.each(['formspree.io', '203.0.113.9', 'usebasin.com'])('%s is public', (host) => expect(isPublicHost(host)).toBe(true));
  it.each(['localhost', '127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.20', '169.254.169.254', '100.64.0.1', 'nas.local', 'intranet', '[::1]', '[fd00::1]', '[fe80::1]'])('%s is not', (host) => expect(isPublicHost(host)).toBe(false));
});

describe('the usual slips in an email address and a mailto: link, each in its own words', () => {
  it('says what is wrong: no "@", two of them, a space, a dot at the end, "//" after "mailto:"', () => {
    expect(problem(parseEmail('hello.ridgeline.com'))).toContain('no "@"');
    expect(problem(parseEmail('hello@@ridgeline.com'))).toContain('write "hello@ridgeline.com"');
    expect(problem(parseEmail('hello @ridgeline.com'))).toContain('a space');
    expect(problem(parseEmail('hello@ridgeline.com.'))).toContain('write "hello@ridgeline.com"');
    expect(problem(parseMailto('mailto://hello@ridgeline.com'))).toContain('write "mailto:hello@ridgeline.com"');
  });

  it('writes a mistyped scheme as it should be, and leaves correct ones alone', () => {
    expect(misspeltScheme('mail to:hello@ridgeline.com')).toBe('mailto:hello@ridgeline.com');
    expect(misspeltScheme('mailto://hello@ridgeline.com')).toBe('mailto:hello@ridgeline.com');
    expect(misspeltScheme('email:hello@ridgeline.com')).toBe('mailto:hello@ridgeline.com');
    expect(misspeltScheme('phone:+17195550142')).toBe('tel:+17195550142');
    expect(misspeltScheme('mailto:hello@ridgeline.com')).toBeUndefined();
    expect(misspeltScheme('tel:+17195550142')).toBeUndefined();
    expect(misspeltScheme('/contact')).toBeUndefined();
  });
});

describe('tel: links', () => {
  it.each(['tel:+17195550142', 'tel:+1 (719) 555-0142', 'tel:719.555.0142', 'tel:17195550142', 'tel:+442079460958'])('accepts %s', (link) => {
    expect(parseTel(link).problem).toBeUndefined();
  });

  it('refuses letters (with the digits they stand for) and a US number short of its area code', () => {
    expect(problem(parseTel('tel:1-800-FIX-PIPE'))).toContain('"tel:+18003497473"');
    expect(problem(parseTel('tel:555-0142'))).toContain('7 digits');
    expect(problem(parseTel('tel:+1 555 01'))).toContain('a US number has 10');
  });
});
