import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSchemas } from '../../pipeline/check/compiled-schemas.ts';
import { contentReference, REFERENCE_FILE } from '../../pipeline/check/content-reference.ts';
import { repoRoot } from '../fixture-content.ts';

const schemas = new Map<string, object>([
  ['defs', { $defs: { text: { type: 'string', description: 'Plain text.' }, day: { type: 'string', enum: ['Mon', 'Tue'] } } }],
  ['things', {
    description: 'the things on /things',
    type: 'object',
    required: ['things'],
    properties: {
      things: {
        type: 'array',
        description: 'All things.',
        items: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { $ref: 'defs.schema.json#/$defs/text', description: 'Its name.' },
            note: { $ref: 'defs.schema.json#/$defs/text' },
            days: { type: 'array', items: { $ref: 'defs.schema.json#/$defs/day' }, description: 'When.' },
            tags: { type: 'array', items: { $ref: 'defs.schema.json#/$defs/text' }, minItems: 1, maxItems: 3, maxItemsReason: 'the card has room for 3', description: 'Tags.' },
          },
        },
      },
    },
  }],
]);

describe('the content reference', () => {
  const text = contentReference(schemas, [{ kind: 'things', schema: 'things', match: /^things\/[a-z0-9-]+\.yaml$/, format: 'yaml', pages: ['/things'], purpose: 'things' }]);

  it('names each file by its path in data/, with the schema that checks it and its description', () => {
    expect(text).toContain('## `data/things/<name>.yaml`');
    expect(text).toContain('The things on /things. Checked by `schema/things.schema.json`.');
  });

  it('lists every field, nested ones as list[].field, with required, type and the description', () => {
    expect(text).toContain('| `things` | yes | list of blocks | All things. |');
    expect(text).toContain('| `things[].name` | yes | text | Its name. |');
    expect(text).toContain('| `things[].days` |  | list of one of `Mon`, `Tue` | When. |');
  });

  it('gives a list\'s upper bound in its type and the reason for it in its description', () => {
    expect(text).toContain('| `things[].tags` |  | list of up to 3 texts | Tags. At most 3, because the card has room for 3. |');
  });

  it('falls back to the shared definition\'s description when a field has none', () => {
    expect(text).toContain('| `things[].note` |  | text | Plain text. |');
  });

  it('is committed up to date with the schemas (run npm run reference after changing one)', () => {
    const committed = readFileSync(path.join(repoRoot, REFERENCE_FILE), 'utf8');
    expect(committed).toBe(contentReference(loadSchemas(path.join(repoRoot, 'schema'))));
  });
});
