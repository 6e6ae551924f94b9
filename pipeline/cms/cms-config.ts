import type { SchemaSet } from '../check/compiled-schemas.ts';
import { contentKinds, kindFileName, type ContentKind } from '../content/content-kinds.ts';
import { patternRequirement } from '../check/schema-messages.ts';
import { resolveShared, sharedDefinitions, sharedName, type SchemaNode } from '../check/schema-node.ts';

/**
 * The configuration of the editors' CMS at /admin (Decap CMS), written from the schemas so that the forms it shows
 * cannot drift from what `validate` accepts: one collection per kind of content file, one widget per field, in the
 * schema's order (Decap writes a file's keys in the order of its fields, so saved files keep that order). The build
 * writes it as admin/config.yml; nothing of it is written by hand.
 *
 * What the forms cannot say (a price's forms, a range that goes up, a subcategory of this very file) is still the
 * validator's: the CMS saves, and `validate` (CI on the pull request, or dev's overlay) answers.
 */

/** A field of Decap's config: its widget and that widget's options. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  [option: string]: unknown;
}

export interface CmsCollection {
  name: string;
  label: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; description?: string; fields: CmsField[] }[];
  [option: string]: unknown;
}

export interface CmsConfigOptions {
  /** The content folder, relative to the repository root, as Decap's paths are. */
  dataDir?: string;
  /** Where decap-server answers on the editor's own machine (`npm run dev`); used only when /admin is on localhost. */
  localBackendUrl?: string;
  /** The backend for the live site: Netlify's Git Gateway unless a GitHub repository (owner/name) is named. */
  backend?: { name: 'git-gateway' } | { name: 'github'; repo: string; branch?: string; base_url?: string; auth_endpoint?: string };
}

/** Decap's name for the collection that holds every single file (site.yaml, faq.yaml, ...). */
export const SINGLE_FILES_COLLECTION = 'settings';
export const DEFAULT_LOCAL_BACKEND_URL = 'http://127.0.0.1:8081/api/v1';

interface Schema extends SchemaNode {
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  /** The description of the schema that holds `pattern` (a shared definition's, for a `$ref`): the words `validate` uses. */
  patternWords?: string;
}

type Widget = Omit<CmsField, 'name' | 'label'>;

/** Where a kind of id is defined: the collection (and file) and the field path Decap's relation widget reads. */
interface IdSource { collection: string; file?: string; valueField: string }

export function cmsConfig(schemas: SchemaSet, kinds: readonly ContentKind[] = contentKinds, options: CmsConfigOptions = {}): Record<string, unknown> {
  const dataDir = (options.dataDir ?? 'data').replace(/\/+$/, '');
  const defs = sharedDefinitions<Schema>(schemas);
  const IMAGE = defs.image?.pattern;
  // The words of the schema that holds a field's pattern: its own, or those of the shared definition that does.
  const patternWords = (schema: Schema): string | undefined => {
    if (schema.pattern !== undefined) return schema.description;
    const shared = defs[sharedName(schema.$ref) ?? ''];
    return shared ? patternWords(shared) ?? shared.description : undefined;
  };
  const resolve = (schema: Schema): Schema => {
    const merged = resolveShared(defs, schema);
    if (merged === schema) return schema;
    return { ...merged, patternWords: patternWords(schema), ...(schema.$ref?.endsWith('/image') ? { format: 'image' } : {}) };
  };

  const folderKinds = kinds.filter((k) => typeof k.match !== 'string');
  const singleKinds = kinds.filter((k) => typeof k.match === 'string');
  const collectionOf = (kind: ContentKind) => (typeof kind.match === 'string' ? SINGLE_FILES_COLLECTION : kind.kind);

  // Every `x-id` in the schemas: where the ids of each kind are defined, as a relation widget reaches them.
  const idSources = new Map<string, IdSource>();
  const findIds = (schema: Schema, at: string[], kind: ContentKind) => {
    const field = resolve(schema);
    if (field['x-id'] && !idSources.has(field['x-id'])) {
      idSources.set(field['x-id'], { collection: collectionOf(kind), ...(typeof kind.match === 'string' ? { file: kind.kind } : {}), valueField: at.join('.') });
    }
    for (const [name, child] of Object.entries(field.properties ?? {})) findIds(child, [...at, name], kind);
    if (field.items) findIds(field.items, [...at, '*'], kind);
  };
  for (const kind of kinds) findIds((schemas.get(kind.schema) ?? {}) as Schema, [], kind);

  const sentence = (text: string | undefined) => text?.trim().replace(/\s+/g, ' ');

  /** The widget for one value of the schema, with its options; `name` and `required` are the caller's. */
  const widgetFor = (raw: Schema, name: string): Widget => {
    const schema = resolve(raw);
    const hint = sentence(schema.description);
    const base = { ...(hint ? { hint } : {}) };
    const refersTo = schema['x-refers-to'] ?? (schema.type === 'array' && schema.items ? resolve(schema.items)['x-refers-to'] : undefined);
    const source = refersTo ? idSources.get(refersTo) : undefined;
    if (source) {
      const many = schema.type === 'array';
      return {
        widget: 'relation', ...base,
        collection: source.collection, ...(source.file ? { file: source.file } : {}),
        value_field: source.valueField, search_fields: [source.valueField], display_fields: [source.valueField],
        ...(many ? { multiple: true, ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems ? { max: schema.maxItems } : {}) } : {}),
      };
    }
    if (schema.enum) return { widget: 'select', ...base, options: schema.enum.map(String) };
    if (schema.const !== undefined) return { widget: 'select', ...base, options: [String(schema.const)], default: String(schema.const) };
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives) return alternativesWidget(alternatives.map(resolve), base.hint);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'string': {
        if (schema.format === 'image' || (IMAGE && schema.pattern === IMAGE)) return { widget: 'image', ...base, choose_url: false };
        if (schema.format === 'date') return { widget: 'datetime', ...base, format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
        // Decap shows "<label> didn't match the pattern: <this>" while it is typed: `validate`'s words after the field's name.
        const pattern: [string, string] | undefined = schema.pattern ? [schema.pattern, patternRequirement(schema.pattern, sentence(schema.patternWords ?? schema.description))] : undefined;
        return { widget: LONG_TEXT.test(name) ? 'text' : 'string', ...base, ...(pattern ? { pattern } : {}) };
      }
      case 'integer':
      case 'number':
        return { widget: 'number', ...base, value_type: type === 'integer' ? 'int' : 'float', ...(schema.minimum !== undefined ? { min: schema.minimum } : {}), ...(schema.maximum !== undefined ? { max: schema.maximum } : {}) };
      case 'boolean':
        return { widget: 'boolean', ...base };
      case 'array': {
        const item = resolve(schema.items ?? {});
        const counts = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems ? { max: schema.maxItems } : {}) };
        // A list of names from a fixed list (weekdays): one select that takes several.
        if (item.enum) return { widget: 'select', ...base, multiple: true, options: item.enum.map(String), ...counts };
        if (item.properties) return { widget: 'list', ...base, ...counts, ...summary(item), fields: fieldsOf(item) };
        return { widget: 'list', ...base, ...counts, field: { name: singular(name), label: labelOf(singular(name), schema.items ?? {}), ...widgetFor(schema.items ?? {}, singular(name)) } };
      }
      case 'object':
        if (schema.properties) return { widget: 'object', ...base, fields: fieldsOf(schema) };
        break;
      default:
        break;
    }
    return { widget: 'hidden', ...base };
  };

  /**
   * A value with several forms (a price: 399, `call`, { from }, { from, to }, ...). Decap has forms for a list's items
   * only, so a value whose forms are blocks is one block with every form's fields, each optional; the hint says which
   * go together, and `validate` refuses a mix. A block or nothing (null) is the block, optional.
   */
  const alternativesWidget = (alternatives: Schema[], hint: string | undefined): Widget => {
    const blocks = alternatives.filter((a) => a.properties);
    if (blocks.length === 0) {
      const scalar = alternatives.find((a) => a.type !== 'null') ?? {};
      return widgetFor(scalar, '');
    }
    const merged: Record<string, Schema> = {};
    for (const block of blocks) for (const [name, field] of Object.entries(block.properties ?? {})) merged[name] ??= field;
    const forms = blocks.map((b) => `${Object.keys(b.properties ?? {}).join(' + ')}${b.description ? ` (${b.description.replace(/\.$/, '')})` : ''}`);
    const scalar = alternatives.filter((a) => !a.properties && a.type !== 'null').length > 0;
    const others = scalar ? ' Its other forms (a plain number, or call) are written in the file itself.' : '';
    const full = `${hint ? `${hint} ` : ''}Fill in the fields of one form only: ${forms.join('; ')}.${others}`;
    // Decap gives each field of a block the whole value when that value is no block (price: 399), so a field's pattern
    // would refuse the number and block the save of a file that validates; `validate` checks those fields instead.
    const fields = fieldsOf({ properties: merged, required: [] });
    return { widget: 'object', hint: full, fields: scalar ? fields.map(({ pattern: _pattern, ...field }) => field) : fields };
  };

  const fieldsOf = (schema: Schema): CmsField[] => Object.entries(schema.properties ?? {}).map(([name, raw]) => {
    const widget = widgetFor(raw, name);
    const required = (schema.required ?? []).includes(name);
    return { name, label: labelOf(name, raw), ...widget, ...(required ? {} : { required: false }) } as CmsField;
  });

  /** A list of blocks shows each by its first text field (a service by its name, a question by itself). */
  const summary = (item: Schema) => {
    const first = Object.entries(item.properties ?? {}).find(([n, f]) => ['name', 'title', 'question', 'label', 'text'].includes(n) && resolve(f).type === 'string');
    return first ? { summary: `{{fields.${first[0]}}}` } : {};
  };

  const bodyField: CmsField = { name: 'body', label: 'Text', widget: 'markdown', hint: 'The page itself, in Markdown: ## for a heading, - for a list item, [words](/path) for a link.' };
  const kindFields = (kind: ContentKind) => {
    const fields = fieldsOf(resolve((schemas.get(kind.schema) ?? {}) as Schema));
    return kind.format === 'markdown' ? [...fields, bodyField] : fields;
  };

  const collections: CmsCollection[] = [];
  if (singleKinds.length > 0) {
    collections.push({
      name: SINGLE_FILES_COLLECTION,
      label: 'Site and pages',
      description: 'The business facts and the copy of each page, one file each.',
      editor: { preview: false },
      files: singleKinds.map((kind) => ({
        name: kind.kind,
        label: `${capital(kind.purpose)} (${kindFileName(kind)})`,
        file: `${dataDir}/${kind.match as string}`,
        fields: kindFields(kind),
      })),
    });
  }
  for (const kind of folderKinds) {
    const fields = kindFields(kind);
    const folder = kindFileName(kind).replace(/<name>.*$/, '').replace(/\/$/, '');
    const identifier = fields.find((f) => f.name === 'title') ?? fields.find((f) => f.widget === 'string' && f.required !== false) ?? fields[0];
    collections.push({
      name: kind.kind,
      label: capital(kind.purpose),
      label_singular: kind.kind.replace(/-/g, ' '),
      folder: `${dataDir}/${folder}`,
      extension: kind.format === 'markdown' ? 'md' : 'yaml',
      format: kind.format === 'markdown' ? 'frontmatter' : 'yaml',
      create: true,
      // A file's name is its page's address: lowercase words joined by hyphens, as validate asks.
      slug: '{{slug}}',
      ...(identifier ? { identifier_field: identifier.name, summary: `{{${identifier.name}}}` } : {}),
      ...(kind.format === 'markdown' ? {} : { editor: { preview: false } }),
      fields,
    });
  }

  return {
    backend: { ...(options.backend ?? { name: 'git-gateway' }), squash_merges: true },
    // Each change is a pull request, so CI runs `validate --launch` before anything reaches the site.
    publish_mode: 'editorial_workflow',
    // Used only when /admin is opened on localhost (npm run dev): decap-server writes data/ on disk, no account.
    local_backend: { url: options.localBackendUrl ?? DEFAULT_LOCAL_BACKEND_URL, allowed_hosts: ['127.0.0.1', 'localhost'] },
    media_folder: `${dataDir}/images`,
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  };
}

// Fields that hold a sentence or a paragraph get a text area; names and short values a line.
const LONG_TEXT = /^(description|answer|text|intro|bio|quote|summary|excerpt|body|content|paragraph|message|details)$/i;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** `faqItems` -> `Faq items`, or the schema's own title. */
function labelOf(name: string, schema: Schema): string {
  // The field's own title; a shared definition's (OpeningHours) names a type, not the field.
  if (schema.title) return schema.title;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return capital(words || 'value');
}
const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '') || 'item';
