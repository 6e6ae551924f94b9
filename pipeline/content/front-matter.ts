export interface FrontMatter { yaml: string; body: string; bodyLine: number }

/**
 * The YAML between a first line `---` and the next line `---`, and the Markdown after it (`bodyLine` is the 1-based
 * line the body starts on); null when the text does not start with front matter.
 */
export function splitFrontMatter(source: string): FrontMatter | null {
  const lines = source.split('\n');
  if (lines[0]?.trimEnd() !== '---') return null;
  const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---');
  if (end < 0) return null;
  return { yaml: lines.slice(1, end).join('\n'), body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
}
