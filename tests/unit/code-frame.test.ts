import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { codeFrame } from '../../pipeline/messages/code-frame.ts';

/** The character a terminal shows right above the caret of a frame, and the widths of the frame's lines. */
function underCaret(frame: string): { char: string; widest: number } {
  const lines = frame.split('\n');
  const target = lines.findIndex((l) => l.startsWith('>'));
  const text = lines[target]!;
  const caret = stringWidth(lines[target + 1]!.slice(0, lines[target + 1]!.indexOf('^')));
  let width = 0;
  for (const char of text) {
    if (width === caret) return { char, widest: Math.max(...lines.map((l) => stringWidth(l))) };
    width += stringWidth(char);
  }
  return { char: '', widest: 0 };
}

/** A 400-character line of text. */
const long = Array.from({ length: 40 }, (_, i) => `word${String(i).padStart(2, '0')}-abc`).join('').slice(0, 400);

describe('codeFrame', () => {
  it('shows a short line whole, with the caret under the column', () => {
    const frame = codeFrame('a: 1\ntitle: x\nb: 2\n', 2, 8);
    expect(frame).toBe(['  1 | a: 1', '> 2 | title: x', '    |        ^', '  3 | b: 2'].join('\n'));
  });

  it.each([1, 5, 60, 200, 340, 398, 400])('keeps the caret under column %i of a 400-character line, in a frame under 130 columns', (column) => {
    expect(long).toHaveLength(400);
    const source = `before: 1\nlong: ${long}\nafter: 2\n`;
    const col = column + 'long: '.length;
    const { char, widest } = underCaret(codeFrame(source, 2, col));
    expect(char).toBe(source.split('\n')[1]![col - 1]);
    expect(widest).toBeLessThan(135);
  });

  it('marks a cut with an ellipsis on the side that was cut', () => {
    const frame = codeFrame(`long: ${long}`, 1, 200).split('\n')[0]!;
    expect(frame).toMatch(/^> 1 \| ….*…$/);
    expect(codeFrame(`long: ${long}`, 1, 3).split('\n')[0]).toMatch(/^> 1 \| long: .*…$/);
    expect(codeFrame(`long: ${long}`, 1, 405).split('\n')[0]).toMatch(/^> 1 \| ….*-abc$/);
  });

  it('shows short context lines whole, and cuts a long one beside a short reported line', () => {
    const frame = codeFrame(`a: 1\nlong: ${long}\nb: 2\n`, 2, 300).split('\n');
    expect(frame[0]).toBe('  1 | a: 1');
    expect(frame[3]).toBe('  3 | b: 2');
    const context = codeFrame(`long: ${long}\nb: x\n`, 2, 4).split('\n')[0]!;
    expect(context).toMatch(/^ {2}1 \| long: word00.*…$/);
    expect(stringWidth(context)).toBeLessThan(135);
  });

  it('places the caret by display width after wide and multi-byte characters, on short and long lines', () => {
    const cjk = '価格は安いです。'.repeat(30);
    const emoji = '🔧🏠 ok é '.repeat(30);
    for (const text of [`title: ${cjk}X`, `title: ${emoji}X`, 'title: 日本語 X', 'title: 🔧🔧 X']) {
      const column = text.indexOf('X') + 1;
      expect(underCaret(codeFrame(text, 1, column)).char).toBe('X');
    }
  });

  it('puts the caret after the last character for a column just past the end of the line', () => {
    const frame = codeFrame('title:', 1, 7).split('\n');
    expect(frame[1]!.indexOf('^') - frame[1]!.indexOf('|')).toBe(frame[0]!.length - frame[0]!.indexOf('|'));
  });
});
