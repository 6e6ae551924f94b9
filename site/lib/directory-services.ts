import type { PagePropsMap } from '../page-props.ts';
import { fetchJsonOnce } from './fetch-json-once.ts';
import { SEARCH_INDEX_URL, type ServiceSummary } from './search.ts';

/**
 * The hydration data of the service directory, without its services: the pre-rendered cards show them already,
 * and repeating all ~400 as JSON doubled the page (about 60 KB of its 110 KB gzipped). Other pages are returned
 * as they are.
 */
export function withoutDirectoryServices(page: string, props: object): object {
  if (page !== 'directory') return props;
  const { services: _inMarkup, ...rest } = props as PagePropsMap['directory'];
  return rest;
}

/**
 * The client's side of withoutDirectoryServices: before hydrating the directory, its services are read from the
 * search index, the same list in the same order from the same build (and cached for the hero search), so the first
 * render has the props the server rendered with.
 */
export async function withDirectoryServices(page: string, props: object): Promise<object> {
  if (page !== 'directory' || 'services' in props) return props;
  const services = await fetchJsonOnce<ServiceSummary[]>(SEARCH_INDEX_URL);
  return { ...props, services };
}
