import { describe, expect, it } from 'vitest';
import { positionsOf } from '../../pipeline/messages/text-position.ts';

describe('positionsOf', () => {
  it('gives the 1-based line and column of an offset, on the first line, after a line break and on the last line', () => {
    const at = positionsOf('ab\ncde\n\nf');
    expect(at(0)).toEqual({ line: 1, column: 1 });
    expect(at(4)).toEqual({ line: 2, column: 2 });
    expect(at(7)).toEqual({ line: 3, column: 1 });
    expect(at(8)).toEqual({ line: 4, column: 1 });
  });
});
