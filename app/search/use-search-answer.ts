import { useEffect, useState } from 'react';
import type { SearchEngine, SearchOutcome } from '../../common/search/search-types.ts';

// The engine's answer to the latest query. A keystroke the fragments already arrived can answer
// is answered at once; one that needs more of the split index waits until typing pauses, so a
// visitor typing «реабилитация после» does not download the fragments of «п», «по», «пос»… on
// the way (at 10 000 pages, searching every key of a phrase fetches 2–5 times what searching it
// once does). Pagefind's debounced search waits 300 ms the same way. An answer to a query
// since changed is dropped.

/** how long typing must pause before a query that needs the network asks for it */
export const TYPING_PAUSE_MS = 300;

export interface SearchAnswer {
  /** the query the outcome (or the failure) is for */
  query: string;
  outcome?: SearchOutcome;
  failed?: boolean;
}

export function useSearchAnswer(engine: SearchEngine | undefined, query: string): SearchAnswer {
  const [answer, setAnswer] = useState<SearchAnswer>({ query: '' });
  useEffect(() => {
    if (engine === undefined) return;
    if (query.trim() === '') {
      setAnswer({ query });
      return;
    }
    let live = true;
    let pause: ReturnType<typeof setTimeout> | undefined;
    const answerLoadedOrPaused = async (searchLoaded: NonNullable<SearchEngine['searchLoaded']>): Promise<SearchOutcome | undefined> => {
      // the pause counts from the keystroke, not from when the arrived fragments turned out too few
      const paused = new Promise<void>((resolve) => (pause = setTimeout(resolve, TYPING_PAUSE_MS)));
      // it fetches nothing; should it fail all the same, the search after the pause answers for it
      const loaded = await searchLoaded(query).catch(() => undefined);
      if (loaded !== undefined || !live) return loaded;
      await paused;
      return live ? engine.search(query) : undefined;
    };
    const answering =
      engine.searchLoaded === undefined ? Promise.resolve().then(() => engine.search(query)) : answerLoadedOrPaused(engine.searchLoaded.bind(engine));
    answering.then(
      (outcome) => live && outcome !== undefined && setAnswer({ query, outcome }),
      () => live && setAnswer({ query, failed: true }),
    );
    return () => {
      live = false;
      clearTimeout(pause);
    };
  }, [engine, query]);
  return answer;
}
