import type { Processor } from 'unified';

export type MarkdownRenderer = (markdown: string) => string;

let renderer: Promise<MarkdownRenderer> | undefined;

/**
 * Markdown -> safe HTML. Raw HTML in content is dropped (remark-rehype without allowDangerousHtml) and
 * rehype-sanitize removes anything unsafe that Markdown itself can express, such as `javascript:` links.
 * Heading ids come from rehype-slug after sanitising, so they are stable and unprefixed.
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
      .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '', protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel', 'sms'] } })
      .use(rehypeSlug)
      .use(rehypeStringify)
      .freeze() as unknown as Processor<any, any, any, any, string>;
    return (markdown: string) => oneByteWherePossible(String(processor.processSync(markdown)));
  })();
  return renderer;
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
