// Where the split search index is served, in a module of its own: the first-load
// bundle needs this path (load-search.ts fetches the meta fragment on hover), not the format.

/** under /api/, and the folder of the static API (pipeline/emit/static-api.ts) */
export const SEARCH_FRAGMENTS_DIR = 'search-fragment';
export const SEARCH_FRAGMENT_PATH = `/api/${SEARCH_FRAGMENTS_DIR}/`;
