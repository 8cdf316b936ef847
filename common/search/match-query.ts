import { foldText } from './fold-text.ts';
import { excerptAround, findOccurrences, mergeRanges } from './highlight-ranges.ts';
import { scoreEntries, type TermIds } from './page-scores.ts';
import { postingCount } from './postings.ts';
import { mayBeInPageText, type MatchIndex, type MatchVocabulary, type PreparedText, type Vocabulary } from './prepare-index.ts';
import { stemKey } from './stem-word.ts';
import { isStopWord } from './stop-words.ts';
import type { Synonyms, TextWord } from './synonyms.ts';
import { forEachWord } from './text-words.ts';
import type { HighlightedText, Range, SearchHit } from './search-types.ts';

// Spec §5, then beyond it. A query's words (leaving out the words that say nothing on their own,
// stop-words.ts, and reading the vocabulary's phrases as one word each, synonyms.ts) match a word
// they start (the word being typed), another form of it (лечение → лечения) or a synonym. The
// hits come in three groups:
//   1. the pages that hold every word of the query — in their title or description, or in one
//      section (its heading and text) with the title and description — and name one of them in
//      their title, short title, description or a heading: ranked by how much of those naming
//      texts hold the query (page-scores.ts), then the title or description before a heading
//      before a section's text, then in the index's order;
//   2. spec §5 exactly, where group 1 has not found the page: the trimmed, lowercased query occurs
//      in the title or description (inside a word too), with the look-alike letters folded on both
//      sides (and ё as е), in the index's order;
//   3. the pages holding every word only in the text of a section — mentions in passing — in the
//      index's order.
// One hit per page; a match in a section links to the heading above it.

export const DEFAULT_LIMIT = 50;
/** a run of the query found in more title words than this is not used to narrow spec §5's group down */
const MAX_NARROWING_WORDS = 256;
/** more query words than this are ignored by groups 1 and 3 */
const MAX_TERMS = 8;
/** wordMatched for a word matched whole (another form of the query word, a synonym): its whole range is marked */
const WHOLE_WORD = 0xffff;

export interface QueryTerm {
  /** the folded word (a phrase of the vocabulary: the folded phrase) */
  folded: string;
  /** the word lowercased as typed */
  typed: string;
  /** [start, end) in the trimmed, lowercased query */
  start: number;
  end: number;
  /** stemKey(typed): the key its other forms share */
  stem: string;
  /** the tokens of the vocabulary's groups naming it (synonyms.ts) */
  tokens: string[];
  /** a phrase of the vocabulary: it matches its group's token alone */
  phrase: boolean;
}

export interface ParsedQuery {
  /** trimmed and lowercased (spec §5) */
  normalized: string;
  folded: string;
  /** its words of two characters or more but stop words, and its phrases: a single letter would match nearly every word */
  terms: QueryTerm[];
}

export function parseQuery(query: string, synonyms?: Synonyms): ParsedQuery {
  const normalized = query.trim().toLowerCase();
  const folded = foldText(normalized);
  const words: (TextWord & { start: number; end: number })[] = [];
  forEachWord(folded, (word, start, end) => {
    words.push({ folded: word, lower: normalized.slice(start, end), gapBefore: words.length === 0 ? '' : normalized.slice(words[words.length - 1]!.end, start), start, end });
  });
  const found = synonyms === undefined || synonyms.empty ? [] : synonyms.find(words);
  const terms: QueryTerm[] = [];
  for (let at = 0; at < words.length && terms.length < MAX_TERMS; at++) {
    const { folded: word, lower: typed, start, end } = words[at]!;
    // the longest phrase starting here; a phrase of one word keeps the word itself too
    const phrases = found.filter((phrase) => phrase.first === at);
    const last = Math.max(at, ...phrases.map((phrase) => phrase.last));
    const tokens = [...new Set(phrases.filter((phrase) => phrase.last === last).map((phrase) => phrase.token))];
    if (last > at) {
      const phraseEnd = words[last]!.end;
      terms.push({ folded: folded.slice(start, phraseEnd), typed: normalized.slice(start, phraseEnd), start, end: phraseEnd, stem: '', tokens, phrase: true });
      at = last;
    } else if (tokens.length > 0 || (word.length >= 2 && !isStopWord(word))) {
      terms.push({ folded: word, typed, start, end, stem: stemKey(typed), tokens, phrase: false });
    }
  }
  return { normalized, folded, terms };
}

/**
 * The vocabulary ids a query word matches: words it starts, other forms of the same word, and its
 * synonyms' token (where the vocabulary can look it up: the misspelling fix's cannot, and needs not)
 */
export function wordsMatching(vocabulary: Pick<MatchVocabulary, 'words' | 'sorted' | 'idsByStem'> & Partial<Pick<MatchVocabulary, 'idOf'>>, term: QueryTerm): number[] {
  const { words, sorted } = vocabulary;
  const ids = new Set<number>();
  for (const token of term.tokens) {
    const id = vocabulary.idOf?.get(token);
    if (id !== undefined) ids.add(id);
  }
  if (term.phrase) return [...ids];
  for (const id of vocabulary.idsByStem.get(term.stem) ?? []) ids.add(id);
  for (let at = firstNotBefore(vocabulary, term.folded); at < sorted.length && words[sorted[at]!]!.startsWith(term.folded); at++) ids.add(sorted[at]!);
  return [...ids];
}

/** the position in vocabulary.sorted of the first word not sorting before `text` (binary search) */
function firstNotBefore(vocabulary: Pick<MatchVocabulary, 'words' | 'sorted'>, text: string): number {
  const { words, sorted } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[sorted[middle]!]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** a page of group 1: its score, and what of it matched (kind: 0 title or description, 1 a heading, 2 a section's text) */
interface Ranked {
  entry: number;
  score: number;
  kind: 0 | 1 | 2;
  section: number;
}

export function matchQuery(index: MatchIndex, query: string, limit = DEFAULT_LIMIT): SearchHit[] {
  const parsed = parseQuery(query, index.synonyms);
  if (parsed.folded === '') return [];
  const { entries, sections, vocabulary, scratch } = index;
  const termWords = parsed.terms.map((term) => wordsMatching(vocabulary, term));
  /**
   * How much of each word a term matched, from its start: the typed part when the word starts with
   * it ("эпилеп" in "эпилепсии"), WHOLE_WORD for another form of the word (лечение → "лечения") or
   * a synonym's token (its range is the phrase); 0 for the other words.
   */
  const wordMatched = scratch.wordMatched.fill(0);
  const termIds: TermIds[] = [];
  for (const [position, ids] of termWords.entries()) {
    const term = parsed.terms[position]!;
    const exact: number[] = [];
    const other: number[] = [];
    for (const id of ids) {
      const typedStart = !term.phrase && vocabulary.words[id]!.startsWith(term.folded);
      (typedStart ? exact : other).push(id);
      wordMatched[id] = Math.max(wordMatched[id]!, typedStart ? term.folded.length : WHOLE_WORD);
    }
    termIds.push({ exact, other });
  }
  const highlight = (text: PreparedText, withQuery: boolean) => highlightText(text, withQuery ? parsed.folded : '', wordMatched);
  const pageHit = (entry: number): SearchHit => ({
    href: entries[entry]!.href,
    kind: 'page',
    title: highlight(entries[entry]!.title, true),
    // a long description is cut around its first match, which two lines must show
    excerpt: excerptAround(highlight(entries[entry]!.description, true)),
  });
  const deepHit = (section: number, kind: 'heading' | 'text'): SearchHit => {
    const { entry, href, heading, body } = sections[section]!;
    return {
      href,
      kind,
      title: highlight(entries[entry]!.title, false),
      ...(heading === undefined ? {} : { heading: highlight(heading, false) }),
      excerpt: excerptAround(highlightFirst(body, wordMatched)),
    };
  };

  const [taken, entryTerms, entryHasTerm] = scratch.entryMarks.slice(0, 3).map((marks) => marks.fill(0)) as [Uint8Array, Uint8Array, Uint8Array];
  const hits: SearchHit[] = [];
  const termCount = termWords.length;
  const termsFound = termCount > 0 && termWords.every((ids) => ids.length > 0);
  // entryTerms[e] = how many terms in a row e's title or description holds; sectionTerms[s] = how
  // many terms in a row section s holds, in its heading or text or in its page's title or
  // description; sectionOwnsTerm[s]: its heading or text holds a term itself
  const [sectionTerms, sectionOwnsTerm] = scratch.sectionMarks.slice(0, 2).map((marks) => marks.fill(0)) as [Uint8Array, Uint8Array];
  let scores: ArrayLike<number> = scratch.entryScores;
  if (termsFound) {
    markTerms(index, termWords, { entryTerms, entryHasTerm, sectionTerms, sectionOwnsTerm });
    const ranked = rankedEntries(index, termIds, termCount, { entryTerms, sectionTerms, sectionOwnsTerm, wordMatched }, limit);
    scores = ranked.scores;
    // group 1: the pages naming the query, by score
    for (const { entry, kind, section } of ranked.hits) {
      taken[entry] = 1;
      hits.push(kind === 0 ? pageHit(entry) : deepHit(section, kind === 1 ? 'heading' : 'text'));
    }
    if (hits.length >= limit) return hits;
  }

  // group 2: spec §5, where group 1 has not found the page
  for (const entry of entriesContaining(index, parsed.folded)) {
    if (hits.length >= limit) return hits;
    if (taken[entry]) continue;
    taken[entry] = 1;
    hits.push(pageHit(entry));
  }
  if (!termsFound) return hits;

  // group 3: every term in a section's text, the page naming none of them: the first such
  // section of each page, in the index's order
  let last = -1;
  for (let section = 0; section < sections.length && hits.length < limit; section++) {
    const entry = index.sectionEntry[section]!;
    if (entry === last || taken[entry] || scores[entry]! > 0 || sectionTerms[section] !== termCount || !sectionOwnsTerm[section]) continue;
    last = entry;
    hits.push(deepHit(section, 'text'));
  }
  return hits;
}

/** the terms' marks (see matchQuery): which entries and sections hold them */
function markTerms(
  index: MatchIndex,
  termWords: readonly number[][],
  marks: { entryTerms: Uint8Array; entryHasTerm: Uint8Array; sectionTerms: Uint8Array; sectionOwnsTerm: Uint8Array },
): void {
  const { entryTerms, entryHasTerm, sectionTerms, sectionOwnsTerm } = marks;
  const { sectionStarts } = index;
  const { entryPostings, sectionPostings } = index.vocabulary;
  for (const [term, ids] of termWords.entries()) {
    const mark = term + 1;
    for (const id of ids) {
      for (let at = entryPostings.start[id]!, end = at + postingCount(entryPostings, id); at < end; at++) {
        const entry = entryPostings.items[at]!;
        if (entryTerms[entry] === term) entryTerms[entry] = mark;
        // the page's title or description holds the term: so do all its sections
        if (entryHasTerm[entry] === mark) continue;
        entryHasTerm[entry] = mark;
        for (let section = sectionStarts[entry]!; section < sectionStarts[entry + 1]!; section++) {
          if (sectionTerms[section] === term) sectionTerms[section] = mark;
        }
      }
      for (let at = sectionPostings.start[id]!, end = at + postingCount(sectionPostings, id); at < end; at++) {
        const section = sectionPostings.items[at]!;
        if (sectionTerms[section] === term) sectionTerms[section] = mark;
        sectionOwnsTerm[section] = 1;
      }
    }
  }
}

/**
 * Group 1, its first `limit` pages in order, and each entry's score (0: not in group 1). The
 * entries are read a score at a time, best first: a page's kind, which orders pages of one
 * score, is worked out only for the scores shown.
 */
function rankedEntries(
  index: MatchIndex,
  termIds: readonly TermIds[],
  termCount: number,
  marks: { entryTerms: Uint8Array; sectionTerms: Uint8Array; sectionOwnsTerm: Uint8Array; wordMatched: Uint16Array },
  limit: number,
): { hits: Ranked[]; scores: ArrayLike<number> } {
  const { scratch } = index;
  let scores: ArrayLike<number>;
  let scored: number[];
  if (index.pageScores !== undefined) {
    scores = index.pageScores;
    scored = [];
    for (let entry = 0; entry < index.entries.length; entry++) if (scores[entry]! > 0) scored.push(entry);
  } else {
    const { rankPostings } = index.vocabulary as Partial<Pick<Vocabulary, 'rankPostings'>>;
    if (rankPostings === undefined) throw new Error('match-query: an index with neither page scores nor the postings to work them out');
    const [name, description] = scratch.entryMarks.slice(3, 5) as [Uint8Array, Uint8Array];
    scored = scoreEntries({ ...rankPostings, sectionEntry: index.sectionEntry }, termIds, scratch.entryScores, { name, description, heading: scratch.sectionMarks[2]! });
    scores = scratch.entryScores;
  }
  scored.sort((a, b) => scores[b]! - scores[a]! || a - b);
  const hits: Ranked[] = [];
  for (let at = 0; at < scored.length && hits.length < limit; ) {
    const score = scores[scored[at]!]!;
    const group: Ranked[] = [];
    for (; at < scored.length && scores[scored[at]!] === score; at++) {
      const ranked = classify(index, scored[at]!, termCount, marks);
      if (ranked !== undefined) group.push({ ...ranked, score });
    }
    group.sort((a, b) => a.kind - b.kind || a.entry - b.entry);
    for (const ranked of group) if (hits.length < limit) hits.push(ranked);
  }
  return { hits, scores };
}

/**
 * Whether an entry holds every term, and where: its title and description (kind 0), else the
 * first of its sections that holds them with a heading holding one (1), else the first that
 * holds them (2), a term in the heading or text itself; undefined when none does.
 */
function classify(
  index: MatchIndex,
  entry: number,
  termCount: number,
  marks: { entryTerms: Uint8Array; sectionTerms: Uint8Array; sectionOwnsTerm: Uint8Array; wordMatched: Uint16Array },
): Omit<Ranked, 'score'> | undefined {
  if (marks.entryTerms[entry] === termCount) return { entry, kind: 0, section: -1 };
  let text = -1;
  for (let section = index.sectionStarts[entry]!; section < index.sectionStarts[entry + 1]!; section++) {
    if (marks.sectionTerms[section] !== termCount || !marks.sectionOwnsTerm[section]) continue;
    const { heading } = index.sections[section]!;
    if (heading !== undefined && firstMatchedWord(heading, marks.wordMatched) !== -1) return { entry, kind: 1, section };
    if (text === -1) text = section;
  }
  return text === -1 ? undefined : { entry, kind: 2, section: text };
}

/**
 * The entries whose title or description hold `folded` (spec §5), in the index's order. Each run
 * of letters and digits of the query lies inside one word of the text (a run between two other
 * characters of the query is a whole word, the last one the start of a word), so only the entries
 * with a word holding the query's rarest run are read; a query that is one run matches exactly
 * those. A query too common to narrow down this way is searched in all titles at once.
 */
function* entriesContaining(index: MatchIndex, folded: string): Generator<number> {
  const { entries, vocabulary } = index;
  if (!mayBeInPageText(index, folded)) return;
  const runs: { run: string; startsWord: boolean; endsWord: boolean }[] = [];
  forEachWord(folded, (run, start, end) => {
    runs.push({ run, startsWord: start > 0, endsWord: end < folded.length });
  });
  // runs that a look-up finds first; the others need a pass over the words
  runs.sort((a, b) => Number(b.startsWord) - Number(a.startsWord));
  let rarest: { holders: number[]; postings: number } | undefined;
  for (const run of runs) {
    if (rarest !== undefined && !run.startsWord) break;
    const found = holdersOf(vocabulary, run.run, run.startsWord, run.endsWord);
    if (found === undefined) continue;
    if (found.holders.length === 0) return;
    if (rarest === undefined || found.postings < rarest.postings) rarest = found;
  }
  const exact = runs.length === 1 && runs[0]!.run.length === folded.length;
  if (rarest === undefined || (!exact && rarest.postings > entries.length / 4)) {
    yield* scanPageText(index, folded);
    return;
  }
  const marked = index.scratch.entryMarks[5]!.fill(0);
  const { start, count, items } = vocabulary.entryPostings;
  for (const id of rarest.holders) for (let at = start[id]!, end = at + count[id]!; at < end; at++) marked[items[at]!] = 1;
  for (let entry = 0; entry < entries.length; entry++) {
    if (marked[entry] && (exact || entries[entry]!.title.folded.includes(folded) || entries[entry]!.description.folded.includes(folded))) yield entry;
  }
}

/**
 * Every title or description word that can hold `run` where the query has it (the word itself, a
 * word it starts, or any word containing it), and their entry postings' total length; undefined
 * when more than MAX_NARROWING_WORDS words can (a letter or two: no use for narrowing).
 */
function holdersOf(vocabulary: MatchVocabulary, run: string, startsWord: boolean, endsWord: boolean): { holders: number[]; postings: number } | undefined {
  const { entryPostings } = vocabulary;
  const holders: number[] = [];
  let postings = 0;
  const add = (id: number) => {
    const count = postingCount(entryPostings, id);
    if (count === 0) return;
    holders.push(id);
    postings += count;
  };
  if (startsWord && endsWord) {
    const id = vocabulary.idOf.get(run);
    if (id !== undefined) add(id);
  } else if (startsWord) {
    const { words, sorted } = vocabulary;
    for (let at = firstNotBefore(vocabulary, run); at < sorted.length && words[sorted[at]!]!.startsWith(run); at++) {
      if (holders.length === MAX_NARROWING_WORDS) return undefined;
      add(sorted[at]!);
    }
  } else {
    const { pageWordText, pageWordStarts, pageWordIds } = vocabulary;
    for (let at = pageWordText.indexOf(run); at !== -1;) {
      if (holders.length === MAX_NARROWING_WORDS) return undefined;
      const position = lastAtMost(pageWordStarts, at);
      add(pageWordIds[position]!);
      // on to the next word: each word counts once
      const next = pageWordStarts[position + 1];
      at = next === undefined ? -1 : pageWordText.indexOf(run, next);
    }
  }
  return { holders, postings };
}

/** the entries whose title or description hold `folded`, found in one pass over pageText */
function* scanPageText(index: MatchIndex, folded: string): Generator<number> {
  const { pageText, pageTextStarts } = index;
  for (let at = pageText.indexOf(folded); at !== -1;) {
    const entry = lastAtMost(pageTextStarts, at);
    yield entry;
    const next = pageTextStarts[entry + 1];
    at = next === undefined ? -1 : pageText.indexOf(folded, next);
  }
}

/** the position of the last value <= `value` in an ascending array */
function lastAtMost(values: Int32Array, value: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (values[middle]! <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** the position in text.words of the first word a term matched, or -1 */
function firstMatchedWord(text: PreparedText, wordMatched: Uint16Array): number {
  const { words } = text;
  for (let at = 0; at < words.length; at += 3) if (wordMatched[words[at + 2]!]! > 0) return at;
  return -1;
}

/** the range to highlight of the word at `at` in text.words, pushed onto `ranges` when a term matched it */
function pushMatched(ranges: Range[], words: Int32Array, at: number, wordMatched: Uint16Array): void {
  const length = wordMatched[words[at + 2]!]!;
  if (length > 0) ranges.push([words[at]!, length === WHOLE_WORD ? words[at + 1]! : words[at]! + length]);
}

/** the matched words of a long text from the first one to an excerpt's reach: excerptAround keeps only those */
function highlightFirst(text: PreparedText, wordMatched: Uint16Array): HighlightedText {
  const ranges: Range[] = [];
  const { words } = text;
  const first = firstMatchedWord(text, wordMatched);
  if (first !== -1) {
    const reach = words[first]! + 200;
    for (let at = first; at < words.length && words[at]! < reach; at += 3) pushMatched(ranges, words, at, wordMatched);
  }
  return { text: text.text, ranges };
}

/** the occurrences of the whole query (if given) and the matched part of every word a term matched */
function highlightText(text: PreparedText, foldedQuery: string, wordMatched: Uint16Array): HighlightedText {
  const ranges: Range[] = findOccurrences(text.folded, foldedQuery);
  const { words } = text;
  for (let at = 0; at < words.length; at += 3) pushMatched(ranges, words, at, wordMatched);
  return { text: text.text, ranges: mergeRanges(ranges) };
}
