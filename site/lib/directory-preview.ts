import type { ServiceSummary } from './search.ts';

/**
 * How many services each category shows on the all-services view: two full rows of the three-column grid, few
 * enough that /services can be scanned (every service listed made it ~75,000 px tall at 1280 px), and a category's
 * popular services (two to four in the catalogue) all fit with room for more.
 */
export const PREVIEW_SIZE = 6;

/**
 * Whether the directory shows the all-services view, where each category is cut to its preview: no filter (neither
 * a view's own page nor `?category=`) and no search text. A filter or a search shows every match.
 */
export function isAllServicesView(filter: string | null, search: string): boolean {
  return !filter && search.trim() === '';
}

/**
 * A category's preview: its popular services first, then the rest, each in catalogue order, up to `size`. The
 * order is the catalogue's and not the visitor's, so the pre-rendered page and the first client render agree.
 */
export function previewServices<T extends Pick<ServiceSummary, 'popular'>>(services: T[], size: number = PREVIEW_SIZE): T[] {
  return [...services.filter((s) => s.popular), ...services.filter((s) => !s.popular)].slice(0, size);
}
