import type { Service } from '../content-types.ts';

/** Every service of the catalogue, written by each build; the hero search and the directory read it. */
export const SEARCH_INDEX_URL = '/search-index.json';

/** The fields of a service that the search index carries and the detail modal shows: defined once, here. */
const SUMMARY_FIELDS = ['id', 'name', 'description', 'category', 'categorySlug', 'subcategory', 'features', 'price', 'timeEstimate', 'image', 'popular'] as const;

export type ServiceSummary = Pick<Service, (typeof SUMMARY_FIELDS)[number]>;

/** A service as the search index carries it (SPEC 5: the hero search matches name, description, category and features). */
export function serviceSummary(service: Service): ServiceSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, service[field]])) as ServiceSummary;
}

/** The fields a search looks at. */
interface SearchedFields { name: string; description: string; category: string; features: readonly string[] }

/**
 * SPEC 5, home hero search: a case-insensitive substring test against the name, description, category or any
 * feature. The subcategory is deliberately not searched. Blank text matches nothing.
 */
export function heroSearchMatches(service: SearchedFields, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return false;
  return [service.name, service.description, service.category, ...service.features].some((field) => field.toLowerCase().includes(needle));
}

/** What ranking reads of a service besides the searched fields. */
type Rankable = SearchedFields & { subcategory: string; popular?: boolean };

/** A text's words: lower case letters and digits. */
const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** A word without the ending that varies between its forms ("cleaning", "cleans" -> "clean"), when enough is left. */
const stem = (word: string): string => {
  const bare = word.replace(/(ing|ers|er|es|ed|s)$/, '');
  return bare.length >= 4 ? bare : word;
};

/**
 * How a word of a search names a word of a service: 0 as its start ("gutter" -> "gutters", "paint" -> "painting") or
 * another form of it ("cleaning" -> "clean"); 1, from five letters on, one letter off: one left out, added, changed
 * or two swapped ("ceilng" -> "ceiling", "fuacet" -> "faucet"); undefined when it does not.
 */
export function wordMatch(query: string, word: string): 0 | 1 | undefined {
  if (word.startsWith(query) || word.startsWith(stem(query))) return 0;
  if (query.length < 5) return undefined;
  // The query against the word's start of about its length, one edit apart.
  return [query.length - 1, query.length, query.length + 1].some((n) => n <= word.length && withinOneEdit(query, word.slice(0, n))) ? 1 : undefined;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * When every word of the search names a word of the text: where the first of them stands among the text's words,
 * and whether a word was one letter off.
 */
function wordsAt(query: readonly string[], text: string): { at: number; typo: boolean } | undefined {
  const words = wordsOf(text);
  let typo = false;
  for (const q of query) {
    const best = Math.min(...words.map((w) => wordMatch(q, w) ?? 2));
    if (best === 2) return undefined;
    if (best === 1) typo = true;
  }
  return query.length === 0 ? undefined : { at: words.findIndex((w) => wordMatch(query[0]!, w) !== undefined), typo };
}

/**
 * How well a service answers a search, lower first; undefined when it does not. The services SPEC 5 matches (the
 * text inside the name, description, category or a feature) all answer; so does a service whose name, or
 * subcategory and category, hold every word of the search, in another form or one letter off. A name that starts
 * with the search comes first; then names holding every word, the earlier the better; then the subcategory or
 * category; then a feature; then the description.
 */
function rank(service: Rankable, phrase: string, query: readonly string[]): number | undefined {
  const name = service.name.toLowerCase();
  if (name.startsWith(phrase)) return 0;
  const inName = wordsAt(query, name);
  // Names holding every word: the earlier the better, each one letter off after those spelt right.
  if (inName !== undefined) return 1 + (inName.typo ? 0.5 : 0) + Math.min(inName.at, 8) / 20;
  if (name.includes(phrase)) return 2;
  const where = `${service.subcategory.replace(/-/g, ' ')} ${service.category}`.toLowerCase();
  if (where.includes(phrase) || wordsAt(query, where) !== undefined) return 3;
  if (service.features.some((f) => f.toLowerCase().includes(phrase))) return 4;
  if (heroSearchMatches(service, phrase)) return 5;
  return undefined;
}

/**
 * The services that answer a search, best first: by rank (see `rank`), then popular ones, then shorter names (the
 * more specific service), then the catalogue's order. The home search and the directory both use this order. Blank
 * text answers nothing.
 */
export function rankServices<T extends Rankable>(services: readonly T[], text: string): T[] {
  const phrase = text.trim().toLowerCase();
  if (!phrase) return [];
  const query = wordsOf(phrase);
  const ranked: { service: T; rank: number; index: number }[] = [];
  services.forEach((service, index) => {
    const r = rank(service, phrase, query);
    if (r !== undefined) ranked.push({ service, rank: r, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || Number(b.service.popular ?? false) - Number(a.service.popular ?? false) || a.service.name.length - b.service.name.length || a.index - b.index);
  return ranked.map((r) => r.service);
}

/** SPEC 2.13: a category slug as a heading, its words capitalised ("faucet-sink-services" -> "Faucet Sink Services"). */
export function titleFromSlug(slug: string): string {
  return slug.split('-').filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
