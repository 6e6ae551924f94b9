import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSchemas, schemaCompiler } from '../../pipeline/check/compiled-schemas.ts';
import { describeSchemaError } from '../../pipeline/check/schema-messages.ts';
import { contentKinds, type ContentKind } from '../../pipeline/content/content-kinds.ts';
import { cmsConfig, SINGLE_FILES_COLLECTION, type CmsCollection, type CmsField } from '../../pipeline/cms/cms-config.ts';
import { repoRoot } from '../fixture-content.ts';
import { allFiles, fixtureBuild, htmlFiles } from './built-site.ts';

interface Schema { $ref?: string; properties?: Record<string, Schema>; items?: Schema; required?: string[]; oneOf?: Schema[] }

const realSchemas = loadSchemas(path.join(repoRoot, 'schema'));
const real = cmsConfig(realSchemas, contentKinds) as { collections: CmsCollection[] };

/** The fields Decap shows for one kind of file. */
function fieldsOfKind(config: { collections: CmsCollection[] }, kind: ContentKind): CmsField[] {
  if (typeof kind.match === 'string') return config.collections.find((c) => c.name === SINGLE_FILES_COLLECTION)!.files!.find((f) => f.name === kind.kind)!.fields;
  return config.collections.find((c) => c.name === kind.kind)!.fields as CmsField[];
}

/** Every field of a schema (inside blocks and lists of blocks too), each with the CMS field found at its place, if any. */
function pairs(schemas: Map<string, object>, schema: Schema, fields: CmsField[] | undefined, at: string, out: { at: string; field?: CmsField }[] = []) {
  const defs = (schemas.get('defs') as { $defs: Record<string, Schema> }).$defs;
  const resolve = (s: Schema): Schema => { const name = s.$ref?.match(/\$defs\/(.+)$/)?.[1]; return name ? { ...resolve(defs[name]!), ...s, $ref: undefined } : s; };
  for (const [name, raw] of Object.entries(resolve(schema).properties ?? {})) {
    const field = fields?.find((f) => f.name === name);
    out.push({ at: `${at}.${name}`, field });
    const s = resolve(raw);
    const item = s.items ? resolve(s.items) : undefined;
    const blocks = (s.oneOf ?? []).map(resolve).filter((b) => b.properties);
    if (s.properties) pairs(schemas, s, field?.fields, `${at}.${name}`, out);
    else if (item?.properties) pairs(schemas, item, field?.fields, `${at}.${name}[]`, out);
    else for (const block of blocks) pairs(schemas, block, field?.fields, `${at}.${name}`, out);
  }
  return out;
}

describe('the CMS configuration written from the schemas', () => {
  it('gives every field of every schema a widget, none of them hidden', () => {
    const all = contentKinds.flatMap((kind) => pairs(realSchemas, realSchemas.get(kind.schema) as Schema, fieldsOfKind(real, kind), kind.kind));
    const missing = all.filter((p) => !p.field).map((p) => p.at);
    const hidden = all.filter((p) => p.field?.widget === 'hidden').map((p) => p.at);
    expect(all.length).toBeGreaterThan(300);
    expect(missing).toEqual([]);
    expect(hidden).toEqual([]);
  });

  it('has one collection for each folder of files and one file entry for each single file', () => {
    const folders = contentKinds.filter((k) => typeof k.match !== 'string');
    const singles = contentKinds.filter((k) => typeof k.match === 'string');
    expect(real.collections.filter((c) => c.folder).map((c) => c.name)).toEqual(folders.map((k) => k.kind));
    expect(real.collections.find((c) => c.name === SINGLE_FILES_COLLECTION)!.files!.map((f) => f.file)).toEqual(singles.map((k) => `data/${k.match as string}`));
    const posts = real.collections.find((c) => c.name === 'post')!;
    expect(posts).toMatchObject({ folder: 'data/posts', extension: 'md', format: 'frontmatter', create: true, identifier_field: 'title' });
    expect((posts.fields as CmsField[]).at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
    expect(real.collections.find((c) => c.name === 'services')).toMatchObject({ folder: 'data/services', extension: 'yaml', format: 'yaml' });
  });

  it('keeps the fields in the order of the schema, so saved files keep their order', () => {
    const services = (fieldsOfKind(real, contentKinds.find((k) => k.kind === 'services')!).find((f) => f.name === 'services')!).fields!;
    const schema = realSchemas.get('services') as { properties: { services: { items: { properties: object } } } };
    expect(services.map((f) => f.name)).toEqual(Object.keys(schema.properties.services.items.properties));
  });

  it('saves images in data/images, as the site addresses them under /images', () => {
    expect(real).toMatchObject({ media_folder: 'data/images', public_folder: '/images' });
    const post = fieldsOfKind(real, contentKinds.find((k) => k.kind === 'post')!);
    expect(post.find((f) => f.name === 'image')).toMatchObject({ widget: 'image' });
  });

  it('uses the local decap-server only on localhost, and opens a pull request for each change elsewhere', () => {
    expect(real).toMatchObject({ publish_mode: 'editorial_workflow', local_backend: { url: 'http://127.0.0.1:8081/api/v1' } });
    const custom = cmsConfig(realSchemas, contentKinds, { localBackendUrl: 'http://127.0.0.1:9999/api/v1', backend: { name: 'github', repo: 'owner/site' } });
    expect(custom).toMatchObject({ backend: { name: 'github', repo: 'owner/site' }, local_backend: { url: 'http://127.0.0.1:9999/api/v1' } });
  });

  it('makes every id reference of the schemas a relation to the field that defines those ids', () => {
    const relations = contentKinds.flatMap((kind) => pairs(realSchemas, realSchemas.get(kind.schema) as Schema, fieldsOfKind(real, kind), kind.kind)).filter((p) => p.field?.widget === 'relation');
    const annotated = JSON.stringify([...realSchemas.values()]).match(/"x-refers-to"/g)?.length ?? 0;
    // Until the schemas carry annotations there is nothing to relate; then every annotated field is a relation.
    expect(relations.length).toBe(annotated);
    const post = fieldsOfKind(real, contentKinds.find((k) => k.kind === 'post')!);
    if (annotated > 0) expect(post.find((f) => f.name === 'category')).toMatchObject({ widget: 'relation', collection: SINGLE_FILES_COLLECTION, file: 'blog', value_field: 'categories.*' });
  });
});

describe('one field of a schema as a widget', () => {
  const schemas = new Map<string, object>([
    ['defs', { $defs: {
      text: { type: 'string', minLength: 1, pattern: '\\S', description: 'Plain text.' },
      slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', description: 'Lowercase words joined by hyphens.' },
      image: { type: 'string', pattern: '^/images/.+$', description: 'Path of an image.' },
      price: { oneOf: [{ type: 'number' }, { const: 'call' }, { type: 'object', required: ['amount'], properties: { amount: { type: 'number' } } }, { type: 'object', required: ['from'], properties: { from: { type: 'number' }, to: { type: 'number' } } }] },
    } }],
    ['shop', {
      type: 'object',
      required: ['kits'],
      properties: {
        kits: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: {
          id: { $ref: 'defs.schema.json#/$defs/slug', 'x-id': 'kit' },
          name: { $ref: 'defs.schema.json#/$defs/text', title: 'Kit name', description: 'What the kit is called.' },
          size: { enum: ['small', 'large'], description: 'How big.' },
          count: { type: 'integer', minimum: 1 },
          onSale: { type: 'boolean' },
          photo: { $ref: 'defs.schema.json#/$defs/image' },
          price: { $ref: 'defs.schema.json#/$defs/price' },
        } } },
      },
    }],
    ['home', {
      type: 'object',
      required: ['featured'],
      properties: {
        featured: { type: 'array', items: { $ref: 'defs.schema.json#/$defs/slug', 'x-refers-to': 'kit' }, maxItems: 3 },
        main: { $ref: 'defs.schema.json#/$defs/slug', 'x-refers-to': 'kit', description: 'The kit of the month.' },
      },
    }],
    ['note', { type: 'object', required: ['title'], properties: { title: { $ref: 'defs.schema.json#/$defs/text' } } }],
  ]);
  const kinds: ContentKind[] = [
    { kind: 'shop', schema: 'shop', match: 'shop.yaml', format: 'yaml', pages: [], purpose: 'the shop' },
    { kind: 'home', schema: 'home', match: 'home.yaml', format: 'yaml', pages: [], purpose: 'the home page' },
    { kind: 'note', schema: 'note', match: /^notes\/[a-z0-9-]+\.md$/, format: 'markdown', pages: [], purpose: 'one note' },
  ];
  const config = cmsConfig(schemas, kinds) as { collections: CmsCollection[] };
  const kit = fieldsOfKind(config, kinds[0]!)[0]!.fields!;
  const field = (name: string) => kit.find((f) => f.name === name)!;
  const home = fieldsOfKind(config, kinds[1]!);

  it('makes an enum a select of its values', () => {
    expect(field('size')).toMatchObject({ widget: 'select', options: ['small', 'large'], hint: 'How big.', required: false });
  });

  it('marks a field the schema does not require as optional, and leaves a required one required', () => {
    expect(field('name').required).toBeUndefined();
    expect(field('onSale')).toMatchObject({ widget: 'boolean', required: false });
  });

  it('carries a pattern over with the words validate uses: those of the definition that holds it', () => {
    expect(field('id')).toMatchObject({ widget: 'string', pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'must be lowercase words joined by hyphens'] });
    expect(field('name')).toMatchObject({ pattern: ['\\S', 'is empty; write some text, or remove the field if it is optional'] });
  });

  it('takes the label from the title and the hint from the description', () => {
    expect(field('name')).toMatchObject({ label: 'Kit name', hint: 'What the kit is called.' });
    expect(field('onSale').label).toBe('On sale');
  });

  it('makes a whole number a number widget that stores integers', () => {
    expect(field('count')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
  });

  it('makes an image path an image widget', () => {
    expect(field('photo')).toMatchObject({ widget: 'image', required: false });
  });

  it('makes a value with several block forms one block whose fields are all optional, and says so', () => {
    const price = field('price');
    expect(price.widget).toBe('object');
    expect(price.fields!.map((f) => [f.name, f.required])).toEqual([['amount', false], ['from', false], ['to', false]]);
    expect(price.hint).toMatch(/one form only: amount; from \+ to/);
  });

  it('makes a reference to an id a relation to the field that defines it', () => {
    expect(home.find((f) => f.name === 'main')).toMatchObject({ widget: 'relation', collection: SINGLE_FILES_COLLECTION, file: 'shop', value_field: 'kits.*.id', search_fields: ['kits.*.id'], required: false });
    expect(home.find((f) => f.name === 'featured')).toMatchObject({ widget: 'relation', multiple: true, max: 3, value_field: 'kits.*.id' });
  });

  it('gives a Markdown file a folder collection with its body last', () => {
    const notes = config.collections.find((c) => c.name === 'note')!;
    expect(notes).toMatchObject({ folder: 'data/notes', extension: 'md', format: 'frontmatter' });
    expect((notes.fields as CmsField[]).map((f) => f.widget)).toEqual(['string', 'markdown']);
  });
});

describe('the CMS\'s pattern messages and validate\'s words', () => {
  const ajv = schemaCompiler(realSchemas, false, repoRoot);
  /** What validate says of `value` at `pointer` in a file of `schema` that is otherwise empty (other errors ignored). */
  const validateSays = (schema: string, data: object, pointer: string) => {
    const check = ajv.getSchema(`${schema}.schema.json`)!;
    check(data);
    return (check.errors ?? []).filter((e) => e.instancePath === pointer && e.keyword === 'pattern').map((e) => describeSchemaError(e).text);
  };
  /** The CMS field at a path of field names, in the real configuration. */
  const cmsField = (kind: string, ...names: string[]) => {
    let fields = fieldsOfKind(real, contentKinds.find((k) => k.kind === kind)!);
    let found: CmsField | undefined;
    for (const name of names) { found = fields.find((f) => f.name === name); fields = found?.fields ?? []; }
    return found!;
  };

  it('says under a field what validate says of it, less what it found', () => {
    const cases: [string, string[], object, string][] = [
      ['site', ['phone', 'display'], { phone: { display: '719 555 0142' } }, '/phone/display'],
      ['packages', ['packages', 'id'], { packages: [{ id: 'Basic Pkg' }] }, '/packages/0/id'],
      ['post', ['readTime'], { readTime: '5 minutes' }, '/readTime'],
      ['testimonials', ['testimonials', 'name'], { testimonials: [{ name: ' ' }] }, '/testimonials/0/name'],
    ];
    for (const [kind, names, data, pointer] of cases) {
      const message = cmsField(kind, ...names).pattern![1];
      const said = validateSays(kind, data, pointer);
      expect(said, pointer).toHaveLength(1);
      const name = names.at(-1)!;
      expect(said[0] === `${name} ${message}` || said[0]!.startsWith(`${name} ${message}; found `), `${said[0]} / ${message}`).toBe(true);
    }
  });

  it('gives the fields of a value with plain forms too (price: 399) no pattern, which Decap would test on the plain value', () => {
    const price = cmsField('packages', 'packages', 'price');
    expect(price.fields!.map((f) => f.name)).toEqual(expect.arrayContaining(['per', 'call']));
    expect(price.fields!.filter((f) => f.pattern)).toEqual([]);
    // The same kind of text outside such a value keeps its pattern.
    expect(cmsField('post', 'readTime').pattern).toBeDefined();
  });

  it('keeps the field\'s own description as its hint, where it says more than the shared definition', () => {
    expect(cmsField('packages', 'packages', 'id')).toMatchObject({ hint: 'Used in links such as /packages?package=basic.', pattern: [expect.any(String), 'must be lowercase words joined by hyphens, e.g. faucet-sink-services'] });
  });
});

describe('the CMS in the built site', () => {
  it('is at /admin/ with its page, config and script, and no public page names or loads anything of it', async () => {
    const dir = fixtureBuild();
    const files = await allFiles(dir);
    expect(files).toEqual(expect.arrayContaining(['admin/index.html', 'admin/config.yml', 'admin/cms-setup.js', 'admin/decap-cms.js']));
    const pages = (await htmlFiles(dir)).filter((file) => !file.startsWith('admin/'));
    expect(pages.length).toBeGreaterThan(100);
    const naming: string[] = [];
    for (const file of pages) if ((await readFile(path.join(dir, file), 'utf8')).includes('/admin')) naming.push(file);
    expect(naming).toEqual([]);
    const sitemap = await readFile(path.join(dir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/admin');
  });
});
