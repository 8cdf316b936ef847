import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useSearchAnswer } from './use-search-answer.ts';
import { useSearchEngine } from './use-search-engine.ts';
import type { SearchHit, SearchOutcome } from '../../common/search/search-types.ts';

// The state both search UIs share (WAI-ARIA "combobox with listbox popup"): the query, the hits for
// it, the active option (the first one after every change), and the keys that move through the
// hits and open one. Focus stays in the input; aria-activedescendant points at the active option.
// The split index answers a query once its fragments are loaded (use-search-answer.ts): meanwhile
// the hits of the last query answered stay. A failed load shows the failure for its query; the
// next keystroke shows «Загрузка…» until its own search (after the pause in typing) answers.

const NO_HITS: SearchOutcome = { hits: [] };

type SearchStatus = 'empty' | 'loading' | 'failed' | 'ready';

export interface SearchCombobox {
  query: string;
  setQuery: (query: string) => void;
  status: SearchStatus;
  /** the hits are still those of an earlier query (the new ones render in a moment) */
  pending: boolean;
  outcome: SearchOutcome;
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  listboxId: string;
  optionId: (index: number) => string;
  /** the props of the text box */
  inputProps: {
    role: 'combobox';
    value: string;
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-autocomplete': 'list';
    'aria-activedescendant': string | undefined;
    onChange: (event: { target: { value: string } }) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
}

export function useSearchCombobox(onChoose: (hit: SearchHit) => void, initialQuery = ''): SearchCombobox {
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const search = useSearchEngine();
  const engine = search.status === 'ready' ? search.engine : undefined;
  const answer = useSearchAnswer(engine, deferredQuery);
  const outcome = deferredQuery.trim() === '' ? NO_HITS : (answer.outcome ?? NO_HITS);
  // the active option belongs to one outcome: new hits start again at the first
  const [active, setActive] = useState({ outcome, index: 0 });
  const activeIndex = active.outcome === outcome ? Math.min(active.index, outcome.hits.length - 1) : 0;
  const setActiveIndex = (index: number) => setActive({ outcome, index });
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const status: SearchStatus =
    query.trim() === ''
      ? 'empty'
      : search.status !== 'ready'
        ? search.status
        : answer.failed && answer.query === deferredQuery
          ? 'failed'
          : answer.outcome === undefined
            ? 'loading'
            : 'ready';
  const count = outcome.hits.length;
  const expanded = status === 'ready' && count > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || !expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((activeIndex + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = outcome.hits[activeIndex];
      if (hit) onChoose(hit);
    }
  };

  return {
    query,
    setQuery,
    status,
    pending: deferredQuery !== query || answer.query !== deferredQuery,
    outcome,
    activeIndex,
    setActiveIndex,
    listboxId,
    optionId,
    inputProps: {
      role: 'combobox',
      value: query,
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': expanded ? optionId(activeIndex) : undefined,
      onChange: (event) => {
        setQuery(event.target.value);
        if (search.status === 'failed') search.retry();
      },
      onKeyDown,
    },
  };
}
