import { foldText } from './fold-text.ts';
import { excerptAround, findOccurrences, mergeRanges } from './highlight-ranges.ts';
import { scoreIndexEntries } from './index-scores.ts';
import { OTHER_SHIFT, scoreText, type TermMasks } from './page-scores.ts';
import { postingCount } from './postings.ts';
import { mayBeInPageText, type MatchIndex, type MatchVocabulary, type PreparedIndex, type PreparedText } from './prepare-index.ts';
import { stemKey } from './stem-word.ts';
import { firstNotBefore } from './sorted-words.ts';
import { isStopWord } from './stop-words.ts';
import { textUnits } from './text-units.ts';
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
//   3. a query of one word: the pages holding it only in the text of a section — mentions in
//      passing — in the index's order.
// Words of a query met one by one in a section's text say little of what the section is about
// («лечение зубов» in a first-aid text that mentions teeth): a query of several words matches a
// section's text only when the page's title or description, or the section's heading, holds one
// of them. One hit per page; a match in a section links to the heading above it.

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
    words.push({
      folded: word,
      lower: normalized.slice(start, end),
      gapBefore: words.length === 0 ? '' : normalized.slice(words[words.length - 1]!.end, start),
      start,
      end,
    });
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
export function wordsMatching(
  vocabulary: Pick<MatchVocabulary, 'words' | 'sorted' | 'idsByStem'> & Partial<Pick<MatchVocabulary, 'idOf'>>,
  term: QueryTerm,
): number[] {
  const { words, sorted } = vocabulary;
  const ids = new Set<number>();
  for (const token of term.tokens) {
    const id = vocabulary.idOf?.get(token);
    if (id !== undefined) ids.add(id);
  }
  if (term.phrase) return [...ids];
  for (const id of vocabulary.idsByStem.get(term.stem) ?? []) ids.add(id);
  for (let at = firstNotBefore(words, sorted, term.folded); at < sorted.length && words[sorted[at]!]!.startsWith(term.folded); at++) ids.add(sorted[at]!);
  return [...ids];
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
  const masks = scratch.termMasks.fill(0);
  for (const [position, ids] of termWords.entries()) {
    const term = parsed.terms[position]!;
    for (const id of ids) {
      const word = vocabulary.words[id]!;
      const typedStart = !term.phrase && word.startsWith(term.folded);
      masks[id]! |= typedStart && word.length === term.folded.length ? 1 << position : 1 << (position + OTHER_SHIFT);
      wordMatched[id] = Math.max(wordMatched[id]!, typedStart ? term.folded.length : WHOLE_WORD);
    }
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
    const ranking = { termWords, termCount, masks, entryTerms, entryHasTerm, sectionTerms, sectionOwnsTerm, wordMatched, best: new Array<number>(termCount) };
    const ranked = rankedEntries(index, ranking, limit);
    scores = ranked.scores;
    // group 1: the pages naming the query, by score; a page whose title or description holds the
    // query links to a heading the query names whole, when its title does not hold every word
    for (const { entry, kind, section } of ranked.hits) {
      taken[entry] = 1;
      hits.push(section === -1 ? pageHit(entry) : deepHit(section, kind === 2 ? 'text' : 'heading'));
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
  if (!termsFound || termCount > 1) return hits;

  // group 3: the term in a section's text, the page naming it nowhere: the first such section of
  // each page, in the index's order
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
function rankedEntries(index: MatchIndex, ranking: Ranking, limit: number): { hits: Ranked[]; scores: ArrayLike<number> } {
  const { scores, scored } =
    index.pageScores === undefined ? scoreIndexEntries(index as PreparedIndex, ranking.termWords, ranking.masks) : givenScores(index.pageScores);
  sortByScore(scored, scores);
  const hits: Ranked[] = [];
  for (let at = 0; at < scored.length && hits.length < limit;) {
    const score = scores[scored[at]!]!;
    const group: Ranked[] = [];
    for (; at < scored.length && scores[scored[at]!] === score; at++) {
      const ranked = classify(index, scored[at]!, ranking);
      if (ranked !== undefined) group.push({ ...ranked, score });
    }
    group.sort((a, b) => a.kind - b.kind || a.entry - b.entry);
    for (const ranked of group) if (hits.length < limit) hits.push(ranked);
  }
  return { hits, scores };
}

/**
 * `entries` by score, best first, then in the index's order: one numeric sort of composite keys,
 * thousands of entries on a common prefix
 */
function sortByScore(entries: number[], scores: ArrayLike<number>): void {
  const keys = Float64Array.from(entries, (entry) => -scores[entry]! * 2 ** 32 + entry).sort();
  for (let at = 0; at < keys.length; at++) entries[at] = keys[at]! - Math.floor(keys[at]! / 2 ** 32) * 2 ** 32;
}

function givenScores(scores: ArrayLike<number>): { scores: ArrayLike<number>; scored: number[] } {
  const scored: number[] = [];
  for (let entry = 0; entry < scores.length; entry++) if (scores[entry]! > 0) scored.push(entry);
  return { scores, scored };
}

/** what ranking and classifying read of a query (see matchQuery) */
interface Ranking {
  termWords: readonly number[][];
  termCount: number;
  masks: TermMasks;
  entryTerms: Uint8Array;
  entryHasTerm: Uint8Array;
  sectionTerms: Uint8Array;
  sectionOwnsTerm: Uint8Array;
  wordMatched: Uint16Array;
  /** scoreText's per-term scratch */
  best: number[];
}

/**
 * Whether an entry holds every term, and where: its title and description (kind 0: linking to a
 * heading the query names whole when the title does not hold every term), else of its sections
 * that hold them with a heading holding one, the best-scoring heading (1), else the first that
 * holds them (2) — for a query of several words, only when the title or description holds one —
 * a term in the heading or text itself; undefined when none does.
 */
function classify(index: MatchIndex, entry: number, ranking: Ranking): Omit<Ranked, 'score'> | undefined {
  const { termCount, masks, best, entryTerms, entryHasTerm, sectionTerms, sectionOwnsTerm, wordMatched } = ranking;
  const words = index.vocabulary.words;
  const headingPoints = (heading: PreparedText) => scoreText(heading.words, masks, termCount, textUnits(heading.words, heading.folded, words), best);
  const from = index.sectionStarts[entry]!;
  const to = index.sectionStarts[entry + 1]!;
  if (entryTerms[entry] === termCount) {
    let section = -1;
    if (!holdsEvery(index.entries[entry]!.title, masks, termCount)) {
      let most = 0;
      for (let candidate = from; candidate < to; candidate++) {
        const { heading } = index.sections[candidate]!;
        if (heading === undefined || !namedWhole(heading, masks, words)) continue;
        const points = headingPoints(heading);
        if (points > most) [most, section] = [points, candidate];
      }
    }
    return { entry, kind: 0, section };
  }
  const textCounts = termCount === 1 || entryHasTerm[entry] !== 0;
  let text = -1;
  let heading = -1;
  let most = 0;
  for (let section = from; section < to; section++) {
    if (sectionTerms[section] !== termCount || !sectionOwnsTerm[section]) continue;
    const held = index.sections[section]!.heading;
    if (held !== undefined && firstMatchedWord(held, wordMatched) !== -1) {
      const points = headingPoints(held);
      if (points > most) [most, heading] = [points, section];
    } else if (text === -1 && textCounts) text = section;
  }
  if (heading !== -1) return { entry, kind: 1, section: heading };
  return text === -1 ? undefined : { entry, kind: 2, section: text };
}

/** whether a text holds a word of every term */
function holdsEvery(text: PreparedText, masks: TermMasks, termCount: number): boolean {
  let held = 0;
  for (let at = 2; at < text.words.length; at += 3) held |= masks[text.words[at]!]!;
  const all = (1 << termCount) - 1;
  return ((held | (held >> OTHER_SHIFT)) & all) === all;
}

/** whether the query names a title or heading whole: every unit of it matched (text-units.ts) */
function namedWhole(text: PreparedText, masks: TermMasks, words: readonly string[]): boolean {
  const units = textUnits(text.words, text.folded, words);
  return units.length > 0 && units.every((id) => masks[id] !== 0);
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
    for (let at = firstNotBefore(words, sorted, run); at < sorted.length && words[sorted[at]!]!.startsWith(run); at++) {
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
  // a phrase's token spans the words it is made of: their ranges overlap
  return { text: text.text, ranges: mergeRanges(ranges) };
}

/** the occurrences of the whole query (if given) and the matched part of every word a term matched */
function highlightText(text: PreparedText, foldedQuery: string, wordMatched: Uint16Array): HighlightedText {
  const ranges: Range[] = findOccurrences(text.folded, foldedQuery);
  const { words } = text;
  for (let at = 0; at < words.length; at += 3) pushMatched(ranges, words, at, wordMatched);
  return { text: text.text, ranges: mergeRanges(ranges) };
}
