import { codeFrame } from '../messages/code-frame.ts';
import { positionsOf } from '../messages/text-position.ts';
import { routeSources } from './lastmod.ts';
import type { LoadedFile } from '../content/load-content.ts';
import type { Located } from './verify-output.ts';
import type { RouteEntry } from '../../site/routes.ts';

/**
 * Finds where a text on a page was typed: first in the files the page is made from, then in every content file (a
 * menu item is in navigation.yaml, a fact in site.yaml). A link to the site's own origin is also looked for as the
 * path alone, and a path as the full address. A pattern is looked for in Markdown bodies only.
 */
export function contentLocator(routes: readonly RouteEntry[], files: readonly LoadedFile[], origin: string): (pagePath: string, text: string | RegExp) => Located | undefined {
  // Made on the first problem: a build without problems asks nothing.
  let byPath: Map<string, LoadedFile> | undefined;
  let byRoute: Map<string, RouteEntry> | undefined;
  return (pagePath, text) => {
    const paths = (byPath ??= new Map(files.map((f) => [f.relativePath, f])));
    byRoute ??= new Map(routes.map((r) => [r.path, r]));
    const route = byRoute.get(pagePath);
    const own = route ? routeSources(route).flatMap((p) => paths.get(p) ?? []) : [];
    const forms = typeof text === 'string' ? spellings(text, origin) : [text];
    for (const file of [...own, ...files]) {
      for (const form of forms) {
        // A pattern is Markdown (a heading, say), so it is looked for in bodies only, never in YAML's comments.
        const [text, firstLine] = typeof form === 'string' ? [file.source, 1] : [file.body, file.bodyLine ?? 1];
        const offset = text === undefined ? -1 : typeof form === 'string' ? indexOfWhole(text, form) : text.search(form);
        if (offset < 0) continue;
        const at = positionsOf(text!)(offset);
        const line = at.line + firstLine - 1;
        return { file: file.file, line, column: at.column, frame: codeFrame(file.source, line, at.column) };
      }
    }
    return undefined;
  };
}

/**
 * Where `form` stands in `text` as a whole: a path alone (`/nextdoor`) is not the end of another address
 * (`https://nextdoor.com`) or the middle of a longer path.
 */
function indexOfWhole(text: string, form: string): number {
  if (!form.startsWith('/')) return text.indexOf(form);
  for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + form.length] ?? ' ';
    if (!/[\w/.:-]/.test(before) && !/[\w-]/.test(after)) return at;
  }
  return -1;
}

function spellings(address: string, origin: string): string[] {
  if (address.startsWith(`${origin}/`)) return [address, address.slice(origin.length)];
  return address.startsWith('/') ? [address, `${origin}${address}`] : [address];
}
