import type { SearchEntry, SearchIndexEntry } from '../schema/db.ts';

// What the search engine (a lazily loaded chunk) hands the search UI. Types only, so importing
// them does not pull the engine into the first-load bundle.

/** [start, end) in UTF-16 units of the text it belongs to */
export type Range = readonly [start: number, end: number];

export interface HighlightedText {
  text: string;
  /** sorted, non-overlapping ranges of the matched text */
  ranges: readonly Range[];
}

/** page: the title or description matched (spec §5); heading or text: a match deep in the page */
type SearchHitKind = 'page' | 'heading' | 'text';

export interface SearchHit {
  /** the page's route, or the route and the anchor of the heading above the match */
  href: string;
  kind: SearchHitKind;
  title: HighlightedText;
  /** the heading of the section that matched (heading and text hits) */
  heading?: HighlightedText;
  /** the description (page hits) or the words around the match (text hits) */
  excerpt?: HighlightedText;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** when the query itself found nothing: the wrong-layout or misspelling fix these hits are for */
  shownFor?: string;
}

/** the whole index in memory answers at once; the split index once the query's fragments are loaded */
export interface SearchEngine {
  search(query: string, limit?: number): SearchOutcome | Promise<SearchOutcome>;
  /** the split index: the answer from the fragments that have arrived, undefined when the query needs one more */
  searchLoaded?(query: string, limit?: number): Promise<SearchOutcome | undefined>;
}

/** the full entries (the split index's pages, the bench's and tests' indexes); /api/search (the fallback) only title, description, href */
export type SearchSource = SearchEntry & Partial<Pick<SearchIndexEntry, 'body' | 'headings' | 'shortTitle'>>;
