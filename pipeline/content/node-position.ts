import { isMap, isSeq, isScalar, type Document, type LineCounter, type Node } from 'yaml';

export interface Position { line: number; column: number }

export interface LocatedNode {
  /** The node at the path, or null when the value is empty (e.g. `price:` with nothing after). */
  node: Node | null;
  /** The key of the last map segment, when the path ends at a map entry. */
  key: Node | null;
  /** The deepest node found when the path does not fully exist. */
  nearest: Node | null;
}

/** Walks a YAML document along a JSON-pointer path (ajv's instancePath). */
export function locate(doc: Document, pointer: string): LocatedNode {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: Node | null = (doc.contents as Node | null) ?? null;
  let key: Node | null = null;
  let nearest: Node | null = node;
  for (const segment of segments) {
    if (node && isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
      if (!pair) return { node: null, key: null, nearest };
      key = (pair.key as Node | null) ?? null;
      node = (pair.value as Node | null) ?? null;
    } else if (node && isSeq(node)) {
      const item = node.items[Number(segment)];
      if (item === undefined) return { node: null, key: null, nearest };
      key = null;
      node = (item as Node | null) ?? null;
    } else {
      return { node: null, key: null, nearest };
    }
    nearest = node ?? key ?? nearest;
  }
  return { node, key, nearest };
}

/** The 1-based position where a node starts, shifted by the lines before the YAML (front matter). */
export function positionOf(node: Node | null | undefined, lineCounter: LineCounter, lineOffset: number): Position {
  if (!node?.range) return { line: 1 + lineOffset, column: 1 };
  const p = lineCounter.linePos(node.range[0]);
  return { line: p.line + lineOffset, column: p.col };
}

/** The key node of the map entry holding `name` in the map at `pointer`, if any. */
export function keyOf(doc: Document, pointer: string, name: string): Node | null {
  const { node } = locate(doc, pointer);
  if (!node || !isMap(node)) return null;
  const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === name);
  return (pair?.key as Node | null) ?? null;
}
