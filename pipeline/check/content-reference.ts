import type { SchemaSet } from './compiled-schemas.ts';
import { contentKinds, type ContentKind } from '../content/content-kinds.ts';
import { referenceFields, type SchemaField } from './reference-fields.ts';
import { resolveShared, sharedDefinitions, type SchemaNode } from './schema-node.ts';

/**
 * The editors' reference of every content file's fields, written from the schemas' own descriptions so that it
 * cannot drift from what `validate` accepts. `npm run reference` writes it to docs/content-reference.md.
 */
export const REFERENCE_FILE = 'docs/content-reference.md';

type Schema = SchemaNode;

interface Row { field: string; required: boolean; type: string; description: string }

export function contentReference(schemas: SchemaSet, kinds: readonly ContentKind[] = contentKinds): string {
  const defs = sharedDefinitions(schemas);
  const resolve = (schema: Schema): Schema => resolveShared(defs, schema);

  const typeOf = (schema: Schema): string => {
    if (schema.enum) return schema.enum.length <= 20 ? `one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}` : 'a name from a fixed list';
    if (schema.const !== undefined) return `\`${String(schema.const)}\``;
    const alternatives = schema.oneOf ?? schema.anyOf;
    // Several blocks of one value (a price's forms) read as one "block"; the description says which.
    if (alternatives) return [...new Set(alternatives.map((s) => typeOf(resolve(s))))].join(' or ');
    const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
    if (type === 'array') {
      const { minItems: min = 0, maxItems: max } = schema;
      const count = max === undefined ? '' : min === max ? `exactly ${max} ` : min > 1 ? `${min} to ${max} ` : `up to ${max} `;
      const items = schema.items ? plural(typeOf(resolve(schema.items))) : 'values';
      return count && items.startsWith('one of') ? `list of ${count.trim()}, each ${items}` : `list of ${count}${items}`;
    }
    if (type === 'object') return 'block';
    if (type === 'string') return 'text';
    if (type === 'integer') return 'whole number';
    return type ?? 'value';
  };

  const rowsOf = (schema: Schema, prefix: string, rows: Row[]): Row[] => {
    for (const [name, raw] of Object.entries(schema.properties ?? {})) {
      const field = resolve(raw);
      const at = prefix ? `${prefix}.${name}` : name;
      // An upper bound says why, so an editor knows it is the page's limit and not an oversight.
      const why = field.maxItemsReason ? ` ${field.minItems === field.maxItems ? 'Exactly' : 'At most'} ${field.maxItems}, because ${field.maxItemsReason}.` : '';
      rows.push({ field: at, required: (schema.required ?? []).includes(name), type: typeOf(field), description: `${field.description ?? ''}${why}`.trim() });
      const item = field.items ? resolve(field.items) : undefined;
      if (field.properties) rowsOf(field, at, rows);
      else if (item?.properties) rowsOf(item, `${at}[]`, rows);
    }
    return rows;
  };

  const sections = kinds.map((kind) => {
    const schema = resolve((schemas.get(kind.schema) ?? {}) as Schema);
    const where = fileName(kind);
    const rows = rowsOf(schema, '', []);
    const table = rows.map((r) => `| \`${r.field}\` | ${r.required ? 'yes' : ''} | ${cell(r.type)} | ${cell(r.description)} |`);
    const frontMatter = kind.format === 'markdown' ? ' These fields go in the front matter between the `---` lines; the text after it is the page, in Markdown.' : '';
    return [
      `## \`${where}\``,
      '',
      `${sentence(schema.description ?? kind.purpose)}${frontMatter} Checked by \`schema/${kind.schema}.schema.json\`.`,
      '',
      '| Field | Required | Type | What it is |',
      '|---|---|---|---|',
      ...table,
    ].join('\n');
  });

  return [
    '<!-- Generated from schema/*.schema.json by `npm run reference`; do not edit by hand. -->',
    '# Content reference',
    '',
    'Every file in `data/` and every field it may hold. A field inside a list is written `list[].field`. Texts may',
    'name a business fact of `data/site.yaml` as a placeholder, such as `{phone.display}`, or one the site works out',
    'from them: `{yearsInBusiness}` (the years since `foundedYear`) and `{hours.contact.text}`, `{hours.support.text}` (the',
    'hours in words, e.g. Friday-Saturday 7:00 AM - 8:00 PM). A price or a time is a value, not text: the site writes',
    'its words, so `price: { from: 75 }` shows "From $75" (its field below lists every form). A fact is plain text',
    'wherever it is used (in a post, Markdown in a fact shows as typed), at most 1,000 characters, and a text with its',
    'facts filled in is held to the same size limits as the text itself. Any other file is an error,',
    'except the hidden files and backups editors leave (names that start with "." or "#", or end with "~"): those are',
    'skipped, and never published. A symbolic link is an error too: put the file or folder itself in its place.',
    '',
    sections.join('\n\n'),
    '',
    whatRefersToWhat(referenceFields(schemas, kinds)),
    '',
  ].join('\n');
}

/**
 * For each kind of id, the field that names it and every field that refers to it, so an editor renaming one knows
 * every file to change; then every field that names a picture, with the pages that show it.
 */
function whatRefersToWhat({ defines, refers, pictures }: ReturnType<typeof referenceFields>): string {
  const at = (f: SchemaField) => `\`${f.path}\` in \`${fileName(f.kind)}\``;
  const ids = [...new Set([...defines, ...refers].map((f) => f.id!))];
  const blocks = ids.map((id) => {
    const named = defines.filter((f) => f.id === id);
    const used = refers.filter((f) => f.id === id);
    return [
      `### ${id}`,
      '',
      `Named by ${named.map(at).join(' and ')}${named.length > 1 ? ', each once' : ''}. ${used.length > 0 ? 'Referred to by:' : 'No other field refers to it.'}`,
      ...(used.length > 0 ? ['', ...used.map((f) => `- ${at(f)}`)] : []),
    ].join('\n');
  });
  const pages = (shown: readonly string[]) => shown.map((p) => (p === '*' ? 'every page' : `\`${p}\``)).join(', ');
  return [
    '## What refers to what',
    '',
    'To rename an id, change it where it is named and in every field that refers to it; `npm run where -- <id>` lists',
    'each of those places in your files, with its line, and `npm run validate` names any you missed. Links (`href`) name',
    'a page by its path and texts name business facts as `{placeholders}`; `validate` checks both.',
    '',
    blocks.join('\n\n'),
    '',
    '## Pictures',
    '',
    'Every field that names a picture in `data/images`, and the pages that show it (`<name>` is the part of the address',
    'that comes from the file or item). Pictures in Markdown (`![words](/images/...)`) show on the post or page itself.',
    '`npm run where -- /images/<path>` lists every file and page that uses one picture.',
    '',
    '| File | Field | Shown on |',
    '|---|---|---|',
    ...pictures.map((f) => `| \`${fileName(f.kind)}\` | \`${f.path}\` | ${pages(f.pages!)} |`),
  ].join('\n');
}

const fileName = (kind: ContentKind) => (typeof kind.match === 'string' ? `data/${kind.match}` : `data/${patternOf(kind.match)}`);

/** `^posts\/[a-z0-9-]+\.md$` -> `posts/<name>.md`, for people. */
function patternOf(match: RegExp): string {
  return match.source.replace(/^\^/, '').replace(/\$$/, '').replace(/\\\//g, '/').replace(/\[a-z0-9-\]\+/g, '<name>').replace(/\\\./g, '.');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const sentence = (text: string) => { const t = text.charAt(0).toUpperCase() + text.slice(1); return /[.!?]$/.test(t) ? t : `${t}.`; };
const plural = (type: string) => ({ text: 'texts', block: 'blocks', 'a name from a fixed list': 'names from a fixed list' })[type] ?? type;
