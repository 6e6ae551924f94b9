export interface FrontMatter { yaml: string; body: string; bodyLine: number }

/**
 * The YAML between a first line `---` and the next line `---`, and the Markdown after it (`bodyLine` is the 1-based
 * line the body starts on); null when the text does not start with front matter. Walks the lines by offset, so the
 * rest of the post is never split into lines.
 */
export function splitFrontMatter(source: string): FrontMatter | null {
  let lineStart = 0;
  let yamlStart = 0;
  for (let line = 0; ; line++) {
    const newline = source.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? source.length : newline;
    const fence = source.slice(lineStart, lineEnd).trimEnd() === '---';
    if (line === 0) {
      if (!fence) return null;
      yamlStart = lineEnd + 1;
    } else if (fence) {
      return { yaml: source.slice(yamlStart, Math.max(yamlStart, lineStart - 1)), body: newline < 0 ? '' : source.slice(newline + 1), bodyLine: line + 2 };
    }
    if (newline < 0) return null;
    lineStart = newline + 1;
  }
}

/** Where front matter that opens with `---` but never closes should have closed, and what the editor wrote there. */
export interface UnclosedFrontMatter {
  /** 1-based line to point at: a fence written wrongly, or the first line of the Markdown after the fields. */
  line: number;
  /** The wrongly written fence (`----`, `--`, ` ---`), when that is the mistake. */
  fence?: string;
  /** The last line of the fields, for the message. */
  lastField: number;
}

/**
 * For a text whose first line is `---` and which has no closing `---` line: the closing fence written wrongly, or the
 * first line that is not part of the fields (not a field, list item, indented line, comment or blank line), where
 * the closing `---` belongs. Null when the text does not open front matter.
 */
export function unclosedFrontMatter(source: string): UnclosedFrontMatter | null {
  const lines = source.split('\n');
  if ((lines[0] ?? '').trimEnd() !== '---' || splitFrontMatter(source)) return null;
  let lastField = 1;
  let blankBefore = false;
  for (let n = 2; n <= lines.length; n++) {
    const text = lines[n - 1]!;
    if (text.trim() === '') { blankBefore = true; continue; }
    if (/^\s*([-–—]\s*){2,}$/.test(text)) return { line: n, fence: text.trim(), lastField };
    const yamlLike = /^(\s+\S|-(\s|$)|[A-Za-z_"'][\w"'-]*:(\s|$))/.test(text) || (/^#/.test(text) && !blankBefore);
    if (!yamlLike) return { line: n, lastField };
    lastField = n;
    blankBefore = false;
  }
  return { line: 1, lastField };
}
