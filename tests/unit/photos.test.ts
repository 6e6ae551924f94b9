import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { mkdir, mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { probeImage } from '../../pipeline/images/probe-image.ts';
import { encodePhoto } from '../../pipeline/images/encode-photo.ts';
import { buildSite, type BuildSummary } from '../../pipeline/build.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { loadMarkdownRenderer } from '../../pipeline/markdown/markdown.ts';
import { copyOfData, editFile, root } from './fixture-harness.ts';
import { EXIF_MARKERS, makePhoto } from './photo-maker.ts';

const quiet = () => {};
const probe = (bytes: Uint8Array, name: string) => probeImage(bytes, 'a'.repeat(40), name);
const problemOf = async (bytes: Uint8Array, name: string) => {
  const found = await probe(bytes, name);
  return found.kind === 'problem' ? `${found.rule}: ${found.message}` : found.kind;
};

describe('a picture is known by its contents, not its name (probeImage)', () => {
  it('refuses bytes that are not a picture, and says what they look like', async () => {
    const docx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('....[Content_Types].xml word/document.xml')]);
    expect(await problemOf(new Uint8Array(0), '/images/blog/deck.jpg')).toMatch(/^image\/not-a-picture: this file is not a picture: it looks like an empty file/);
    expect(await problemOf(docx, '/images/team/dana.jpg')).toMatch(/it looks like a Word document/);
    expect(await problemOf(Buffer.from('%PDF-1.7\n...'), '/images/hero/home.png')).toMatch(/it looks like a PDF document/);
    expect(await problemOf(Buffer.from('<!doctype html><html><body><form action="https://x.example/">'), '/images/favicon.ico')).toMatch(/it looks like a web page \(HTML\)/);
  });

  it('refuses a picture saved under the name of another kind, which browsers would show broken', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer();
    expect(await problemOf(png, '/images/logo.svg')).toMatch(/^image\/not-a-picture: this file is a PNG picture saved under a \.svg name, .*rename it to end in \.png/);
    expect(await problemOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), '/images/hero/home.jpg')).toMatch(/an SVG drawing saved under a \.jpg name/);
    // Among photos the published copy is made in the name's format, so a PNG named .jpg is fine.
    expect((await probe(png, '/images/blog/deck.jpg')).kind).toBe('photo');
  });

  it('refuses a photo cut short (an upload that did not finish)', async () => {
    const photo = await makePhoto({ width: 640, height: 480 });
    expect(await problemOf(photo.subarray(0, Math.floor(photo.length * 0.6)), '/images/blog/deck.jpg')).toMatch(/^image\/damaged: this JPEG picture is damaged or cut short/);
  });

  it('explains an iPhone HEIC photo and how to save it as a JPEG', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(16)]);
    expect(await problemOf(heic, '/images/team/new-hire.jpg')).toMatch(/^image\/heic: this is an HEIC photo .*Most Compatible/);
  });

  it('refuses a picture of more than 50 megapixels, with its size', async () => {
    const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#888' } }).png().toBuffer();
    expect(await problemOf(huge, '/images/hero/pano.png')).toMatch(/^image\/too-large: this picture is 9000 x 6000 pixels \(54 megapixels\)/);
  });

  it('does not read a file over 25 MB at all, and says how large it is and how to make it smaller', async () => {
    const copy = await copyOfData();
    try {
      // A sparse file: 26 MB as the loader sees it, without writing 26 MB.
      await writeFile(path.join(copy.dataDir, 'images/hero/huge.jpg'), '');
      await truncate(path.join(copy.dataDir, 'images/hero/huge.jpg'), 26 * 1024 * 1024);
      const { messages } = await checkContent(copy.dataDir, root, copy.dir);
      expect(messages.filter((m) => m.rule.startsWith('image/')).map((m) => `${m.file} ${m.rule} ${m.message}`)).toEqual([
        'data/images/hero/huge.jpg image/too-large this picture is 26.0 MB, more than the 25 MB the site takes (static hosts refuse files that large); save it again from the phone or camera at a lower resolution, or export it as a JPEG at 80% quality',
      ]);
    } finally {
      await copy.cleanup();
    }
  });

  it('measures a photo as it is shown: a phone photo taken upright is taller than wide', async () => {
    const found = await probe(await makePhoto({ width: 800, height: 600, orientation: 6 }), '/images/team/dana.jpg');
    expect(found).toMatchObject({ kind: 'photo', info: { w: 600, h: 800, f: 'jpg' } });
  });
});

describe('a photo is published as copies for each screen (encodePhoto)', () => {
  it('makes AVIF, WebP and JPEG copies from 400 to 1,600 px of a 4032x3024 phone photo: the largest AVIF under 250 KB and no EXIF or GPS in any', async () => {
    const original = await makePhoto({ width: 4032, height: 3024 });
    const info = { w: 4032, h: 3024, k: 'abcdefabcdef', f: 'jpg' as const };
    const files = await encodePhoto(original, info, { path: '/images/hero/home.jpg', format: 'jpeg' });
    expect(files.map((f) => f.path).sort()).toEqual([
      '/images/_/abcdefabcdef-1200.avif', '/images/_/abcdefabcdef-1200.jpg', '/images/_/abcdefabcdef-1200.webp',
      '/images/_/abcdefabcdef-1600.avif', '/images/_/abcdefabcdef-1600.jpg', '/images/_/abcdefabcdef-1600.webp',
      '/images/_/abcdefabcdef-400.avif', '/images/_/abcdefabcdef-400.jpg', '/images/_/abcdefabcdef-400.webp',
      '/images/_/abcdefabcdef-800.avif', '/images/_/abcdefabcdef-800.jpg', '/images/_/abcdefabcdef-800.webp',
      '/images/_/abcdefabcdef-card.jpg', '/images/hero/home.jpg',
    ]);
    const largest = files.find((f) => f.path.endsWith('-1600.avif'))!;
    expect(largest.bytes.length).toBeLessThan(250 * 1024);
    for (const file of files) {
      for (const marker of EXIF_MARKERS) expect(file.bytes.includes(marker), `${marker} in ${file.path}`).toBe(false);
      expect((await sharp(file.bytes).metadata()).exif, file.path).toBeUndefined();
    }
    expect(await sharp(files.find((f) => f.path.endsWith('-card.jpg'))!.bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(await sharp(files.find((f) => f.path === '/images/hero/home.jpg')!.bytes).metadata()).toMatchObject({ width: 1600, height: 1200, format: 'jpeg' });
  });

  it('never enlarges a photo: one 600 px wide has copies at 400 and 600 only, transparency kept in PNG', async () => {
    const info = { w: 600, h: 400, k: '0123456789ab', f: 'png' as const };
    const files = await encodePhoto(await makePhoto({ width: 600, height: 400, format: 'png', alpha: true }), info, { path: '/images/logo-photo.png', format: 'png' });
    expect(files.map((f) => f.path).filter((p) => p.startsWith('/images/_/') && !p.endsWith('card.jpg')).sort()).toEqual([
      '/images/_/0123456789ab-400.avif', '/images/_/0123456789ab-400.png', '/images/_/0123456789ab-400.webp',
      '/images/_/0123456789ab-600.avif', '/images/_/0123456789ab-600.png', '/images/_/0123456789ab-600.webp',
    ]);
    expect(await sharp(files.find((f) => f.path.endsWith('-600.png'))!.bytes).metadata()).toMatchObject({ width: 600, hasAlpha: true });
  });
});

describe('a Markdown picture of a photo', () => {
  it('gets its real width and height and copies in srcset; a drawing stays a plain image', async () => {
    const render = await loadMarkdownRenderer();
    const html = render('![The new deck](/images/blog/deck.jpg)\n\n![Plan](/images/blog/plan.svg)\n', { '/images/blog/deck.jpg': { w: 1000, h: 750, k: 'feedfeedfeed', f: 'jpg' } });
    expect(html).toContain('<picture><source type="image/avif" srcset="/images/_/feedfeedfeed-400.avif 400w, /images/_/feedfeedfeed-800.avif 800w, /images/_/feedfeedfeed-1000.avif 1000w"');
    expect(html).toMatch(/<img src="\/images\/blog\/deck\.jpg" alt="The new deck" loading="lazy" decoding="async" srcset="[^"]*-1000\.jpg 1000w" sizes="[^"]+" width="1000" height="750"><\/picture>/);
    expect(html).toContain('<img src="/images/blog/plan.svg" alt="Plan" loading="lazy" decoding="async">');
  });
});

describe('photos in the content', () => {
  let copy: Awaited<ReturnType<typeof copyOfData>>;
  let out: string;
  let first: BuildSummary;
  beforeAll(async () => {
    copy = await copyOfData();
    out = await mkdtemp(path.join(os.tmpdir(), 'photos-out-'));
    const put = async (rel: string, bytes: Uint8Array) => {
      await mkdir(path.dirname(path.join(copy.dataDir, rel)), { recursive: true });
      await writeFile(path.join(copy.dataDir, rel), bytes);
    };
    await put('images/hero/home-photo.jpg', await makePhoto({ width: 2400, height: 1600 }));
    await put('images/team/marcus.jpg', await makePhoto({ width: 900, height: 1200, orientation: 6 }));
    await put('images/blog/deck.webp', await makePhoto({ width: 1400, height: 900, format: 'webp' }));
    await editFile(path.join(copy.dataDir, 'home.yaml'), (t) => t.replace('image: /images/hero/home.svg', 'image: /images/hero/home-photo.jpg'));
    await editFile(path.join(copy.dataDir, 'team.yaml'), (t) => t.replace('image: /images/team/marcus-reyes.svg', 'image: /images/team/marcus.jpg'));
    await editFile(path.join(copy.dataDir, 'posts/kitchen-renovation.md'), (t) => t.replace('image: /images/blog/kitchen-renovation.svg', 'image: /images/blog/deck.webp').replace(/\n---\n/, '\n---\n\n![The finished deck](/images/blog/deck.webp)\n'));
    first = await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: quiet });
  }, 120_000);
  afterAll(async () => {
    await copy.cleanup();
    await rm(out, { recursive: true, force: true });
  });

  it('writes every <img> of every page with a width and a height, and every photo as a <picture> with srcset', async () => {
    expect(first.messages.filter((m) => m.severity === 'error')).toEqual([]);
    expect(first.ok).toBe(true);
    const pages = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'));
    let photos = 0;
    for (const page of pages) {
      const html = await readFile(path.join(out, page), 'utf8');
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
        expect(img, `${page}: ${img}`).toMatch(/ width="\d+"/);
        expect(img, `${page}: ${img}`).toMatch(/ height="\d+"/);
        if (/src="\/images\/(hero\/home-photo|team\/marcus|blog\/deck)/.test(img)) {
          photos++;
          // React writes the attribute as srcSet; HTML reads attribute names in any case.
          expect(img, page).toMatch(/ srcset="\/images\/_\/[0-9a-f]{12}-400\./i);
        }
      }
    }
    expect(photos).toBeGreaterThanOrEqual(4);
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).toMatch(/<picture><source type="image\/avif" srcset="[^"]+" sizes="100vw"\/?>/i);
    // The upright portrait keeps its shown size: 900x1200 stored sideways is 1200 wide and 900 tall as shown.
    const about = await readFile(path.join(out, 'about/index.html'), 'utf8');
    expect(about).toMatch(/src="\/images\/team\/marcus\.jpg" srcset="[^"]+" sizes="[^"]+" width="1200" height="900"/i);
    const article = await readFile(path.join(out, 'blog/kitchen-renovation/index.html'), 'utf8');
    expect(article).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/images\/_\/[0-9a-f]{12}-card\.jpg"\/?>/);
  });

  it('publishes no byte of any original photo\'s EXIF data, and the photos\' own addresses hold re-encoded copies', async () => {
    for (const file of (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())) {
      const bytes = await readFile(path.join(file.parentPath, file.name));
      for (const marker of EXIF_MARKERS) expect(bytes.includes(marker), `${marker} in ${file.name}`).toBe(false);
    }
    expect(await sharp(await readFile(path.join(out, 'images/hero/home-photo.jpg'))).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
  });

  it('encodes no photo again when nothing changed', async () => {
    const lines: string[] = [];
    const again = await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: (l) => lines.push(l) });
    expect(again.ok).toBe(true);
    // The first build may have found them in the store already (an earlier run of these tests made the same photos).
    expect(first.steps.find((s) => s.name === 'images')?.detail).toMatch(/, 4 photos, [0-4] encoded$/);
    expect(again.steps.find((s) => s.name === 'images')?.detail).toMatch(/, 4 photos, 0 encoded$/);
  });
});

describe('a picture that cannot be published', () => {
  it('is an error at every line that uses it, in the file and form of each use, and at the file when nothing uses it', async () => {
    const copy = await copyOfData();
    try {
      const put = (rel: string, bytes: Uint8Array) => writeFile(path.join(copy.dataDir, rel), bytes);
      await put('images/team/dana.jpg', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('word/document.xml')]));
      const photo = await makePhoto({ width: 500, height: 400 });
      await put('images/blog/cut.jpg', photo.subarray(0, photo.length >> 1));
      await put('images/blog/notes.png', Buffer.from('remember to ask about the deck\n'));
      await put('images/hero/unused.jpg', new Uint8Array(0));
      await editFile(path.join(copy.dataDir, 'team.yaml'), (t) => t.replace('image: /images/team/dana-whitfield.svg', 'image: /images/team/dana.jpg'));
      await editFile(path.join(copy.dataDir, 'posts/spring-maintenance.md'), (t) => t.replace('image: /images/blog/spring-maintenance.svg', 'image: /images/blog/cut.jpg').replace(/\n---\n/, '\n---\n\nSee ![our notes](/images/blog/notes.png).\n'));
      const { messages } = await checkContent(copy.dataDir, root, copy.dir);
      const shown = messages.filter((m) => m.rule.startsWith('image/')).map((m) => `${m.file}:${m.line}:${m.column} ${m.rule} ${m.message}`).sort();
      const team = (await readFile(path.join(copy.dataDir, 'team.yaml'), 'utf8')).split('\n');
      const post = (await readFile(path.join(copy.dataDir, 'posts/spring-maintenance.md'), 'utf8')).split('\n');
      const at = (lines: string[], text: string) => `${lines.findIndex((l) => l.includes(text)) + 1}:${lines.find((l) => l.includes(text))!.indexOf(text) + 1}`;
      expect(shown).toHaveLength(4);
      expect(shown[0]).toMatch(/^data\/images\/hero\/unused\.jpg:0:0 image\/not-a-picture this file is not a picture: it looks like an empty file \(a failed upload or copy\), whatever its name says; put the photo itself here/);
      expect(shown[1]).toMatch(new RegExp(`^data/posts/spring-maintenance\\.md:${at(post, '/images/blog/notes.png')} image/not-a-picture the picture "/images/blog/notes\\.png" cannot be put on the site: the file is not a picture: it looks like a text file`));
      expect(shown[2]).toMatch(new RegExp(`^data/posts/spring-maintenance\\.md:${at(post, '/images/blog/cut.jpg')} image/damaged the picture "/images/blog/cut\\.jpg" cannot be put on the site: the JPEG picture is damaged or cut short`));
      expect(shown[3]).toMatch(new RegExp(`^data/team\\.yaml:${at(team, '/images/team/dana.jpg')} image/not-a-picture the picture "/images/team/dana\\.jpg" cannot be put on the site: the file is not a picture: it looks like a Word document`));
    } finally {
      await copy.cleanup();
    }
  }, 60_000);
});
