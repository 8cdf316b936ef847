import { fetchJson } from '../data/fetch-json.ts';
import { SEARCH_FRAGMENT_PATH } from '../../common/search/fragment-path.ts';
import type { SearchEngine, SearchSource } from '../../common/search/search-types.ts';
import { lazyOnceLoaded } from '../lib/lazy-once-loaded.ts';
import { loadOnce } from '../lib/load-once.ts';

// The search loads on demand, never with the first paint: the engine's code (a chunk of its own,
// through import()) and the split index's meta fragment (GET /api/search-fragment/meta) arrive
// together the first time the search opens, or earlier when a search button is hovered or
// focused; each query then loads only the fragments it needs, so the whole index is never
// fetched at once. A failed load is tried again on the next call (loadOnce).

/** spec §7: title, description and href only; the fallback when the split index cannot be had */
const SEARCH_ENTRIES_URL = '/api/search';

const engine = loadOnce(startEngine);

export function loadSearch(): Promise<SearchEngine> {
  return engine();
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
  engine.reset();
}

const fetchFragment = (name: string) => fetchJson<unknown>(`${SEARCH_FRAGMENT_PATH}${name}`);

async function startEngine(): Promise<SearchEngine> {
  const [{ createFragmentEngine }, meta] = await Promise.all([import('../../common/search/fragment-engine.ts'), fetchFragment('meta').catch(() => undefined)]);
  if (meta !== undefined) return createFragmentEngine((name) => (name === 'meta' ? Promise.resolve(meta) : fetchFragment(name)));
  const [{ createSearchEngine }, sources] = await Promise.all([import('../../common/search/search-engine.ts'), fetchJson<SearchSource[]>(SEARCH_ENTRIES_URL)]);
  return createSearchEngine(sources);
}
