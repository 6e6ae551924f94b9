import { blobFolder } from '../cache/store.ts';
import { loadMarkdownRenderer } from './markdown.ts';
import type { MarkdownItem } from './markdown-step.ts';

/** The pool's Markdown task: renders one body and writes its HTML into the store's Markdown folder `dir`. */
export async function markdownTask(item: MarkdownItem, context: { dir: string }): Promise<null> {
  const render = await loadMarkdownRenderer();
  blobFolder(context.dir, '.html').write(item.key, render(item.text, item.pictures));
  return null;
}
