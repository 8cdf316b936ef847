import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { SearchIndexEntry } from '../../common/schema/db.ts';
import { compileSynonyms, phrasesIn, synonymToken, type Synonyms } from '../../common/search/synonyms.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import { SEARCH_VOCABULARY_FILE, type SearchVocabulary } from '../read/load-search-vocabulary.ts';

// A group of the search's vocabulary finds only what the pages say: a group none of whose words
// and phrases any page holds (a page was rewritten in other words) finds nothing. Each page is
// read once per vocabulary: a rebuild after one page changed reads that page.

export class SearchVocabularyChecker {
  private source: string | undefined | null = null;
  private synonyms: Synonyms = compileSynonyms([]);
  private groupsOf = new WeakMap<object, ReadonlySet<string>>();

  /** `pages`: each page's search-index entry, read on demand, keyed by an object that lives as long as the page is unchanged */
  check(vocabulary: SearchVocabulary, pages: readonly { key: object; entry: () => SearchIndexEntry }[]): Diagnostic[] {
    if (vocabulary.groups.length === 0) return [];
    if (vocabulary.source !== this.source) {
      this.source = vocabulary.source;
      this.synonyms = compileSynonyms(vocabulary.groups);
      this.groupsOf = new WeakMap();
    }
    const used = new Set<string>();
    for (const { key, entry } of pages) {
      let tokens = this.groupsOf.get(key);
      if (tokens === undefined) this.groupsOf.set(key, (tokens = this.tokensOf(entry())));
      for (const token of tokens) used.add(token);
    }
    return vocabulary.groups.flatMap((phrases, group) =>
      used.has(synonymToken(group))
        ? []
        : [createDiagnostic('search-vocabulary-unused', { phrases }, { file: SEARCH_VOCABULARY_FILE, line: vocabulary.lines[group] ?? 1 })],
    );
  }

  private tokensOf(entry: SearchIndexEntry): Set<string> {
    const tokens = new Set<string>();
    const texts = [entry.title, entry.description, entry.shortTitle ?? '', entry.body, ...entry.headings.flatMap((heading) => [heading.text, heading.body])];
    for (const text of texts) for (const { token } of phrasesIn(this.synonyms, text)) tokens.add(token);
    return tokens;
  }
}
