import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { loadSchemas } from '../../pipeline/check/compiled-schemas.ts';
import { referenceFields, valuesAt, type SchemaField } from '../../pipeline/check/reference-fields.ts';
import { whereUsed } from '../../pipeline/check/where-used.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { sourcesOf } from '../../pipeline/content/sources.ts';
import { kindOf } from '../../pipeline/content/content-kinds.ts';
import { copyOfData, root } from './fixture-harness.ts';
import { fixtureData } from '../fixture-content.ts';

const fields = referenceFields(loadSchemas(path.join(root, 'schema')));
const checked = await checkContent(fixtureData, root, root);
const files = checked.value.content.files;

describe('the schemas\' marks of ids, references and pictures', () => {
  it('name, for every id a field refers to, the field that names it', () => {
    const named = new Set(fields.defines.map((f) => f.id));
    expect(fields.refers.filter((f) => !named.has(f.id)).map((f) => `${f.kind.kind} ${f.path} -> ${f.id}`)).toEqual([]);
    expect(fields.refers.length).toBeGreaterThanOrEqual(9);
  });

  it('find the values of a field through lists and blocks, each with its JSON pointer', () => {
    const data = { footer: { packages: [{ package: 'a' }, { package: 'b' }, { label: 'c' }] }, ids: ['x', 'y'] };
    expect(valuesAt(data, 'footer.packages[].package')).toEqual([{ pointer: '/footer/packages/0/package', value: 'a' }, { pointer: '/footer/packages/1/package', value: 'b' }]);
    expect(valuesAt(data, 'ids[]')).toEqual([{ pointer: '/ids/0', value: 'x' }, { pointer: '/ids/1', value: 'y' }]);
    expect(valuesAt(data, 'missing[].id')).toEqual([]);
  });

  it('give every picture field pages that really show it: each page that shows one of its pictures is among them', () => {
    const site = checked.value.site!;
    const wrong: string[] = [];
    for (const field of fields.pictures.filter((f) => !f.kind.pages.includes('*'))) {
      const patterns = (field.pages ?? []).map((p) => new RegExp(`^${p.replace(/<name>/g, '[^/]+(?:/[^/]+)*')}$`));
      const values = new Set(files.filter((f) => f.kind.kind === field.kind.kind).flatMap((f) => valuesAt(f.data, field.path).map((v) => v.value)));
      for (const route of site.routes) {
        const holds = JSON.stringify(route.props);
        if (![...values].some((v) => typeof v === 'string' && holds.includes(JSON.stringify(v)))) continue;
        if (!patterns.some((p) => p.test(route.path))) wrong.push(`${field.kind.kind} ${field.path} on ${route.path}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('give every kind of file the pages its content reaches', () => {
    const wrong: string[] = [];
    for (const route of checked.value.site!.routes) {
      for (const source of sourcesOf(route.props)) {
        const kind = kindOf(source)!;
        const ok = kind.pages.some((p) => p === '*' || new RegExp(`^${p.replace(/<name>/g, '[^/]+(?:/[^/]+)*')}$`).test(route.path));
        if (!ok) wrong.push(`${source} on ${route.path}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('every field that refers to an id is checked', () => {
  let copy: Awaited<ReturnType<typeof copyOfData>>;
  const tried: { field: SchemaField; file: string; line: number; value: string }[] = [];
  let lines: string[] = [];

  // One copy of the content with an unknown id written into each referring field (in a file of its own, so one
  // broken reference cannot hide another), validated once.
  beforeAll(async () => {
    copy = await copyOfData();
    const used = new Set<string>();
    for (const [n, field] of fields.refers.entries()) {
      const pointer = `/${field.path.replace(/\[\]/g, '/0').replace(/\./g, '/')}`.replace(/\/+/g, '/');
      const keys = pointer.split('/').slice(1).map((k) => (/^\d+$/.test(k) ? Number(k) : k));
      const candidates = (await listFiles(copy.dataDir)).filter((rel) => kindOf(rel)?.kind === field.kind.kind && !used.has(rel));
      for (const rel of candidates) {
        const abs = path.join(copy.dataDir, rel);
        const text = await readFile(abs, 'utf8');
        const front = rel.endsWith('.md') ? /^---\n([\s\S]*?\n)---\n/.exec(text) : null;
        const yamlText = front ? front[1]! : text;
        const doc = parseDocument(yamlText);
        if (!doc.hasIn(keys.slice(0, -1))) continue;
        const value = `no-such-${field.id}-${n}`;
        doc.setIn(keys, value);
        const written = doc.toString();
        await writeFile(abs, front ? `---\n${written}---\n${text.slice(front[0].length)}` : written);
        const counter = new LineCounter();
        const node = parseDocument(written, { lineCounter: counter }).getIn(keys, true) as { range?: [number] } | undefined;
        used.add(rel);
        tried.push({ field, file: `data/${rel}`, line: counter.linePos(node!.range![0]).line + (front ? 1 : 0), value });
        break;
      }
    }
    lines = (await checkContent(copy.dataDir, root, copy.dir)).messages.map((m) => `${m.file}:${m.line} ${m.severity} ${m.rule} ${m.message}`);
  }, 60_000);
  afterAll(() => copy?.cleanup());

  it('has a file to try each referring field in', () => {
    expect(tried.map((t) => `${t.field.kind.kind} ${t.field.path}`).sort()).toEqual(fields.refers.map((f) => `${f.kind.kind} ${f.path}`).sort());
  });

  it.each(fields.refers.map((f) => [`${f.path} in ${f.kind.kind}`, f]))('an unknown id in %s is an error at its line, naming the id', (_name, field) => {
    const at = tried.find((t) => t.field === field)!;
    const found = lines.filter((l) => l.startsWith(`${at.file}:${at.line} error ref/`) && l.includes(at.value));
    expect(found, lines.filter((l) => l.startsWith(at.file)).join('\n')).toHaveLength(1);
  });
});

describe('npm run where', () => {
  it('lists the field that names a package id and every field that refers to it, with lines', () => {
    const { places } = whereUsed('basic', files, fields, checked.value.site);
    expect(places.map((p) => `${p.file.replace(/^.*tests\/fixtures\/site\//, '')} ${p.how}`)).toEqual(expect.arrayContaining([
      'packages.yaml names it (packages[].id)', 'home.yaml refers to it (packages.ids[])', 'navigation.yaml refers to it (footer.packages[].package)',
    ]));
    expect(places.every((p) => p.line > 0 && p.column > 0)).toBe(true);
  });

  it('lists the files and the pages that show a picture, Markdown bodies included', () => {
    const post = files.find((f) => f.kind.kind === 'post')!;
    const picture = '/images/blog/a-photo-in-the-text.jpg';
    const withPicture = files.map((f) => (f === post ? { ...f, body: `${f.body}\n\n![A kitchen](${picture})\n` } : f));
    const { places, pages } = whereUsed(picture, withPicture, fields, checked.value.site);
    expect(places).toEqual([{ file: post.file, line: (post.bodyLine ?? 1) + post.body!.split('\n').length + 1, column: 14, how: 'shows it in its text' }]);
    expect(pages).toContain(`/blog/${path.basename(post.relativePath, '.md')}`);
  });

  it('says where a site-wide file\'s picture shows from its field\'s own pages', () => {
    const site = files.find((f) => f.kind.kind === 'site')!;
    const map = (site.data as { links: { maps: { bucks: { image: string } } } }).links.maps.bucks.image;
    expect(whereUsed(map, files, fields, checked.value.site).pages).toContain('/service-area');
  });

  it('finds nothing for a value no file uses', () => {
    expect(whereUsed('no-such-thing', files, fields, checked.value.site)).toEqual({ places: [], pages: [] });
  });
});

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of (await readdir(path.join(dir, prefix), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out;
}
