import type { Processor } from 'unified';
import { CONTENT_ID_PREFIX, contentHref } from './content-links.ts';
import { ARTICLE_IMAGE_SIZES, pictureMarkup, type PictureTable } from '../../site/lib/picture-sources.ts';

/** Renders a body; `pictures` are the photos it may show, whose <img> become <picture> with copies of each size. */
export type MarkdownRenderer = (markdown: string, pictures?: PictureTable) => string;

let renderers: Promise<{ plain: MarkdownRenderer; github: MarkdownRenderer }> | undefined;

interface HastNode { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] }

/**
 * Markdown -> safe HTML. Raw HTML in content is dropped (remark-rehype without allowDangerousHtml) and
 * rehype-sanitize removes anything unsafe that Markdown itself can express, such as `javascript:` links.
 *
 * Heading ids come from rehype-slug, then get rehype-sanitize's clobber prefix (`user-content-`), as on GitHub: no
 * heading can take an id the page itself uses (`## Page Data` once became id="page-data" and stopped hydration).
 * Links to a fragment are rewritten to the prefixed id so they still land on the heading, and a link that would
 * leave the site although it looks like a path (`//host`, `/\host`) loses its address. Validation reports both
 * kinds of link (pipeline/check/rules/links.ts); this is the second line of defence.
 *
 * The unified packages are imported on first use: a build whose Markdown is all cached never loads them.
 */
export async function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  const { plain, github } = await loadMarkdownRenderers();
  return (markdown, pictures) => (mayUseGfm(markdown) ? github : plain)(markdown, pictures);
}

/** The renderer without and with GitHub's additions (loadMarkdownRenderer picks one for each text). */
export function loadMarkdownRenderers(): Promise<{ plain: MarkdownRenderer; github: MarkdownRenderer }> {
  renderers ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: remarkRehype }, { default: rehypeSanitize, defaultSchema }, { default: rehypeSlug }, { default: rehypeStringify }] = await Promise.all([
      import('unified'), import('remark-parse'), import('remark-gfm'), import('remark-rehype'), import('rehype-sanitize'), import('rehype-slug'), import('rehype-stringify'),
    ]);
    const processor = (gfm: boolean) => unified()
      .use(remarkParse)
      // As editors see Markdown on GitHub: tables, ~~strike-through~~, task lists, bare web addresses and footnotes.
      .use(gfm ? [remarkGfm] : [])
      // Footnotes' ids get their one prefix from rehype-sanitize below, as headings do (not a second one here).
      .use(remarkRehype, { clobberPrefix: '' })
      .use(rehypeSlug)
      .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: CONTENT_ID_PREFIX, protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'] } })
      .use(() => (tree: HastNode, file: { data: object }) => rewriteLinks(tree, (file.data as { pictures?: PictureTable }).pictures ?? {}))
      .use(rehypeStringify)
      .freeze() as unknown as Processor<any, any, any, any, string>;
    const renderer = (gfm: boolean): MarkdownRenderer => {
      const frozen = processor(gfm);
      return (markdown, pictures) => oneByteWherePossible(String(frozen.processSync({ value: markdown, data: { pictures } })));
    };
    return { plain: renderer(false), github: renderer(true) };
  })();
  return renderers;
}

/**
 * Whether a text may hold GitHub's additions to Markdown: a table's "|", "~" of strike-through, a task's "[ ]" or
 * "[x]", a footnote's "[^", or what GitHub turns into a link by itself (an address with "www." or "http", an email's
 * "@"). A text with none of them parses the same without the extension, which costs about as much again as the rest
 * of the parse (500 posts: 0.70 s without, 1.30 s with); most posts are plain text and headings.
 */
export function mayUseGfm(markdown: string): boolean {
  return /[|~@]|\[\^|\[[ xX]\]|www\.|https?:/i.test(markdown);
}

/**
 * Fragment links to the prefixed ids; links that would leave the site as paths lose their address. A body's images
 * load lazily: they sit below the post's own picture, and a photo an editor adds may be large. Tables scroll.
 */
function rewriteLinks(node: HastNode, pictures: PictureTable): void {
  if (node.type === 'element' && node.properties) {
    if (node.tagName === 'img') Object.assign(node.properties, { loading: 'lazy', decoding: 'async' });
    // A task list's box says its state: "Done" or "Not done", before the item's own words.
    if (node.tagName === 'input' && node.properties.type === 'checkbox') node.properties.ariaLabel = node.properties.checked ? 'Done' : 'Not done';
    for (const name of ['href', 'src']) {
      const value = node.properties[name];
      if (typeof value !== 'string') continue;
      const safe = contentHref(value);
      if (safe === undefined) delete node.properties[name];
      else node.properties[name] = safe;
    }
  }
  node.children = node.children?.map((child) => {
    rewriteLinks(child, pictures);
    if (child.type === 'element' && child.tagName === 'table') return scrollable(child);
    return child.type === 'element' && child.tagName === 'img' ? picture(child, pictures) : child;
  });
}

/**
 * A photo's <img> inside a <picture>: AVIF and WebP copies at each width, its real width and height (so the text
 * below does not jump when it loads) and the fallback copies in srcset. Drawings (SVG) stay a plain <img>.
 */
function picture(img: HastNode, pictures: PictureTable): HastNode {
  const src = img.properties?.src;
  const info = typeof src === 'string' ? pictures[src] ?? pictures[safeDecode(src)] : undefined;
  if (!info || typeof src !== 'string') return img;
  const markup = pictureMarkup(src, info);
  const sizes = ARTICLE_IMAGE_SIZES;
  return {
    type: 'element', tagName: 'picture', properties: {},
    children: [
      ...markup.sources.map(({ type, srcSet }) => ({ type: 'element', tagName: 'source', properties: { type, srcSet, sizes }, children: [] })),
      { ...img, properties: { ...img.properties, srcSet: markup.img.srcSet, sizes, width: markup.img.width, height: markup.img.height } },
    ],
  };
}

/**
 * A table in a box of its own that scrolls sideways when the table is wider than the column (a phone), without
 * breaking its words; keyboard users can focus the box to scroll it, and screen readers hear it named.
 */
function scrollable(table: HastNode): HastNode {
  return { type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table, scrolls sideways' }, children: [table] };
}

/**
 * The same text, stored by V8 at one byte per character when it has no character above U+00FF.
 *
 * rehype-sanitize looks tag names up as object keys, which turns them into "thin" strings, and V8 joins any string
 * containing one at two bytes per character. Every post's HTML, and every page that embeds it, then took twice the
 * memory, and twice the bytes to copy between threads and to encode for writing. Decoding from UTF-8 chooses the
 * compact form. (A lone surrogate, which UTF-8 cannot carry, becomes U+FFFD, as it would anyway when the page is
 * written out as UTF-8.)
 */
export function oneByteWherePossible(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

function safeDecode(text: string): string {
  try { return decodeURI(text); } catch { return text; }
}
