import { correctQuery, editsAllowed, type CorrectionVocabulary } from './correct-query.ts';
import { foldText } from './fold-text.ts';
import { passingHits, rankedPages, termPlaces, termWordNames, titleCandidates, type PageScores, type TermPlaces } from './fragment-candidates.ts';
import {
  fragmentName,
  type HeadFragment,
  type MetaFragment,
  type SectionFragment,
  type TypoRunsFragment,
  type VocabularyFragment,
  type WordFragment,
} from './fragment-format.ts';
import { createFragmentStore, FragmentNotLoaded, type FetchFragment, type FragmentSource } from './fragment-store.ts';
import { DEFAULT_LIMIT, matchQuery, parseQuery, type QueryTerm } from './match-query.ts';
import { createGrowingVocabulary } from './growing-vocabulary.ts';
import { createPageSetIndexer, type LoadedPage } from './page-set-index.ts';
import { createCorrectionWords } from './correction-words.ts';
import { createPagePreparer } from './prepared-pages.ts';
import { typoRunsToLoad } from './typo-runs.ts';
import { rescueSteps } from './search-engine.ts';
import { compileSynonyms, type Synonyms } from './synonyms.ts';
import type { SearchHit, SearchOutcome } from './search-types.ts';

// The search over the split index (common/search/README.md): a query loads the
// word fragments of its words, which tell each page's score and where it holds them, and the gram
// fragments of spec §5's candidates; then only the pages (and the sections) the hits shown can
// come from, best first, and matches them with the same matcher the whole index uses
// (match-query.ts), given the scores — so the hits, their order and their highlighting are the
// whole index's. When nothing is found, the other layout and the misspelling fix are tried as before; the
// fix loads, of the lengths a misspelt word can be near, the words sharing enough of its
// two-character runs (typo-runs.ts). `searchLoaded` answers from the fragments that have arrived,
// without asking for more or waiting for any: the search UI uses it for every keystroke, and waits
// for a pause in typing before a keystroke that needs the network (use-search-answer.ts).

export interface AsyncSearchEngine {
  search(query: string, limit?: number): Promise<SearchOutcome>;
  /** the answer from the fragments that have arrived; undefined when it needs one more (not asked for, or on its way) */
  searchLoaded(query: string, limit?: number): Promise<SearchOutcome | undefined>;
}

/** at least this many pages per round trip: fewer, smaller requests cost more in latency than bytes */
const MIN_BATCH = 8;
/** a query no page names: every page scores 0 */
const NO_SCORES: PageScores = new Int32Array(0);

export function createFragmentEngine(fetchFragment: FetchFragment): AsyncSearchEngine {
  const store = createFragmentStore(fetchFragment);
  const meta = (source: FragmentSource) => source.get<MetaFragment>(fragmentName.meta);

  const vocabulary = createGrowingVocabulary();
  const prepare = createPagePreparer(vocabulary);
  const indexer = createPageSetIndexer(vocabulary);
  const correctionWords = createCorrectionWords();

  /** the pages of one query, prepared once each (prepared-pages.ts), by their place in the index */
  type QueryPages = Map<number, Partial<LoadedPage>>;
  const pageIn = (pages: QueryPages, page: number) => {
    let loaded = pages.get(page);
    if (loaded === undefined) pages.set(page, (loaded = {}));
    return loaded;
  };
  const loadHeads = async (source: FragmentSource, synonyms: Synonyms, into: QueryPages, pages: readonly number[]) => {
    const heads = await source.getAll<HeadFragment>(pages.map(fragmentName.head));
    for (const [position, page] of pages.entries()) pageIn(into, page).head = prepare.head(heads[position]!, synonyms);
  };
  /** the sections named, in their pages' order (the text before the first heading first) */
  const loadSections = async (source: FragmentSource, synonyms: Synonyms, into: QueryPages, wanted: readonly { page: number; sections: number[] }[]) => {
    const loaded = await Promise.all(wanted.map(({ sections }) => source.getAll<SectionFragment>(sections.map(fragmentName.section))));
    for (const [position, { page }] of wanted.entries()) {
      pageIn(into, page).sections = loaded[position]!.map((section) => prepare.section(section, synonyms)).filter((section) => section !== undefined);
    }
  };
  /** the matcher over the query's pages in the index's order, each with its score for the query */
  const matchPages = (pages: QueryPages, scores: PageScores, synonyms: Synonyms, query: string, limit: number): SearchHit[] => {
    const order = [...pages]
      .sort(([a], [b]) => a - b)
      .map(([page, { head, sections }]): LoadedPage => ({ head: head!, sections: sections ?? [], score: scores[page] ?? 0 }));
    return indexer.match(order, (index) => matchQuery(index, query, limit), synonyms);
  };

  /**
   * each word's places, worked out once: typing the second word reads the first one's on every
   * keystroke. Only a search that fetches keeps a pending answer; one that does not (and may
   * fail for a fragment not loaded) keeps only a finished one.
   */
  const places = new Map<string, Promise<TermPlaces>>();
  const placesOf = (source: FragmentSource, known: MetaFragment, term: QueryTerm): Promise<TermPlaces> => {
    const key = `${term.folded} ${term.stem} ${term.tokens.join(' ')}`;
    const found = places.get(key);
    if (found !== undefined) return found;
    const started = termPlaces(source, known, term);
    if (source === store) {
      places.set(key, started);
      started.catch(() => places.delete(key));
    } else {
      started.then(
        (done) => {
          if (!places.has(key)) places.set(key, Promise.resolve(done));
        },
        () => undefined,
      );
    }
    return started;
  };

  const hitsFor = async (source: FragmentSource, query: string, limit: number): Promise<SearchHit[]> => {
    const known = await meta(source);
    const synonyms = synonymsOf(known);
    const parsed = parseQuery(query, synonyms);
    if (parsed.folded === '') return [];
    const pages: QueryPages = new Map();
    // the ranking's own scores (kept with the query's words for the next keystroke: read, never changed)
    let scores = NO_SCORES;
    const run = () => matchPages(pages, scores, synonyms, query, limit);

    // spec §5's candidates from the gram fragments, and every term's places from the word fragments
    const [grams, terms] = await Promise.all([
      titleCandidates(source, known, parsed.folded),
      Promise.all(parsed.terms.map((term) => placesOf(source, known, term))),
    ]);
    const termsFound = terms.length > 0 && terms.every((term) => term.words > 0);
    const taken = new Set<number>();

    // group 1: the pages naming the query, by score, with the section each links to
    if (termsFound) {
      const ranked = rankedPages(terms, limit);
      scores = ranked.scores;
      for (const { page } of ranked.pages) taken.add(page);
      // the section each hit links to: the heading or text it matched in, or the heading it names whole
      const deep = ranked.pages.filter(({ section }) => section !== -1).map(({ page, section }) => ({ page, sections: [section] }));
      await Promise.all([
        loadHeads(
          source,
          synonyms,
          pages,
          ranked.pages.map(({ page }) => page),
        ),
        loadSections(source, synonyms, pages, deep),
      ]);
      if (ranked.pages.length >= limit) return run();
    }

    // group 2: spec §5, checked against the titles in order; in a query of several words, a word
    // after the first starts a word of the title: its places narrow the candidates down
    const innerTitles = parsed.terms
      .map((term, position) => (term.start > 0 && !term.phrase ? terms[position] : undefined))
      .filter((places) => places !== undefined)
      .map(prefixTitleSet);
    const accept = (page: number) => !taken.has(page) && innerTitles.every((titled) => titled.has(page));
    let room = limit - taken.size;
    while (room > 0) {
      const batch = grams.next(Math.max(MIN_BATCH, room), accept);
      if (batch.length === 0) break;
      const heads = await source.getAll<HeadFragment>(batch.map(fragmentName.head));
      for (const [position, page] of batch.entries()) {
        if (!foldedHead(heads[position]!).includes(parsed.folded) || room === 0) continue;
        taken.add(page);
        room--;
        pageIn(pages, page).head = prepare.head(heads[position]!, synonyms);
      }
    }
    if (room === 0 || !termsFound || terms.length > 1) return run();

    // group 3: the term in a section's text of a page naming it nowhere
    const passing = passingHits(terms, scores, taken, room);
    await Promise.all([
      loadHeads(
        source,
        synonyms,
        pages,
        passing.map(({ page }) => page),
      ),
      loadSections(
        source,
        synonyms,
        pages,
        passing.map(({ page, section }) => ({ page, sections: [section] })),
      ),
    ]);
    return run();
  };

  /**
   * the words a misspelt query can be fixed to: for each length in reach, those holding the
   * two-character runs that take fewest words to cover every word near it (typo-runs.ts), with
   * the query's own words
   */
  const correctionVocabulary = async (source: FragmentSource, texts: readonly string[]): Promise<CorrectionVocabulary> => {
    const known = await meta(source);
    const lengths = new Set(known.lengths);
    const near: { word: string; edits: number; length: number }[] = [];
    const wordNames = new Set<string>();
    const synonyms = synonymsOf(known);
    for (const { terms } of texts.map((text) => parseQuery(text, synonyms))) {
      for (const term of terms) {
        // a word of the vocabulary was recognised: the fix leaves it (correct-query.ts)
        if (term.tokens.length > 0) continue;
        const edits = editsAllowed(term.folded.length);
        for (let length = term.folded.length - edits; edits > 0 && length <= term.folded.length + edits; length++) {
          if (lengths.has(length)) near.push({ word: term.folded, edits, length });
        }
        for (const name of termWordNames(known, term)) wordNames.add(name);
      }
    }
    const tableLengths = [...new Set(near.map(({ length }) => length))];
    const [tables, byWord] = await Promise.all([
      source.getAll<TypoRunsFragment>(tableLengths.map(fragmentName.typoRuns)),
      source.getAll<WordFragment>([...wordNames]),
    ]);
    const counts = new Map(tableLengths.map((length, position) => [length, tables[position]!.runs]));
    const runNames = new Set<string>();
    for (const { word, edits, length } of near) {
      for (const run of typoRunsToLoad(word, edits, length, counts.get(length)!)) runNames.add(fragmentName.typoWords(length, run));
    }
    const byRun = await source.getAll<VocabularyFragment>([...runNames]);
    return correctionWords.with([...byRun, ...byWord].map((fragment) => fragment.words));
  };

  const search = async (source: FragmentSource, query: string, limit: number): Promise<SearchOutcome> => {
    const hits = await hitsFor(source, query, limit);
    if (hits.length > 0 || query.trim() === '') return { hits };
    const steps = rescueSteps(query);
    const tried = new Set([query.trim().toLowerCase()]);
    let vocabulary: CorrectionVocabulary | undefined;
    for (const step of steps) {
      if (step.fix)
        vocabulary ??= await correctionVocabulary(
          source,
          steps.map((each) => each.text),
        );
      const alternative = step.fix ? correctQuery(vocabulary!, step.text, synonymsOf(await meta(source))) : step.text;
      if (alternative === undefined || tried.has(alternative)) continue;
      tried.add(alternative);
      const alternativeHits = await hitsFor(source, alternative, limit);
      if (alternativeHits.length > 0) return { hits: alternativeHits, shownFor: alternative };
    }
    return { hits: [] };
  };

  return {
    search: (query, limit = DEFAULT_LIMIT) => search(store, query, limit),
    searchLoaded: (query, limit = DEFAULT_LIMIT) =>
      search(store.loadedOnly, query, limit).catch((error: unknown) => {
        if (error instanceof FragmentNotLoaded) return undefined;
        throw error;
      }),
  };
}

/** the vocabulary of the index, compiled once */
const compiledSynonyms = new WeakMap<MetaFragment, Synonyms>();

function synonymsOf(meta: MetaFragment): Synonyms {
  let synonyms = compiledSynonyms.get(meta);
  if (synonyms === undefined) compiledSynonyms.set(meta, (synonyms = compileSynonyms(meta.synonyms)));
  return synonyms;
}

/** the pages whose title holds a word a term starts, as a set made once per term (each keystroke of the next word reads it) */
const prefixTitleSets = new WeakMap<TermPlaces, Set<number>>();

function prefixTitleSet(places: TermPlaces): Set<number> {
  let pages = prefixTitleSets.get(places);
  if (pages === undefined) prefixTitleSets.set(places, (pages = new Set(places.prefixTitle)));
  return pages;
}

/** a page's folded title and description, "\u0000" between (no query holds it), worked out once per head */
const foldedHeads = new WeakMap<object, string>();

function foldedHead(head: HeadFragment): string {
  let folded = foldedHeads.get(head);
  if (folded === undefined) foldedHeads.set(head, (folded = `${foldText(head.title)}\u0000${foldText(head.description)}`));
  return folded;
}
