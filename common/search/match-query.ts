import { foldText } from './fold-text.ts';
import { excerptAround, findOccurrences, mergeRanges } from './highlight-ranges.ts';
import { postingCount } from './postings.ts';
import { mayBeInPageText, type MatchIndex, type MatchVocabulary, type PreparedText } from './prepare-index.ts';
import { stemKey } from './stem-word.ts';
import { forEachWord } from './text-words.ts';
import type { HighlightedText, Range, SearchHit } from './search-types.ts';

// Spec §5, then beyond it. The hits come in four tiers, each in the index's order:
//   1. spec §5 exactly: the trimmed, lowercased query occurs in the title or description, with the
//      look-alike letters folded on both sides (and ё as е);
//   2. every word of the query is in the title or description as a word form (лечение → лечения)
//      or as the start of a word (the word being typed);
//   3. the same, in a heading of the page (the page's title and description count too);
//   4. the same, in the text under a heading.
// One hit per page; tiers 3 and 4 link to the heading above the match.

export const DEFAULT_LIMIT = 50;
/** a run of the query found in more title words than this is not used to narrow tier 1 down */
const MAX_NARROWING_WORDS = 256;
/** more query words than this are ignored by tiers 2–4 */
const MAX_TERMS = 8;

export interface QueryTerm {
  /** the folded word */
  folded: string;
  /** the word lowercased as typed */
  typed: string;
  /** [start, end) in the trimmed, lowercased query */
  start: number;
  end: number;
  /** stemKey(typed): the key its other forms share */
  stem: string;
}

export interface ParsedQuery {
  /** trimmed and lowercased (spec §5) */
  normalized: string;
  folded: string;
  /** its words of two characters or more: a single letter would match nearly every word */
  terms: QueryTerm[];
}

export function parseQuery(query: string): ParsedQuery {
  const normalized = query.trim().toLowerCase();
  const folded = foldText(normalized);
  const terms: QueryTerm[] = [];
  forEachWord(folded, (word, start, end) => {
    if (word.length < 2 || terms.length >= MAX_TERMS) return;
    const typed = normalized.slice(start, end);
    terms.push({ folded: word, typed, start, end, stem: stemKey(typed) });
  });
  return { normalized, folded, terms };
}

/** the vocabulary ids a query word matches: words it starts, and other forms of the same word */
export function wordsMatching(vocabulary: Pick<MatchVocabulary, 'words' | 'sorted' | 'idsByStem'>, term: QueryTerm): number[] {
  const { words, sorted } = vocabulary;
  const ids = new Set<number>(vocabulary.idsByStem.get(term.stem));
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

export function matchQuery(index: MatchIndex, query: string, limit = DEFAULT_LIMIT): SearchHit[] {
  const parsed = parseQuery(query);
  if (parsed.folded === '') return [];
  const { entries, sections, sectionEntry, vocabulary } = index;
  const termWords = parsed.terms.map((term) => wordsMatching(vocabulary, term));
  /**
   * How much of each word a term matched, from its start: the typed part when the word starts with
   * it ("эпилеп" in "эпилепсии"), all of it for another form of the word (лечение → "лечения");
   * 0 for the other words.
   */
  const { scratch } = index;
  const wordMatched = scratch.wordMatched.fill(0);
  for (const [position, ids] of termWords.entries()) {
    const term = parsed.terms[position]!;
    for (const id of ids) {
      const word = vocabulary.words[id]!;
      wordMatched[id] = Math.max(wordMatched[id]!, word.startsWith(term.folded) ? term.folded.length : word.length);
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

  // tier 1: spec §5
  const [taken, entryTerms, entryHasTerm] = scratch.entryMarks.slice(0, 3).map((marks) => marks.fill(0)) as [Uint8Array, Uint8Array, Uint8Array];
  const hits: SearchHit[] = [];
  for (const entry of entriesContaining(index, parsed.folded)) {
    if (hits.length >= limit) break;
    taken[entry] = 1;
    hits.push(pageHit(entry));
  }
  if (hits.length >= limit || termWords.length === 0 || termWords.some((ids) => ids.length === 0)) return hits;

  // tier 2: every term in the title or description; entryTerms[e] = how many terms in a row e holds
  // sectionTerms[s] = how many terms in a row section s holds, in its heading or text or in its page's
  // title or description; sectionOwnsTerm[s]: its heading or text holds a term itself
  const termCount = termWords.length;
  const [sectionTerms, sectionOwnsTerm] = scratch.sectionMarks.map((marks) => marks.fill(0)) as [Uint8Array, Uint8Array];
  const { sectionStarts } = index;
  const { entryPostings, sectionPostings } = vocabulary;
  for (const [term, ids] of termWords.entries()) {
    const mark = term + 1;
    for (const id of ids) {
      for (let at = entryPostings.start[id]!, end = at + entryPostings.count[id]!; at < end; at++) {
        const entry = entryPostings.items[at]!;
        if (entryTerms[entry] === term) entryTerms[entry] = mark;
        // the page's title or description holds the term: so do all its sections
        if (entryHasTerm[entry] === mark) continue;
        entryHasTerm[entry] = mark;
        for (let section = sectionStarts[entry]!; section < sectionStarts[entry + 1]!; section++) {
          if (sectionTerms[section] === term) sectionTerms[section] = mark;
        }
      }
      for (let at = sectionPostings.start[id]!, end = at + sectionPostings.count[id]!; at < end; at++) {
        const section = sectionPostings.items[at]!;
        if (sectionTerms[section] === term) sectionTerms[section] = mark;
        sectionOwnsTerm[section] = 1;
      }
    }
  }
  for (let entry = 0; entry < entries.length && hits.length < limit; entry++) {
    if (!taken[entry] && entryTerms[entry] === termCount) {
      taken[entry] = 1;
      hits.push(pageHit(entry));
    }
  }
  if (hits.length >= limit) return hits;

  // tiers 3 and 4: the first section of each remaining page whose heading matched, else whose text
  // did; sections are in the index's order, so reading stops once the heading hits fill the limit
  const room = limit - hits.length;
  const headingHit = new Map<number, number>();
  const textHit = new Map<number, number>();
  for (let section = 0; section < sections.length && headingHit.size < room; section++) {
    if (sectionTerms[section] !== termCount || !sectionOwnsTerm[section]) continue;
    const entry = sectionEntry[section]!;
    if (taken[entry] || headingHit.has(entry)) continue;
    const heading = sections[section]!.heading;
    if (heading !== undefined && firstMatchedWord(heading, wordMatched) !== -1) headingHit.set(entry, section);
    else if (textHit.size < room && !textHit.has(entry)) textHit.set(entry, section);
  }
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
  // both maps were filled in the index's order
  for (const section of headingHit.values()) {
    if (hits.length >= limit) return hits;
    hits.push(deepHit(section, 'heading'));
  }
  for (const [entry, section] of textHit) {
    if (hits.length >= limit) return hits;
    if (!headingHit.has(entry)) hits.push(deepHit(section, 'text'));
  }
  return hits;
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
  const marked = index.scratch.entryMarks[3].fill(0);
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
  if (length > 0) ranges.push([words[at]!, words[at]! + length]);
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
