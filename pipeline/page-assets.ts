import type { Manifest } from 'vite';

export interface PageAssets { css: string[]; entry: string; preload: string[] }

/** The scripts and styles one page needs, read from Vite's manifest (entry + that page's chunk). */
export function pageAssets(manifest: Manifest, pageModule: string): PageAssets {
  const entryKey = 'site/entry-client.tsx';
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Vite manifest has no ${entryKey}`);
  const css = new Set<string>();
  const preload = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((c) => css.add(`/${c}`));
    if (!isEntry) preload.add(`/${chunk.file}`);
    chunk.imports?.forEach((i) => visit(i, false));
  };
  visit(entryKey, true);
  visit(pageModule, false);
  preload.delete(`/${entry.file}`);
  return { css: [...css], entry: `/${entry.file}`, preload: [...preload].sort() };
}
