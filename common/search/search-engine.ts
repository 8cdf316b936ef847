import { correctQuery } from './correct-query.ts';
import { switchKeyboardLayout } from './keyboard-layout.ts';
import { DEFAULT_LIMIT, matchQuery } from './match-query.ts';
import { prepareIndex, type PreparedIndex } from './prepare-index.ts';
import type { SearchEngine, SearchOutcome, SearchSource } from './search-types.ts';
import type { SynonymGroups } from './synonyms.ts';

// The lazily loaded half of the search: the index prepared once, then per query the matcher, and
// when the query finds nothing, the same query read in the other keyboard layout, then with its
// misspelt words fixed — "kfxtybt" shows the hits for «лечение», saying so.

/** the whole index in memory: it answers at once */
export interface WholeIndexEngine extends SearchEngine {
  search(query: string, limit?: number): SearchOutcome;
}

export function createSearchEngine(sources: readonly SearchSource[], synonyms?: SynonymGroups): WholeIndexEngine {
  const index = prepareIndex(sources, synonyms);
  return { search: (query, limit = DEFAULT_LIMIT) => search(index, query, limit) };
}

export function search(index: PreparedIndex, query: string, limit = DEFAULT_LIMIT): SearchOutcome {
  const hits = matchQuery(index, query, limit);
  if (hits.length > 0 || query.trim() === '') return { hits };
  const tried = new Set([query.trim().toLowerCase()]);
  for (const step of rescueSteps(query)) {
    const alternative = step.fix ? correctQuery(index.vocabulary, step.text, index.synonyms) : step.text;
    if (alternative === undefined || tried.has(alternative)) continue;
    tried.add(alternative);
    const alternativeHits = matchQuery(index, alternative, limit);
    if (alternativeHits.length > 0) return { hits: alternativeHits, shownFor: alternative };
  }
  return { hits: [] };
}

/**
 * What to try, in order, when a query finds nothing: the other layout, the query's spelling fixed
 * (fix: the text's misspelt words replaced), the other layout's spelling fixed.
 */
export function rescueSteps(query: string): { text: string; fix: boolean }[] {
  const normalized = query.trim().toLowerCase();
  const switched = switchKeyboardLayout(normalized);
  if (switched === undefined) return [{ text: normalized, fix: true }];
  return [
    { text: switched, fix: false },
    { text: normalized, fix: true },
    { text: switched, fix: true },
  ];
}
