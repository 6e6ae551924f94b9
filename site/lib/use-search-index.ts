import { useCallback, useState } from 'react';
import { fetchJsonOnce } from './fetch-json-once.ts';
import { SEARCH_INDEX_URL, type ServiceSummary } from './search.ts';

/**
 * The search catalogue, or null until `load()` has been called and the file has arrived. It is ~240 KB, so it
 * stays out of the home page and is fetched on first use. `load` is cheap to call on every focus and keystroke:
 * the request is made once per page.
 */
export function useSearchIndex(): { index: ServiceSummary[] | null; load: () => void } {
  const [index, setIndex] = useState<ServiceSummary[] | null>(null);
  const load = useCallback(() => {
    if (index) return;
    fetchJsonOnce<ServiceSummary[]>(SEARCH_INDEX_URL).then(setIndex, (error: unknown) => {
      console.info('Service search is unavailable for now:', error);
    });
  }, [index]);
  return { index, load };
}
