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
type SearchedFields = Pick<Service, 'name' | 'description' | 'category' | 'features'>;

/**
 * SPEC 5, home hero search: a case-insensitive substring test against the name, description, category or any
 * feature. The subcategory is deliberately not searched. Blank text matches nothing.
 */
export function heroSearchMatches(service: SearchedFields, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return false;
  return [service.name, service.description, service.category, ...service.features].some((field) => field.toLowerCase().includes(needle));
}

/**
 * Directory search: the home search's rule, so a search submitted from the home page (/services?search=) lists
 * exactly the services its suggestions promised (issue 34: "Pools & Spas" suggested 20 and listed none when the
 * directory looked at name and description only). Blank text matches everything.
 */
export function directorySearchMatches(service: SearchedFields, text: string): boolean {
  return text.trim() === '' || heroSearchMatches(service, text);
}

/** SPEC 2.13: a category slug as a heading, its words capitalised ("faucet-sink-services" -> "Faucet Sink Services"). */
export function titleFromSlug(slug: string): string {
  return slug.split('-').filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
