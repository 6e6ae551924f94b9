import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { loadMarkdownRenderer } from '../../pipeline/markdown/markdown.ts';
import { loadMarkdownOutliner, mayUseGfm } from '../../pipeline/markdown/outline.ts';
import { contentHref } from '../../pipeline/markdown/content-links.ts';
import { syntheticPost } from '../bench/synthetic-content.ts';

const renderMarkdown = await loadMarkdownRenderer();

/** Every attribute value and tag the browser could run: no script, no handlers, no dangerous URLs. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i);
}

describe('renderMarkdown drops what could run in a visitor\'s browser', () => {
  it('removes a raw <script> element and keeps the text around it', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHello');
    expectInert(html);
    expect(html).toBe('<p>Hello</p>');
  });

  it('removes an inline <img> with an onerror handler', () => {
    const html = renderMarkdown('Hi <img src=x onerror="alert(1)"> there');
    expectInert(html);
    expect(html).not.toContain('onerror');
    expect(html).toContain('Hi');
    expect(html).toContain('there');
  });

  it.each([
    ['a javascript: link', '[x](javascript:alert(1))'],
    ['a javascript: link in mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['a javascript: reference link', '[x][r]\n\n[r]: javascript:alert(1)'],
    ['a javascript: link written with a decimal entity', '[x](&#106;avascript:alert(1))'],
    ['a javascript: link written with a hex entity', '[x](&#x6A;avascript:alert(1))'],
  ])('keeps the text but drops the address of %s', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expectInert(html);
    expect(html).toBe('<p><a>x</a></p>');
  });

  it('does not turn a javascript: autolink into a working link', () => {
    const html = renderMarkdown('<javascript:alert(1)>');
    expectInert(html);
    expect(html).not.toContain('href');
  });

  it('drops a javascript: image source', () => {
    const html = renderMarkdown('![alt](javascript:alert(1))');
    expectInert(html);
    expect(html).not.toContain('src');
  });

  it('drops a raw <a href="javascript:..."> element', () => {
    const html = renderMarkdown('<a href="javascript:alert(1)">x</a>');
    expectInert(html);
    expect(html).toBe('<p>x</p>');
  });

  it('removes an <iframe>', () => {
    expect(renderMarkdown('<iframe src="https://evil.example"></iframe>')).toBe('');
  });

  it('removes a <style> element', () => {
    expect(renderMarkdown('<style>body{display:none}</style>')).toBe('');
  });

  it('removes a raw HTML block with a handler but keeps the Markdown inside it', () => {
    const html = renderMarkdown('<div onclick="steal()">\n\n**bold**\n\n</div>');
    expectInert(html);
    expect(html).toBe('<p><strong>bold</strong></p>');
  });

  it('removes HTML comments', () => {
    const html = renderMarkdown('<!-- editor note: secret -->\n\nVisible');
    expect(html).not.toContain('secret');
    expect(html).toBe('<p>Visible</p>');
  });

  it('shows `</script>` in code as text and drops a bare </script> tag', () => {
    const html = renderMarkdown('Text with `</script>` code and </script> bare');
    expect(html).not.toMatch(/<\/script>/i);
    expect(html).toContain('<code>&lt;/script&gt;</code>');
  });
});

describe('renderMarkdown keeps ordinary content working', () => {
  it('lets the images of a body load lazily, as the browser reaches them', () => {
    expect(renderMarkdown('![A new deck](/images/blog/deck.jpg)')).toBe('<p><img src="/images/blog/deck.jpg" alt="A new deck" loading="lazy" decoding="async"></p>');
  });

  it('gives a heading a stable id made from its text, with the user-content- prefix', () => {
    expect(renderMarkdown('## Spring Checklist')).toBe('<h2 id="user-content-spring-checklist">Spring Checklist</h2>');
  });

  it('adds -1 to the id of a second heading with the same text', () => {
    const html = renderMarkdown('## Spring Checklist\n\n## Spring Checklist');
    expect(html).toContain('id="user-content-spring-checklist"');
    expect(html).toContain('id="user-content-spring-checklist-1"');
  });

  it('never gives a heading an id the page uses itself (## Page Data is not id="page-data")', () => {
    const html = renderMarkdown('## Page Data\n\n## Icon Data\n\n## Root\n\n## Main');
    expect(html.match(/id="[^"]*"/g)).toEqual(['id="user-content-page-data"', 'id="user-content-icon-data"', 'id="user-content-root"', 'id="user-content-main"']);
  });

  it('points in-page links at the prefixed heading id, also on another page, and leaves a prefixed one as it is', () => {
    const html = renderMarkdown('## Before You Start\n\n[up](#before-you-start) [there](/blog/x#the-order) [again](#user-content-before-you-start)');
    expect(html).toContain('<a href="#user-content-before-you-start">up</a>');
    expect(html).toContain('<a href="/blog/x#user-content-the-order">there</a>');
    expect(html).toContain('<a href="#user-content-before-you-start">again</a>');
  });

  it.each([
    ['a protocol-relative link', '[x](//evil.example/path)'],
    ['a backslash link', '[x](/\\evil.example)'],
    ['a protocol-relative link behind a tab', '[x](</\t/evil.example>)'],
    ['a protocol-relative reference link', '[x][r]\n\n[r]: //evil.example'],
    ['an sms: link', '[x](sms:+15555550100)'],
  ])('keeps the text but no working off-site address of %s', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    const href = /href="([^"]*)"/.exec(html)?.[1];
    expect(html).toContain('>x</a>');
    // Either no address, or one a browser resolves on this site.
    if (href !== undefined) expect(new URL(href.replace(/&amp;/g, '&'), 'https://site.example/blog/post').origin).toBe('https://site.example');
  });

  it('renders lists', () => {
    expect(renderMarkdown('- gutters\n- roof')).toBe('<ul>\n<li>gutters</li>\n<li>roof</li>\n</ul>');
  });

  it('keeps https, site-relative and mailto links', () => {
    const html = renderMarkdown('[ok](https://example.com), [contact](/contact) and [mail](mailto:hello@example.com)');
    expect(html).toContain('<a href="https://example.com">ok</a>');
    expect(html).toContain('<a href="/contact">contact</a>');
    expect(html).toContain('<a href="mailto:hello@example.com">mail</a>');
  });

  it('keeps emphasis and paragraphs', () => {
    expect(renderMarkdown('One *two* **three**.\n\nNext.')).toBe('<p>One <em>two</em> <strong>three</strong>.</p>\n<p>Next.</p>');
  });
});

/** Whether V8 stores the string at one byte per character: its serialized form tags it '"', a two-byte string 'c'. */
function storedOneByte(text: string): boolean {
  const bytes = serialize(text);
  // After the version header; a two-byte string may have one padding byte before its tag.
  return bytes[2] === 0x22;
}

describe('rendered Markdown is stored compactly', () => {
  it('keeps the HTML of a post with headings, tables, task lists, links and pictures at one byte per character', () => {
    const html = renderMarkdown('## Before You Start\n\nCheck the *valve* first.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| x | [y](/faq#top) |\n\n- [x] done\n\n![alt](/images/a.svg) www.example.com');
    expect(html).toContain('<h2 id="user-content-before-you-start">');
    expect(storedOneByte(html)).toBe(true);
  });

  it('keeps text with Latin-1 accents at one byte and text beyond Latin-1 unchanged', () => {
    expect(storedOneByte(renderMarkdown('## Café\n\nSoufflé.'))).toBe(true);
    const wide = renderMarkdown('## Tips\n\nCosts \u20ac40 \u2014 or less.');
    expect(wide).toContain('Costs \u20ac40 \u2014 or less.');
    expect(storedOneByte(wide)).toBe(false);
  });
});

describe('GitHub-flavoured Markdown, as editors write it on GitHub', () => {
  it('renders tables, strike-through, task lists and bare web addresses', () => {
    const html = renderMarkdown('| Job | Price |\n|---|---|\n| Faucet | $89 |\n\n~~old~~ new\n\n- [x] done\n- [ ] to do\n\nSee https://www.example.com/x today.');
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table, scrolls sideways"><table>');
    expect(html).toContain('<td>Faucet</td>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="Done"> done');
    expect(html).toContain('<a href="https://www.example.com/x">https://www.example.com/x</a>');
  });

  it('links footnotes to notes whose ids carry the one content prefix, both ways', () => {
    const html = renderMarkdown('A note.[^1]\n\n[^1]: The footnote.');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(targets.length).toBe(2);
    for (const target of targets) expect(ids).toContain(target);
    expect(ids.every((id) => id!.startsWith('user-content-') && !id!.startsWith('user-content-user-content-'))).toBe(true);
  });

  it('keeps what could run out of a table cell and a footnote', () => {
    const html = renderMarkdown('| a | b |\n|---|---|\n| <script>alert(1)</script> | [x](javascript:alert(1)) |\n\nNote.[^n]\n\n[^n]: <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|javascript:|onerror/i);
  });
});

describe('GitHub-flavoured Markdown where it differs from other Markdown', () => {
  it('links bare addresses as GitHub does: http(s), www. and email, not a word with a dot, ftp: or //host', () => {
    const html = renderMarkdown('See www.example.com, https://x.test/a and jo@example.com; not example.com, ftp://files.example.com or //x.test.');
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="http://www.example.com"', 'href="https://x.test/a"', 'href="mailto:jo@example.com"']);
  });

  it('keeps a table column\'s alignment, a link\'s title, and marks task lists and their items, tight or loose', () => {
    expect(renderMarkdown('| a | b | c |\n|:--|--:|:-:|\n| 1 | 2 | 3 |')).toContain('<th align="left">a</th>\n<th align="right">b</th>\n<th align="center">c</th>');
    expect(renderMarkdown('[FAQ](/faq "Questions & answers")')).toBe('<p><a href="/faq" title="Questions &amp; answers">FAQ</a></p>');
    expect(renderMarkdown('- [x] tight\n- plain')).toBe('<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" checked disabled aria-label="Done"> tight</li>\n<li>plain</li>\n</ul>');
    const loose = renderMarkdown('1. [ ] loose\n\n2. [X] done');
    expect(loose).toContain('<ol class="contains-task-list">');
    expect(loose).toContain('<li class="task-list-item">\n<p><input type="checkbox" disabled aria-label="Not done"> loose</p>');
    expect(loose).toContain('<input type="checkbox" checked disabled aria-label="Done"> done');
    // Not a task: no space after the box, or nothing but the box.
    expect(renderMarkdown('- [x]done\n- [ ]')).not.toContain('<input');
  });

  it('keeps a single tilde as written, so "~$50 to ~$80" is not struck through', () => {
    expect(renderMarkdown('About ~$50 to ~$80, ~~was $120~~.')).toBe('<p>About ~$50 to ~$80, <del>was $120</del>.</p>');
  });

  it('reads ^[text] as text, not as a footnote (GitHub has no inline footnotes)', () => {
    expect(renderMarkdown('Price^[estimate] only.')).toBe('<p>Price^[estimate] only.</p>');
  });

  it('numbers a second reference to one note and links back to each', () => {
    const html = renderMarkdown('One[^a] two[^a].\n\n[^a]: Note.');
    expect(html).toContain('id="user-content-fnref-a"');
    expect(html).toContain('id="user-content-fnref-a-2"');
    expect(html).toContain('aria-label="Back to reference 1-2"');
  });

  it('ignores a byte-order mark at the start of the text', () => {
    expect(renderMarkdown('\uFEFF## Title')).toBe('<h2 id="user-content-title">Title</h2>');
  });
});

describe('the check and the renderer read a body alike', () => {
  // The check reads Markdown with remark (for line and column), the renderer with markdown-it (for speed): a link the
  // check never saw, or a heading id it computed otherwise, would pass validation and then break on the page.
  const texts = [
    ...Array.from({ length: 40 }, (_, i) => syntheticPost(i)),
    '## Before You Start\n\n## Before You Start\n\n### `code` & *em* ![photo](/images/a.jpg)\n\n# Café “quotes”\n\nSetext *x*\n---',
    'See [the FAQ](/faq), [a part](/blog/x#The-Order "t"), <https://example.com/a>, www.example.org and jo@example.com.',
    '[ref]: /services "Title"\n\nUse [ref], [Ref][] and [text][ref]; ![img][pic].\n\n[pic]: /images/b.svg',
    '| a | [cell](/contact) |\n|---|---|\n| ~~x~~ | ![i](/images/c.svg) |\n\n- [x] [done](/about)\n\nNote.[^1]\n\n[^1]: With [a link](/terms).',
    '[space](</a b>) [accent](/café) [query](/x?a=1&b=2#frag) [mail](mailto:x@y.z) [tel](tel:+15555550100)',
    '> quote with [link](/q)\n>\n> 1. [in list](/l)\n\n    [in code](/not-a-link)\n\n`[in code](/no)`',
  ];
  const normal = (url: string) => { try { return decodeURI(url); } catch { return url; } };

  it('gives every heading the id the check expects', async () => {
    const outline = await loadMarkdownOutliner();
    for (const text of texts) {
      const rendered = [...renderMarkdown(text).matchAll(/<h[1-6] id="user-content-([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      expect(rendered, text.slice(0, 60)).toEqual([...outline(text).headingIds]);
    }
  });

  it('renders exactly the link and image addresses the check found', async () => {
    const outline = await loadMarkdownOutliner();
    for (const text of texts) {
      const html = renderMarkdown(text).replace(/<section data-footnotes[\s\S]*?<ol>|<a href="#user-content-fn[^"]*"[^>]*>|<a href="#user-content-fnref[^"]*"[^>]*>/g, '');
      const rendered = new Set([...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => normal(m[1]!.replace(/&amp;/g, '&'))));
      const found = new Set(outline(text).links.flatMap((link) => contentHref(link.url) ?? []).map(normal));
      expect([...rendered].sort(), text.slice(0, 60)).toEqual([...found].sort());
    }
  });
});

describe('GitHub\'s additions, parsed by the check only where a text may use them', () => {
  it('takes every form GitHub adds for one that may use them', () => {
    for (const text of ['| a | b |', '~~x~~', '- [ ] task', '- [x] done', 'note[^1]', 'see www.example.com', 'https://x.test', 'http://x.test', 'mail hello@example.com']) {
      expect(mayUseGfm(text), text).toBe(true);
    }
    expect(mayUseGfm('## Heading\n\nPlain *text* with [a link](/faq) and **bold**.')).toBe(false);
  });

  it('outlines a text without them exactly as the parser with them would', async () => {
    const outline = await loadMarkdownOutliner();
    const texts = Array.from({ length: 60 }, (_, i) => syntheticPost(i)).filter((text) => !mayUseGfm(text));
    expect(texts.length).toBeGreaterThan(50);
    for (const text of texts) expect(outline(text, false)).toEqual(outline(text, true));
  });
});
