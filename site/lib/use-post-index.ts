import { useCallback, useState } from 'react';
import { fetchJsonOnce } from './fetch-json-once.ts';
import { POST_INDEX_URL } from './post-index.ts';
import type { PostSummary } from '../page-props.ts';

export interface PostIndex {
  /** The posts known so far: the page's first ones until the whole list has arrived. */
  posts: readonly PostSummary[];
  /** How many posts the blog has in all. */
  total: number;
  /** Whether `posts` is every post. */
  complete: boolean;
  /** The whole list was asked for and has not arrived yet. */
  loading: boolean;
  /** The last request for the whole list failed (the next `load` tries again). */
  failed: boolean;
  /** Fetches the whole list if the page does not carry it; cheap to call on every keystroke. */
  load: () => void;
}

/** The blog's posts: the first page from the pre-rendered props, the rest from POST_INDEX_URL when first needed. */
export function usePostIndex(firstPage: readonly PostSummary[], total: number): PostIndex {
  const carriesAll = firstPage.length >= total;
  const [all, setAll] = useState<PostSummary[] | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const load = useCallback(() => {
    if (carriesAll || all) return;
    setStatus('loading');
    fetchJsonOnce<PostSummary[]>(POST_INDEX_URL).then(
      (posts) => { setAll(posts); setStatus('idle'); },
      (error: unknown) => { console.info('The full list of articles is unavailable for now:', error); setStatus('failed'); },
    );
  }, [carriesAll, all]);
  return { posts: all ?? firstPage, total, complete: carriesAll || all !== null, loading: status === 'loading', failed: status === 'failed', load };
}
