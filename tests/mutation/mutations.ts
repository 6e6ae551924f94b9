import { readFile, writeFile, mkdtemp, cp, rm } from 'node:fs/promises';
import { fixtureData } from '../fixture-content.ts';
import os from 'node:os';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { kindOf } from '../../pipeline/content/content-kinds.ts';
import { loadSchemas } from '../../pipeline/check/compiled-schemas.ts';
import type { Message } from '../../pipeline/messages/messages.ts';

/**
 * Mutation testing of the validator. Single, realistic, *breaking* edits to the frozen content (tests/fixtures/site), each with the line(s)
 * an editor must be pointed at. A mutation passes when validation reports an error in the edited file on one of
 * those lines. The bar, per operator:
 *
 *  - Edits that change a line (type change, key typo, broken indentation, duplicate id, dangling reference,
 *    emptied list): the edited line, i.e. the line the changed text is on after the edit.
 *  - Added unknown field: the inserted line.
 *  - Deleted required field: either the line the deleted text was on (after the edit, the next line of the block
 *    sits there) or the line that opens the block missing the field: its key (`hero:`) or its list item (`- id:`),
 *    or for a top-level field the file's first field. A missing field has no line of its own, so the message can
 *    only point at the block that lacks it, and both are where the editor adds the field back.
 *
 * Only breaking edits are mutations: every operator checks the schema (required, type, enum, minItems,
 * additionalProperties) or builds a reference that cannot resolve, so a miss is a validator bug, never an edit
 * that was fine. An indentation change is decided after the edit by a plain oracle independent of the validator's
 * position mapping: it breaks when the YAML no longer parses, when a line starting with "- " got joined to the
 * unquoted text above it (a lost list item), or when the data changed and a plain ajv check rejects it. Otherwise
 * (same data, or different data that is still valid) it is excluded and not counted.
 */

export interface Mutation {
  operator: Operator;
  /** Path under data/. */
  file: string;
  what: string;
  apply(text: string): string;
  /** Acceptable 1-based lines in the mutated file. */
  lines: number[];
  /** For indentation changes: decide after the edit whether it breaks anything (see above). */
  needsOracle?: boolean;
}

export type Operator =
  | 'delete-required' | 'type-change' | 'rename-key' | 'indentation' | 'duplicate-id'
  | 'dangling-ref' | 'unknown-field' | 'empty-list';

export const operators: Operator[] = ['delete-required', 'type-change', 'rename-key', 'indentation', 'duplicate-id', 'dangling-ref', 'unknown-field', 'empty-list'];

// ----------------------------------------------------------------------------------------------- seeded PRNG

// The benchmark's generator and the mutation test share one deterministic PRNG.
export { prng } from '../bench/synthetic-content.ts';
import { prng } from '../bench/synthetic-content.ts';

// ----------------------------------------------------------------------------------------------- schema walking

type Schema = Record<string, any>;

class SchemaIndex {
  constructor(private readonly schemas: Map<string, object>) {}

  /** A schema with its $ref followed (siblings of $ref override the target, as descriptions do here). */
  resolve(schema: Schema | undefined, doc: string): { schema: Schema | undefined; doc: string } {
    let s = schema;
    let d = doc;
    for (let guard = 0; s && typeof s.$ref === 'string' && guard < 20; guard++) {
      const [file, pointer] = (s.$ref as string).split('#');
      const targetDoc = file ? file.replace(/\.schema\.json$/, '') : d;
      let target: any = this.schemas.get(targetDoc);
      for (const part of (pointer ?? '').split('/').filter(Boolean)) target = target?.[part];
      const { $ref: _ref, ...siblings } = s;
      s = { ...(target as Schema), ...siblings, ...(target?.$ref ? { $ref: target.$ref } : {}) };
      if (!target?.$ref) delete s.$ref;
      d = targetDoc;
    }
    // oneOf/anyOf: too ambiguous to say what an edit breaks; callers skip these.
    if (s && (s.oneOf || s.anyOf)) return { schema: undefined, doc: d };
    return { schema: s, doc: d };
  }
}

interface Visit {
  node: Node;
  pointer: string;
  schema: Schema | undefined;
  doc: string;
  /** The pair holding this node as value, and the map that pair is in. */
  pair?: Pair<Node, Node>;
  parentMap?: YAMLMap<Node, Node>;
  parentSchema?: Schema;
  /** The sequence holding this node, and its index. */
  parentSeq?: YAMLSeq<Node>;
  index?: number;
}

function walk(index: SchemaIndex, node: Node | null, schema: Schema | undefined, doc: string, pointer: string, out: Visit[], ctx: Partial<Visit> = {}): void {
  if (!node) return;
  const r = index.resolve(schema, doc);
  out.push({ node, pointer, schema: r.schema, doc: r.doc, ...ctx });
  if (isMap(node)) {
    for (const pair of node.items as Array<Pair<Node, Node>>) {
      if (!isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      const sub = r.schema?.properties?.[key] as Schema | undefined;
      walk(index, pair.value ?? null, sub, r.doc, `${pointer}/${key}`, out, { pair, parentMap: node as YAMLMap<Node, Node>, parentSchema: r.schema });
    }
  } else if (isSeq(node)) {
    (node.items as Node[]).forEach((item, i) => walk(index, item, r.schema?.items as Schema | undefined, r.doc, `${pointer}/${i}`, out, { parentSeq: node as YAMLSeq<Node>, index: i }));
  }
}

// ----------------------------------------------------------------------------------------------- one content file

interface FileModel {
  rel: string;
  text: string;
  /** Where the YAML starts in `text` (after `---\n` for Markdown). */
  yamlStart: number;
  lineOffset: number;
  doc: Document;
  lc: LineCounter;
  visits: Visit[];
  body?: { start: number; line: number; lines: string[] };
}

function lineOf(text: string, offset: number): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const i = text.indexOf('\n', offset);
  return i < 0 ? text.length : i;
}

/** The end of a value's text: its range end, moved back over trailing line breaks and comments' whitespace. */
function valueEnd(file: FileModel, node: Node): number {
  let end = file.yamlStart + node.range![1];
  while (end > 0 && /\s/.test(file.text[end - 1]!)) end--;
  return end;
}

const at = (file: FileModel, node: Node | null | undefined): number => file.yamlStart + (node?.range?.[0] ?? 0);

function model(rel: string, text: string, index: SchemaIndex): FileModel | undefined {
  const kind = kindOf(rel);
  if (!kind) return undefined;
  let yamlText = text;
  let yamlStart = 0;
  let lineOffset = 0;
  let body: FileModel['body'];
  if (kind.format === 'markdown') {
    const end = text.indexOf('\n---\n', 3);
    yamlText = text.slice(4, end + 1);
    yamlStart = 4;
    lineOffset = 1;
    const bodyStart = end + 5;
    body = { start: bodyStart, line: lineOf(text, bodyStart), lines: text.slice(bodyStart).split('\n') };
  }
  const lc = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: lc, keepSourceTokens: false });
  const visits: Visit[] = [];
  walk(index, doc.contents as Node, { $ref: `${kind.schema}.schema.json#` } as Schema, kind.schema, '', visits);
  return { rel, text, yamlStart, lineOffset, doc, lc, visits, body };
}

// ----------------------------------------------------------------------------------------------- edits

const replaceRange = (start: number, end: number, replacement: string) => (text: string) => text.slice(0, start) + replacement + text.slice(end);

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** Would `value` fail this schema's type, enum or const? */
function wrongType(schema: Schema, value: unknown): boolean {
  if (schema.const !== undefined) return schema.const !== value;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return true;
  if (schema.type === undefined) return false;
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const t = typeOf(value);
  return !(types.includes(t) || (t === 'integer' && types.includes('number')));
}

function typo(name: string, rand: () => number): string {
  const i = Math.floor(rand() * name.length);
  const kinds = ['drop', 'swap', 'double', 'case'];
  const kind = kinds[Math.floor(rand() * kinds.length)];
  if (kind === 'drop' && name.length > 2) return name.slice(0, i) + name.slice(i + 1);
  if (kind === 'swap' && name.length > 2) {
    const j = Math.min(i, name.length - 2);
    if (name[j] !== name[j + 1]) return name.slice(0, j) + name[j + 1] + name[j] + name.slice(j + 2);
  }
  if (kind === 'case' && /[a-z]/.test(name[i] ?? '')) return name.slice(0, i) + name[i]!.toUpperCase() + name.slice(i + 1);
  return name.slice(0, i + 1) + name.slice(i);
}

/** Every candidate mutation of every file, per operator, in a stable order. `rand` only picks typo letters. */
export function candidates(files: FileModel[], rand: () => number): Map<Operator, Mutation[]> {
  const out = new Map<Operator, Mutation[]>(operators.map((o) => [o, []]));
  const add = (m: Mutation) => out.get(m.operator)!.push(m);

  for (const f of files) {
    const L = (offset: number) => lineOf(f.text, offset);
    for (const v of f.visits) {
      const { node, schema, pair, parentMap, parentSchema } = v;
      const key = pair && isScalar(pair.key) ? (pair.key as Scalar) : undefined;
      const keyName = key ? String(key.value) : undefined;
      const keyStart = key ? at(f, key) : -1;
      const isFlowParent = Boolean(parentMap?.flow);

      // delete-required: a field the schema requires, removed from its block.
      if (key && keyName && parentMap && parentSchema?.required?.includes(keyName)) {
        const pairs = parentMap.items as Array<Pair<Node, Node>>;
        const i = pairs.indexOf(pair!);
        const next = pairs[i + 1];
        const first = i === 0;
        const parentPair = f.visits.find((p) => p.node === parentMap)?.pair;
        // The block is named by its key; a list item or the file itself by its first field, which moves to the
        // deleted field's line when that was the first.
        const blockLine = parentPair && isScalar(parentPair.key) ? L(at(f, parentPair.key as Node)) : L(at(f, parentMap));
        if (next && isScalar(next.key)) {
          const start = keyStart;
          const end = at(f, next.key as Node);
          // After the edit, the next field starts where the deleted one did.
          add({ operator: 'delete-required', file: f.rel, what: `delete required "${keyName}" at ${v.pointer}`, apply: replaceRange(start, end, ''), lines: [L(start), blockLine] });
        } else if (!isFlowParent && !first && pair!.value) {
          const start = lineStart(f.text, keyStart);
          const end = Math.min(f.text.length, lineEnd(f.text, valueEnd(f, pair!.value)) + 1);
          add({ operator: 'delete-required', file: f.rel, what: `delete required "${keyName}" (last field) at ${v.pointer}`, apply: replaceRange(start, end, ''), lines: [L(start), blockLine] });
        }
      }

      // type-change: string -> number, number/bool -> text, list -> text, block -> text, text -> list.
      if (key && schema && node.range) {
        const value = isScalar(node) ? node.value : undefined;
        const start = at(f, node);
        const end = valueEnd(f, node);
        const keyLine = L(keyStart);
        if (isScalar(node) && typeof value === 'string' && !/^[|>]/.test(f.text.slice(start, start + 1)) && L(start) === keyLine) {
          if (wrongType(schema, 12345)) add({ operator: 'type-change', file: f.rel, what: `string -> number at ${v.pointer}`, apply: replaceRange(start, end, '12345'), lines: [keyLine] });
          if (wrongType(schema, ['a', 'b'])) add({ operator: 'type-change', file: f.rel, what: `string -> list at ${v.pointer}`, apply: replaceRange(start, end, '[first, second]'), lines: [keyLine] });
        } else if (isScalar(node) && (typeof value === 'number' || typeof value === 'boolean')) {
          if (wrongType(schema, 'some text')) add({ operator: 'type-change', file: f.rel, what: `${typeof value} -> string at ${v.pointer}`, apply: replaceRange(start, end, '"some text"'), lines: [keyLine] });
        } else if ((isSeq(node) || isMap(node)) && !node.flow && wrongType(schema, 'some text')) {
          const from = key.range![1];
          add({ operator: 'type-change', file: f.rel, what: `${isSeq(node) ? 'list' : 'block'} -> string at ${v.pointer}`, apply: replaceRange(f.yamlStart + from, end, ': "just some text"'), lines: [keyLine] });
        } else if ((isSeq(node) || isMap(node)) && node.flow && wrongType(schema, 'some text')) {
          add({ operator: 'type-change', file: f.rel, what: `flow ${isSeq(node) ? 'list' : 'block'} -> string at ${v.pointer}`, apply: replaceRange(start, end, '"just some text"'), lines: [L(start)] });
        }
      }

      // rename-key: a typo in a field name of a block that allows no other fields.
      const plainKey = key && keyName !== undefined && f.text.slice(keyStart, at(f, key) + (key.range![1] - key.range![0])) === keyName;
      if (key && keyName && plainKey && parentSchema?.additionalProperties === false && parentSchema.properties) {
        let name = typo(keyName, rand);
        for (let t = 0; t < 5 && (name === keyName || name in parentSchema.properties); t++) name = typo(keyName, rand);
        if (name !== keyName && !(name in parentSchema.properties)) {
          add({ operator: 'rename-key', file: f.rel, what: `rename "${keyName}" -> "${name}" at ${v.pointer}`, apply: replaceRange(keyStart, keyStart + keyName.length, name), lines: [L(keyStart)] });
        }
      }

      // indentation: a field of a block moved one space left or right (the oracle decides if that breaks).
      if (key && !isFlowParent && f.text.slice(lineStart(f.text, keyStart), keyStart).trim() === '' && keyStart - lineStart(f.text, keyStart) > 0) {
        const ls = lineStart(f.text, keyStart);
        const line = L(keyStart);
        add({ operator: 'indentation', file: f.rel, what: `indent "${keyName}" one more space at ${v.pointer}`, apply: replaceRange(ls, ls, ' '), lines: [line], needsOracle: true });
        add({ operator: 'indentation', file: f.rel, what: `indent "${keyName}" one less space at ${v.pointer}`, apply: replaceRange(ls, ls + 1, ''), lines: [line], needsOracle: true });
      }

      // indentation of a list item's "- " line.
      if (v.parentSeq && !v.parentSeq.flow && node.range) {
        const ls = lineStart(f.text, at(f, node));
        const prefix = f.text.slice(ls, at(f, node));
        if (/^ +- +$/.test(prefix)) {
          const line = L(ls);
          add({ operator: 'indentation', file: f.rel, what: `indent list item one more space at ${v.pointer}`, apply: replaceRange(ls, ls, ' '), lines: [line], needsOracle: true });
          add({ operator: 'indentation', file: f.rel, what: `indent list item one less space at ${v.pointer}`, apply: replaceRange(ls, ls + 1, ''), lines: [line], needsOracle: true });
        }
      }

      // unknown-field: a new field inserted after this one, lined up with it.
      if (key && keyName && parentMap && !isFlowParent && parentSchema?.additionalProperties === false && pair!.value?.range) {
        const col = keyStart - lineStart(f.text, keyStart);
        const insertAt = Math.min(f.text.length, lineEnd(f.text, valueEnd(f, pair!.value)) + 1);
        const name = ['notes', 'colour', 'extra', 'subtitle', 'comment'].find((n) => !(n in (parentSchema.properties ?? {})))!;
        add({ operator: 'unknown-field', file: f.rel, what: `add unknown field "${name}" after ${v.pointer}`, apply: replaceRange(insertAt, insertAt, `${' '.repeat(col)}${name}: "added"\n`), lines: [L(insertAt)] });
      }

      // empty-list: a list that must have entries, emptied.
      if (key && isSeq(node) && schema && Number(schema.minItems ?? 0) >= 1) {
        const from = f.yamlStart + key.range![1];
        add({ operator: 'empty-list', file: f.rel, what: `empty the list at ${v.pointer}`, apply: replaceRange(from, valueEnd(f, node), ': []'), lines: [L(keyStart)] });
      }

      // dangling-ref: image paths anywhere; placeholders in any text outside site.yaml.
      if (isScalar(node) && typeof node.value === 'string' && node.range) {
        const start = at(f, node);
        const end = valueEnd(f, node);
        const raw = f.text.slice(start, end);
        if (/^\/images\//.test(node.value) && !raw.includes('\n')) {
          add({ operator: 'dangling-ref', file: f.rel, what: `image path to nothing at ${v.pointer}`, apply: replaceRange(start, end, '/images/missing/nothing-here.svg'), lines: [L(start)] });
        } else if (f.rel !== 'site.yaml' && /^"[^"\n\\]*"$/.test(raw) && schema?.type === 'string' && (schema.pattern === undefined || schema.pattern === '\\S') && !schema.format && !schema.enum && schema.maxLength === undefined) {
          add({ operator: 'dangling-ref', file: f.rel, what: `unknown {placeholder} at ${v.pointer}`, apply: replaceRange(end - 1, end - 1, ' {phone.fax}'), lines: [L(end - 1)] });
        }
      }
    }

    // Placeholders in Markdown bodies.
    if (f.body) {
      f.body.lines.forEach((text, n) => {
        if (!/^[A-Za-z]/.test(text)) return;
        const offset = f.body!.start + f.body!.lines.slice(0, n).reduce((s, l) => s + l.length + 1, 0);
        add({ operator: 'dangling-ref', file: f.rel, what: `unknown {placeholder} in the Markdown body line ${f.body!.line + n}`, apply: replaceRange(offset, offset, '{rates.weekend} '), lines: [f.body!.line + n] });
      });
    }
  }

  // References between files: the value is replaced by one no file defines.
  const ref = (rel: string, pointer: RegExp, replacement: string, label: string) => {
    for (const f of files.filter((x) => x.rel === rel || (rel.endsWith('/') && x.rel.startsWith(rel)))) {
      for (const v of f.visits) {
        if (!pointer.test(v.pointer) || !isScalar(v.node) || !v.node.range) continue;
        const start = at(f, v.node);
        add({ operator: 'dangling-ref', file: f.rel, what: `${label} to nothing at ${v.pointer}`, apply: replaceRange(start, valueEnd(f, v.node), replacement), lines: [lineOf(f.text, start)] });
      }
    }
  };
  ref('services/', /^\/services\/\d+\/subcategory$/, 'no-such-subcategory', 'service subcategory');
  ref('categories/', /^\/cards\/\d+\/subcategory$/, 'no-such-subcategory', 'card subcategory');
  ref('categories/', /^\/hiddenSubcategories\/\d+$/, 'no-such-subcategory', 'hidden subcategory');
  ref('home.yaml', /^\/packages\/ids\/\d+$/, 'no-such-package', 'home package id');
  ref('navigation.yaml', /^\/footer\/packages\/\d+\/package$/, 'zzz-missing', 'footer package');
  ref('posts/', /^\/category$/, 'Gardening Tips', 'blog category');
  ref('about.yaml', /^\/fieldTeamMember$/, 'nobody-here', 'field team member');

  // duplicate-id: a later entry given the id of an earlier one (validation order: files sorted, then entries).
  const dup = (rels: (rel: string) => boolean, pointer: RegExp, label: string, quote = false, perFile = false) => {
    let seen: Array<{ value: string }> = [];
    for (const f of files.filter((x) => rels(x.rel)).sort((a, b) => (a.rel < b.rel ? -1 : 1))) {
      if (perFile) seen = [];
      for (const v of f.visits) {
        if (!pointer.test(v.pointer) || !isScalar(v.node) || !v.node.range) continue;
        const start = at(f, v.node);
        const own = String(v.node.value);
        const earlier = seen.filter((s) => s.value !== own);
        if (earlier.length > 0) {
          const source = earlier[Math.floor(rand() * earlier.length)]!.value;
          add({ operator: 'duplicate-id', file: f.rel, what: `${label} duplicated ("${source}") at ${v.pointer}`, apply: replaceRange(start, valueEnd(f, v.node), quote ? `"${source}"` : source), lines: [lineOf(f.text, start)] });
        }
        seen.push({ value: own });
      }
    }
  };
  dup((r) => r.startsWith('services/'), /^\/services\/\d+\/id$/, 'service id');
  dup((r) => r === 'jobs.yaml', /^\/jobs\/\d+\/id$/, 'job id');
  dup((r) => r === 'packages.yaml', /^\/packages\/\d+\/id$/, 'package id');
  dup((r) => r === 'team.yaml', /^\/(fieldTeam|officeStaff)\/\d+\/id$/, 'team member id');
  dup((r) => r === 'coverage.yaml', /^\/cities\/\d+\/zips\/\d+$/, 'ZIP', true);
  dup((r) => r.startsWith('services/'), /^\/subcategories\/\d+\/slug$/, 'subcategory slug', false, true);
  return out;
}

// ----------------------------------------------------------------------------------------------- running

export interface Outcome {
  mutation: Mutation;
  /** Not a breaking edit after all (indentation that still means the same, or still valid): not counted. */
  excluded?: string;
  met: boolean;
  errors: Message[];
}

export interface MutationReport { outcomes: Outcome[]; counted: number; met: number; excluded: number; ms: number }

const root = path.resolve(import.meta.dirname, '../..');

/** Picks `count` distinct mutations with a seeded PRNG (operator first, so each kind gets its share). */
export async function pickMutations(count: number, seed: number, dataDir = fixtureData, only?: Operator): Promise<{ mutations: Mutation[]; pool: Map<Operator, Mutation[]> }> {
  const rand = prng(seed);
  const index = new SchemaIndex(await loadSchemas(path.join(root, 'schema')));
  const files: FileModel[] = [];
  for (const rel of await listContentFiles(dataDir)) {
    const m = model(rel, await readFile(path.join(dataDir, rel), 'utf8'), index);
    if (m) files.push(m);
  }
  const pool = candidates(files, rand);
  const ops = operators.filter((o) => pool.get(o)!.length > 0 && (only === undefined || o === only));
  const used = new Set<string>();
  const mutations: Mutation[] = [];
  for (let guard = 0; mutations.length < count && guard < count * 50; guard++) {
    const op = ops[Math.floor(rand() * ops.length)]!;
    const list = pool.get(op)!;
    const m = list[Math.floor(rand() * list.length)]!;
    const id = `${m.file} ${m.what}`;
    if (used.has(id)) continue;
    used.add(id);
    mutations.push(m);
  }
  return { mutations, pool };
}

async function listContentFiles(dataDir: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const out: string[] = [];
  for (const e of await readdir(dataDir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const rel = path.relative(dataDir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    if (!rel.startsWith('images/') && kindOf(rel)) out.push(rel);
  }
  return out.sort();
}

/** A plain ajv check of one file (no positions): the oracle for edits whose effect is not known in advance. */
async function plainOracle(): Promise<(rel: string, text: string) => 'parse-error' | 'invalid' | 'valid'> {
  const schemas = await loadSchemas(path.join(root, 'schema'));
  const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);
  const ajv = new Ajv2020({ allErrors: false, strict: false, allowUnionTypes: true });
  addFormats(ajv, ['email', 'uri', 'date']);
  for (const [name, schema] of schemas) ajv.addSchema(schema, `${name}.schema.json`);
  return (rel, text) => {
    const kind = kindOf(rel)!;
    let yamlText = text;
    if (kind.format === 'markdown') {
      const end = text.indexOf('\n---\n', 3);
      if (!text.startsWith('---\n') || end < 0) return 'parse-error';
      yamlText = text.slice(4, end + 1);
    }
    const doc = parseDocument(yamlText, { uniqueKeys: true, strict: true });
    if (doc.errors.length > 0) return 'parse-error';
    // A list item indented so that YAML joins it to the unquoted text above: valid YAML, but a lost list item.
    let joined = false;
    visit(doc, { Scalar(_k, node) { if (node.type === 'PLAIN' && node.range && /\n\s*- /.test(yamlText.slice(node.range[0], node.range[1]))) joined = true; } });
    if (joined) return 'invalid';
    const fn = ajv.getSchema(`${kind.schema}.schema.json`) as ValidateFunction;
    return fn(doc.toJS()) ? 'valid' : 'invalid';
  };
}

/**
 * Runs each mutation in process: one temp copy of the frozen content, the edited file written, checkContent, the file restored.
 */
export async function runMutations(mutations: Mutation[], onProgress?: (done: number, total: number) => void): Promise<MutationReport> {
  const started = performance.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mutation-'));
  const dataDir = path.join(dir, 'data');
  await cp(fixtureData, dataDir, { recursive: true });
  const oracle = await plainOracle();
  const outcomes: Outcome[] = [];
  try {
    for (const [i, m] of mutations.entries()) {
      const file = path.join(dataDir, m.file);
      const original = await readFile(file, 'utf8');
      const mutated = m.apply(original);
      if (mutated === original) throw new Error(`mutation changed nothing: ${m.file} ${m.what}`);
      if (m.needsOracle) {
        const verdict = oracle(m.file, mutated);
        const before = parseDocument(stripFrontMatter(m.file, original)).toJS();
        const after = verdict === 'parse-error' ? undefined : parseDocument(stripFrontMatter(m.file, mutated)).toJS();
        if (verdict === 'valid' || (after !== undefined && JSON.stringify(after) === JSON.stringify(before))) {
          outcomes.push({ mutation: m, excluded: verdict === 'valid' ? 'still valid' : 'same data', met: false, errors: [] });
          onProgress?.(i + 1, mutations.length);
          continue;
        }
      }
      await writeFile(file, mutated);
      try {
        const { messages } = await checkContent(dataDir, root, dir);
        const errors = messages.filter((x) => x.severity === 'error');
        const met = errors.some((e) => e.file === `data/${m.file}` && m.lines.includes(e.line));
        outcomes.push({ mutation: m, met, errors });
      } finally {
        await writeFile(file, original);
      }
      onProgress?.(i + 1, mutations.length);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const counted = outcomes.filter((o) => !o.excluded);
  return { outcomes, counted: counted.length, met: counted.filter((o) => o.met).length, excluded: outcomes.length - counted.length, ms: performance.now() - started };
}

function stripFrontMatter(rel: string, text: string): string {
  if (!rel.endsWith('.md')) return text;
  const end = text.indexOf('\n---\n', 3);
  return text.slice(4, end + 1);
}

/** A readable summary: the share that met the bar, per operator, and every miss with what was reported instead. */
export function formatReport(report: MutationReport): string {
  const lines: string[] = [];
  const byOp = new Map<string, { n: number; met: number; excluded: number }>();
  for (const o of report.outcomes) {
    const s = byOp.get(o.mutation.operator) ?? { n: 0, met: 0, excluded: 0 };
    if (o.excluded) s.excluded++;
    else {
      s.n++;
      if (o.met) s.met++;
    }
    byOp.set(o.mutation.operator, s);
  }
  const pct = report.counted ? ((100 * report.met) / report.counted).toFixed(1) : '0';
  lines.push(`${report.met}/${report.counted} breaking mutations (${pct}%) reported on the edited line; ${report.excluded} edits excluded as not breaking; ${(report.ms / 1000).toFixed(1)} s`);
  for (const [op, s] of byOp) lines.push(`  ${op.padEnd(16)} ${s.met}/${s.n}${s.excluded ? ` (${s.excluded} excluded)` : ''}`);
  const misses = report.outcomes.filter((o) => !o.excluded && !o.met);
  if (misses.length > 0) {
    lines.push('', 'misses:');
    for (const o of misses) {
      lines.push(`  ${o.mutation.file}: ${o.mutation.what}; expected an error on line ${o.mutation.lines.join(' or ')}`);
      const shown = o.errors.slice(0, 5);
      if (shown.length === 0) lines.push('    (no error at all)');
      for (const e of shown) lines.push(`    got ${e.file}:${e.line}:${e.column} ${e.rule} ${e.message.slice(0, 140)}`);
    }
  }
  const excluded = report.outcomes.filter((o) => o.excluded);
  if (excluded.length > 0) {
    lines.push('', 'excluded (not breaking):');
    for (const o of excluded) lines.push(`  ${o.mutation.file}: ${o.mutation.what} (${o.excluded})`);
  }
  return lines.join('\n');
}
