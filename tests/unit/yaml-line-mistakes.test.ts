import { describe, expect, it } from 'vitest';
import { brokenLine, flowListMistake, missingColon, movedLine } from '../../pipeline/content/yaml-line-mistakes.ts';

const block = ['team:', '  - id: a', '    name: A', '    role: B', '    experience: C', '  - id: b', '    name: D'];
const with_ = (line: number, text: string) => block.map((l, i) => (i === line - 1 ? text : l));

describe('a line that lost or gained its indentation', () => {
  it('is reported at that line, with how many spaces and which way', () => {
    expect(movedLine(with_(4, '  role: B'), 4)).toMatchObject({ line: 4, column: 3, text: expect.stringContaining('indented 2 spaces less than the other fields of its block') });
    expect(movedLine(with_(4, 'role: B'), 5)).toMatchObject({ line: 4, column: 1, text: expect.stringContaining('4 spaces less') });
    expect(movedLine(with_(4, '      role: B'), 3)).toMatchObject({ line: 4, column: 7, text: expect.stringContaining('2 spaces further') });
    expect(movedLine(with_(4, '   role: B'), 4)?.text).toContain('start "role" in column 5, under "name"');
  });

  it('says "less" of a list item short of spaces, and names the column of the other items\' "- "', () => {
    expect(movedLine(with_(6, '- id: b'), 7)).toMatchObject({ line: 6, column: 1, text: expect.stringMatching(/indented 2 spaces less than the other items of its list.*start its "- " in column 3/) });
  });

  it('leaves a list item pasted without its "- " to the missing-dash message, and block text alone', () => {
    expect(movedLine(with_(6, '  id: b'), 6)).toBeUndefined();
    expect(movedLine(['a:', '  text: |', '    one', '      two', '    three', '  b: c'], 4)).toBeUndefined();
  });
});

describe('YAML mistakes read from a line', () => {
  it('a missing colon after a field name, at the place it goes', () => {
    expect(missingColon(with_(4, '    role Director of Operations'), 4)).toMatchObject({ rule: 'yaml/missing-colon', line: 4, column: 9, text: expect.stringContaining('write role: Director of Operations') });
  });

  it('a value broken over two lines, at its second line, with the two joined', () => {
    expect(brokenLine(['a:', '  - role: Director of', 'Operations', '    name: x'], 3)).toMatchObject({ rule: 'yaml/broken-line', line: 3, column: 1, text: expect.stringContaining('role: Director of Operations') });
  });

  it('a missing comma in a list in brackets, and an apostrophe that ends a quoted entry early', () => {
    expect(flowListMistake('zips: ["18901" "18902"]', 1, 16)).toMatchObject({ rule: 'yaml/missing-comma', column: 16 });
    expect(flowListMistake("keywords: ['Dana's team', b]", 1, 18)).toMatchObject({ rule: 'yaml/syntax', column: 17, text: expect.stringContaining('"Dana\'s team"') });
  });
});
