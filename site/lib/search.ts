import type { Service } from '../content-types.ts';

/** Every service of the catalogue, written by each build; the hero search and the directory read it. */
export const SEARCH_INDEX_URL = '/search-index.json';

/** The fields of a service that /search-index.json carries and the detail modal shows. */
export type ServiceSummary = Pick<Service, 'id' | 'name' | 'description' | 'category' | 'categorySlug' | 'subcategory' | 'features' | 'price' | 'timeEstimate' | 'image' | 'popular'>;

/**
 * SPEC 5, home hero search: a case-insensitive substring test against the name, description, category or any
 * feature. The subcategory is deliberately not searched. Blank text matches nothing.
 */
export function heroSearchMatches(service: ServiceSummary, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return false;
  return [service.name, service.description, service.category, ...service.features].some((field) => field.toLowerCase().includes(needle));
}

/** SPEC 5, directory search: a case-insensitive substring test against the name and description only. */
export function directorySearchMatches(service: Pick<Service, 'name' | 'description'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return service.name.toLowerCase().includes(needle) || service.description.toLowerCase().includes(needle);
}

/** SPEC 2.13: a category slug as a heading, its words capitalised ("faucet-sink-services" -> "Faucet Sink Services"). */
export function titleFromSlug(slug: string): string {
  return slug.split('-').filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
