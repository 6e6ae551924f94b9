import type { Blobs } from '../cache/store.ts';
import type { RunItems } from '../workers/pool.ts';
import type { PictureTable } from '../../site/lib/picture-sources.ts';

/** A Markdown body to render into the store's Markdown folder under its key. */
export interface MarkdownItem {
  key: string;
  text: string;
  /** The photos the body shows, by /images/... path: their pictures get srcset, width and height. */
  pictures?: PictureTable;
}

/**
 * Renders every body whose HTML the store does not hold yet, on the worker pool (through `run`), into the store.
 * Returns how many were rendered.
 */
export async function renderMarkdown(bodies: readonly MarkdownItem[], blobs: Blobs, run: RunItems<MarkdownItem, { dir: string }, null>): Promise<number> {
  const todo = bodies.filter(({ key }) => !blobs.has(key));
  await run(todo, { dir: blobs.dir });
  return todo.length;
}
