import type { PictureInfo, PictureTable } from './picture-sources.ts';

/** Photos the pages may show, by /images/... path: all of them on the server, the page's own in the browser. */
const known = new Map<string, PictureInfo>();
/** The photos a render looked up, so the pre-renderer embeds just those in the page. */
const shown = new Set<string>();

/** Adds photos the pages may show: the build's whole table on the server, a page's embedded ones in the browser. */
export function addPictures(table: PictureTable): void {
  for (const [src, info] of Object.entries(table)) known.set(src, info);
}

/** A photo's size and key, when `src` is a photo the build resized; undefined for drawings and other addresses. */
export function pictureInfo(src: string): PictureInfo | undefined {
  const info = known.get(src);
  if (info) shown.add(src);
  return info;
}

/** The photos looked up since the last call: what the client needs to render the page as the server did. */
export function takeShownPictures(): PictureTable {
  const out: Record<string, PictureInfo> = {};
  for (const src of [...shown].sort()) out[src] = known.get(src)!;
  shown.clear();
  return out;
}
