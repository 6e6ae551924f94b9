/** The texts most recently asked about, with the offsets where their lines start: a few files' messages come together. */
const recent = new Map<string, number[]>();

/**
 * The offsets where the lines of `text` start, found once for all of its messages: finding them again for each
 * message made a file with thousands of mistakes take time growing with the square of its size (a 0.5 MB
 * coverage.yaml of repeated ZIP codes took 87 s to validate, 60,000 misspelt placeholders 61 s).
 */
function lineStarts(text: string): number[] {
  let starts = recent.get(text);
  if (!starts) {
    starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    if (recent.size >= 4) recent.delete(recent.keys().next().value!);
    recent.set(text, starts);
  }
  return starts;
}

/** How many lines a text has (a line break ends a line, and "\r\n" counts as one). */
export const lineCount = (text: string): number => lineStarts(text).length;

/** Line `line` (1-based) of a text, without its line break; empty past the end. */
export function lineOf(text: string, line: number): string {
  const starts = lineStarts(text);
  if (line < 1 || line > starts.length) return '';
  const end = line < starts.length ? starts[line]! - 1 : text.length;
  const from = starts[line - 1]!;
  return text.slice(from, end > from && text[end - 1] === '\r' && line < starts.length ? end - 1 : end);
}

/** A text's 1-based line and column of any character offset, found by binary search over its line starts. */
export function positionsOf(text: string): (offset: number) => { line: number; column: number } {
  const starts = lineStarts(text);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  };
}
