// The site search (spec §2.3, §2.4, §5). Mount SearchRoot once inside the router; place
// SearchButton (desktop) and MobileSearchButton (phones) in the top bar. The engine and the index
// load on first use, in a chunk of their own.
export { SearchRoot } from './search-root.tsx';
export { MobileSearchButton, SearchButton } from './search-button.tsx';
