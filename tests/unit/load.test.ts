import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadContent } from '../../pipeline/content/load-content.ts';
import { splitFrontMatter, unclosedFrontMatter } from '../../pipeline/content/front-matter.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

/** A data folder holding just the given files; required files that are absent are reported, so filter by file. */
async function load(files: Record<string, string | Buffer>) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'load-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'data', name)), { recursive: true });
    await writeFile(path.join(dir, 'data', name), content);
  }
  return loadContent({ dataDir: 'data', cwd: dir });
}

describe('loadContent', () => {
  it('refuses a file over 5 MB without parsing it', async () => {
    const { messages } = await load({ 'blog.yaml': `categories: [${'a, '.repeat(2_000_000)}b]\n` });
    expect(messages.filter((m) => m.file === 'data/blog.yaml')).toEqual([
      expect.objectContaining({ line: 0, column: 0, severity: 'error', rule: 'file/too-large' }),
    ]);
  });

  it('points at the first byte that is not UTF-8', async () => {
    const { messages } = await load({ 'blog.yaml': Buffer.concat([Buffer.from('categories:\n  - Caf'), Buffer.from([0xe9]), Buffer.from('\n')]) });
    expect(messages.filter((m) => m.file === 'data/blog.yaml')).toEqual([
      expect.objectContaining({ line: 2, column: 8, rule: 'file/encoding' }),
    ]);
  });

  it('points at an invisible control character', async () => {
    const { messages } = await load({ 'blog.yaml': 'categories:\n  - A\u0007B\n' });
    const [m] = messages.filter((x) => x.file === 'data/blog.yaml');
    expect(m).toMatchObject({ line: 2, column: 6, rule: 'file/encoding' });
    expect(m?.message).toContain('U+0007');
  });

  it('reads a file with a byte-order mark and Windows line endings', async () => {
    const { value, messages } = await load({ 'blog.yaml': '\uFEFFcategories:\r\n  - A\r\n  - B\r\n' });
    expect(messages.filter((m) => m.file === 'data/blog.yaml')).toEqual([]);
    expect(value.files.find((f) => f.relativePath === 'blog.yaml')?.data).toEqual({ categories: ['A', 'B'] });
  });

  it('reads old Mac (CR) line breaks as line breaks, and keeps no CR in a Markdown body', async () => {
    const { value, messages } = await load({ 'blog.yaml': 'categories:\r  - A\r  - B\r', 'posts/a.md': '\uFEFF---\r\ntitle: A\r\n---\r\nOne\r\n\r\nTwo\r\n' });
    expect(messages.filter((m) => m.file === 'data/blog.yaml')).toEqual([]);
    expect(value.files.find((f) => f.relativePath === 'blog.yaml')?.data).toEqual({ categories: ['A', 'B'] });
    const post = value.files.find((f) => f.relativePath === 'posts/a.md');
    expect(post).toMatchObject({ data: { title: 'A' }, body: 'One\n\nTwo\n', bodyLine: 4 });
  });

  it('reports each required file that is missing, and each file the site would ignore, as errors', async () => {
    const { messages } = await load({ 'Notes.md': 'hi\n' });
    expect(messages.find((m) => m.file === 'data/site.yaml')).toMatchObject({ rule: 'file/missing', severity: 'error' });
    expect(messages.find((m) => m.file === 'data/Notes.md')).toMatchObject({ rule: 'file/unknown', severity: 'error' });
  });

  it('skips hidden files and the backups and swap files editors leave while they save, and reports nothing of them', async () => {
    const post = '---\ntitle: A\n---\nBody.\n';
    const scratch = ['posts/.a.md.swp', 'posts/a.md~', 'posts/#a.md#', 'posts/a.md___jb_tmp___', 'posts/a.md___jb_old___', 'faq.yaml~', '.DS_Store'];
    const { value, messages } = await load({ 'posts/a.md': post, 'posts/notes.txt': 'x\n', ...Object.fromEntries(scratch.map((name) => [name, post])) });
    expect(value.files.map((f) => f.relativePath)).toEqual(['posts/a.md']);
    expect(messages.filter((m) => m.file.startsWith('data/posts/') || m.file.startsWith('data/.') || m.file.endsWith('~'))).toEqual([
      expect.objectContaining({ file: 'data/posts/notes.txt', rule: 'file/unknown' }),
    ]);
    // A backup does not stand in for the file it is a copy of.
    expect(messages.find((m) => m.file === 'data/faq.yaml')).toMatchObject({ rule: 'file/missing' });
  });

  it('reports a symbolic link, to a file or to a folder, instead of quietly leaving it out of the site', async () => {
    await load({ 'posts/a.md': '---\ntitle: A\n---\nBody.\n', 'images/logo.svg': '<svg/>' });
    await symlink(path.join(dir, 'data/posts/a.md'), path.join(dir, 'data/posts/b.md'));
    await symlink('../images', path.join(dir, 'data/images/more'));
    await symlink(path.join(dir, 'nowhere.md'), path.join(dir, 'data/posts/broken.md'));
    const { value, messages } = await loadContent({ dataDir: 'data', cwd: dir });
    expect(value.files.map((f) => f.relativePath)).toEqual(['posts/a.md']);
    expect(new Set(value.imageFiles.keys())).toEqual(new Set(['/images/logo.svg']));
    expect(messages.filter((m) => m.rule === 'file/link')).toEqual(['data/images/more', 'data/posts/b.md', 'data/posts/broken.md'].map((file) =>
      expect.objectContaining({ file, line: 0, column: 0, severity: 'error', message: expect.stringContaining('put the file or folder itself here in place of the link') })));
  });

  it('says whether the content folder is missing, is a file, or cannot be read', async () => {
    await load({ 'blog.yaml': 'categories: []\n' });
    expect((await loadContent({ dataDir: 'nope', cwd: dir })).messages).toEqual([
      expect.objectContaining({ file: 'nope', rule: 'file/missing', message: 'the content folder "nope" does not exist; pass the right folder with --data' }),
    ]);
    expect((await loadContent({ dataDir: 'data/blog.yaml', cwd: dir })).messages).toEqual([
      expect.objectContaining({ file: 'data/blog.yaml', rule: 'file/missing', message: '"data/blog.yaml" is a file, not a folder; pass the content folder with --data' }),
    ]);
    // A folder that cannot be listed for any other reason (here a link to itself) names the reason, not a stack.
    await symlink('loop', path.join(dir, 'loop'));
    expect((await loadContent({ dataDir: 'loop', cwd: dir })).messages).toEqual([
      expect.objectContaining({ file: 'loop', rule: 'file/missing', message: 'the folder "loop" cannot be read (ELOOP); check that it is yours and readable' }),
    ]);
  });

  it('names each file in its messages by its path from the working folder, wherever that folder is', async () => {
    await load({ 'posts/bad.md': '---\ntitle: [\n---\nBody\n', 'notes.txt': 'not content' });
    const named = async (cwd: string, dataDir: string) => {
      const { messages } = await loadContent({ dataDir, cwd });
      return [...new Set(messages.map((m) => m.file))].filter((f) => /bad\.md|notes\.txt/.test(f)).sort();
    };
    expect(await named(dir, 'data')).toEqual(['data/notes.txt', 'data/posts/bad.md']);
    expect(await named(path.join(dir, 'data'), '.')).toEqual(['notes.txt', 'posts/bad.md']);
    expect(await named(path.join(dir, 'data/posts'), '..')).toEqual(['../notes.txt', 'bad.md']);
    expect(await named(path.join(dir, 'elsewhere'), '../data')).toEqual(['../data/notes.txt', '../data/posts/bad.md']);
  });

  it('collects images as site paths, with their sizes, instead of parsing them', async () => {
    const { value, messages } = await load({ 'images/logo.svg': '<svg/>', 'images/blog/photo.jpg': Buffer.alloc(1234) });
    expect(new Set(value.imageFiles.keys())).toEqual(new Set(['/images/blog/photo.jpg', '/images/logo.svg']));
    expect(new Map([...value.imageFiles].map(([p, f]) => [p, f.size]))).toEqual(new Map([['/images/blog/photo.jpg', 1234], ['/images/logo.svg', 6]]));
    expect(messages.some((m) => m.file.includes('logo'))).toBe(false);
  });

  it('keeps the Markdown body and the line it starts on', async () => {
    const { value } = await load({ 'posts/a.md': '---\ntitle: A\n---\nBody {x}\n' });
    const post = value.files.find((f) => f.relativePath === 'posts/a.md');
    expect(post).toMatchObject({ lineOffset: 1, body: 'Body {x}\n', bodyLine: 4, data: { title: 'A' } });
  });
});

describe('splitFrontMatter', () => {
  it('splits the YAML between the two --- lines from the Markdown after them', () => {
    expect(splitFrontMatter('---\ntitle: A\ndate: x\n---\nBody\n\nMore\n')).toEqual({ yaml: 'title: A\ndate: x', body: 'Body\n\nMore\n', bodyLine: 5 });
  });

  it('accepts empty front matter, trailing spaces after ---, Windows line ends and a post with no body', () => {
    expect(splitFrontMatter('---\n---\nBody')).toEqual({ yaml: '', body: 'Body', bodyLine: 3 });
    expect(splitFrontMatter('---  \na: 1\n--- \nBody')).toEqual({ yaml: 'a: 1', body: 'Body', bodyLine: 4 });
    expect(splitFrontMatter('---\r\na: 1\r\n---\r\nBody\r\n')).toEqual({ yaml: 'a: 1\r', body: 'Body\r\n', bodyLine: 4 });
    expect(splitFrontMatter('---\na: 1\n---')).toEqual({ yaml: 'a: 1', body: '', bodyLine: 4 });
  });

  it('ends the front matter at the first closing line and keeps later --- lines in the body', () => {
    expect(splitFrontMatter('---\na: 1\n---\nx\n---\ny')).toEqual({ yaml: 'a: 1', body: 'x\n---\ny', bodyLine: 4 });
  });

  it('finds no front matter when the file does not start with --- or never closes it', () => {
    for (const source of ['', '---', 'title: A\n---\nBody', '---\ntitle: A\n', ' ---\na: 1\n---\n']) expect(splitFrontMatter(source)).toBeNull();
  });

  it('agrees with splitting into lines on every short combination of fences, fields and blank lines', () => {
    const byLines = (source: string) => {
      const lines = source.split('\n');
      if ((lines[0] ?? '').trimEnd() !== '---') return null;
      const end = lines.findIndex((l, i) => i > 0 && l.trimEnd() === '---');
      return end < 0 ? null : { yaml: lines.slice(1, end).join('\n'), body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
    };
    const pieces = ['---', '--- ', '---\r', 'a: 1', '', 'text'];
    // Every sequence of one to four lines, each with and without a final line break.
    const sources: string[] = [];
    let previous = pieces;
    for (let length = 1; length <= 4; length++) {
      sources.push(...previous);
      previous = previous.flatMap((s) => pieces.map((p) => `${s}\n${p}`));
    }
    for (const source of sources.flatMap((s) => [s, `${s}\n`])) expect(splitFrontMatter(source), JSON.stringify(source)).toEqual(byLines(source));
  });
});

describe('unclosedFrontMatter', () => {
  it('finds where the Markdown starts after front matter that never closes', () => {
    expect(unclosedFrontMatter('---\ntitle: A\ndate: x\nSpring is here: at last\n')).toEqual({ line: 4, lastField: 3 });
    expect(unclosedFrontMatter('---\ntitle: A\ntags:\n  - a\n# comment\n\n# Heading\ntext')).toEqual({ line: 7, lastField: 5 });
    expect(unclosedFrontMatter('---\ntitle: A\n')).toEqual({ line: 1, lastField: 2 });
  });

  it('names a closing line written with the wrong number of hyphens or with dashes', () => {
    expect(unclosedFrontMatter('---\ntitle: A\n----\nbody')).toEqual({ line: 3, fence: '----', lastField: 2 });
    expect(unclosedFrontMatter('---\ntitle: A\n— —\nbody')).toMatchObject({ line: 3, fence: '— —' });
  });

  it('is null for closed front matter and for text without front matter', () => {
    for (const source of ['---\ntitle: A\n---\nx', 'title: A\n', '']) expect(unclosedFrontMatter(source)).toBeNull();
  });
});

describe('a load that takes unchanged files from an earlier one (dev)', () => {
  it('reads again only the files it is not given, and keeps each file\'s own messages', async () => {
    const first = await load({ 'faq.yaml': 'title: FAQ\n', 'blog.yaml': 'categories: [a, b\n' });
    const earlier = first.value.parsed;
    expect(first.messages.filter((m) => m.file === 'data/blog.yaml').length).toBeGreaterThan(0);
    // Both files change on disk; the watcher saw only faq.yaml.
    await writeFile(path.join(dir, 'data/faq.yaml'), 'title: Questions\n');
    await writeFile(path.join(dir, 'data/blog.yaml'), 'categories: [a, b]\n');
    const second = await loadContent({ dataDir: 'data', cwd: dir, unchanged: (rel) => (rel === 'faq.yaml' ? undefined : earlier.get(rel)) });
    const data = (rel: string) => second.value.files.find((f) => f.relativePath === rel)?.data;
    expect(data('faq.yaml')).toEqual({ title: 'Questions' });
    // The same object as before, with its messages: not read, parsed or checked again.
    expect(second.value.parsed.get('blog.yaml')).toBe(earlier.get('blog.yaml'));
    expect(second.messages.filter((m) => m.file === 'data/blog.yaml')).toEqual(first.messages.filter((m) => m.file === 'data/blog.yaml'));
  });

  it('reads a file again when it is not where the earlier load found it, and drops a file that is gone', async () => {
    const first = await load({ 'faq.yaml': 'title: FAQ\n', 'posts/a.md': '---\ntitle: A\n---\nText\n' });
    await rm(path.join(dir, 'data/posts/a.md'));
    const second = await loadContent({ dataDir: 'data', cwd: dir, unchanged: (rel) => first.value.parsed.get(rel) });
    expect(second.value.files.map((f) => f.relativePath)).toEqual(['faq.yaml']);
    // Messages name files from where the load runs: a reused file shown under another name is read again.
    const elsewhere = await loadContent({ dataDir: path.join(dir, 'data'), cwd: os.tmpdir(), unchanged: (rel) => first.value.parsed.get(rel) });
    expect(elsewhere.value.parsed.get('faq.yaml')).not.toBe(first.value.parsed.get('faq.yaml'));
  });
});
