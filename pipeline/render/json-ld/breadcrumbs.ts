import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from './urls.ts';

export interface Crumb { name: string; path: string }

/**
 * BreadcrumbList from a route's meta.breadcrumbs (the same list the page shows): positions 1..n from the home
 * page down, each item the absolute URL of a route. Undefined for a trail shorter than two steps.
 */
export function breadcrumbList(crumbs: readonly Crumb[] | undefined, baseUrl: string): WithContext<BreadcrumbList> | undefined {
  if (!crumbs || crumbs.length < 2) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(baseUrl, crumb.path),
    })),
  };
}
