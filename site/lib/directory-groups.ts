import type { Subcategory } from '../content-types.ts';
import type { DirectoryCategory } from '../page-props.ts';
import { directorySearchMatches, titleFromSlug, type ServiceSummary } from './search.ts';

/** One category's share of the directory: its services that pass the filter and the search, in catalogue order. */
export interface DirectoryGroup {
  category: DirectoryCategory;
  services: ServiceSummary[];
}

/**
 * The directory's services by category, in catalogue order, keeping those in the `?category=` filter (a subcategory
 * slug, or a category slug) that match the search text. Categories with nothing left are dropped.
 */
export function directoryGroups(services: ServiceSummary[], categories: DirectoryCategory[], filter: string | null, search: string): DirectoryGroup[] {
  const byCategory = new Map<string, ServiceSummary[]>(categories.map((c) => [c.slug, []]));
  for (const service of services) {
    if (filter && service.subcategory !== filter && service.categorySlug !== filter) continue;
    if (!directorySearchMatches(service, search)) continue;
    byCategory.get(service.categorySlug)?.push(service);
  }
  return categories.map((category) => ({ category, services: byCategory.get(category.slug) ?? [] })).filter((g) => g.services.length > 0);
}

/** What the `?category=` filter names: its title as written in the catalogue, and the category it belongs to. */
export interface DirectoryFilter {
  title: string;
  category: DirectoryCategory | null;
}

/**
 * The title of a filter value: the subcategory's own name ("Faucet & Sink Services") or the category's, and the
 * category to lead back to. An unknown slug gets its words capitalised (SPEC 2.13) and no category.
 */
export function describeFilter(filter: string, subcategories: Subcategory[], categories: DirectoryCategory[]): DirectoryFilter {
  const category = categories.find((c) => c.slug === filter);
  if (category) return { title: category.name, category };
  const sub = subcategories.find((s) => s.slug === filter);
  if (sub) return { title: sub.name, category: categories.find((c) => c.name === sub.category) ?? null };
  return { title: titleFromSlug(filter), category: null };
}

/** "1 service", "2 services". */
export function servicesCount(n: number): string {
  return `${n} ${n === 1 ? 'service' : 'services'}`;
}
