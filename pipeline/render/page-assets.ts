import type { Manifest } from 'vite';

export interface PageAssets {
  css: string[];
  entry: string;
  preload: string[];
}

const ENTRY = 'site/entry-client.tsx';
const HYDRATE = 'site/hydrate.tsx';

/** The scripts and styles one page needs, read from Vite's manifest (entry, hydration module, that page's chunk). */
export function pageAssets(manifest: Manifest, pageModule: string): PageAssets {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`Vite manifest has no ${ENTRY}`);
  const css = new Set<string>();
  const preload = new Set<string>();
  collect(manifest, ENTRY, css, preload, true);
  // The entry only boots: after the page has loaded it imports the hydration module, whose chunks the page lists.
  collect(manifest, HYDRATE, css, preload, false);
  // With one stylesheet for the whole site (cssCodeSplit off) Vite lists it on its own, not on the entry.
  const shared = manifest['style.css'];
  if (shared) css.add(`/${shared.file}`);
  collect(manifest, pageModule, css, preload, false);
  preload.delete(`/${entry.file}`);
  return { css: [...css], entry: `/${entry.file}`, preload: [...preload].sort() };
}

function collect(manifest: Manifest, key: string, css: Set<string>, preload: Set<string>, isEntry: boolean): void {
  const chunk = manifest[key];
  if (!chunk) return;
  chunk.css?.forEach((c) => css.add(`/${c}`));
  if (!isEntry) preload.add(`/${chunk.file}`);
  chunk.imports?.forEach((i) => collect(manifest, i, css, preload, false));
}
