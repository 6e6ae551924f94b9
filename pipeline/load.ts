import { readFile as readFileWithCallback, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { contentKinds, kindOf, type ContentKind } from './content-kinds.ts';
import type { Message, StageResult } from './messages.ts';
import { aliasProblem, listItemsJoinedToText, tooDeep, yamlProblems } from './yaml-problems.ts';
import { codeFrame } from './code-frame.ts';
import { sha1 } from './build-cache.ts';
import { digestBody, recallFile, rememberFile, type BodyDigest, type FileMemo } from './content-file-memo.ts';
import { fileState, type FileState } from './file-fingerprint.ts';

/** One content file, parsed, with what we need to point back into its source. */
export interface LoadedFile {
  /** Path shown to people: relative to the working directory, forward slashes. */
  file: string;
  /** Path relative to the data folder, e.g. `services/plumbing.yaml`. */
  relativePath: string;
  kind: ContentKind;
  source: string;
  /** The YAML document (the front matter for Markdown); null when the file could not be decoded. */
  doc: Document | null;
  lineCounter: LineCounter;
  /** Lines before the YAML starts (the `---` of front matter). */
  lineOffset: number;
  /** Plain data of the YAML; undefined when the YAML has errors. */
  data: unknown;
  /** Markdown body, and the 1-based line it starts on. */
  body?: string;
  bodyLine?: number;
  /** A Markdown body's hash and placeholders, which key its HTML in the Markdown cache. */
  bodyDigest?: BodyDigest;
  /** The parse cache's key of `data`, when the data is in the parse cache: it stands for the data in other caches. */
  dataKey?: string;
}

export interface LoadedContent {
  dataDir: string;
  files: LoadedFile[];
  /** Site paths of every file under data/images, e.g. `/images/logo.svg`. */
  images: Set<string>;
}

export interface LoadOptions {
  dataDir: string;
  /** Where paths in messages are relative to. */
  cwd?: string;
  /** Data of files that parsed without a problem in an earlier build (see parse-cache.ts). */
  parseCache?: ParseCache;
}

/**
 * The data of cleanly parsed YAML as JSON, keyed by a hash of `salt` (the parser's code and version) and the YAML
 * text. JSON text, not the objects: nothing the build does to the data later can leak into the cache.
 */
export interface ParseCache {
  salt: string;
  get(key: string): string | undefined;
  set(key: string, json: string): void;
  /**
   * What was learned of each cleanly parsed file, by its fingerprint: a settled file that has not changed since is
   * not read at all (its text is read only if a message needs it).
   */
  files?: FileMemo;
  /** Keys of checks that passed (see validate.ts's `schemaPasses`), kept like the data, by content. */
  passed?: { has(key: string): boolean; add(key: string): void };
}

interface ParsedYaml { doc: Document; lineCounter: LineCounter }

function parseYaml(yamlText: string): ParsedYaml {
  const lineCounter = new LineCounter();
  // logLevel 'error': the parser's warnings would go to stderr; problems are reported as messages instead.
  const doc = parseDocument(yamlText, { lineCounter, uniqueKeys: true, prettyErrors: false, strict: true, logLevel: 'error' });
  return { doc, lineCounter };
}

const documents = new WeakMap<LoadedFile, ParsedYaml>();

/** A file's YAML document, parsed from `yamlText` on first use (and again after releaseDocuments). */
function documentOf(file: LoadedFile, yamlText: () => string): ParsedYaml {
  let found = documents.get(file);
  if (!found) {
    found = parseYaml(yamlText());
    documents.set(file, found);
  }
  return found;
}

/**
 * A file read and parsed by this build. Its `doc` and `lineCounter` parse its YAML on first use (and again after
 * releaseDocuments) once `keepYaml` has been given it: only messages need them, and parsing is the slowest part of
 * loading. Parsing is deterministic, so a document parsed later points at the same places as one parsed now. A
 * file that could not be decoded has no document. (Getters of a class, not defined on each file: see RecalledFile.)
 */
class ReadFile implements LoadedFile {
  source = '';
  lineOffset = 0;
  data: unknown = undefined;
  body?: string = undefined;
  bodyLine?: number = undefined;
  bodyDigest?: BodyDigest = undefined;
  dataKey?: string = undefined;
  private yamlText: string | undefined = undefined;
  private noDocument: LineCounter | undefined = undefined;

  constructor(readonly file: string, readonly relativePath: string, readonly kind: ContentKind) {}

  /** The YAML text the document is parsed from, and the document if it is already parsed. */
  keepYaml(yamlText: string, parsed?: ParsedYaml): void {
    this.yamlText = yamlText;
    if (parsed) documents.set(this, parsed);
  }

  get doc(): Document | null {
    return this.yamlText === undefined ? null : documentOf(this, () => this.yamlText!).doc;
  }

  get lineCounter(): LineCounter {
    return this.yamlText === undefined ? (this.noDocument ??= new LineCounter()) : documentOf(this, () => this.yamlText!).lineCounter;
  }
}

/** Frees the files' parsed YAML documents (large for big content) once validation is done with them. */
export function releaseDocuments(files: readonly LoadedFile[]): void {
  for (const file of files) documents.delete(file);
}

/** True when JSON keeps the value exactly: only finite numbers, no -0, no special keys, plain objects and arrays. */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).every(([key, v]) => key !== '__proto__' && isPlainJson(v));
  }
  return false;
}

// Bounds that keep a hostile file from hanging or exhausting the build.
const MAX_ALIASES = 50;
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export async function loadContent(options: LoadOptions): Promise<StageResult<LoadedContent>> {
  const cwd = options.cwd ?? process.cwd();
  const dataDir = path.resolve(cwd, options.dataDir);
  const messages: Message[] = [];
  const files: LoadedFile[] = [];
  const images = new Set<string>();
  const display = (abs: string) => toPosix(path.relative(cwd, abs)) || '.';
  // A content file's name as messages show it, from its path in the content folder (see listFiles): path.relative for
  // each of 4,000 files took 14-80 ms. Where the working folder is inside the content folder, path.relative alone
  // gives the shortest name.
  const dataShown = display(dataDir);
  const shown = /^\.\.(\/\.\.)*$/.test(dataShown) ? (rel: string) => display(path.join(dataDir, rel)) : (rel: string) => (dataShown === '.' ? rel : `${dataShown}/${rel}`);

  let entries: string[];
  try {
    entries = await listFiles(dataDir);
  } catch {
    messages.push({
      file: display(dataDir), line: 0, column: 0, severity: 'error', rule: 'file/missing',
      message: `the content folder "${display(dataDir)}" does not exist; pass the right folder with --data`,
    });
    return { value: { dataDir, files, images }, messages };
  }

  const contentFiles: { rel: string; abs: string; kind: ContentKind }[] = [];
  for (const rel of entries) {
    const abs = path.join(dataDir, rel);
    if (rel.startsWith('images/')) {
      images.add(`/${rel}`);
      continue;
    }
    const kind = kindOf(rel);
    if (!kind) {
      messages.push({
        file: shown(rel), line: 0, column: 0, severity: 'warning', rule: 'file/unknown',
        message: `this file is not used by the site; content files are named ${contentKinds.map(shownName).join(', ')} (where <name> is lowercase letters, digits and hyphens, e.g. pipe-repairs)`,
      });
      continue;
    }
    contentFiles.push({ rel, abs, kind });
  }
  // A file unchanged since an earlier build parsed it cleanly is taken from the caches; the others are read (all
  // first, see readFiles) and parsed, in order.
  const { parseCache } = options;
  const now = Date.now();
  const states = contentFiles.map(({ abs }) => (parseCache?.files ? fileState(abs, now) : undefined));
  const loaded = contentFiles.map(({ rel, abs, kind }, i) => recalled(parseCache, states[i], rel, abs, shown(rel), kind));
  const toRead = contentFiles.filter((_, i) => loaded[i] === undefined);
  const contents = await readFiles(toRead.map((f) => f.abs));
  let next = 0;
  contentFiles.forEach(({ rel, abs, kind }, i) => {
    let file = loaded[i];
    if (!file) {
      file = parseFile(contents[next++]!, rel, shown(rel), kind, messages, options);
      const state = states[i];
      if (parseCache?.files && state?.settled && file.dataKey) rememberFile(parseCache.files, parseCache.salt, abs, state.fingerprint, { dataKey: file.dataKey, body: file.bodyDigest });
    }
    files.push(file);
  });

  for (const kind of contentKinds) {
    if (kind.required && typeof kind.match === 'string' && !entries.includes(kind.match)) {
      messages.push({
        file: display(path.join(dataDir, kind.match)), line: 0, column: 0, severity: 'error', rule: 'file/missing',
        message: `this file is missing; it holds ${kind.purpose}`,
      });
    }
  }
  return { value: { dataDir, files, images }, messages };
}

/**
 * A file the memo has seen with this fingerprint, whose data is still in the parse cache, or undefined. Its text, body
 * and YAML document are read and made only if something asks for them (a message's code frame, or Markdown whose HTML
 * is not cached).
 */
function recalled(parseCache: ParseCache | undefined, state: FileState | undefined, relativePath: string, abs: string, file: string, kind: ContentKind): LoadedFile | undefined {
  if (!parseCache?.files || !state) return undefined;
  const known = recallFile(parseCache.files, parseCache.salt, abs, state.fingerprint);
  const json = known ? parseCache.get(known.dataKey) : undefined;
  if (!known || json === undefined) return undefined;
  return new RecalledFile(file, relativePath, kind, JSON.parse(json), known.body, known.dataKey, abs);
}

/**
 * A file taken from the memo (see `recalled`). Its text is read, and its YAML parsed, only when asked for. Getters of
 * a class rather than defined on each file: five accessors and their closures per file left 4,000 posts as slow
 * dictionary-mode objects for everything that read them later, and the validate step of a rebuild took 370 ms
 * against 290 ms like this (8 alternating runs).
 */
class RecalledFile implements LoadedFile {
  readonly lineOffset: number;
  private text: { source: string; yaml: string; body?: string; bodyLine?: number } | undefined;

  constructor(
    readonly file: string,
    readonly relativePath: string,
    readonly kind: ContentKind,
    public data: unknown,
    readonly bodyDigest: BodyDigest | undefined,
    readonly dataKey: string,
    private readonly abs: string,
  ) {
    this.lineOffset = kind.format === 'markdown' ? 1 : 0;
  }

  get source(): string {
    return this.read().source;
  }

  get body(): string | undefined {
    return this.read().body;
  }

  get bodyLine(): number | undefined {
    return this.read().bodyLine;
  }

  get doc(): Document {
    return documentOf(this, () => this.read().yaml).doc;
  }

  get lineCounter(): LineCounter {
    return documentOf(this, () => this.read().yaml).lineCounter;
  }

  private read(): { source: string; yaml: string; body?: string; bodyLine?: number } {
    if (!this.text) {
      // Clean when it was remembered; it can only differ if it changed since, and then only a message's frame shows it.
      const source = new TextDecoder().decode(readFileOrNothing(this.abs)).replace(/^\uFEFF/, '');
      const fm = this.kind.format === 'markdown' ? splitFrontMatter(source) : null;
      this.text = fm ? { source, yaml: fm.yaml, body: fm.body, bodyLine: fm.bodyLine } : { source, yaml: source, body: this.kind.format === 'markdown' ? '' : undefined };
    }
    return this.text;
  }
}

function readFileOrNothing(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    return Buffer.alloc(0);
  }
}

function parseFile(bytes: Buffer, relativePath: string, file: string, kind: ContentKind, messages: Message[], options: LoadOptions): LoadedFile {
  // A file that cannot be decoded has no document; one that can gets its YAML kept, to parse its document from.
  const base = new ReadFile(file, relativePath, kind);
  if (bytes.length > MAX_FILE_BYTES) {
    messages.push({ file, line: 0, column: 0, severity: 'error', rule: 'file/too-large', message: `this file is ${bytes.length} bytes; content files must be under ${MAX_FILE_BYTES} bytes` });
    return base;
  }
  let source: string;
  // A UTF-16 byte order mark: say which encoding it is, since "not UTF-8" is puzzling for a file that looks fine in an editor.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    messages.push({ file, line: 1, column: 1, severity: 'error', rule: 'file/encoding', message: 'this file is saved as UTF-16 text; save it again with UTF-8 encoding (your editor\'s "Save with encoding" option)' });
    return base;
  }
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    messages.push({ file, line: at.line, column: at.column, severity: 'error', rule: 'file/encoding', message: 'this file is not saved as UTF-8 text; save it again with UTF-8 encoding (your editor\'s "Save with encoding" option)' });
    return base;
  }
  source = source.replace(/^\uFEFF/, '');
  base.source = source;

  let yamlText = source;
  if (kind.format === 'markdown') {
    const fm = splitFrontMatter(source);
    if (!fm) {
      messages.push({ file, line: 1, column: 1, severity: 'error', rule: 'markdown/front-matter', message: 'a post or page must start with front matter: a line "---", the fields (title: ...), and another line "---"' });
      return base;
    }
    yamlText = fm.yaml;
    base.lineOffset = 1;
    base.body = fm.body;
    base.bodyLine = fm.bodyLine;
    base.bodyDigest = digestBody(fm.body);
  }

  // A control character (other than tab and line breaks) means a damaged or binary file, not text.
  const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.exec(source);
  if (control) {
    const before = source.slice(0, control.index).split('\n');
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    messages.push({ file, line: before.length, column: (before.at(-1) ?? '').length + 1, severity: 'error', rule: 'file/encoding', message: `this file contains an invisible control character (${code}) that is not text; it may be damaged or not a text file, so delete the character or save the file again as plain UTF-8 text` });
    return base;
  }

  const cacheKey = options.parseCache ? sha1(options.parseCache.salt, yamlText) : '';
  const cached = options.parseCache?.get(cacheKey);
  if (cached !== undefined) {
    // Parsed cleanly before: the data is all the build needs; the document is parsed only if a message needs it.
    base.data = JSON.parse(cached);
    base.dataKey = cacheKey;
    base.keepYaml(yamlText);
    return base;
  }
  const parsed = parseYaml(yamlText);
  const { doc, lineCounter } = parsed;
  base.keepYaml(yamlText, parsed);
  if (doc.errors.length > 0) {
    messages.push(...yamlProblems(doc.errors, source, file, lineCounter, base.lineOffset, doc));
    return base;
  }
  const joined = listItemsJoinedToText(doc, yamlText, lineCounter, base.lineOffset);
  if (joined.length > 0) {
    for (const j of joined) messages.push({ file, line: j.line, column: j.column, severity: 'error', rule: j.rule, message: j.text, frame: codeFrame(source, j.line, j.column) });
    return base;
  }
  const tags = explicitTags(doc, yamlText, lineCounter, base.lineOffset);
  if (tags.length > 0) {
    for (const t of tags) messages.push({ file, line: t.line, column: t.column, severity: 'error', rule: 'yaml/tag', message: `the YAML tag "${t.tag}" is not allowed in content files, which hold only text, numbers, true/false, lists and fields; remove the tag (and put the value in double quotes if it is text)`, frame: codeFrame(source, t.line, t.column) });
    return base;
  }
  try {
    const data: unknown = doc.toJS({ maxAliasCount: MAX_ALIASES });
    if (options.parseCache && isPlainJson(data)) {
      const json = JSON.stringify(data);
      options.parseCache.set(cacheKey, json);
      base.dataKey = cacheKey;
      // The data exactly as a cached load makes it. The parser's strings are slices of the file's text, and each one
      // keeps all of that text alive for as long as the data lives (for a post, its whole source), where these are
      // strings of their own.
      base.data = JSON.parse(json);
    } else {
      base.data = data;
    }
    // Clean data needs no document unless a later message (schema, cross-check) points into the file, which parses
    // it again: holding every file's document until validation ends made the heap grow by all of them at once.
    documents.delete(base);
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      // Parsed, but too deep to turn into data.
      const at = tooDeep(source.split(/\r?\n/), 1 + base.lineOffset);
      messages.push({ file, line: at.line, column: at.column, severity: 'error', rule: at.rule, message: at.text, frame: codeFrame(source, at.line, at.column) });
      return base;
    }
    // Otherwise toJS only throws for alias abuse (e.g. a "billion laughs" file) or an alias without its anchor; report it at the alias.
    const reason = error instanceof Error ? error.message : String(error);
    const at = aliasProblem(doc, reason, lineCounter, base.lineOffset);
    messages.push({ file, line: at.line, column: at.column, severity: 'error', rule: 'yaml/alias', message: at.text, frame: codeFrame(source, at.line, at.column) });
  }
  return base;
}

/**
 * Every explicit YAML tag (`!!js/function`, `!!python/object`, `!!binary`, `!custom`). Content needs none, and they
 * either do nothing (an unknown tag leaves the text as it is, hiding a mistake) or make values that are not plain
 * data (`!!binary`, `!!set`), so each one is an error at its `!`.
 */
function explicitTags(doc: Document, yamlText: string, lineCounter: LineCounter, lineOffset: number): Array<{ tag: string; line: number; column: number }> {
  const found: Array<{ tag: string; line: number; column: number }> = [];
  visit(doc, {
    Node(_key, node: Node) {
      if (!node.tag || !node.range) return;
      // The node's range starts after its tag; the tag is the last "!" before it.
      const bang = yamlText.lastIndexOf('!', node.range[0]);
      const offset = bang >= 0 ? bang : node.range[0];
      const p = lineCounter.linePos(offset);
      found.push({ tag: node.tag.replace(/^tag:yaml\.org,2002:/, '!!'), line: p.line + lineOffset, column: p.col });
    },
  });
  return found;
}

/** `services.yaml`, or `services/<name>.yaml` for a folder of files. */
function shownName(kind: ContentKind): string {
  return typeof kind.match === 'string' ? kind.match : kind.match.source.replace(/^\^|\$$/g, '').replace('[a-z0-9-]+', '<name>').replace(/\\/g, '');
}

interface FrontMatter { yaml: string; body: string; bodyLine: number }

/**
 * The YAML between a first line `---` and the next line `---`, and the Markdown after it. Found by offsets rather
 * than by splitting into lines and joining them again, so the body is a slice of the source and not a second copy
 * of every post (17 MiB for 4,000 posts).
 */
export function splitFrontMatter(source: string): FrontMatter | null {
  let lineStart = 0;
  let yamlStart = 0;
  for (let line = 0; ; line++) {
    const newline = source.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? source.length : newline;
    const fence = source.slice(lineStart, lineEnd).trimEnd() === '---';
    if (line === 0) {
      if (!fence) return null;
      yamlStart = lineEnd + 1;
    } else if (fence) {
      return { yaml: source.slice(yamlStart, Math.max(yamlStart, lineStart - 1)), body: newline < 0 ? '' : source.slice(newline + 1), bodyLine: line + 2 };
    }
    if (newline < 0) return null;
    lineStart = newline + 1;
  }
}

function firstInvalidUtf8(bytes: Buffer): { line: number; column: number } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lo = 0;
  let hi = bytes.length;
  // Binary search for the longest valid prefix, then count its lines.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    try { decoder.decode(bytes.subarray(0, mid)); lo = mid; } catch { hi = mid - 1; }
  }
  const prefix = new TextDecoder().decode(bytes.subarray(0, lo));
  const lines = prefix.split('\n');
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 };
}

// Reads in flight at once: enough to hide the latency of each read, far below any open-file limit.
const READS_IN_FLIGHT = 32;
/**
 * The callback API's readFile, as a promise. The promise API's readFile goes through a FileHandle and costs far more
 * per file: reading 4,100 content files from the page cache took 130-220 ms (180-310 ms of CPU) with it, and 42-87 ms
 * (70-120 ms of CPU) with this.
 */
const readContentFile = promisify(readFileWithCallback);

// From the page cache a content file is read in some microseconds (now and then longer, when a collection runs);
// from a cold disk every read takes over 0.1 ms (0.18 ms typically, on this project's benchmark machine).
const SLOW_READ_MS = 0.1;
// Reads that must have been slow, and more than half of all so far, before the rest go through the thread pool.
const SLOW_READS_BEFORE_POOL = 32;

/**
 * Every file's bytes, in order. While the files come from the page cache (any rebuild, and any build soon after
 * a checkout) they are read one after another, synchronously: inside a build, 4,059 files took 82-96 ms that way
 * against 277-369 ms through the thread pool, whose round trip for each open, stat, read and close costs more than
 * the read. From a cold disk, though, a synchronous read waits for each file in turn (780-790 ms against 650-690 ms
 * for the whole folder), so once most reads have had to wait, the rest are read through the pool, many at once.
 * `slowReadMs` is for tests.
 */
export async function readFiles(files: readonly string[], slowReadMs: number = SLOW_READ_MS): Promise<Buffer[]> {
  const out: Buffer[] = new Array(files.length);
  let slow = 0;
  for (let i = 0; i < files.length; i++) {
    const started = performance.now();
    out[i] = readFileSync(files[i]!);
    if (performance.now() - started > slowReadMs) slow++;
    if (slow >= SLOW_READS_BEFORE_POOL && slow * 2 > i + 1) {
      const rest = await readInPool(files.slice(i + 1));
      rest.forEach((bytes, j) => { out[i + 1 + j] = bytes; });
      break;
    }
  }
  return out;
}

async function readInPool(files: readonly string[]): Promise<Buffer[]> {
  const out: Buffer[] = new Array(files.length);
  let next = 0;
  const reader = async () => {
    while (next < files.length) {
      const i = next++;
      out[i] = await readContentFile(files[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, files.length) }, reader));
  return out;
}

async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  // Each path is made by joining names with "/" as the walk goes: path.relative for each of 4,000 files took most of
  // the listing's time (28-58 ms against 7-11 ms).
  async function walk(dir: string, prefix: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) out.push(`${prefix}${entry.name}`);
    }
  }
  await walk(root, '');
  return out.sort();
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** Reads every `schema/*.schema.json`, keyed by name without the suffix. */
const schemaCache = new Map<string, Map<string, object>>();

export async function loadSchemas(schemaDir: string): Promise<Map<string, object>> {
  const key = path.resolve(schemaDir);
  const hit = schemaCache.get(key);
  if (hit) return hit;
  const loaded = await readSchemas(key);
  schemaCache.set(key, loaded);
  return loaded;
}

async function readSchemas(schemaDir: string): Promise<Map<string, object>> {
  const names = (await readdir(schemaDir)).filter((n) => n.endsWith('.schema.json')).sort();
  const out = new Map<string, object>();
  for (const name of names) {
    out.set(name.replace(/\.schema\.json$/, ''), JSON.parse(await readFile(path.join(schemaDir, name), 'utf8')) as object);
  }
  return out;
}
