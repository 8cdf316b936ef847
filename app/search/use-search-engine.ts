import { useCallback, useEffect, useState } from 'react';
import { loadSearch } from './load-search.ts';
import type { SearchEngine } from '../../common/search/search-types.ts';

export type SearchEngineState = { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'failed' };

/** the search engine, loaded when the first component using it mounts; `retry` after a failure */
export function useSearchEngine(): SearchEngineState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SearchEngineState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadSearch().then(
      (engine) => live && setState({ status: 'ready', engine }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
