import path from 'node:path';
import { bodyHash, loadContent, type LoadedContent, type LoadedFile, type LoadOptions } from '../content/load-content.ts';
import type { Message, StageResult } from '../messages/messages.ts';
import { loadSchemas, schemaFunctions, type SchemaFunctions } from './compiled-schemas.ts';
import { schemaMessages } from './schema-validator.ts';
import { launchRules, rules } from './rules.ts';
import type { CheckRule, RuleInput } from './rule.ts';
import { openStore, type Records, type Store } from '../cache/store.ts';
import { runningToolchainKey } from '../cache/toolchain-key.mjs';
import { buildDate } from './build-date.ts';
import { cachedOutliner, type MarkdownOutliner } from '../markdown/outline.ts';
import { bodyLimitProblems } from './rules/markdown-limits.ts';
import { sha1 } from '../cache/hash.ts';
import { deployConfigRoot } from '../hosting/deploy-config.ts';
import { appendAll } from '../messages/messages.ts';
import { assembleContent, markdownBodies } from '../content/assemble.ts';
import { contentKinds } from '../content/content-kinds.ts';
import { bodyRef } from '../markdown/body-refs.ts';
import type { MarkdownItem } from '../markdown/body-refs.ts';
import { routeTable, type AnyRoute } from '../../site/routes.ts';
import type { SiteContent } from '../../site/content-types.ts';
import type { PictureTable } from '../../site/lib/picture-sources.ts';
import { pictureTable, probeImages } from '../images/image-step.ts';
import type { ImageProbe } from '../images/probe-image.ts';

/** How to check. */
export interface CheckOptions {
  /** The date to check content against, YYYY-MM-DD; `buildDate()` when not given. */
  today?: string;
  /** Also refuse what must not go live: placeholder domains, fictional phone numbers, lorem ipsum (`--launch`). */
  launch?: boolean;
  /** Parses a Markdown body for its links and heading ids (see outlinerFor); the link check needs it. */
  outline?: MarkdownOutliner;
  /** The static host the build is for (`--host`, or from the environment: hostFromEnv). */
  host?: string;
}

/**
 * Checks loaded content: each file against its kind's schema, then every cross-file rule. Returns the valid files and
 * the site they make.
 */
export function checkLoaded(content: LoadedContent, loadMessages: readonly Message[], functions: SchemaFunctions, options: CheckOptions = {}, probes: ReadonlyMap<string, ImageProbe> = new Map()): StageResult<Pick<Checked, 'valid' | 'site'>> {
  const messages: Message[] = [];
  const valid: LoadedFile[] = [];
  const invalid: LoadedFile[] = [];
  const broken = new Set(loadMessages.filter((m) => m.severity === 'error').map((m) => m.file));
  for (const file of content.files) {
    // Files that could not be read already have their message; the rules still need to know they exist.
    const problems = broken.has(file.file) || file.data === undefined ? undefined : schemaMessages(file, functions);
    if (problems === undefined || problems.length > 0) invalid.push(file);
    else valid.push(file);
    appendAll(messages, problems ?? []);
  }
  const today = options.today ?? buildDate();
  const site = assembleSite(valid, pictureTable(probes), today);
  const input = { valid, invalid, site, ...imageInput(content.imageFiles), probes, dataFolder: content.dataFolder, outline: options.outline, today, deployConfigs: content.deployConfigs, host: options.host };
  const found = runRules(input, options.launch ? [...rules, ...launchRules] : rules, messages);
  // One spot, one mistake: where a rule finds an error (a launch rule, say), a warning of another at the same spot goes.
  const errorAt = new Set(found.filter((m) => m.severity === 'error').map((m) => `${m.file}:${m.line}:${m.column}`));
  // Likewise a character no one can see: named at its own column, it is not named again by another rule on its line.
  const oddAt = new Set([...messages, ...found].filter(isOddCharacterMessage).map((m) => `${m.file}:${m.line}:${codePointIn(m.message)}`));
  const another = (m: Message) => !isOddCharacterMessage(m) && codePointIn(m.message) !== undefined && oddAt.has(`${m.file}:${m.line}:${codePointIn(m.message)}`);
  appendAll(messages, found.filter((m) => (m.severity === 'error' || !errorAt.has(`${m.file}:${m.line}:${m.column}`)) && !another(m)));
  return { value: { valid, site }, messages };
}

/** What the rules read of data/images: its site paths, each file's size, and each SVG's text (for code frames). */
function imageInput(files: LoadedContent['imageFiles']): Pick<RuleInput, 'images' | 'imageBytes' | 'svgs'> {
  const svgs = new Map<string, string>();
  for (const [sitePath, file] of files) if (file.bytes && /\.svg$/i.test(sitePath)) svgs.set(sitePath, Buffer.from(file.bytes).toString('utf8'));
  return { images: new Set(files.keys()), imageBytes: new Map([...files].map(([p, f]) => [p, f.size])), svgs };
}

/**
 * Every cross-file rule, also over files that failed their schema wherever their data allow it, so an editor sees
 * all mistakes in one run instead of fixing them in rounds. A rule first sees those files as if valid; if their
 * shape breaks it (a TypeError on a missing or mistyped field), it runs again over the valid files alone. A rule's
 * message at the very spot a schema message already names is left out: that spot has one mistake, reported once.
 */
function runRules(input: RuleInput, active: readonly CheckRule[], schemaMessages: readonly Message[]): Message[] {
  const parsed = input.invalid.filter((f) => f.data !== null && typeof f.data === 'object');
  const unreadable = input.invalid.filter((f) => !parsed.includes(f));
  const taken = new Set(schemaMessages.map((m) => `${m.file}:${m.line}:${m.column}`));
  const out: Message[] = [];
  const hopeful = { ...input, valid: [...input.valid, ...parsed], invalid: unreadable };
  const run = (rule: CheckRule, keep?: (file: LoadedFile) => boolean): Message[] => {
    // A cross-file rule sees the lists themselves (copying 4,000 files for each of 30 rules cost more than the rules).
    const only = (i: RuleInput): RuleInput => (keep ? { ...i, valid: i.valid.filter(keep), invalid: i.invalid.filter(keep) } : i);
    try {
      return rule.check(only(hopeful));
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return rule.check(only(input));
    }
  };
  const site = hopeful.valid.find((f) => f.kind.kind === 'site');
  const context = sha1(input.today ?? buildDate(), site?.source ?? '');
  const everyFile = [...hopeful.valid, ...hopeful.invalid];
  for (const rule of active) {
    const found = rule.perFile ? runPerFile(rule, everyFile, site, context, run) : run(rule);
    appendAll(out, found.filter((m) => !taken.has(`${m.file}:${m.line}:${m.column}`)));
  }
  return out;
}

/** The messages of each per-file rule for each file, with the site.yaml and date they were found with. */
const fileMessages = new WeakMap<LoadedFile, Map<string, { context: string; messages: Message[] }>>();

/**
 * A per-file rule over the files it has not seen as they are (with this site.yaml and date), with site.yaml beside them
 * for its facts; the other files keep the messages it found before. In dev, an edit is checked alone.
 */
function runPerFile(rule: CheckRule, files: readonly LoadedFile[], site: LoadedFile | undefined, context: string, run: (rule: CheckRule, keep?: (file: LoadedFile) => boolean) => Message[]): Message[] {
  const fresh = new Set(files.filter((f) => fileMessages.get(f)?.get(rule.name)?.context !== context));
  if (fresh.size > 0) {
    const byFile = new Map([...fresh].map((f) => [f.file, [] as Message[]]));
    for (const m of run(rule, (f) => fresh.has(f) || f === site)) {
      const own = byFile.get(m.file);
      if (own) own.push(m);
      else if (m.file !== site?.file) throw new Error(`the per-file rule ${rule.name} gave a message at ${m.file}, which it was not given`);
    }
    for (const f of fresh) {
      const kept = fileMessages.get(f) ?? new Map();
      kept.set(rule.name, { context, messages: byFile.get(f.file)! });
      fileMessages.set(f, kept);
    }
  }
  return files.flatMap((f) => fileMessages.get(f)!.get(rule.name)!.messages);
}

/**
 * The Markdown outliner the link check needs, when some file has a Markdown body: outlines are kept in the store's
 * `scans` records by the hash of the body, and unified is loaded only for a body that is not there.
 */
export async function outlinerFor(content: LoadedContent, cache: Records): Promise<MarkdownOutliner | undefined> {
  const withBody = content.files.filter((f) => f.body !== undefined && bodyLimitProblems(f).length === 0);
  // Each body's hash was taken when its file was read.
  const hashes = new Map(withBody.map((f) => [f.body!, bodyHash(f)]));
  return content.files.some((f) => f.body !== undefined) ? cachedOutliner([...hashes.keys()], cache, (text) => hashes.get(text) ?? sha1(text)) : undefined;
}

/** The schemas' validating functions, compiled once per toolchain and kept in the store. */
export function storedSchemaFunctions(root: string, store: Store): SchemaFunctions {
  return schemaFunctions(loadSchemas(path.join(root, 'schema')), root, path.join(store.dir, 'validators'));
}

/** The site as it will be built, when the checked files make one: its content object, routes and Markdown bodies. */
export interface AssembledSite {
  content: SiteContent;
  routes: AnyRoute[];
  /** Each post's and page's body, placeholders filled, under the key its references in `content` name. */
  bodies: MarkdownItem[];
  /** Every photo's size and key, by its /images/... path: what <picture> and srcset are written from. */
  pictures: PictureTable;
}

/** The photos a Markdown body may show: those whose path is in its text. */
function picturesIn(text: string, pictures: PictureTable): PictureTable | undefined {
  if (!text.includes('/images/')) return undefined;
  const shown = Object.entries(pictures).filter(([sitePath]) => text.includes(sitePath));
  return shown.length > 0 ? Object.fromEntries(shown) : undefined;
}

export interface Checked {
  content: LoadedContent;
  /** What each file of data/images is, by its contents (see probeImages). */
  probes: ReadonlyMap<string, ImageProbe>;
  valid: LoadedFile[];
  /** Assembled once here, from the valid files, for the rules and then for the build; absent while a required file is missing or invalid. */
  site?: AssembledSite;
}

/** Runs one named part of the work (the build times and logs each); by default just runs it. */
export type Step = <T>(name: string, run: () => Promise<T> | T, detail: (value: T) => string) => Promise<T>;
const justRun: Step = async (_name, run) => run();

export interface LoadAndCheckInput {
  root: string;
  dataDir: string;
  /** Paths in messages are relative to this. */
  cwd?: string;
  store: Store;
  options?: CheckOptions;
  step?: Step;
  /** Files an earlier load in this process read that have not changed since (see LoadOptions.unchanged). */
  unchanged?: LoadOptions['unchanged'];
}

/**
 * Loads and checks a content folder, the one way `validate`, `build` and `dev` all do: reads every file (YAML parsed
 * once per text, kept in the store), checks each against its schema, assembles the site from the valid files, and
 * runs every rule over the files and the assembled site.
 */
export async function loadAndCheck({ root, dataDir, cwd = process.cwd(), store, options = {}, step = justRun, unchanged }: LoadAndCheckInput): Promise<StageResult<Checked>> {
  const parsed = store.records('parsed');
  const loaded = await step('load', () => loadContent({ dataDir, cwd, parseCache: parsed, deployRoot: deployConfigRoot(root, path.resolve(cwd, dataDir)), unchanged }), (r) => `${r.value.files.length} files`);
  const scans = store.records('scans');
  const probeRecords = store.records('image-probes');
  const probes = await step('pictures', () => probeImages(loaded.value.imageFiles, probeRecords), (p) => `${p.size} files, ${Object.keys(pictureTable(p)).length} photos`);
  const checked = await step('check', async () => checkLoaded(loaded.value, loaded.messages, storedSchemaFunctions(root, store), { ...options, outline: await outlinerFor(loaded.value, scans) }, probes), (r) => `${r.value.valid.length} valid`);
  parsed.save();
  scans.save();
  probeRecords.save();
  return { value: { content: loaded.value, probes, ...checked.value }, messages: [...loaded.messages, ...checked.messages] };
}

/** Load and check a content folder with the project's store: what `validate` does. Paths in messages are relative to `cwd`. */
export async function checkContent(dataDir: string, root: string, cwd: string = process.cwd(), options: CheckOptions = {}): Promise<StageResult<Checked>> {
  const store = openStore(root, runningToolchainKey(root));
  try {
    return await loadAndCheck({ root, dataDir, cwd, store, options });
  } finally {
    store.close();
  }
}

/**
 * The site the valid files make: the content object (a Markdown body stands in it as a reference to its HTML, see
 * body-refs.ts) and its route table. Undefined while a required file is missing or invalid.
 */
export function assembleSite(valid: readonly LoadedFile[], pictures: PictureTable = {}, today: string = buildDate()): AssembledSite | undefined {
  const kinds = new Set(valid.map((f) => f.kind.kind));
  if (!contentKinds.every((k) => !k.required || kinds.has(k.kind))) return undefined;
  const refs = new Map<string, string>();
  const bodies = new Map<string, MarkdownItem>();
  for (const { file, text, hash } of markdownBodies(valid, today)) {
    // The text and the photos it shows make its HTML (the page's key holds the toolchain's).
    const shown = picturesIn(text, pictures);
    const key = shown ? sha1(hash, JSON.stringify(shown)) : hash;
    refs.set(file, bodyRef(key));
    bodies.set(key, shown ? { key, text, pictures: shown } : { key, text });
  }
  const content = assembleContent(valid, refs, today);
  return { content, routes: routeTable(content), bodies: [...bodies.values()], pictures };
}

const isOddCharacterMessage = (m: Message): boolean => m.rule === 'text/invisible-character' || m.rule === 'text/look-alike-letter';
const codePointIn = (text: string): string | undefined => /\bU\+[0-9A-F]{4,6}\b/.exec(text)?.[0];
