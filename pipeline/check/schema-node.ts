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
