import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';

let processor: Processor<any, any, any, any, string> | undefined;

/**
 * Markdown -> safe HTML. Raw HTML in content is dropped (remark-rehype without allowDangerousHtml) and
 * rehype-sanitize removes anything unsafe that Markdown itself can express, such as `javascript:` links.
 * Heading ids come from rehype-slug after sanitising, so they are stable and unprefixed.
 */
export function renderMarkdown(markdown: string): string {
  processor ??= unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '', protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel', 'sms'] } })
    .use(rehypeSlug)
    .use(rehypeStringify)
    .freeze() as unknown as Processor<any, any, any, any, string>;
  return String(processor.processSync(markdown));
}
