import type { Processor } from 'unified';
import { positionsOf } from '../messages/text-position.ts';
import { markdownPitfalls, type MarkdownPitfall } from './pitfalls.ts';

/**
 * A link or image address in a Markdown body, at the 1-based line and column of the address within the body. A
 * reference image's address is where it is written, at its definition (`[label]: /images/x.png`), marked `image`.
 */
export interface MarkdownLink {
  url: string;
  line: number;
  column: number;
  image: boolean;
  /** An inline image's description (`![this](...)`), and where it is written (just after the `![`). */
  alt?: { text: string; line: number; column: number };
}

/**
 * What the check needs of a body: its link addresses, the ids its headings get (without the prefix), and the Markdown
 * it holds that does not do what it seems to (pitfalls.ts).
 */
export interface MarkdownOutline { links: MarkdownLink[]; headingIds: Set<string>; pitfalls: MarkdownPitfall[] }

/** `gfm`: whether to read GitHub's additions; by default, when the text may use them (mayUseGfm). */
export type MarkdownOutliner = (markdown: string, gfm?: boolean) => MarkdownOutline;

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  identifier?: string;
  depth?: number;
  children?: MdNode[];
  position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } };
}

let outliner: Promise<MarkdownOutliner> | undefined;

/**
 * Whether a body may hold a link or an image: every one starts with "[" or "<" (`[text](url)`, `<https://...>`), so a
 * body with neither needs no outline for them. Two searches for one character each: five times faster than one pattern
 * of both over 4,000 posts (1.6 against 8.8 ms), which the check did at every rebuild.
 */
export function mayHoldLinks(body: string): boolean {
  return body.includes('[') || body.includes('<');
}

/**
 * Whether a text may hold GitHub's additions to Markdown: a table's "|", "~" of strike-through, a task's "[ ]" or
 * "[x]", a footnote's "[^", or what GitHub turns into a link by itself (an address with "www." or "http", an email's
 * "@"). A text with none of them parses the same without the extension, which costs about as much again as the rest
 * of the parse; most posts are plain text and headings.
 */
export function mayUseGfm(markdown: string): boolean {
  return /[|~@]|\[\^|\[[ xX]\]|www\.|https?:/i.test(markdown);
}

/**
 * Parses a body with remark-parse, which gives every node its line and column for the editor's message (the renderer,
 * markdown.ts, uses markdown-it, which is faster and keeps no columns; both read CommonMark with GitHub's additions,
 * and a test holds that they find the same links and heading ids). Heading ids are made as the renderer makes them
 * (github-slugger over the heading's text, images' alt text left out), so a `#fragment` can be checked before anything
 * is rendered. Only call it on a body within pipeline/markdown/limits.ts.
 *
 * Imported on first use, like the renderer: `validate` of content without Markdown never loads unified.
 */
export function loadMarkdownOutliner(): Promise<MarkdownOutliner> {
  outliner ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: GithubSlugger }, { toString }] = await Promise.all([
      import('unified'), import('remark-parse'), import('remark-gfm'), import('github-slugger'), import('mdast-util-to-string'),
    ]);
    const [plain, github] = [unified().use(remarkParse).freeze(), unified().use(remarkParse).use(remarkGfm).freeze()] as unknown as Processor[];
    return (markdown: string, gfm = mayUseGfm(markdown)) => {
      const tree = (gfm ? github! : plain!).parse(markdown) as unknown as MdNode;
      const links: MarkdownLink[] = [];
      const headingIds = new Set<string>();
      const slugger = new GithubSlugger();
      const at = positionsOf(markdown);
      const definitions = new Map<string, MarkdownLink>();
      const imageLabels = new Set<string>();
      const visit = (node: MdNode): void => {
        if (node.type === 'imageReference' && node.identifier !== undefined) imageLabels.add(node.identifier);
        if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url !== undefined && node.position) {
          const start = node.position.start.offset ?? 0;
          const end = node.position.end.offset ?? start;
          // The address itself, when it is written as it reads (not with entities or escapes): else the link's start.
          const found = node.url === '' ? -1 : markdown.slice(start, end).lastIndexOf(node.url);
          const where = found >= 0 ? at(start + found) : { line: node.position.start.line, column: node.position.start.column };
          const link: MarkdownLink = { url: node.url, ...where, image: node.type === 'image', ...(node.type === 'image' ? { alt: { text: node.alt ?? '', line: node.position.start.line, column: node.position.start.column + 2 } } : {}) };
          links.push(link);
          // The first definition of a label is the one references use.
          if (node.type === 'definition' && node.identifier !== undefined && !definitions.has(node.identifier)) definitions.set(node.identifier, link);
        }
        if (node.type === 'heading') headingIds.add(slugger.slug(toString(node as never, { includeImageAlt: false })));
        for (const child of node.children ?? []) visit(child);
      };
      visit(tree);
      for (const label of imageLabels) {
        const definition = definitions.get(label);
        if (definition) definition.image = true;
      }
      return { links, headingIds, pitfalls: markdownPitfalls(tree, markdown, at) };
    };
  })();
  return outliner;
}

/** Where outlines are kept between runs: JSON text by a key (the store's records). */
export interface OutlineCache { get(key: string): string | undefined; set(key: string, json: string): void }

/**
 * An outliner that answers from `cache` by the hash of the text, and parses (loading unified) only when one of
 * `texts` is not there: an unchanged post is not parsed again by `validate` or `build`. Within one check each text is
 * outlined once, however many rules ask (the image and the link checks both do).
 */
export async function cachedOutliner(texts: readonly string[], cache: OutlineCache, hash: (text: string) => string): Promise<MarkdownOutliner> {
  const parse = texts.every((t) => cache.get(hash(t)) !== undefined) ? undefined : await loadMarkdownOutliner();
  const seen = new Map<string, MarkdownOutline>();
  return (markdown: string) => {
    let outline = seen.get(markdown);
    if (!outline) seen.set(markdown, (outline = outlineOf(markdown)));
    return outline;
  };

  function outlineOf(markdown: string): MarkdownOutline {
    const key = hash(markdown);
    const kept = cache.get(key);
    if (kept !== undefined) {
      const { links, headingIds, pitfalls } = JSON.parse(kept) as { links: MarkdownLink[]; headingIds: string[]; pitfalls: MarkdownPitfall[] };
      return { links, headingIds: new Set(headingIds), pitfalls };
    }
    const outline = (parse ?? fail)(markdown);
    cache.set(key, JSON.stringify({ links: outline.links, headingIds: [...outline.headingIds], pitfalls: outline.pitfalls }));
    return outline;
  }
}

function fail(): never {
  throw new Error('cachedOutliner: a text that was not given up front needs parsing');
}
