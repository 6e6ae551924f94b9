import type { Package } from '../content-types.ts';

export const ALL_CATEGORIES = 'all';

/** Filter categories: 'all' first, then each distinct package category in data order (SPEC 3). */
export function packageCategories(packages: readonly Package[]): string[] {
  return [...new Set(packages.map((p) => p.category))];
}

/** SPEC 5: package search is a case-insensitive substring test on name, description and any feature. */
export function matchesSearch(pkg: Package, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [pkg.name, pkg.description, ...pkg.features].some((text) => text.toLowerCase().includes(needle));
}

export function filterPackages(packages: readonly Package[], category: string, search: string): Package[] {
  return packages.filter((p) => (category === ALL_CATEGORIES || p.category === category) && matchesSearch(p, search));
}
