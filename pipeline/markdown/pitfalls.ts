/**
 * Markdown that parses, but not as its author meant: found in the body's syntax tree (remark-parse, as the renderer
 * parses it), so nothing inside code spans or code blocks is taken for one.
 *
 * - `spaced-link`: `[text] (https://...)`: the space between "]" and "(" leaves both as typed.
 * - `broken-link`: `[text](mail to:...)`: an address with a space in it is no address, so no link is made.
 * - `heading-space`: `##Heading`: without a space after the "#" it is a paragraph that starts with "##".
 * - `indented-text`: a paragraph indented four spaces (or a tab) becomes a code block.
 * - `setext-heading`: `---` right under a paragraph makes that paragraph a heading, not a line across the page.
 * - `raw-html`: HTML, which the renderer leaves out of the page (comments are left alone: they are notes).
 * - `h1`: a main heading (`# `, or text underlined with `===`): the page's title is its one main heading.
 */
export interface MarkdownPitfall {
  kind: 'spaced-link' | 'broken-link' | 'heading-space' | 'indented-text' | 'setext-heading' | 'raw-html' | 'h1';
  /** 1-based, within the body. */
  line: number;
  column: number;
  /** What was written: the address, the heading's words, the HTML tag, the paragraph's start. */
  text: string;
  /** HTML on lines of its own: the page leaves out its words too, not only its tags. */
  block?: boolean;
}

interface MdNode { type: string; depth?: number; value?: string; children?: MdNode[]; position?: { start: { offset?: number }; end: { offset?: number } } }

/** Where an address is written after `](` or `] (`: one that looks like a link's, not words in brackets. */
const ADDRESS_START = String.raw`(?:https?:|mailto|mail\s*-?\s*to|e-?mail|tel|phone|call|www\.|/|#)`;
const SPACED_LINK = new RegExp(String.raw`\[[^\]\n]+\]([ \t]+)\(${ADDRESS_START}[^\s)]*\)`, 'gi');
const BROKEN_LINK = new RegExp(String.raw`\[[^\]\n]*\]\((?=[^)\n]*\s)(${ADDRESS_START}[^)\n]*)\)`, 'gi');

/** Every pitfall of a body, in order. `at` gives the line and column of an offset in `markdown`. */
export function markdownPitfalls(tree: MdNode, markdown: string, at: (offset: number) => { line: number; column: number }): MarkdownPitfall[] {
  const out: MarkdownPitfall[] = [];
  const visit = (node: MdNode, parent: MdNode | undefined): void => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) {
      if (node.type === 'paragraph') paragraphPitfalls(node, markdown, at, out);
      if (node.type === 'heading' && node.depth === 1) out.push({ kind: 'h1', ...at(start), text: plainText(node) });
      if (node.type === 'heading' && node.depth === 2) {
        const lines = markdown.slice(start, end).split('\n');
        const underline = lines.at(-1) ?? '';
        const words = plainText(node);
        // Under a sentence, or under lines of text, "---" was meant as a line across the page.
        if (lines.length > 1 && /^ {0,3}-+[ \t]*$/.test(underline) && (lines.length > 2 || /[.!?,;:]$/.test(words.trim()) || words.split(/\s+/).length > 8)) {
          const dashes = at(start + markdown.slice(start, end).lastIndexOf('\n') + 1 + underline.indexOf('-'));
          out.push({ kind: 'setext-heading', ...dashes, text: words });
        }
      }
      // A closing tag goes with its opening one, which has the message.
      if (node.type === 'html' && !/^\s*(<!--|<\/)/.test(node.value ?? '')) out.push({ kind: 'raw-html', ...at(start), text: (node.value ?? '').trim(), ...(parent?.type === 'paragraph' ? {} : { block: true }) });
      if (node.type === 'code' && (parent?.type === 'root' || parent?.type === 'blockquote') && !/^[ \t]*(```|~~~)/.test(markdown.slice(start, end)) && looksLikeProse(node.value ?? '')) {
        const first = markdown.slice(start, end).search(/\S/);
        out.push({ kind: 'indented-text', ...at(start + Math.max(first, 0)), text: (node.value ?? '').split('\n')[0]!.slice(0, 60) });
      }
    }
    for (const child of node.children ?? []) visit(child, node);
  };
  visit(tree, undefined);
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The words of a node, without its markup. */
function plainText(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(plainText).join('');
}

/** Sentences rather than code: words and punctuation, none of the brackets, operators or prompts of code. */
function looksLikeProse(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 4 && /[A-Za-z]{3,}/.test(text) && !/[{}[\]();=<>$`|\\_*]|^\s*(npm|npx|sudo|cd|git|#!)\b/m.test(text);
}

/**
 * The pitfalls written inside one paragraph: links with a space, and a line that starts with "#" and no space. Read
 * from the paragraph's source with its code spans and real links blanked out, since neither can hold one.
 */
function paragraphPitfalls(paragraph: MdNode, markdown: string, at: (offset: number) => { line: number; column: number }, out: MarkdownPitfall[]): void {
  const start = paragraph.position!.start.offset!;
  let text = markdown.slice(start, paragraph.position!.end.offset!);
  const blank = (node: MdNode): void => {
    const from = node.position?.start.offset;
    const to = node.position?.end.offset;
    // A link written with brackets is a real one; an address GitHub links by itself (hello@x.com) is in the words.
    const bracketed = from !== undefined && /^!?\[/.test(markdown.slice(from, from + 2));
    if ((node.type === 'inlineCode' || ((node.type === 'link' || node.type === 'image') && bracketed) || (node.type === 'linkReference' && /\]\[/.test(markdown.slice(from, to)))) && from !== undefined && to !== undefined) {
      text = text.slice(0, from - start) + text.slice(from - start, to - start).replace(/[^\n]/g, ' ') + text.slice(to - start);
      return;
    }
    for (const child of node.children ?? []) blank(child);
  };
  blank(paragraph);
  for (const m of text.matchAll(SPACED_LINK)) out.push({ kind: 'spaced-link', ...at(start + m.index + m[0].indexOf(']') + 1), text: m[0] });
  for (const m of text.matchAll(BROKEN_LINK)) out.push({ kind: 'broken-link', ...at(start + m.index + m[0].indexOf('](') + 2), text: m[1]! });
  let offset = 0;
  for (const line of text.split('\n')) {
    const heading = /^[ \t]{0,3}(#{1,6})(?=[A-Za-z])/.exec(line);
    // "#DIY #HomeRepair" is a line of hashtags, not a heading.
    if (heading && !/#\w+[^#]*\s#\w/.test(line)) out.push({ kind: 'heading-space', ...at(start + offset + heading[0].length), text: line.trim() });
    offset += line.length + 1;
  }
}
