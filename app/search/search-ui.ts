// The search's visible parts, loaded on first use (see load-search.ts).
export { SearchDialog } from './search-dialog.tsx';
export { SearchOverlay } from './search-overlay.tsx';
