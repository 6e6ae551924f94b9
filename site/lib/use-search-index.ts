import { useCallback, useState } from 'react';
import { fetchJsonOnce } from './fetch-json-once.ts';
import type { ServiceSummary } from './search.ts';

/** The catalogue is ~240 KB, so it stays out of the home page and is fetched once, on first use. */
const INDEX_URL = '/search-index.json';

/**
 * The search catalogue, or null until `load()` has been called and the file has arrived. `load` is cheap to
 * call on every focus and keystroke: the request is made once per page.
 */
export function useSearchIndex(): { index: ServiceSummary[] | null; load: () => void } {
  const [index, setIndex] = useState<ServiceSummary[] | null>(null);
  const load = useCallback(() => {
    if (index) return;
    fetchJsonOnce<ServiceSummary[]>(INDEX_URL).then(setIndex, (error: unknown) => {
      console.info('Service search is unavailable for now:', error);
    });
  }, [index]);
  return { index, load };
}
