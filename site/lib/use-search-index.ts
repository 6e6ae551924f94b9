import { useCallback, useState } from 'react';
import type { ServiceSummary } from './search.ts';

/** The catalogue is ~240 KB, so it stays out of the home page and is fetched once, on first use. */
const INDEX_URL = '/search-index.json';
let pending: Promise<ServiceSummary[]> | null = null;

function loadIndex(): Promise<ServiceSummary[]> {
  pending ??= fetch(INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${INDEX_URL} answered ${response.status}`);
      return response.json() as Promise<ServiceSummary[]>;
    })
    .catch((error: unknown) => {
      // Let the next focus or keystroke try again instead of caching the failure.
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * The search catalogue, or null until `load()` has been called and the file has arrived. `load` is cheap to
 * call on every focus and keystroke: the request is made once per page.
 */
export function useSearchIndex(): { index: ServiceSummary[] | null; load: () => void } {
  const [index, setIndex] = useState<ServiceSummary[] | null>(null);
  const load = useCallback(() => {
    if (index) return;
    loadIndex().then(setIndex, (error: unknown) => {
      console.info('Service search is unavailable for now:', error);
    });
  }, [index]);
  return { index, load };
}
