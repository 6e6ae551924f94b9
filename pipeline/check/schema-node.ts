import type { SchemaSet } from './compiled-schemas.ts';

/**
 * The parts of a content schema that the files written from the schemas read: the editors' reference, the CMS's
 * configuration and the map of ids and pictures. Our own keywords (x-id, x-refers-to, x-shown-on, maxItemsReason)
 * are registered with ajv in compiled-schemas.ts.
 */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  const?: unknown;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  additionalProperties?: boolean | SchemaNode;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxItemsReason?: string;
  'x-id'?: string;
  'x-refers-to'?: string;
  'x-shown-on'?: string[];
}

/** The shared definitions (`defs.schema.json`'s `$defs`) by name. */
export function sharedDefinitions<T extends SchemaNode = SchemaNode>(schemas: SchemaSet): Record<string, T> {
  return ((schemas.get('defs') as { $defs?: Record<string, T> } | undefined)?.$defs) ?? {};
}

/** The shared definition a `$ref` names (`#/$defs/price` -> `price`). */
export function sharedName(ref: string | undefined): string | undefined {
  return ref?.match(/#\/\$defs\/(.+)$/)?.[1];
}

/**
 * A field with the shared definition its `$ref` names beneath it (and that definition's own, in turn): the field's
 * own words, type and pattern say more than the definition's. A field without one is returned as it is.
 */
export function resolveShared<T extends SchemaNode>(defs: Record<string, T>, schema: T): T {
  const name = sharedName(schema.$ref);
  if (!name || !defs[name]) return schema;
  const target = resolveShared(defs, defs[name]);
  return { ...target, ...schema, $ref: undefined, description: schema.description ?? target.description, type: schema.type ?? target.type, pattern: schema.pattern ?? target.pattern };
}
