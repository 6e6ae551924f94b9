import { mapStrings } from './map-strings.ts';

/**
 * Business facts live once, in data/site.yaml; other text refers to them as {path}, e.g. {phone.display}.
 */
const PLACEHOLDER = /\{([A-Za-z][\w]*(?:\.[A-Za-z0-9_]+)*)\}/g;

export interface PlaceholderUse { path: string; index: number }

export function findPlaceholders(text: string): PlaceholderUse[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({ path: m[1]!, index: m.index }));
}

/** The fact at a dotted path, if it is text or a number. */
export function lookupFact(site: unknown, dotted: string): string | undefined {
  let node: unknown = site;
  for (const part of dotted.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;
}

/** Every dotted path of site.yaml that a placeholder may name. */
export function factPaths(site: unknown, prefix = ''): string[] {
  if (site === null || typeof site !== 'object' || Array.isArray(site)) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(site as Record<string, unknown>)) {
    const p = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string' || typeof v === 'number') out.push(p);
    else out.push(...factPaths(v, p));
  }
  return out;
}

export function fillText(text: string, site: unknown): string {
  return text.replace(PLACEHOLDER, (whole, dotted: string) => lookupFact(site, dotted) ?? whole);
}

/** Replaces placeholders in every string of a value, leaving its shape alone (see `mapStrings`). */
export function fillDeep<T>(value: T, site: unknown): T {
  // Most strings hold no brace at all, and looking for one is far cheaper than running the placeholder pattern.
  return mapStrings(value, (text) => (text.includes('{') ? fillText(text, site) : text));
}
