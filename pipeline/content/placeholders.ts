import { mapStrings } from './map-strings.ts';

/**
 * Business facts live once, in data/site.yaml; other text refers to them as {path}, e.g. {phone.display}.
 */
const PLACEHOLDER = /\{([A-Za-z][\w]*(?:\.[A-Za-z0-9_]+)*)\}/g;

export interface PlaceholderUse { path: string; index: number }

export function findPlaceholders(text: string): PlaceholderUse[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({ path: m[1]!, index: m.index }));
}

/**
 * A placeholder written wrong: `{phone.display` never closed (`unclosed`), or `$rates.firstHour` written without its
 * braces (`bare`). Both reach the page as they were typed. Only names that look like fact paths are found; whether
 * one names a fact is for the caller to decide, so `$150`, `$ 20/hr` and CSS such as `a{color:red}` pass.
 */
export interface PlaceholderSlip { kind: 'unclosed' | 'bare'; path: string; index: number; length: number }

// `{name` or `{a.b` not followed by more of a name or by `}`. The lookahead stops backtracking from shortening the name.
const UNCLOSED = /\{([A-Za-z]\w*(?:\.[A-Za-z0-9_]+)*)(?![\w}]|\.[A-Za-z0-9_])/g;
// `$name.path`: a dollar sign right before a letter (a price is `$` and a digit); `${...}` is a placeholder after a `$`.
const BARE = /\$([A-Za-z]\w*(?:\.[A-Za-z0-9_]+)*)/g;

export function findPlaceholderSlips(text: string): PlaceholderSlip[] {
  const out: PlaceholderSlip[] = [];
  if (text.includes('{')) for (const m of text.matchAll(UNCLOSED)) out.push({ kind: 'unclosed', path: m[1]!, index: m.index, length: m[0].length });
  if (text.includes('$')) for (const m of text.matchAll(BARE)) out.push({ kind: 'bare', path: m[1]!, index: m.index, length: m[0].length });
  return out.sort((a, b) => a.index - b.index);
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

/**
 * Fills the placeholders of a Markdown body. A fact is text wherever it is used: in Markdown each of its ASCII
 * punctuation characters is backslash-escaped (CommonMark then shows it as the character itself) and a line break
 * becomes a space, so a fact can never add a picture, a link, HTML, a quote or a list to a post, nor its nesting.
 * (Inside a code sample the backslashes would show: placeholders belong in prose.)
 */
export function fillMarkdown(text: string, site: unknown): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, dotted: string) => {
    const fact = lookupFact(site, dotted);
    return fact === undefined ? whole : fact.replace(/[!-/:-@[-`{-~]/g, '\\$&').replace(/\r?\n/g, ' ');
  });
}

/** Replaces placeholders in every string of a value, leaving its shape alone (see `mapStrings`). */
export function fillDeep<T>(value: T, site: unknown): T {
  // Most strings hold no brace at all, and looking for one is far cheaper than running the placeholder pattern.
  return mapStrings(value, (text) => (text.includes('{') ? fillText(text, site) : text));
}
