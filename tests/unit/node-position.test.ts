import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument, type Node } from 'yaml';
import { keyOf, locate, positionOf } from '../../pipeline/content/node-position.ts';

const source = [
  'category: Plumbing', // 1
  'services:', // 2
  '  - id: plumbing-01', // 3
  '    price: 75', // 4
  '    features:', // 5
  '      - one', // 6
  '      - two', // 7
  '    empty:', // 8
  '  - { id: plumbing-02, "a/b": x }', // 9
].join('\n');

const lineCounter = new LineCounter();
const doc = parseDocument(source, { lineCounter });
const at = (node: Node | null | undefined, offset = 0) => positionOf(node, lineCounter, offset);

describe('locate', () => {
  it('finds the value at a path, and its key', () => {
    const found = locate(doc, '/services/0/price');
    expect(at(found.node)).toEqual({ line: 4, column: 12 });
    expect(at(found.key)).toEqual({ line: 4, column: 5 });
  });

  it('finds a list entry by index, with no key', () => {
    const found = locate(doc, '/services/0/features/1');
    expect(at(found.node)).toEqual({ line: 7, column: 9 });
    expect(found.key).toBeNull();
  });

  it('finds the root for the empty path', () => {
    expect(at(locate(doc, '').node)).toEqual({ line: 1, column: 1 });
  });

  it('finds entries of a flow mapping and decodes ~1 in the path', () => {
    expect(at(locate(doc, '/services/1/id').node)).toEqual({ line: 9, column: 11 });
    expect(at(locate(doc, '/services/1/a~1b').node)).toEqual({ line: 9, column: 31 });
  });

  it('returns the deepest existing node when the path does not exist', () => {
    const found = locate(doc, '/services/0/nope/deeper');
    expect(found.node).toBeNull();
    expect(found.key).toBeNull();
    expect(at(found.nearest)).toEqual({ line: 3, column: 5 });
  });

  it('returns the nearest node for an index past the end of a list', () => {
    const found = locate(doc, '/services/0/features/5');
    expect(found.node).toBeNull();
    expect(at(found.nearest)).toEqual({ line: 6, column: 7 });
  });

  it('keeps the key of a field with no value', () => {
    const found = locate(doc, '/services/0/empty');
    expect(at(found.key)).toEqual({ line: 8, column: 5 });
  });
});

describe('positionOf', () => {
  it('shifts lines by the front matter offset', () => {
    expect(at(locate(doc, '/category').node, 1)).toEqual({ line: 2, column: 11 });
  });

  it('falls back to the first line of the YAML for a missing node', () => {
    expect(at(null)).toEqual({ line: 1, column: 1 });
    expect(at(undefined, 1)).toEqual({ line: 2, column: 1 });
  });
});

describe('keyOf', () => {
  it('finds the key node of a named field in the map at a path', () => {
    expect(at(keyOf(doc, '/services/0', 'features'))).toEqual({ line: 5, column: 5 });
  });

  it('returns null for a missing field or a path that is not a map', () => {
    expect(keyOf(doc, '/services/0', 'nope')).toBeNull();
    expect(keyOf(doc, '/services', 'id')).toBeNull();
  });
});
