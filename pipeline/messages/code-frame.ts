import { createRequire } from 'node:module';
import { lineCount, lineOf } from './text-position.ts';

/**
 * string-width, loaded when the first frame is drawn: it sets up Unicode segmentation as it loads (about 25 ms), and
 * a build with nothing to report draws none.
 */
let measure: ((text: string) => number) | undefined;
function stringWidth(text: string): number {
  measure ??= (createRequire(import.meta.url)('string-width') as typeof import('string-width')).default;
  return measure(text);
}

/** How many terminal columns a frame line's text may take before it is cut to a window around the column. */
const MAX_WIDTH = 120;

/**
 * A short excerpt of the source with a caret under the column, like a compiler shows. A long line is shown as a window
 * around the column with "…" where it is cut, and the caret is placed by display width, so it sits under the reported
 * character whatever the line's length, wide (CJK, emoji) or combining characters before it.
 */
export function codeFrame(source: string, line: number, column: number, context = 1): string {
  if (line < 1) return '';
  const first = Math.max(1, line - context);
  const last = Math.min(lineCount(source), line + context);
  const width = String(last).length;
  const shown = (n: number) => lineOf(source, n).replace(/\t/g, '→');
  const target = shown(line);
  const at = Math.min(Math.max(column - 1, 0), target.length);
  const [start, end] = windowAround(target, at);
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    // A context line is shown whole when it fits; a long one is cut to the reported line's window (or from its start).
    const text = shown(n);
    const [from, to] = n === line || (start > 0 && stringWidth(text) > MAX_WIDTH) ? [start, end] : windowAround(text, 0);
    out.push(`${marker} ${String(n).padStart(width)} | ${excerpt(text, from, to)}`);
    if (n === line && column > 0) {
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(stringWidth(excerpt(target, start, at, false)))}^`);
    }
  }
  return out.join('\n');
}

/**
 * The code-unit range [start, end) of `text` to show: all of it when it fits, else at most MAX_WIDTH columns with
 * `at` about a third of the way in (room for what follows the mistake, which is usually what explains it).
 */
function windowAround(text: string, at: number): [number, number] {
  if (stringWidth(text) <= MAX_WIDTH) return [0, text.length];
  const budget = MAX_WIDTH - 2; // an ellipsis on each side
  let start = at;
  let used = 0;
  while (start > 0 && used < budget / 3) {
    start = stepBack(text, start);
    used += stringWidth(text.slice(start, stepForward(text, start)));
  }
  if (start <= 1) start = 0;
  let end = start;
  used = start > 0 ? 1 : 0;
  while (end < text.length) {
    const next = stepForward(text, end);
    const w = stringWidth(text.slice(end, next));
    if (used + w > MAX_WIDTH - 1) break;
    used += w;
    end = next;
  }
  // The whole rest fits once the closing ellipsis is not needed.
  if (stringWidth(text.slice(end)) <= 1) end = text.length;
  return [start, Math.max(end, Math.min(text.length, at + 1))];
}

/** `text` cut to [start, end), with "…" where something was cut (at the end only when `closing`). */
function excerpt(text: string, start: number, end: number, closing = true): string {
  const from = Math.min(start, text.length);
  const to = Math.min(end, text.length);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${closing && to < text.length ? '…' : ''}`;
}

/** The offset of the code point before `i` (a surrogate pair is one character). */
function stepBack(text: string, i: number): number {
  const low = text.charCodeAt(i - 1);
  return i >= 2 && low >= 0xdc00 && low <= 0xdfff ? i - 2 : i - 1;
}

function stepForward(text: string, i: number): number {
  return i + ((text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1);
}
