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
