/** One image of a Markdown body: its address as written and where that address starts in the body. */
export interface MarkdownImage { url: string; index: number }

/**
 * The images of a Markdown body: inline `![alt](url "title")` and reference images `![alt][label]` (at their
 * definition `[label]: url`, where the address is written). Code blocks and code spans are left out: an image
 * there is shown as text.
 */
export function markdownImages(body: string): MarkdownImage[] {
  // Most bodies have no image at all: skip the scan.
  if (!body.includes('![')) return [];
  const text = withoutCode(body);
  const out: MarkdownImage[] = [];
  for (const m of text.matchAll(/!\[(?:[^\]\\\n]|\\.)*\]\([ \t]*(<[^>\n]*>|[^\s)]+)/g)) {
    const written = m[1]!;
    const start = m.index + m[0].length - written.length;
    out.push(written.startsWith('<') ? { url: written.slice(1, -1), index: start + 1 } : { url: written, index: start });
  }
  const definitions = new Map<string, MarkdownImage>();
  for (const m of text.matchAll(/^ {0,3}\[((?:[^\]\\\n]|\\.)+)\]:[ \t]*(<[^>\n]*>|\S+)/gm)) {
    const written = m[2]!;
    const start = m.index + m[0].length - written.length;
    const label = normalLabel(m[1]!);
    if (!definitions.has(label)) definitions.set(label, written.startsWith('<') ? { url: written.slice(1, -1), index: start + 1 } : { url: written, index: start });
  }
  if (definitions.size > 0) {
    const used = new Set<MarkdownImage>();
    for (const m of text.matchAll(/!\[((?:[^\]\\\n]|\\.)*)\](?:\[((?:[^\]\\\n]|\\.)*)\])?(?!\()/g)) {
      const definition = definitions.get(normalLabel(m[2] || m[1]!));
      if (definition && !used.has(definition)) {
        used.add(definition);
        out.push(definition);
      }
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

const normalLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/** The body with fenced code blocks and code spans blanked out, every other character where it was. */
export function withoutCode(body: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  const fenced = body.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, blank);
  return fenced.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
}
