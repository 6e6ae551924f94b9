import { describe, expect, it } from 'vitest';
import { pageFacts, srcsetAddresses } from '../../pipeline/render/page-facts.ts';
import { MAX_PAGE_BYTES, pagesToCheck, verifyOutput, type PublishedPage, type VerifyInput } from '../../pipeline/output/verify-output.ts';

const ORIGIN = 'https://www.site.test';
const page = (path: string, body: string, bytes = body.length): PublishedPage => ({
  path,
  file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
  bytes,
  facts: pageFacts(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`),
});
const shell = (inner: string) => `<a href="#main">Skip</a><nav><a href="/">Home</a><a href="/sitemap.xml">Sitemap</a></nav><main id="main"><h1>Title</h1>${inner}</main>`;

function verify(pages: PublishedPage[], rest: Partial<VerifyInput> = {}) {
  return verifyOutput({
    pages,
    files: new Set([...pages.map((p) => p.file), 'images/logo.svg', 'assets/app-1a2b.js', 'sitemap.xml']),
    redirects: new Set(['/about', '/about/']),
    origin: ORIGIN,
    trusted: new Set(['https://www.google.com']),
    locate: () => undefined,
    pageFile: (file) => `dist/${file}`,
    ...rest,
  });
}
const rules = (messages: { rule: string }[]) => messages.map((m) => m.rule);

describe('what the build reads in a rendered page', () => {
  it('counts the h1s, collects ids and a link\'s names, and every address once, with entities decoded', () => {
    const facts = pageFacts('<h1>A</h1><h2 id="x">B</h2><a name="old"></a><a href="/a?b=1&amp;c=2">1</a><a href="/a?b=1&amp;c=2">2</a><img src="/i.png" srcset="/i-400.png 400w, /i-800.png 800w"><form action="https://forms.test/f"></form><link rel="canonical" href="https://www.site.test/">');
    expect(facts.h1).toBe(1);
    expect(facts.ids).toEqual(['x', 'old']);
    expect(facts.refs).toEqual(['nav /a?b=1&c=2', 'load /i.png', 'load /i-400.png', 'load /i-800.png', 'load https://forms.test/f', 'nav https://www.site.test/']);
  });

  it('reads tags as a browser does: not inside scripts, styles or comments; quotes may hold ">"; any case and quoting', () => {
    const facts = pageFacts([
      '<script type="application/json">{"html":"<a href=\\"/in-script\\">x</a>"}</script>',
      '<style>a[href="/in-style"]{}</style><!-- <a href="/in-comment"> --><title><a href="/in-title"></title>',
      '<A HREF="/upper">u</A><a title="a > b" href="/after-quote">q</a><a href=\'/single\'>s</a><a href=/bare>b</a>',
      '<a href="/first" href="/second">d</a><a href="&#x2F;decoded&#63;x=1">e</a><H1 ID="Top">t</H1>',
    ].join(''));
    expect(facts.refs).toEqual(['nav /upper', 'nav /after-quote', 'nav /single', 'nav /bare', 'nav /first', 'nav /decoded?x=1']);
    expect(facts.ids).toEqual(['Top']);
    expect(facts.h1).toBe(1);
  });

  it('splits a srcset as browsers do, keeping commas inside an address', () => {
    expect(srcsetAddresses('/a,b.png 1x, /c.png 2x,/d.png')).toEqual(['/a,b.png', '/c.png', '/d.png']);
    expect(srcsetAddresses(' /only.png ')).toEqual(['/only.png']);
  });

  it('reads a refresh in a meta element as a link the visitor is sent along', () => {
    expect(pageFacts('<meta http-equiv="Refresh" content="0; URL=\'https://elsewhere.test/\'">').refs).toEqual(['nav https://elsewhere.test/']);
  });
});

describe('the build checking its own output', () => {
  it('passes a site whose links, fragments, files and redirects all arrive', () => {
    const pages = [
      page('/', shell('<a href="/faq#q1">Q1</a><a href="/about">About</a><img src="/images/logo.svg"><script src="/assets/app-1a2b.js"></script><a href="https://www.site.test/faq/">FAQ</a><a href="tel:+15550100">Call</a><a href="mailto:a@b.test">Mail</a><a href="https://elsewhere.test/">Elsewhere</a><iframe src="https://www.google.com/maps?q=x"></iframe><a href="/faq#top">Top</a>')),
      page('/faq', shell('<h2 id="q1">Q1</h2><a href="/sitemap.xml">Sitemap</a>')),
    ];
    expect(verify(pages)).toEqual([]);
  });

  it('refuses a link to a path that is neither a page, a file nor a redirect, wherever it was written (menu, text, full address)', () => {
    const messages = verify([
      page('/', shell('<a href="/servics">Services</a><a href="https://www.site.test/nowhere">x</a>')),
      page('/faq', shell('<a href="/servics">Services</a><a href="/images/gone.png">x</a><a href="/%E0%A4%A">x</a>')),
    ]);
    expect(rules(messages)).toEqual(['output/broken-link', 'output/broken-link', 'output/broken-link', 'output/broken-link']);
    // A link on many pages is one message that names how many.
    expect(messages[0]!.message).toContain('On 2 pages (/, /faq): the link /servics leads to neither');
  });

  it('refuses a #fragment that no element of its page carries, on this page or another', () => {
    const messages = verify([page('/', shell('<a href="#nowhere">x</a><a href="/faq#gone">y</a>')), page('/faq', shell(''))]);
    expect(rules(messages)).toEqual(['output/missing-fragment', 'output/missing-fragment']);
    expect(messages[1]!.message).toContain('leads to /faq, which has no part with the id "gone"');
  });

  it('refuses a page without one h1, and a page over the size limit', () => {
    const messages = verify([page('/', '<main><h1>A</h1><h1>B</h1></main>'), page('/faq', '<main><h2>No title</h2></main>'), page('/blog', shell(''), MAX_PAGE_BYTES + 1)]);
    expect(rules(messages)).toEqual(['output/h1', 'output/h1', 'output/page-size']);
    expect(messages[0]!.message).toContain('there are 2 main headings');
    expect(messages[1]!.message).toContain('there is no main heading');
  });

  it('refuses a picture, script, frame, style or form from a site that is not trusted, in any attribute that loads it', () => {
    const messages = verify([page('/', shell([
      '<img src="https://tracker.test/pixel.gif">',
      '<img src="/images/logo.svg" srcset="https://cdn.test/a.png 2x">',
      '<script src="//cdn.test/x.js"></script>',
      '<link rel="stylesheet" href="https://fonts.test/a.css">',
      '<form action="https://collect.test/post"></form>',
      '<video poster="https://media.test/p.jpg"></video>',
      '<iframe src="https://www.google.com.evil.test/"></iframe>',
    ].join('')))]);
    expect(rules(messages)).toEqual(Array(7).fill('output/untrusted-origin'));
  });

  it('refuses addresses a browser would run or that hide another site, in links and in what a page loads', () => {
    const messages = verify([page('/', shell('<a href="javascript:alert(1)">x</a><a href=" JavaScript:alert(2)">y</a><img src="data:image/svg+xml,<svg/>"><a href="https://www.site.test@evil.test/">z</a><a href="vbscript:x">v</a><a href="http://[::1">w</a>'))]);
    expect(rules(messages)).toEqual(Array(6).fill('output/address'));
  });

  it('points at the content line the text came from, and at the page when no content holds it', () => {
    const located = { file: 'data/navigation.yaml', line: 30, column: 11 };
    const messages = verify([page('/', shell('<a href="/careerz">Careers</a><a href="/x#gone">x</a>'))], {
      locate: (pagePath, text) => (pagePath === '/' && text === '/careerz' ? located : undefined),
    });
    expect(messages[0]).toMatchObject({ ...located, rule: 'output/broken-link', severity: 'error' });
    expect(messages[1]).toMatchObject({ file: 'dist/index.html', line: 0, column: 0 });
  });
});

describe('checking part of an output checked before', () => {
  const home = page('/', shell(''));
  const kept = page('/a', shell('<a href="/b#part">B</a>'));
  const made = page('/b', shell('<h2 id="part">Part</h2><a href="/nowhere">x</a>'));
  const files = new Set(['a/index.html', 'b/index.html']);
  const before = { pages: new Map([['/a', { facts: kept.facts }], ['/b', { facts: page('/b', shell('<h2 id="part">Part</h2>')).facts }]]), files, around: 'r' };

  it('checks the pages made again, and only them, while every page stays a target', () => {
    expect(pagesToCheck([kept, made], before, files, 'r')).toEqual(new Set(['/b']));
    expect(rules(verify([home, kept, made], { only: new Set(['/b']) }))).toEqual(['output/broken-link']);
    expect(verify([home, kept, page('/b', shell('<a href="/a#nothing">a</a>'))], { only: new Set(['/b']) })[0]?.message).toContain('no part with the id "nothing"');
  });

  it('checks every page when a file came or went, the redirects or origins changed, or a page made again lost an id', () => {
    expect(pagesToCheck([kept, made], before, new Set([...files, 'c/index.html']), 'r')).toBeUndefined();
    expect(pagesToCheck([kept, made], before, files, 'other redirects')).toBeUndefined();
    const withoutPart = page('/b', shell('<p>No part any more</p>'));
    expect(pagesToCheck([kept, withoutPart], before, files, 'r')).toBeUndefined();
    expect(rules(verify([home, kept, withoutPart]))).toEqual(['output/missing-fragment']);
  });
});
