import { sha1 } from '../cache/hash.ts';
import type { Blobs } from '../cache/store.ts';
import type { FileBody } from '../content/assemble.ts';
import type { RunItems } from '../workers/pool.ts';
import { bodyRef } from './body-refs.ts';

/** A Markdown body to render into the store's Markdown folder under its key. */
export interface MarkdownItem { key: string; text: string }

/**
 * Renders every body whose HTML the store does not hold yet (each distinct text once), on the worker pool (through
 * `run`), into the store. Returns each file's body reference (see body-refs.ts) and how many bodies were rendered.
 */
export async function renderMarkdown(bodies: readonly FileBody[], blobs: Blobs, run: RunItems<MarkdownItem, { dir: string }, null>): Promise<{ refs: Map<string, string>; rendered: number }> {
  const refs = new Map<string, string>();
  const todo = new Map<string, MarkdownItem>();
  for (const { file, text } of bodies) {
    // The store is per toolchain, so the text alone keys its HTML.
    const key = sha1(text);
    refs.set(file, bodyRef(key));
    if (!todo.has(key) && !blobs.has(key)) todo.set(key, { key, text });
  }
  await run([...todo.values()], { dir: blobs.dir });
  return { refs, rendered: todo.size };
}
