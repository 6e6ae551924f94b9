import type { Subcategory } from '../content-types.ts';
import type { DirectoryCategory } from '../page-props.ts';
import { rankServices, titleFromSlug, type ServiceSummary } from './search.ts';

/** One category's share of the directory: its services that pass the filter and the search, in catalogue order. */
export interface DirectoryGroup {
  category: DirectoryCategory;
  services: ServiceSummary[];
}

/**
 * The directory's services by category, keeping those in the `?category=` filter (a subcategory slug, or a category
 * slug) that answer the search text. Without a search: catalogue order. With one: the search's order (rankServices,
 * as the home search shows it), the category of the best answer first. Categories with nothing left are dropped.
 */
export function directoryGroups(services: ServiceSummary[], categories: DirectoryCategory[], filter: string | null, search: string): DirectoryGroup[] {
  const inFilter = filter ? services.filter((s) => s.subcategory === filter || s.categorySlug === filter) : services;
  const searching = search.trim() !== '';
  const found = searching ? rankServices(inFilter, search) : inFilter;
  const byCategory = new Map<string, ServiceSummary[]>();
  for (const service of found) {
    const list = byCategory.get(service.categorySlug);
    if (list) list.push(service);
    else byCategory.set(service.categorySlug, [service]);
  }
  const order = searching ? [...byCategory.keys()].flatMap((slug) => categories.filter((c) => c.slug === slug)) : categories;
  return order.map((category) => ({ category, services: byCategory.get(category.slug) ?? [] })).filter((g) => g.services.length > 0);
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

/**
 * The page of one `?category=` view: a subcategory's or a category's services on a page of their own, pre-rendered,
 * so the subcategory cards and shared links work without JavaScript (the hosts send `?category=` here too).
 */
export function directoryViewPath(slug: string): string {
  return `/service-directory/${slug}`;
}
