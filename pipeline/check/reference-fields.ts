import type { SchemaSet } from './compiled-schemas.ts';
import { contentKinds, type ContentKind } from '../content/content-kinds.ts';
import { sharedDefinitions, sharedName, type SchemaNode } from './schema-node.ts';

/**
 * Which fields of which files name an id, refer to one, or name a picture, read from the schemas' own marks
 * (`x-id`, `x-refers-to`, and fields of `$defs/image`). The editors' reference, `npm run where` and the test that
 * every reference is checked all read this, so what the reference says is what the schemas say.
 */

/** A field of a kind of file, as `list[].field` (the reference's way of writing it). */
export interface SchemaField {
  kind: ContentKind;
  path: string;
  /** The id kind it names (`x-id`) or refers to (`x-refers-to`); absent for a picture. */
  id?: string;
  /** A picture's pages: its own `x-shown-on`, else its file's (ContentKind.pages). */
  pages?: readonly string[];
}

export interface ReferenceFields {
  /** Fields whose values are ids of a kind: each value there names one thing. */
  defines: SchemaField[];
  /** Fields whose values must be such an id. */
  refers: SchemaField[];
  /** Fields whose value is the path of a picture in data/images. */
  pictures: SchemaField[];
}

type Node = SchemaNode;

const IMAGE_REF = /#\/\$defs\/image$/;

export function referenceFields(schemas: SchemaSet, kinds: readonly ContentKind[] = contentKinds): ReferenceFields {
  const defs = sharedDefinitions(schemas);
  const found: ReferenceFields = { defines: [], refers: [], pictures: [] };
  const visit = (kind: ContentKind, node: Node | undefined, path: string, depth: number): void => {
    if (!node || depth > 12) return;
    if (node['x-id']) found.defines.push({ kind, path, id: node['x-id'] });
    if (node['x-refers-to']) found.refers.push({ kind, path, id: node['x-refers-to'] });
    if (node.$ref && IMAGE_REF.test(node.$ref)) found.pictures.push({ kind, path, pages: node['x-shown-on'] ?? kind.pages });
    const shared = sharedName(node.$ref);
    // A shared block (seo, a card) holds fields of its own; a shared scalar adds nothing to walk.
    if (shared && defs[shared] && !IMAGE_REF.test(node.$ref!)) visit(kind, defs[shared], path, depth + 1);
    for (const [name, child] of Object.entries(node.properties ?? {})) visit(kind, child, path ? `${path}.${name}` : name, depth + 1);
    if (node.items) visit(kind, node.items, `${path}[]`, depth + 1);
  };
  for (const kind of kinds) visit(kind, schemas.get(kind.schema) as Node | undefined, '', 0);
  return found;
}

/** The values at a field's path in a file's data, each with its JSON pointer (for messages and positions). */
export function valuesAt(data: unknown, path: string): { pointer: string; value: unknown }[] {
  let at: { pointer: string; value: unknown }[] = [{ pointer: '', value: data }];
  for (const part of path.split('.').filter(Boolean)) {
    const list = part.endsWith('[]');
    const name = list ? part.slice(0, -2) : part;
    at = at.flatMap(({ pointer, value }) => {
      const child = name === '' ? value : (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined);
      const here = name === '' ? pointer : `${pointer}/${name}`;
      if (child === undefined) return [];
      if (!list) return [{ pointer: here, value: child }];
      return Array.isArray(child) ? child.map((item, i) => ({ pointer: `${here}/${i}`, value: item })) : [];
    });
  }
  return at;
}
