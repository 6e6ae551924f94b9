import { describe, expect, it } from 'vitest';
import { cleanSvg, type CleanedSvg, type SvgProblem } from '../../pipeline/images/svg-clean.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const utf8 = (text: string) => new TextEncoder().encode(text);
const clean = (text: string): CleanedSvg => cleanSvg(utf8(text));
/** A drawing around `inside`, with the svg and xlink namespaces declared. */
const drawing = (inside: string) => `<svg ${SVG} ${XLINK} viewBox="0 0 10 10">\n${inside}\n</svg>\n`;
const messages = (result: CleanedSvg) => result.problems.map((p) => p.message);

/** The file's text from a problem's line and column on: what it points at. */
const pointedAt = (text: string, { line, column }: SvgProblem) => text.split('\n')[line - 1]!.slice(column - 1);

/** Expects the file refused with one problem whose message has each of `words`, pointing at text starting with `start`. */
function expectRefused(text: string, words: string[], start?: string): SvgProblem {
  const result = clean(text);
  expect(result.value).toBeUndefined();
  const problem = result.problems.find((p) => words.every((word) => p.message.includes(word)));
  expect(problem, `a problem with ${words.join(', ')} among ${JSON.stringify(messages(result))}`).toBeDefined();
  if (start !== undefined) expect(pointedAt(text, problem!)).toMatch(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  return problem!;
}

function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const [first, second] = endian === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
    bytes[2 + 2 * i] = first;
    bytes[3 + 2 * i] = second;
  }
  return bytes;
}

const INKSCAPE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg
   width="210mm"
   height="297mm"
   viewBox="0 0 210 297"
   version="1.1"
   id="svg5"
   inkscape:version="1.3 (0e150ed6c4, 2023-07-21)"
   sodipodi:docname="logo.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" inkscape:zoom="0.5"><inkscape:page x="0" y="0" width="210" height="297" id="page2" /></sodipodi:namedview>
  <defs id="defs2">
    <linearGradient inkscape:collect="always" id="blue"><stop style="stop-color:#0044aa;stop-opacity:1" offset="0" id="stop1" /></linearGradient>
    <filter id="soft" x="-0.1" y="-0.1" width="1.2" height="1.2"><feGaussianBlur stdDeviation="0.5" in="SourceGraphic" /></filter>
  </defs>
  <metadata id="metadata1"><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage" /><cc:license rdf:resource="http://creativecommons.org/licenses/by/4.0/" /></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" transform="translate(-10,-20)">
    <path style="fill:url(#blue);stroke:#000000;stroke-width:0.26" d="M 10,10 H 60 V 50 Z" id="path1" sodipodi:nodetypes="cccc" filter="url(#soft)" />
    <use xlink:href="#path1" x="5" class="copy" />
    <text xml:space="preserve" style="font-size:10.6px;font-family:Sans;-inkscape-font-specification:'Sans'" x="12" y="80" id="text1"><tspan sodipodi:role="line" id="tspan1" x="12" y="80">Smith &amp; Sons &lt;Handyman&gt;</tspan></text>
  </g>
</svg>
`;

describe('cleanSvg: a drawing that is clean', () => {
  it('keeps a clean Inkscape file\'s drawing and leaves out what only Inkscape reads', () => {
    const result = clean(INKSCAPE);
    expect(result.problems).toEqual([]);
    const out = result.value!;
    for (const kept of ['viewBox="0 0 210 297"', 'width="210mm"', 'height="297mm"', 'id="svg5"', '<linearGradient id="blue">',
      'style="fill:url(#blue);stroke:#000000;stroke-width:0.26"', 'd="M 10,10 H 60 V 50 Z"', 'filter="url(#soft)"',
      '<feGaussianBlur stdDeviation="0.5" in="SourceGraphic"/>', 'transform="translate(-10,-20)"', '<use xlink:href="#path1" x="5" class="copy"/>',
      'xml:space="preserve"', 'Smith &amp; Sons &lt;Handyman&gt;', `xmlns:xlink="http://www.w3.org/1999/xlink"`]) {
      expect(out).toContain(kept);
    }
    expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /);
    for (const gone of ['sodipodi', 'inkscape:', 'xmlns:inkscape', 'metadata', 'rdf', 'dc:', 'cc:', 'creativecommons', '<!--']) expect(out).not.toContain(gone);
    // What editors keep for themselves is left out without a word.
    expect(result.dropped).toEqual([]);
  });

  it('accepts a UTF-8 file that starts with a byte order mark, and drops the mark', () => {
    const result = cleanSvg(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(drawing('<circle cx="5" cy="5" r="4" fill="#c00"/>'))]));
    expect(result.problems).toEqual([]);
    expect(result.value).toMatch(/^<\?xml/);
    expect(result.value).toContain('<circle cx="5" cy="5" r="4" fill="#c00"/>');
  });

  it('writes the same file again when its own output is cleaned (idempotent)', () => {
    for (const text of [INKSCAPE, drawing('<text x="1" y="2" aria-label="a &quot;quoted&quot; &amp; tabbed&#9;label">1 &lt; 2 &gt; 0</text><style><![CDATA[g > rect { fill: url(#blue) }]]></style>'),
      `<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:g><svg:rect width="1" height="1"/></svg:g></svg:svg>`]) {
      const once = clean(text);
      expect(once.problems).toEqual([]);
      const twice = clean(once.value!);
      expect(twice.problems).toEqual([]);
      expect(twice.value).toBe(once.value);
    }
  });

  it('keeps escaped characters in text and attribute values exactly as they read', () => {
    const result = clean(drawing('<text id="t" data-x="1" aria-label="&quot;a&quot; &lt; b &amp;&#10;c">x &lt; y &amp; z</text><style>g>rect{fill:#fff}</style>'));
    expect(result.problems).toEqual([]);
    expect(result.value).toContain('aria-label="&quot;a&quot; &lt; b &amp;&#10;c"');
    expect(result.value).toContain('>x &lt; y &amp; z</text>');
    expect(result.value).toContain('<style>g&gt;rect{fill:#fff}</style>');
  });

  it('writes a prefixed svg: drawing in the default namespace, which renders the same', () => {
    const result = clean('<svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="4"><svg:rect width="1" height="1"/></svg:svg>');
    expect(result.value).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="4"><rect width="1" height="1"/></svg>');
    expect(result.value).not.toContain('xmlns:xlink');
  });

  it('keeps an embedded PNG picture and a link to a part of the drawing', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const result = clean(drawing(`<image href="${png}" width="4" height="4"/><a href="#top"><rect id="top" width="1" height="1" fill="url(#g)"/></a>`));
    expect(result.problems).toEqual([]);
    expect(result.value).toContain(`<image href="${png}" width="4" height="4"/>`);
    expect(result.value).toContain('<a href="#top">');
  });

  it('leaves out, and lists, what is neither drawing nor danger nor an editor\'s own', () => {
    const result = clean(drawing('<g data-name="Layer" id="a"><blink>x</blink><foo:bar xmlns:foo="urn:foo"><rect/></foo:bar></g><a href="#a" target="_blank"/>'));
    expect(result.problems).toEqual([]);
    expect(result.value).toContain('<g id="a"/>');
    expect(result.value).toContain('<a href="#a"/>');
    expect(result.value).not.toMatch(/blink|foo|rect|data-name|target/);
    expect(result.dropped).toEqual(['data-name on <g>', '<blink>', '<foo:bar>', 'target on <a>']);
  });

  it('leaves out other processing instructions, comments and an outside DOCTYPE without a word', () => {
    const result = clean(`<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<?inkscape something?><!-- note -->${drawing('<rect width="1" height="1"/>')}`);
    expect(result.problems).toEqual([]);
    expect(result.value).not.toMatch(/DOCTYPE|inkscape|note|w3\.org\/Graphics/);
  });

  it('cleans a 2 MB drawing in well under a second', () => {
    const path = '<path d="M 0,0 L 10,10 C 1,2 3,4 5,6 Z" style="fill:#ff0000;stroke:url(#g)" class="p"/>\n';
    const text = drawing(path.repeat(Math.ceil((2 * 1024 * 1024) / path.length)));
    const started = performance.now();
    const result = clean(text);
    const ms = performance.now() - started;
    expect(result.problems).toEqual([]);
    expect(result.value!.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(ms).toBeLessThan(1000);
  });
});

describe('cleanSvg: bytes that are not UTF-8', () => {
  const SCRIPTED = `<svg ${SVG}><script>alert(document.cookie)</script></svg>`;

  it('refuses an SVG saved as UTF-16 (little-endian), whose script a browser would run', () => {
    const result = cleanSvg(utf16(SCRIPTED, 'le'));
    expect(result.value).toBeUndefined();
    expect(result.problems).toEqual([{ line: 1, column: 1, message: expect.stringContaining('saved as UTF-16') }]);
    expect(result.problems[0]!.message).toContain('save it as UTF-8');
  });

  it('refuses an SVG saved as UTF-16 (big-endian), and one saved as UTF-16 without a byte order mark', () => {
    expect(messages(cleanSvg(utf16(SCRIPTED, 'be')))).toEqual([expect.stringContaining('saved as UTF-16')]);
    expect(messages(cleanSvg(utf16(SCRIPTED, 'le').subarray(2)))).toEqual([expect.stringContaining('saved as UTF-16')]);
  });

  it('refuses an SVG saved as UTF-32', () => {
    expect(messages(cleanSvg(new Uint8Array([0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0])))).toEqual([expect.stringContaining('saved as UTF-32')]);
  });

  it('refuses a file with NUL bytes, and an empty file, in plain words', () => {
    expect(cleanSvg(new Uint8Array([...utf8('<svg>'), 0, ...utf8('</svg>')])).problems).toEqual([{ line: 1, column: 1, message: expect.stringContaining('not a text file') }]);
    expect(cleanSvg(new Uint8Array()).problems).toEqual([{ line: 1, column: 1, message: expect.stringMatching(/^this file is empty: /) }]);
  });

  it('refuses bytes that are not UTF-8 at the line and column of the first one', () => {
    const text = drawing('<text>Caf\u00e9</text>');
    const bytes = new Uint8Array([...utf8(text.slice(0, text.indexOf('\u00e9'))), 0xe9, ...utf8(text.slice(text.indexOf('\u00e9') + 1))]);
    const [problem] = cleanSvg(bytes).problems;
    expect(problem).toMatchObject({ line: 2, column: 10, message: expect.stringContaining('not written as UTF-8') });
  });

  it('never throws on random bytes, and refuses them', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = ['<svg xmlns="http://www.w3.org/2000/svg">', '</svg>', '<', '>', '&', '&amp;', '"', '<!--', '<![CDATA[', '<?', '<!DOCTYPE', 'url(', '\\', 'on', '=', ' ', '\n', 'é', '\u{1F600}'];
    for (let round = 0; round < 300; round++) {
      let bytes: Uint8Array;
      if (round % 2 === 0) bytes = Uint8Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256));
      else bytes = utf8(Array.from({ length: Math.floor(random() * 40) }, () => pieces[Math.floor(random() * pieces.length)]).join(''));
      const result = cleanSvg(bytes);
      expect(result.problems.length + (result.value === undefined ? 0 : 1)).toBeGreaterThan(0);
      expect(result.problems.length).toBeLessThanOrEqual(20);
      for (const problem of result.problems) expect(problem.line).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('cleanSvg: a web page saved as .svg', () => {
  it('refuses XHTML saved as .svg that redirects with <meta http-equiv=refresh>', () => {
    const text = '<html xmlns="http://www.w3.org/1999/xhtml">\n<head><meta http-equiv="refresh" content="0;url=https://evil.example/"/></head>\n<body/></html>';
    const problem = expectRefused(text, ['this file is a web page (XHTML), not an SVG drawing'], '<html');
    expect(problem).toMatchObject({ line: 1, column: 1 });
    expectRefused(text, ['<meta>'], '<meta');
  });

  it('refuses XHTML saved as .svg that shows a login form', () => {
    const text = '<html xmlns="http://www.w3.org/1999/xhtml"><body>\n  <form action="https://evil.example/login"><input name="password" type="password"/></form>\n</body></html>';
    expectRefused(text, ['web page (XHTML)'], '<html');
    expectRefused(text, ['<form>', 'sends what is typed'], '<form');
    expectRefused(text, ['https://evil.example/login', 'outside this file'], '<form');
  });

  it('refuses a file whose top element is not <svg> in the SVG namespace', () => {
    expectRefused('<svg viewBox="0 0 1 1"><rect/></svg>', ['has no xmlns="http://www.w3.org/2000/svg"'], '<svg');
    expectRefused('<rss version="2.0"/>', ['not an SVG drawing', '<rss>'], '<rss');
  });
});

describe('cleanSvg: what runs code', () => {
  it('refuses a <script>, plain or svg: prefixed, at its tag', () => {
    expectRefused(drawing('<g>\n  <script>alert(1)</script></g>'), ['<script>', 'can run code'], '<script');
    expectRefused(`<svg:svg xmlns:svg="http://www.w3.org/2000/svg">\n<svg:script>alert(1)</svg:script></svg:svg>`, ['<svg:script>'], '<svg:script');
  });

  it('refuses an onload attribute, and any other on* handler', () => {
    expectRefused(`<svg ${SVG}\n onload="alert(1)"/>`, ['onload', 'runs code'], '<svg');
    expectRefused(drawing('<rect width="1" height="1"\n   onClick="alert(1)"/>'), ['onClick'], '<rect');
  });

  it('refuses a <foreignObject> with HTML inside', () => {
    expectRefused(drawing('<switch><foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml">Hi</div></foreignObject></switch>'), ['<foreignObject>'], '<foreignObject');
  });

  it('refuses a javascript: address in xlink:href, even with a tab or spaces inside the scheme', () => {
    expectRefused(drawing('<a xlink:href="java\tscript:alert(1)"><text>x</text></a>'), ['javascript:', 'xlink:href'], '<a');
    expectRefused(drawing('<a xlink:href=" jav ascript:alert(1)"/>'), ['javascript:'], '<a');
    expectRefused(drawing('<a href="&#106;avascript:alert(1)"/>'), ['javascript:'], '<a');
  });

  it('refuses <set attributeName="href" to="javascript:..."> and animations of handlers', () => {
    expectRefused(drawing('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), ['<set>', 'changes the href attribute'], '<set');
    expectRefused(drawing('<a><animate attributeName="xlink:href" values="#a;https://evil.example/"/></a>'), ['<animate>', 'xlink:href'], '<animate');
    expectRefused(drawing('<rect><set attributeName="onclick" to="alert(1)"/></rect>'), ['<set>', 'onclick'], '<set');
  });

  it('refuses iframe, embed and object elements, in any namespace', () => {
    expectRefused(drawing('<iframe src="https://evil.example/"/>'), ['<iframe>'], '<iframe');
    expectRefused(drawing('<h:embed xmlns:h="http://www.w3.org/1999/xhtml" src="#x"/>'), ['<h:embed>'], '<h:embed');
    expectRefused(drawing('<object data="x.swf"/>'), ['<object>'], '<object');
  });
});

describe('cleanSvg: what loads from elsewhere', () => {
  it('refuses an <image> that loads a picture from another site', () => {
    expectRefused(drawing('<image href="https://evil.example/track.png" width="1" height="1"/>'), ['https://evil.example/track.png', 'outside this file'], '<image');
  });

  it('refuses <use href="//evil/..."> that pulls in another file\'s drawing', () => {
    expectRefused(drawing('<use href="//evil.example/sprite.svg#a"/>'), ['//evil.example/sprite.svg#a', 'outside this file'], '<use');
    expectRefused(drawing('<use xlink:href="other.svg#a"/>'), ['other.svg#a'], '<use');
  });

  it('refuses data: addresses other than an embedded raster picture', () => {
    expectRefused(drawing('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'), ['data: address', 'data:image/svg+xml'], '<image');
    expectRefused(drawing('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>'), ['data: address'], '<a');
  });

  it('refuses an @import in a <style>, escaped or not', () => {
    expectRefused(drawing('<style>\n@import url("https://evil.example/x.css");\nrect{fill:red}</style>'), ['@import'], '<style');
    expectRefused(drawing('<style>@\\69mport "x.css";</style>'), ['@import'], '<style');
  });

  it('refuses an escaped u\\72l(https://x) in a style attribute and in a <style>', () => {
    expectRefused(drawing('<rect width="1" height="1" style="fill:u\\72l(https://x.example/p.svg#a)"/>'), ['https://x.example/p.svg#a', 'the style of <rect>'], '<rect');
    expectRefused(drawing('<style>rect { fill: \\75 rl(https://x.example/a) }</style>'), ['https://x.example/a', 'the <style>'], '<style');
    expectRefused(drawing('<style><![CDATA[rect { fill: url(/* hidden */ "https://x.example/b") }]]></style>'), ['https://x.example/b'], '<style');
  });

  it('refuses an outside url() in a presentation attribute (fill, filter, mask, marker-end)', () => {
    for (const attribute of ['fill', 'filter', 'mask', 'clip-path', 'marker-end', 'cursor']) {
      expectRefused(drawing(`<rect width="1" height="1" ${attribute}="url(https://x.example/f.svg#a)"/>`), [`the ${attribute} attribute of <rect>`, 'https://x.example/f.svg#a'], '<rect');
    }
  });

  it('refuses addresses in image-set() strings, and a url() hidden by a string that looks like a comment', () => {
    expectRefused(drawing('<style>svg { background: image-set("https://x.example/a.png" 1x) }</style>'), ['https://x.example/a.png'], '<style');
    expectRefused(drawing('<style>a{content:"/*"} rect{fill:url(https://x.example/c)} b{content:"*/"}</style>'), ['https://x.example/c'], '<style');
  });

  it('refuses srcset, poster and ping attributes that load from other sites', () => {
    expectRefused(drawing('<img srcset="#a 1x, https://evil.example/b.png 2x"/>'), ['srcset', 'https://evil.example/b.png'], '<img');
    expectRefused(drawing('<video poster="https://evil.example/p.jpg"/>'), ['poster', 'https://evil.example/p.jpg'], '<video');
    expectRefused(drawing('<a href="#a" ping="#b https://evil.example/ping"/>'), ['ping', 'https://evil.example/ping'], '<a');
  });

  it('refuses a DOCTYPE that declares entities (an entity bomb), as one problem', () => {
    const text = `<?xml version="1.0"?>\n<!DOCTYPE svg [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n]>\n<svg ${SVG}><text>&lol2;</text></svg>`;
    const result = clean(text);
    expect(result.value).toBeUndefined();
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.message).toContain('entities');
    expect(pointedAt(text, result.problems[0]!)).toMatch(/^<!DOCTYPE/);
  });

  it('refuses an <?xml-stylesheet?> instruction', () => {
    expectRefused(`<?xml version="1.0"?>\n<?xml-stylesheet type="text/css" href="https://evil.example/x.css"?>\n<svg ${SVG}/>`, ['<?xml-stylesheet'], '<?xml-stylesheet');
  });

  it('keeps at most 20 problems', () => {
    const result = clean(drawing('<rect onclick="x()"/>'.repeat(50)));
    expect(result.problems).toHaveLength(20);
  });
});

describe('cleanSvg: XML that is not well-formed', () => {
  it('refuses an unclosed tag, naming it and where it opened, at its position', () => {
    const text = `<svg ${SVG}>\n  <rect width="1" height="1"/>\n  <g id="a">\n    <circle r="1"/>\n</svg>\n`;
    const result = clean(text);
    expect(result.value).toBeUndefined();
    expect(result.problems).toEqual([{ line: 3, column: 3, message: expect.stringContaining('a tag is not closed: <g> opened at line 3') }]);
  });

  it('refuses a file cut short, at the tag that is never closed', () => {
    const text = `<svg ${SVG}>\n<g>\n<path d="M0 0"/>`;
    expect(clean(text).problems).toEqual([{ line: 2, column: 1, message: expect.stringContaining('<g> opened at line 2 is never closed') }]);
  });

  it('says in plain words what is wrong, without parser jargon', () => {
    const cases: [string, string, string][] = [
      [drawing('<text>R&D</text>'), 'write &amp;', '&D'],
      [drawing('<text>&nbsp;</text>'), '&nbsp; is not a character XML knows', '&nbsp;'],
      [drawing('<rect width=1/>'), 'not in quotes', '1/>'],
      [drawing('<rect x="1" x="2"/>'), 'the attribute x twice', '<rect'],
      [`<svg ${SVG}><use xlink:href="#a"/></svg>`, 'add xmlns:xlink="http://www.w3.org/1999/xlink"', '<use'],
      [`<svg ${SVG}/>\n<svg ${SVG}/>`, 'a second drawing', '<svg'],
      [`  <?xml version="1.0"?><svg ${SVG}/>`, 'must be the very first thing', '<?xml'],
      [drawing('<rect title="a</rect>'), 'a < inside a quoted value', '</rect>'],
      [drawing('<!-- a -- b -->'), 'has "--" inside it', '<!--'],
      [drawing('</g>'), '</g> closes a tag that was never opened', '</g>'],
    ];
    for (const [text, words, start] of cases) {
      const result = clean(text);
      expect(result.problems, text).toHaveLength(1);
      expect(result.problems[0]!.message).toContain(words);
      expect(result.problems[0]!.message).not.toMatch(/unexpected|token|malformed|disallowed|root node|entity\./i);
      expect(pointedAt(text, result.problems[0]!), text).toMatch(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });

  it('refuses elements nested deeper than any drawing program writes, without reading on', () => {
    const text = drawing('<g>'.repeat(300_000));
    const started = performance.now();
    const result = clean(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.problems).toEqual([{ line: 2, column: 1 + 3 * 999, message: expect.stringContaining('nested more than 1000 deep') }]);
  });

  it('refuses text that is no drawing at all', () => {
    expect(messages(clean('just some words'))).toEqual([expect.stringContaining('no drawing in this file')]);
  });
});
