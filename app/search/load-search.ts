import { fetchJson } from '../data/fetch-json.ts';
import type { SearchEngine, SearchSource } from './search-types.ts';
import { lazyOnceLoaded } from '../lib/lazy-once-loaded.ts';

// The search loads on demand, never with the first paint: the index (GET /api/search-index) and the
// engine's code (a chunk of its own, through import()) arrive together the first time the search
// opens, or earlier when a search button is hovered or focused. A failed load is tried again on
// the next call.

export const SEARCH_INDEX_URL = '/api/search-index';
/** spec §7: title, description and href only; the fallback when the full index cannot be had */
export const SEARCH_ENTRIES_URL = '/api/search';

let loading: Promise<SearchEngine> | undefined;

export function loadSearch(): Promise<SearchEngine> {
  if (loading === undefined) {
    const started = Promise.all([import('./search-engine.ts'), fetchSources()]).then(([engine, sources]) => engine.createSearchEngine(sources));
    loading = started;
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
  }
  return loading;
}

/** the dialog and the overlay: one chunk of their own, so nothing of the search UI is on first paint */
export const searchUi = {
  dialog: lazyOnceLoaded(() => import('./search-ui.ts').then((ui) => ui.SearchDialog)),
  overlay: lazyOnceLoaded(() => import('./search-ui.ts').then((ui) => ui.SearchOverlay)),
};

export function loadSearchUi(): Promise<unknown> {
  return Promise.all([searchUi.dialog.preload(), searchUi.overlay.preload()]);
}

/** starts loading without waiting for it (hover or focus on a search button) */
export function prefetchSearch(): void {
  loadSearch().catch(() => undefined);
  loadSearchUi().catch(() => undefined);
}

/** forgets a loaded engine (tests) */
export function resetSearchLoader(): void {
  loading = undefined;
}

async function fetchSources(): Promise<SearchSource[]> {
  try {
    return await fetchJson<SearchSource[]>(SEARCH_INDEX_URL);
  } catch {
    return await fetchJson<SearchSource[]>(SEARCH_ENTRIES_URL);
  }
}
