import { afterEach, describe, expect, it } from 'vitest';
import { findPlaceholderSlips } from '../../pipeline/content/placeholders.ts';
import { loadMarkdownOutliner } from '../../pipeline/markdown/outline.ts';
import { samePhoneNumber } from '../../pipeline/check/rules/phone-numbers.ts';
import { fileSlug, ignoredFile } from '../../pipeline/content/content-kinds.ts';
import { buildDate } from '../../pipeline/check/build-date.ts';
import { probeImages } from '../../pipeline/images/image-step.ts';
import { cleanSvg } from '../../pipeline/images/svg-clean.ts';
import { HEAVY_IMAGE_BYTES, imagesRule } from '../../pipeline/check/rules/images.ts';
import { launchDraftingNotesRule } from '../../pipeline/check/rules/launch-drafting-notes.ts';
import type { LoadedFile } from '../../pipeline/content/load-content.ts';

describe('findPlaceholderSlips', () => {
  it('finds a placeholder that is never closed, wherever it ends', () => {
    expect(findPlaceholderSlips('Call {phone.display today')).toEqual([{ kind: 'unclosed', path: 'phone.display', index: 5, length: 14 }]);
    expect(findPlaceholderSlips('Call {phone.display.')).toMatchObject([{ kind: 'unclosed', path: 'phone.display' }]);
    expect(findPlaceholderSlips('Call {phone.display)')).toMatchObject([{ kind: 'unclosed', path: 'phone.display' }]);
    expect(findPlaceholderSlips('{name')).toMatchObject([{ kind: 'unclosed', path: 'name', index: 0 }]);
  });

  it('finds a fact name after "$" without braces', () => {
    expect(findPlaceholderSlips('only $rates.firstHour an hour')).toEqual([{ kind: 'bare', path: 'rates.firstHour', index: 5, length: 16 }]);
  });

  it('leaves prices, closed placeholders and a placeholder after "$" alone', () => {
    for (const text of ['From $150', '$ 20/hr', '${rates.firstHour} for the first hour', 'Call {phone.display} now', 'a {} b { x }', 'US$ 20']) {
      expect(findPlaceholderSlips(text), text).toEqual([]);
    }
  });
});

describe("the Markdown outline's images (what the image check reads)", () => {
  const images = async (body: string) => (await loadMarkdownOutliner())(body).links.filter((l) => l.image).map(({ url, line, column }) => ({ url, line, column }));

  it('finds inline images at the start of their address, with or without angle brackets and titles', async () => {
    expect(await images('Intro ![a tap](/images/tap.png "Tap")\n![b](<images/a b.png>)')).toEqual([{ url: '/images/tap.png', line: 1, column: 16 }, { url: 'images/a b.png', line: 2, column: 7 }]);
  });

  it('finds a reference image at its definition, once however often it is used', async () => {
    expect(await images('![one][pic] and ![Pic]\n\n[pic]: /images/ref.png\n')).toEqual([{ url: '/images/ref.png', line: 3, column: 8 }]);
  });

  it('is not asked for at all for a body without "[", which can hold no image (4,000 such posts took 9 s to parse)', async () => {
    const parse = await loadMarkdownOutliner();
    const asked: string[] = [];
    const outline = (body: string) => (asked.push(body), parse(body));
    const post = (body: string) => ({ file: 'data/posts/p.md', relativePath: 'posts/p.md', kind: { kind: 'post' }, source: body, yaml: '', lineOffset: 1, data: {}, body, bodyLine: 3 }) as unknown as LoadedFile;
    const found = imagesRule.check({ valid: [post('Plain text.\n\n## A heading\n'), post('![x](/images/missing.png)\n')], invalid: [], images: new Set(), outline });
    expect(asked).toEqual(['![x](/images/missing.png)\n']);
    expect(found.map((m) => m.rule)).toEqual(['ref/image']);
  });

  it('keeps each inline image\'s description and the place just inside its brackets', async () => {
    const parse = await loadMarkdownOutliner();
    expect(parse('Text\n\nSee ![](/images/a.png) and ![ A deck ](/images/b.png)\n').links.map((l) => l.alt)).toEqual([
      { text: '', line: 3, column: 7 },
      { text: ' A deck ', line: 3, column: 30 },
    ]);
  });

  it('warns about an image without a description, where the description goes, and not about one with it', async () => {
    const outline = await loadMarkdownOutliner();
    const post = { file: 'data/posts/p.md', relativePath: 'posts/p.md', kind: { kind: 'post' }, source: '---\n---\n![](/images/a.png)\n![  ](/images/a.png)\n![A deck](/images/a.png)\n', yaml: '', lineOffset: 1, data: {}, body: '![](/images/a.png)\n![  ](/images/a.png)\n![A deck](/images/a.png)\n', bodyLine: 3 } as unknown as LoadedFile;
    const found = imagesRule.check({ valid: [post], invalid: [], images: new Set(['/images/a.png']), outline });
    expect(found.map(({ line, column, severity, rule }) => ({ line, column, severity, rule }))).toEqual([
      { line: 3, column: 3, severity: 'warning', rule: 'image/no-description' },
      { line: 4, column: 3, severity: 'warning', rule: 'image/no-description' },
    ]);
  });

  it('skips links, link definitions no image uses, code spans and fenced code blocks', async () => {
    expect(await images('[a link](/images/x.png) [b][def] `![x](/images/y.png)`\n\n```\n![z](/images/z.png)\n```\n\n[def]: /images/d.png\n')).toEqual([]);
  });
});

describe('the weight of pictures in data/images', () => {
  it('warns about a drawing over 500 KB with its size and how to make it smaller, and says nothing of a lighter one or of a photo, which is resized', () => {
    const imageBytes = new Map([['/images/blog/IMG_0412.jpg', 3_250_000], ['/images/blog/plan.svg', HEAVY_IMAGE_BYTES], ['/images/maps/area.svg', 700_000]]);
    const found = imagesRule.check({ valid: [], invalid: [], images: new Set(imageBytes.keys()), imageBytes, dataFolder: 'data' });
    expect(found).toEqual([
      { file: 'data/images/maps/area.svg', line: 0, column: 0, severity: 'warning', rule: 'image/too-heavy', message: 'this drawing is 684 KB, and every visitor whose page shows it downloads all of it, slowly on a phone; make it smaller than 500 KB: simplify it, or save it as a JPEG or WebP photo instead, which the site resizes for each screen' },
    ]);
  });
});

describe('drafting notes (launch/drafting-note)', () => {
  const notes = (body: string) => {
    const file = { file: 'data/posts/p.md', relativePath: 'posts/p.md', kind: { kind: 'post' }, source: `---\n---\n${body}`, yaml: '', lineOffset: 1, data: undefined, body, bodyLine: 3 } as unknown as LoadedFile;
    return launchDraftingNotesRule.check({ valid: [file], invalid: [], images: new Set() }).map((m) => m.message.replace(/ is a note .*$/, ''));
  };

  it('finds TODO, TBD, FIXME and XXX in capitals, and bracketed asks', () => {
    expect(notes('TODO: photo. Price TBD, FIXME later, call XXX-XXXX.\n\n[insert photo] [Add price here] [placeholder] [To be confirmed]\n')).toEqual(
      ['"TODO"', '"TBD"', '"FIXME"', '"XXX"', '"XXXX"', '"[insert photo]"', '"[Add price here]"', '"[placeholder]"', '"[To be confirmed]"']);
  });

  it('leaves ordinary words and Markdown links alone', () => {
    expect(notes('My todo list, a tbd meeting, Todo app; TODOs; [Add a smart lock](/services/smart-home), [Add more][ref], and [ref]: /x\n\n[add]: /y\n')).toEqual([]);
  });
});

describe('samePhoneNumber', () => {
  it('matches a display with its e164, with or without the country code shown', () => {
    expect(samePhoneNumber('(719) 555-0142', '+17195550142')).toBe(true);
    expect(samePhoneNumber('+1 719-555-0142', '+17195550142')).toBe(true);
    expect(samePhoneNumber('1-800-FIX-PIPE', '+18003497473')).toBe(true);
  });

  it('does not match a different number, or a display with too few digits', () => {
    expect(samePhoneNumber('(719) 555-0199', '+17195550142')).toBe(false);
    expect(samePhoneNumber('(215) 555-0142', '+17195550142')).toBe(false);
    expect(samePhoneNumber('555-01', '+17195550142')).toBe(false);
  });
});

describe('ignoredFile', () => {
  it('says the name a misnamed content file must have', () => {
    expect(ignoredFile('services/plumbing.yml')).toMatchObject({ rule: 'file/name', rename: 'services/plumbing.yaml' });
    expect(ignoredFile('posts/My New Post.markdown')).toMatchObject({ rule: 'file/name', rename: 'posts/my-new-post.md' });
    expect(ignoredFile('Post/hello.md')).toMatchObject({ rule: 'file/name', rename: 'posts/hello.md' });
    expect(ignoredFile('FAQ.yaml')).toMatchObject({ rule: 'file/name', rename: 'faq.yaml' });
    expect(ignoredFile('posts/draft.md.txt')).toMatchObject({ rule: 'file/name', rename: 'posts/draft.md' });
  });

  it('lists what a folder holds for a file that is no content file under any name', () => {
    expect(ignoredFile('posts/notes.yaml')).toEqual({ rule: 'file/unknown', message: expect.stringContaining('data/posts/ holds only <name>.md files') });
    expect(ignoredFile('notes.txt').message).toContain('content files are named site.yaml, services/<name>.yaml');
  });

  it('makes a file name from any title', () => {
    expect(fileSlug('Café  Kitchen_Ideas!')).toBe('cafe-kitchen-ideas');
  });
});

describe('buildDate', () => {
  const saved = process.env.SITE_TODAY;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_TODAY;
    else process.env.SITE_TODAY = saved;
  });

  it('is the date in the earliest time zone, so a post dated today anywhere is not in the future', () => {
    delete process.env.SITE_TODAY;
    expect(buildDate(new Date('2030-01-01T09:59:00Z'))).toBe('2030-01-01');
    expect(buildDate(new Date('2030-01-01T10:00:00Z'))).toBe('2030-01-02');
  });

  it('is fixed by SITE_TODAY', () => {
    process.env.SITE_TODAY = '2031-02-03';
    expect(buildDate(new Date('2030-01-01T00:00:00Z'))).toBe('2031-02-03');
  });
});

describe('pictures read once (probeImages)', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <script>alert(1)</script>\n</svg>\n';
  const files = new Map([['/images/bad.svg', { size: svg.length, bytes: Buffer.from(svg) }]]);

  it('reads a file it has not seen, with the problems cleanSvg finds, and keeps them', async () => {
    const kept = new Map<string, string>();
    const probes = await probeImages(files, { get: (k) => kept.get(k), set: (k, v) => void kept.set(k, v) });
    expect(probes.get('/images/bad.svg')).toEqual({ kind: 'svg', cleaned: cleanSvg(Buffer.from(svg)) });
    expect(kept.size).toBe(1);
  });

  it('answers from what it kept for the same bytes under the same kind of name, reading nothing again', async () => {
    const kept = { kind: 'svg', cleaned: { problems: [{ line: 9, column: 9, message: 'kept' }], dropped: [] } };
    const probes = await probeImages(files, { get: () => JSON.stringify(kept), set: () => { throw new Error('nothing new to keep'); } });
    expect(probes.get('/images/bad.svg')).toEqual(kept);
  });
});
