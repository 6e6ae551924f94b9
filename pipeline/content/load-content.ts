import { readFileSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { contentKinds, ignoredFile, kindOf, type ContentKind } from './content-kinds.ts';
import { isScratchName } from '../files/scratch-names.mjs';
import { isPlainJson, parseYaml, yamlData, type ParsedYaml } from './parse-yaml.ts';
import { splitFrontMatter, unclosedFrontMatter } from './front-matter.ts';
import type { Message, StageResult } from '../messages/messages.ts';
import { sha1 } from '../cache/hash.ts';
import { DEPLOY_CONFIG_PATHS } from '../hosting/deploy-config.ts';
import { appendAll } from '../messages/messages.ts';
import { MAX_IMAGE_BYTES } from '../images/image-limits.ts';
import type { ImageFile } from '../images/image-step.ts';

/** One content file, read and parsed, with what messages need to point back into its source. */
export interface LoadedFile {
  /** Path shown to people: relative to the working directory, forward slashes. */
  file: string;
  /** Path relative to the data folder, e.g. `services/plumbing.yaml`. */
  relativePath: string;
  kind: ContentKind;
  /** The whole text, without a byte-order mark and with LF line breaks; empty when the file could not be decoded. */
  source: string;
  /** The YAML text (a Markdown file's front matter); null when there is none to parse. */
  yaml: string | null;
  /** Lines before the YAML starts (the `---` of front matter). */
  lineOffset: number;
  /** Plain data of the YAML; undefined when the YAML has errors. */
  data: unknown;
  /** Markdown body, and the 1-based line it starts on. */
  body?: string;
  bodyLine?: number;
  /** The hash of the body, taken when the file is read: a file kept from the previous build keeps it (see bodyHash). */
  bodyHash?: string;
}

export interface LoadedContent {
  dataDir: string;
  /** The content folder as messages show it, e.g. `data`. */
  dataFolder: string;
  files: LoadedFile[];
  /** Each file under data/images by its site path (`/images/logo.svg`): its size, and its bytes unless it is too large to be a picture the site takes. */
  imageFiles: Map<string, ImageFile>;
  /** The committed host configs made from this folder's site.yaml, when it has them (LoadOptions.deployRoot). */
  deployConfigs?: CommittedFile[];
  /** Each content file as read, with the messages about it, by its path in the folder: what a later load may reuse. */
  parsed: ReadonlyMap<string, ParsedFile>;
}

/** A content file as the loader read it, and what it found wrong in it. */
export interface ParsedFile { file: LoadedFile; messages: readonly Message[] }

/** A committed file outside the content folder, as it is. */
export interface CommittedFile {
  /** Path from the repository root, e.g. `deploy/nginx.conf`. */
  relativePath: string;
  /** Path as messages show it. */
  file: string;
  /** Its text with LF line breaks; undefined when it is missing. */
  text: string | undefined;
}

/**
 * The data of cleanly parsed YAML as JSON text, by a hash of the YAML text: parsing with positions is the slowest
 * part of loading, and an unchanged file parses to the same data. (The store's toolchain key covers the parser.)
 */
export interface ParseCache { get(key: string): string | undefined; set(key: string, json: string): void }

export interface LoadOptions {
  dataDir: string;
  /** Where paths in messages are relative to. */
  cwd?: string;
  parseCache?: ParseCache;
  /** The repository root, when this folder is its data/: the committed host configs there are read too. */
  deployRoot?: string;
  /**
   * A file as an earlier load in this process read it, when it has not changed since (dev knows, from its watcher):
   * it is taken as it was, not read again, and the work done on it (its check, its Markdown) is not done again.
   */
  unchanged?: (relativePath: string) => ParsedFile | undefined;
}

const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Lists, reads and parses every file in the content folder: the only step that reads content. */
export async function loadContent(options: LoadOptions): Promise<StageResult<LoadedContent>> {
  const cwd = options.cwd ?? process.cwd();
  const dataDir = path.resolve(cwd, options.dataDir);
  const messages: Message[] = [];
  const files: LoadedFile[] = [];
  const imageFiles = new Map<string, ImageFile>();
  const parsed = new Map<string, ParsedFile>();
  const shown = (abs: string) => path.relative(cwd, abs).split(path.sep).join('/') || '.';
  // A file's name as messages show it, joined from the folder's: path.relative for each of thousands of files is slow.
  const folder = shown(dataDir);
  const shownFile = (rel: string) => (folder.startsWith('..') ? shown(path.join(dataDir, rel)) : folder === '.' ? rel : `${folder}/${rel}`);

  let entries: string[];
  try {
    const listed = await listFiles(dataDir);
    entries = listed.files;
    // The site would go without them, and a page that quietly disappears is worse than an error.
    for (const rel of listed.links) messages.push({ file: shownFile(rel), line: 0, column: 0, severity: 'error', rule: 'file/link', message: 'this is a symbolic link (or another special file), and the site reads only plain files and folders, so it would leave it out; put the file or folder itself here in place of the link' });
  } catch (error) {
    messages.push(folderProblem(error, dataDir, shown));
    return { value: { dataDir, dataFolder: folder, files, imageFiles, parsed }, messages };
  }
  const renamed = new Set<string>();
  for (const rel of entries) {
    if (rel.startsWith('images/')) {
      const size = statSync(path.join(dataDir, rel)).size;
      const bytes = size <= MAX_IMAGE_BYTES ? readFileSync(path.join(dataDir, rel)) : undefined;
      imageFiles.set(`/${rel}`, { size, bytes });
      continue;
    }
    const kind = kindOf(rel);
    const file = shownFile(rel);
    if (!kind) {
      // An error: the page this file was meant to be would be missing while links to it stay.
      const ignored = ignoredFile(rel);
      if (ignored.rename) renamed.add(ignored.rename);
      messages.push({ file, line: 0, column: 0, severity: 'error', rule: ignored.rule, message: ignored.message });
      continue;
    }
    let one = options.unchanged?.(rel);
    // Its parsed data stays in the parse cache, which keeps only what a load used.
    if (one?.file.file === file && one.file.yaml !== null) options.parseCache?.get(sha1(one.file.yaml));
    if (!one || one.file.file !== file) {
      const own: Message[] = [];
      one = { file: parseFile(readFileSync(path.join(dataDir, rel)), { file, relativePath: rel, kind }, own, options.parseCache), messages: own };
    }
    parsed.set(rel, one);
    files.push(one.file);
    appendAll(messages, one.messages);
  }
  for (const kind of contentKinds) {
    // A required file saved under a wrong name (`faq.yml`) has its message already: rename it.
    if (kind.required && typeof kind.match === 'string' && !entries.includes(kind.match) && !renamed.has(kind.match)) {
      messages.push({ file: shown(path.join(dataDir, kind.match)), line: 0, column: 0, severity: 'error', rule: 'file/missing', message: `this file is missing; create it: it holds ${kind.purpose}` });
    }
  }
  return { value: { dataDir, dataFolder: folder, files, imageFiles, deployConfigs: readDeployConfigs(options, shown), parsed }, messages };
}

function readDeployConfigs({ deployRoot }: LoadOptions, shown: (abs: string) => string): CommittedFile[] | undefined {
  if (deployRoot === undefined) return undefined;
  return DEPLOY_CONFIG_PATHS.map((relativePath) => {
    const abs = path.join(deployRoot, relativePath);
    let text: string | undefined;
    try {
      // A checkout on Windows may have CRLF line breaks: the same config.
      text = readFileSync(abs, 'utf8').replace(/\r\n/g, '\n');
    } catch {
      text = undefined;
    }
    return { relativePath, file: shown(abs), text };
  });
}

/** The hash of a file's Markdown body (of nothing, for a file without one). */
export function bodyHash(file: Pick<LoadedFile, 'body' | 'bodyHash'>): string {
  return file.bodyHash ?? sha1(file.body ?? '');
}

const documents = new WeakMap<LoadedFile, ParsedYaml>();

/**
 * A file's YAML document with positions, parsed on first use: only messages need it, and a file whose data came from
 * the parse cache is not parsed at all unless a message points into it.
 */
export function documentOf(file: LoadedFile): ParsedYaml {
  let parsed = documents.get(file);
  if (!parsed) {
    parsed = parseYaml(file.yaml ?? '');
    documents.set(file, parsed);
  }
  return parsed;
}

type Named = Pick<LoadedFile, 'file' | 'relativePath' | 'kind'>;

function parseFile(bytes: Buffer, named: Named, messages: Message[], parseCache: ParseCache | undefined): LoadedFile {
  const loaded: LoadedFile = { ...named, source: '', yaml: null, lineOffset: 0, data: undefined };
  const { file } = named;
  const problem = (line: number, column: number, rule: string, message: string) => messages.push({ file, line, column, severity: 'error', rule, message });
  if (bytes.length > MAX_FILE_BYTES) {
    problem(0, 0, 'file/too-large', `this file is ${bytes.length} bytes; content files must be under ${MAX_FILE_BYTES} bytes`);
    return loaded;
  }
  // UTF-16 says which encoding it is: "not UTF-8" is puzzling for a file that looks fine in an editor.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    problem(1, 1, 'file/encoding', 'this file is saved as UTF-16 text; save it again with UTF-8 encoding (your editor\'s "Save with encoding" option)');
    return loaded;
  }
  let source: string;
  try {
    // Windows (CRLF) and old Mac (CR) line breaks become LF: lines and columns stay where the editor shows them,
    // YAML and Markdown read them alike, and no CR reaches the output.
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  } catch {
    const at = firstInvalidUtf8(bytes);
    problem(at.line, at.column, 'file/encoding', 'this file is not saved as UTF-8 text; save it again with UTF-8 encoding (your editor\'s "Save with encoding" option)');
    return loaded;
  }
  loaded.source = source;
  let yamlText = source;
  if (named.kind.format === 'markdown') {
    const fm = splitFrontMatter(source);
    if (!fm) {
      const unclosed = unclosedFrontMatter(source);
      if (!unclosed) problem(1, 1, 'markdown/front-matter', 'a post or page must start with front matter: a line "---", the fields (title: ...), and another line "---"');
      else if (unclosed.fence) problem(unclosed.line, 1, 'markdown/front-matter', `this line should close the front matter but is written "${unclosed.fence}"; write exactly three hyphens "---" at the start of the line`);
      else {
        // Like an unclosed quote, reported where it opens; the message names the line the closing "---" belongs after.
        const where = unclosed.line > 1 ? `, before the text that starts on line ${unclosed.line}` : '';
        problem(1, 1, 'markdown/front-matter', `the front matter that opens with this "---" is never closed; add a line with only "---" after its last field (line ${unclosed.lastField})${where}`);
      }
      return loaded;
    }
    yamlText = fm.yaml;
    Object.assign(loaded, { lineOffset: 1, body: fm.body, bodyLine: fm.bodyLine, bodyHash: sha1(fm.body) });
  }
  // A control character (other than tab and line breaks) means a damaged or binary file, not text.
  const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.exec(source);
  if (control) {
    const before = source.slice(0, control.index).split('\n');
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    problem(before.length, (before.at(-1) ?? '').length + 1, 'file/encoding', `this file contains an invisible control character (${code}) that is not text; it may be damaged or not a text file, so delete the character or save the file again as plain UTF-8 text`);
    return loaded;
  }
  loaded.yaml = yamlText;
  const cacheKey = sha1(yamlText);
  const cached = parseCache?.get(cacheKey);
  if (cached !== undefined) {
    loaded.data = JSON.parse(cached);
    return loaded;
  }
  const parsed = parseYaml(yamlText);
  documents.set(loaded, parsed);
  const result = yamlData(yamlText, parsed, { file, source, lineOffset: loaded.lineOffset });
  appendAll(messages, result.messages);
  loaded.data = result.data;
  if (result.messages.length === 0 && isPlainJson(result.data)) parseCache?.set(cacheKey, JSON.stringify(result.data));
  // Clean data needs no document unless a later message points into the file, which parses it again.
  if (result.messages.length === 0) documents.delete(loaded);
  return loaded;
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
  const lines = new TextDecoder().decode(bytes.subarray(0, lo)).split('\n');
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 };
}

/** Why the content folder (or a folder in it) could not be listed, for the person who ran the command. */
function folderProblem(error: unknown, dataDir: string, shown: (abs: string) => string): Message {
  const { code, path: failed } = error as NodeJS.ErrnoException;
  const where = shown(failed ?? dataDir);
  const message = code === 'ENOENT' ? `the content folder "${where}" does not exist; pass the right folder with --data`
    : code === 'ENOTDIR' ? `"${where}" is a file, not a folder; pass the content folder with --data`
    : `the folder "${where}" cannot be read (${code ?? String(error)}); check that it is yours and readable`;
  return { file: where, line: 0, column: 0, severity: 'error', rule: 'file/missing', message };
}

/**
 * Every file under `root` as sorted paths with forward slashes, skipping scratch files (see isScratchName); and
 * apart, the links and anything else that is neither a file nor a folder, which the site does not read.
 */
async function listFiles(root: string): Promise<{ files: string[]; links: string[] }> {
  const files: string[] = [];
  const links: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (isScratchName(entry.name)) continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else (entry.isFile() ? files : links).push(`${prefix}${entry.name}`);
    }
  };
  await walk(root, '');
  return { files: files.sort(), links: links.sort() };
}
