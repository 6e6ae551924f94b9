import type { Processor } from 'unified';
import { CONTENT_ID_PREFIX, contentHref } from './content-links.ts';

export type MarkdownRenderer = (markdown: string) => string;

let renderer: Promise<MarkdownRenderer> | undefined;

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
export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  renderer ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkRehype }, { default: rehypeSanitize, defaultSchema }, { default: rehypeSlug }, { default: rehypeStringify }] = await Promise.all([
      import('unified'), import('remark-parse'), import('remark-rehype'), import('rehype-sanitize'), import('rehype-slug'), import('rehype-stringify'),
    ]);
    const processor = unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeSlug)
      .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: CONTENT_ID_PREFIX, protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'] } })
      .use(() => (tree: HastNode) => rewriteLinks(tree))
      .use(rehypeStringify)
      .freeze() as unknown as Processor<any, any, any, any, string>;
    return (markdown: string) => oneByteWherePossible(String(processor.processSync(markdown)));
  })();
  return renderer;
}

/**
 * Fragment links to the prefixed ids; links that would leave the site as paths lose their address. A body's images
 * load lazily: they sit below the post's own picture, and a photo an editor adds may be large.
 */
function rewriteLinks(node: HastNode): void {
  if (node.type === 'element' && node.properties) {
    if (node.tagName === 'img') Object.assign(node.properties, { loading: 'lazy', decoding: 'async' });
    for (const name of ['href', 'src']) {
      const value = node.properties[name];
      if (typeof value !== 'string') continue;
      const safe = contentHref(value);
      if (safe === undefined) delete node.properties[name];
      else node.properties[name] = safe;
    }
  }
  for (const child of node.children ?? []) rewriteLinks(child);
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
