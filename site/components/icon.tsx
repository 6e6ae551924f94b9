import { useEffect, useReducer } from 'react';
import type { IconName } from '../content-types.ts';
import { SvgIcon, type IconData } from './svg-icon.tsx';

/** Icons already downloaded; Icon renders from here so that a loaded icon renders synchronously. */
const loaded = new Map<IconName, IconData>();

/**
 * Downloads the named icons (each its own small chunk); names the schemas do not allow are ignored. The server
 * loads them all before rendering and embeds the ones a page shows in it; the client loads only icons first shown
 * after hydration, and any the page did not embed. The name-to-chunk table is itself loaded only when an icon named
 * is not here yet.
 */
export async function loadIcons(names: Iterable<string> | 'all'): Promise<void> {
  const missing = names === 'all' ? undefined : [...new Set(names)].filter((name) => !loaded.has(name as IconName));
  if (missing?.length === 0) return;
  const { iconLoaders } = await import('./icon-loaders.ts');
  const wanted = missing ?? Object.keys(iconLoaders);
  await Promise.all(wanted.filter((name): name is IconName => Object.hasOwn(iconLoaders, name) && !loaded.has(name as IconName)).map(async (name) => {
    loaded.set(name, await iconLoaders[name]());
  }));
}

/**
 * The shapes of the named icons that are loaded, for the pre-renderer to embed in the page: the client then renders
 * them at hydration without downloading a chunk for each (see addEmbeddedIcons).
 */
export function loadedIcons(names: Iterable<string>): Record<string, IconData> {
  const out: Record<string, IconData> = {};
  for (const name of names) {
    const data = loaded.get(name as IconName);
    if (data) out[name] = data;
  }
  return out;
}

/** Icons the pre-renderer embedded in the page (loadedIcons), so that Icon renders them as the server did. */
export function addEmbeddedIcons(icons: Record<string, IconData>): void {
  for (const [name, data] of Object.entries(icons)) loaded.set(name as IconName, data);
}

/** The icon names in pre-rendered markup (each Icon marks its svg with data-icon). */
export function iconsIn(root: ParentNode): string[] {
  return [...root.querySelectorAll<SVGElement>('svg[data-icon]')].map((el) => el.dataset.icon ?? '');
}

/** A decorative icon named in content; hidden from screen readers because its text says the same. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const data = loaded.get(name);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // Only for icons first shown after hydration (e.g. in a filtered list): load, then render it.
  useEffect(() => {
    if (!loaded.has(name)) void loadIcons([name]).then(rerender);
  }, [name]);
  if (!data) {
    // Same box as the icon so nothing shifts when it arrives.
    return <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" className={className} data-icon={name} />;
  }
  return <SvgIcon icon={data} focusable="false" size={size} className={className} data-icon={name} />;
}
