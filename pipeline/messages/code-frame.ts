/** A short excerpt of the source with a caret under the column, like a compiler shows. */
export function codeFrame(source: string, line: number, column: number, context = 1): string {
  if (line < 1) return '';
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = (lines[n - 1] ?? '').replace(/\t/g, '→');
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${truncate(text)}`);
    if (n === line && column > 0) {
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.min(column - 1, 120))}^`);
    }
  }
  return out.join('\n');
}

function truncate(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
