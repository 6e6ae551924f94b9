import { loadMarkdownRenderer } from './markdown.ts';

/** Markdown bodies left for the render step (see `deferUpTo` in markdown-pool.ts): each one's key and its text. */
export type DeferredBodies = readonly (readonly [key: string, text: string])[];

/**
 * Makes the HTML of a body left for the render step, once, on the thread that first renders a page showing it, and
 * tells `made` of it. `texts` holds those bodies' text by key (a render worker adds to it as it is told of them).
 * Undefined for a body that was not left (its HTML is in the Markdown cache, or it is unknown).
 */
export function bodyMaker(texts: ReadonlyMap<string, string>, made: (key: string, html: string) => void): (key: string) => Promise<string> | undefined {
  const making = new Map<string, Promise<string>>();
  return (key) => {
    const text = texts.get(key);
    if (text === undefined) return undefined;
    let html = making.get(key);
    if (!html) {
      html = loadMarkdownRenderer().then((render) => {
        const out = render(text);
        made(key, out);
        return out;
      });
      making.set(key, html);
    }
    return html;
  };
}
