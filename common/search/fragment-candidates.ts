import { foldText } from './fold-text.ts';
import {
  deltaDecode,
  DESCRIPTION_TEXT,
  fragmentName,
  SECTION_SLOTS,
  TITLE_TEXT,
  TITLE_UNITS_SHIFT,
  wordKey,
  wordKeysFor,
  type GramFragment,
  type MetaFragment,
  type WordFragment,
} from './fragment-format.ts';
import type { FragmentSource } from './fragment-store.ts';
import type { QueryTerm } from './match-query.ts';
import { EXACT_POINTS, OTHER_POINTS, pageScore, textPoints } from './page-scores.ts';
import { stemKey } from './stem-word.ts';
import { forEachWord } from './text-words.ts';

// Which pages can match a query, from the fragments alone (no page text): the candidates the
// fragment engine then loads, in the index's order, and matches exactly as the whole index would.

/** pages in ascending order, handed out a few at a time */
export interface PageCursor {
  /** up to `count` more pages for which `accept` holds; none when the pages are used up */
  next(count: number, accept: (page: number) => boolean): number[];
}

const NO_PAGES: PageCursor = { next: () => [] };

/**
 * The pages whose title or description may hold `folded` (spec §5): a superset, ascending. Read a
 * few at a time, as tier 1 needs them: a one-letter query's candidates are most of the site, and
 * a keystroke that listed them all would make garbage in proportion (the collector's pauses set
 * the tail of the time per keystroke: docs/performance.md, «Time per keystroke»).
 */
export async function titleCandidates(store: FragmentSource, meta: MetaFragment, folded: string): Promise<PageCursor> {
  const grams = gramsOf(folded).map((gram) => gramFragmentOf(meta, gram));
  if (!grams.every((gram): gram is GramRun => gram !== undefined)) return NO_PAGES;
  const fragments = await store.getAll<GramFragment>(grams.map(({ key }) => fragmentName.gram(key)));
  const lists = grams.map(({ rest }, position) => gramPages(fragments[position]!, rest));
  const [first, ...others] = lists.sort((a, b) => a.length - b.length);
  const at = others.map(() => 0);
  let index = 0;
  return {
    next(count, accept) {
      const pages: number[] = [];
      while (pages.length < count && index < first!.length) {
        const page = first![index++]!;
        if (others.every((other, position) => reaches(other, at, position, page)) && accept(page)) pages.push(page);
      }
      return pages;
    },
  };
}

/** a run of a query: a fragment's key and, when the run is longer, its next character ('' when not) */
interface GramRun {
  key: string;
  rest: string;
}

/**
 * Where a run's pages are: under its third character in its 2-character key's fragment, or, when
 * that fragment was split, in the run's own fragment; undefined when no title or description holds it.
 */
function gramFragmentOf(meta: MetaFragment, { key, rest }: GramRun): GramRun | undefined {
  const rests = rest === '' || !Object.hasOwn(meta.gramSplit, key) ? undefined : meta.gramSplit[key]!;
  if (rests !== undefined) return rests.includes(rest) ? { key: key + rest, rest: '' } : undefined;
  return meta.grams.includes(key) ? { key, rest } : undefined;
}

/** a gram fragment's page lists decoded once: each keystroke of a word reads the same ones again */
const decodedGrams = new WeakMap<GramFragment, Map<string, number[]>>();

function gramPages(fragment: GramFragment, rest: string): number[] {
  let lists = decodedGrams.get(fragment);
  if (lists === undefined) decodedGrams.set(fragment, (lists = new Map()));
  let pages = lists.get(rest);
  if (pages === undefined) lists.set(rest, (pages = deltaDecode(fragment[rest] ?? [])));
  return pages;
}

/**
 * The runs of the query the gram fragments index, at most two: the query itself when it is one or
 * two characters; else the first three characters of its longest word, and, for a query of several
 * words, the three that join the first two (".. д" of "лечение д": rarer than either word), or else
 * the last three of that longest word. Every one of them is in a title holding the query.
 */
function gramsOf(folded: string): GramRun[] {
  if (folded.length <= 2) return [{ key: folded, rest: '' }];
  const runs: { start: number; end: number }[] = [];
  forEachWord(folded, (_word, start, end) => {
    runs.push({ start, end });
  });
  const longest = runs.filter((run) => run.end - run.start >= 3).sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  const starts: number[] = [];
  if (longest !== undefined) starts.push(longest.start);
  if (runs.length >= 2 && runs[1]!.start >= 2) starts.push(runs[1]!.start - 2);
  else if (longest !== undefined) starts.push(longest.end - 3);
  if (starts.length === 0) starts.push(0);
  return [...new Set(starts)].map((start) => ({ key: folded.slice(start, start + 2), rest: folded[start + 2]! }));
}

/**
 * per query word: the sections holding a word it matches, the pages whose title or description
 * hold a word it starts, and per naming text what the ranking reads — which also tells the pages
 * whose title or description hold a word it matches (rank.title, rank.description) and the
 * sections whose heading does (rank.heading)
 */
export interface TermPlaces {
  /** how many words of the site the term matches */
  words: number;
  /** how many pages the site has (its pages are numbered from 0) */
  pages: number;
  /** the pages whose title or description hold a word the term starts (not another form of it, nor a synonym) */
  prefixTitle: number[];
  /** per word the term matches, the sections holding it, ascending (the decoded fragment's own lists: read, never changed) */
  sections: (readonly number[])[];
  /** what the ranking reads (page-scores.ts) */
  rank: TermRank;
  /** the sections whose heading holds a word the term matches (rank.heading's), ascending: a page's are looked up by range */
  headingRefs: Int32Array;
}

/** per naming text, the best points the term scores in it, and for titles and headings the units of it the term matches */
interface TermRank {
  /** by page */
  title: Map<number, TextMatch>;
  description: Map<number, number>;
  shortTitle: Map<number, number>;
  /** by section */
  heading: Map<number, TextMatch>;
}

interface TextMatch {
  points: number;
  /** how many units the text has (text-units.ts); 0: not known from this term's words (none of them is a unit) */
  units: number;
  /** the ids of the words of it the term matches that are units */
  matched: number[];
}

interface DecodedWord {
  folded: string;
  stem: string;
  title: number[];
  heading: number[];
  section: number[];
  /** per page of `title`: TITLE_TEXT, DESCRIPTION_TEXT and the title's units (fragment-format.ts) */
  titleTexts: number[];
  shortTitle: number[];
  /** per section of `heading`: the heading's units where the word is one, else 0 */
  headingUnits: number[];
}

/** a word fragment read once: folded words, stems and place lists, reused by every keystroke */
const decodedFragments = new WeakMap<WordFragment, Map<number, DecodedWord>>();

function decode(fragment: WordFragment): Map<number, DecodedWord> {
  let words = decodedFragments.get(fragment);
  if (words === undefined) {
    words = new Map();
    for (const [id, spelled, , title, heading, section, titleTexts, shortTitle, headingUnits] of fragment.words) {
      words.set(id, {
        folded: foldText(spelled),
        stem: stemKey(spelled),
        title: deltaDecode(title),
        heading: deltaDecode(heading),
        section: deltaDecode(section),
        titleTexts,
        shortTitle: deltaDecode(shortTitle),
        headingUnits,
      });
    }
    decodedFragments.set(fragment, words);
  }
  return words;
}

/** the word fragments a term's matches live in: under its own first letters and its stem's, and under its synonyms' tokens */
export function termWordNames(meta: MetaFragment, term: QueryTerm): string[] {
  const split = new Set(meta.split);
  const keys = new Set<string>();
  const add = (key: string) => {
    if (key !== '' && meta.words.includes(key)) keys.add(key);
  };
  for (const token of term.tokens) add(wordKey(token, split));
  if (!term.phrase) {
    for (const key of wordKeysFor(term.folded, meta)) keys.add(key);
    add(wordKey(term.stem, split));
  }
  return [...keys].map(fragmentName.word);
}

/** the places of the words a term matches (beyond spec §5: words it starts, other forms of it, its synonyms) */
export async function termPlaces(store: FragmentSource, meta: MetaFragment, term: QueryTerm): Promise<TermPlaces> {
  const fragments = await store.getAll<WordFragment>(termWordNames(meta, term));
  const seen = new Set<number>();
  const rank: TermRank = { title: new Map(), description: new Map(), shortTitle: new Map(), heading: new Map() };
  const result: TermPlaces = { words: 0, pages: meta.pages, prefixTitle: [], sections: [], rank, headingRefs: NO_REFS };
  const best = (texts: Map<number, number>, at: number, points: number) => texts.set(at, Math.max(texts.get(at) ?? 0, points));
  const match = (texts: Map<number, TextMatch>, at: number, points: number, units: number, id: number) => {
    let text = texts.get(at);
    if (text === undefined) texts.set(at, (text = { points: 0, units: 0, matched: [] }));
    text.points = Math.max(text.points, points);
    if (units > 0) {
      text.units = units;
      text.matched.push(id);
    }
  };
  for (const fragment of fragments) {
    // forEach and indexed loops: a keystroke of a new word reads thousands of places, and an entry array for each made garbage
    decode(fragment).forEach((word, id) => {
      const typedStart = !term.phrase && word.folded.startsWith(term.folded);
      const matches = typedStart || (!term.phrase && word.stem === term.stem) || term.tokens.includes(word.folded);
      if (seen.has(id) || !matches) return;
      seen.add(id);
      result.words++;
      result.sections.push(word.section);
      if (typedStart) for (const page of word.title) result.prefixTitle.push(page);
      const points = word.folded === term.folded ? EXACT_POINTS : OTHER_POINTS;
      for (let at = 0; at < word.title.length; at++) {
        const texts = word.titleTexts[at]!;
        if (texts & TITLE_TEXT) match(rank.title, word.title[at]!, points, texts >> TITLE_UNITS_SHIFT, id);
        if (texts & DESCRIPTION_TEXT) best(rank.description, word.title[at]!, points);
      }
      for (const page of word.shortTitle) best(rank.shortTitle, page, points);
      for (let at = 0; at < word.heading.length; at++) match(rank.heading, word.heading[at]!, points, word.headingUnits[at]!, id);
    });
  }
  result.headingRefs = Int32Array.from(rank.heading.keys()).sort();
  return result;
}

const NO_REFS = new Int32Array(0);

/** a term's sections ascending and without repeats, worked out once per term: group 3 reads them on every keystroke of the word */
const sortedSections = new WeakMap<TermPlaces, Int32Array>();

function sectionsOf(term: TermPlaces): Int32Array {
  let sorted = sortedSections.get(term);
  if (sorted === undefined) {
    let length = 0;
    for (const list of term.sections) length += list.length;
    const all = new Int32Array(length);
    length = 0;
    for (const list of term.sections) {
      all.set(list, length);
      length += list.length;
    }
    sortedSections.set(term, (sorted = ascendingOnce(all.sort())));
  }
  return sorted;
}

/** the sections of a page (its places from `from` on) holding a word of the term, ascending, each once: a look-up in each word's list */
function sectionsIn(term: TermPlaces, from: number): Int32Array {
  const found: number[] = [];
  for (const list of term.sections) for (let at = firstAtLeast(list, from); at < list.length && list[at]! < from + SECTION_SLOTS; at++) found.push(list[at]!);
  return ascendingOnce(Int32Array.from(found).sort());
}

/** an ascending list with its repeats dropped, in place */
function ascendingOnce(sorted: Int32Array): Int32Array {
  let kept = 0;
  for (let at = 0; at < sorted.length; at++) if (kept === 0 || sorted[at] !== sorted[kept - 1]) sorted[kept++] = sorted[at]!;
  return sorted.subarray(0, kept);
}

/** whether a term's word is in the page's title or description */
const titles = (term: TermPlaces, page: number) => term.rank.title.has(page) || term.rank.description.has(page);

/** each page's score for a query, by page (0: the page does not name it; pages past the end score 0 too) */
export type PageScores = Readonly<Int32Array>;

/** a page of group 1 (match-query.ts): its score, and what of it matched (kind: 0 title or description, 1 a heading, 2 a section's text) */
export interface RankedPage {
  page: number;
  score: number;
  kind: 0 | 1 | 2;
  /** the section the hit links to (kinds 1 and 2; kind 0: a heading the query names whole, or -1) */
  section: number;
}

/**
 * A title's or heading's points for the query, as page-scores.ts counts them: its terms' points
 * summed, three times that when the query names it whole. `kind` and `at`: the page's title, or
 * the section's heading.
 */
function namedPoints(terms: readonly TermPlaces[], kind: 'title' | 'heading', at: number): number {
  let points = 0;
  for (const term of terms) points += term.rank[kind].get(at)?.points ?? 0;
  return textPoints(points, namedWhole(terms, kind, at));
}

/**
 * Whether the query names a title or heading whole: every unit of it matched, by one term or
 * another (each term's matched units are distinct, termPlaces reads each word once; a unit two
 * terms match counts once)
 */
function namedWhole(terms: readonly TermPlaces[], kind: 'title' | 'heading', at: number): boolean {
  let units = 0;
  let matched = 0;
  for (let position = 0; position < terms.length; position++) {
    const match = terms[position]!.rank[kind].get(at);
    if (match === undefined) continue;
    if (match.units > 0) units = match.units;
    for (const id of match.matched) if (!matchedBefore(terms, position, kind, at, id)) matched++;
  }
  return units > 0 && matched === units;
}

/** whether a term before `position` matched the unit `id` of the text too */
function matchedBefore(terms: readonly TermPlaces[], position: number, kind: 'title' | 'heading', at: number, id: number): boolean {
  for (let earlier = 0; earlier < position; earlier++) if (terms[earlier]!.rank[kind].get(at)?.matched.includes(id)) return true;
  return false;
}

/** whether a term before `position` holds the text: its points were counted with that term's */
function heldBefore(terms: readonly TermPlaces[], position: number, kind: 'title' | 'heading', at: number): boolean {
  for (let earlier = 0; earlier < position; earlier++) if (terms[earlier]!.rank[kind].has(at)) return true;
  return false;
}

/** a page's sections whose heading holds a term, ascending, each once */
function pageHeadings(terms: readonly TermPlaces[], page: number): number[] {
  const from = page * SECTION_SLOTS;
  const refs: number[] = [];
  for (const { headingRefs } of terms)
    for (let at = firstAtLeast(headingRefs, from); at < headingRefs.length && headingRefs[at]! < from + SECTION_SLOTS; at++) refs.push(headingRefs[at]!);
  return terms.length === 1 ? refs : [...new Set(refs)].sort((a, b) => a - b);
}

/** the per-page sums of one ranking, reused by the next: indexed by page, grown to the site's page count */
const sums = { title: new Int32Array(0), shortTitle: new Int32Array(0), description: new Int32Array(0), headings: new Int32Array(0) };
/** per page, its three best headings' points (page-scores.ts counts no more) */
const HEADINGS_KEPT = 3;
/**
 * Group 1 as the matcher ranks it (match-query.ts), from the places alone: each page's score, and
 * its first `limit` pages in order — the pages holding every term that a naming text names, by
 * score, then kind, then page. Read a score at a time, best first: a page's kind is worked out
 * only for the scores shown. When fewer than `limit` pages are listed, they are the whole group.
 */
export function rankedPages(terms: readonly TermPlaces[], limit: number): { pages: RankedPage[]; scores: PageScores } {
  const ranking = rankingOf(terms);
  const { scores, order, matched } = ranking;
  const pages: RankedPage[] = [];
  for (let at = 0; at < order.length && pages.length < limit;) {
    const score = scores[order[at]!]!;
    const group: RankedPage[] = [];
    for (; at < order.length && scores[order[at]!] === score; at++) {
      const page = order[at]!;
      if (!matched.has(page)) matched.set(page, whereMatched(terms, page));
      const found = matched.get(page);
      if (found !== undefined) group.push({ page, score, ...found });
    }
    group.sort((a, b) => a.kind - b.kind || a.page - b.page);
    for (const ranked of group) if (pages.length < limit) pages.push(ranked);
  }
  return { pages, scores };
}

/** a query's scores and order, and where each page read so far matched, worked out once per query's words */
interface Ranking {
  scores: PageScores;
  /** the pages scoring above 0, best first, then in the index's order */
  order: number[];
  matched: Map<number, { kind: 0 | 1 | 2; section: number } | undefined>;
}

/** per first term, the rankings of the queries starting with it, by their other terms in turn: typing a key again reads them */
const rankings = new WeakMap<TermPlaces, { ranking?: Ranking; next: WeakMap<TermPlaces, unknown> }>();

function rankingOf(terms: readonly TermPlaces[]): Ranking {
  let level = rankings as WeakMap<TermPlaces, { ranking?: Ranking; next: WeakMap<TermPlaces, unknown> }>;
  let node: { ranking?: Ranking; next: WeakMap<TermPlaces, unknown> } | undefined;
  for (const term of terms) {
    node = level.get(term);
    if (node === undefined) level.set(term, (node = { next: new WeakMap() }));
    level = node.next as typeof level;
  }
  node!.ranking ??= computeRanking(terms);
  return node!.ranking;
}

/**
 * Each page's score (page-scores.ts) from its naming texts' points, summed in arrays indexed by
 * page: a keystroke of a new word works this out over every text its words are in (thousands at
 * 10 000 pages), and an object or a map entry per text made most of its time and garbage.
 */
function computeRanking(terms: readonly TermPlaces[]): Ranking {
  const pages = Math.max(...terms.map((term) => term.pages));
  if (sums.title.length < pages) {
    sums.title = new Int32Array(pages);
    sums.shortTitle = new Int32Array(pages);
    sums.description = new Int32Array(pages);
    sums.headings = new Int32Array(HEADINGS_KEPT * pages);
  }
  const { title, shortTitle, description, headings } = sums;
  const touched: number[] = [];
  const touch = (page: number) => {
    if (title[page] === 0 && shortTitle[page] === 0 && description[page] === 0 && headings[HEADINGS_KEPT * page] === 0) touched.push(page);
  };
  for (const [position, term] of terms.entries()) {
    const { rank } = term;
    for (const page of rank.title.keys()) {
      if (heldBefore(terms, position, 'title', page)) continue;
      touch(page);
      title[page] = namedPoints(terms, 'title', page);
    }
    rank.description.forEach((points, page) => {
      touch(page);
      description[page]! += points;
    });
    rank.shortTitle.forEach((points, page) => {
      touch(page);
      shortTitle[page]! += points;
    });
    for (const ref of rank.heading.keys()) {
      if (heldBefore(terms, position, 'heading', ref)) continue;
      const points = namedPoints(terms, 'heading', ref);
      const page = Math.floor(ref / SECTION_SLOTS);
      touch(page);
      // kept best first
      let at = HEADINGS_KEPT * page;
      const end = at + HEADINGS_KEPT;
      while (at < end && headings[at]! >= points) at++;
      if (at < end) {
        headings.copyWithin(at + 1, at, end - 1);
        headings[at] = points;
      }
    }
  }
  const scores = new Int32Array(pages);
  // by score, best first, then by page: one numeric sort of composite keys
  const keys: number[] = [];
  const best: number[] = [];
  for (const page of touched) {
    best.length = 0;
    for (let at = HEADINGS_KEPT * page; at < HEADINGS_KEPT * (page + 1) && headings[at]! > 0; at++) best.push(headings[at]!);
    const score = pageScore(title[page]!, shortTitle[page]!, description[page]!, best);
    title[page] = shortTitle[page] = description[page] = 0;
    headings.fill(0, HEADINGS_KEPT * page, HEADINGS_KEPT * (page + 1));
    if (score <= 0) continue;
    scores[page] = score;
    keys.push(-score * 2 ** 32 + page);
  }
  const sorted = Float64Array.from(keys).sort();
  const order = new Array<number>(sorted.length);
  for (let at = 0; at < sorted.length; at++) order[at] = sorted[at]! - Math.floor(sorted[at]! / 2 ** 32) * 2 ** 32;
  return { scores, order, matched: new Map() };
}

/**
 * Where a page holds every term, as the matcher decides it: its title or description (kind 0,
 * linking to the best heading the query names whole when the title does not hold every term),
 * else of its sections holding them (in it or in the title and description) with a heading
 * holding one, the best-scoring heading (1), else the first holding them (2) — for several
 * terms, only when the title or description holds one — a term in the section itself.
 */
function whereMatched(terms: readonly TermPlaces[], page: number): { kind: 0 | 1 | 2; section: number } | undefined {
  const from = page * SECTION_SLOTS;
  const titled = terms.map((term) => titles(term, page));
  if (titled.every(Boolean)) {
    let section = -1;
    if (!terms.every((term) => term.rank.title.has(page))) {
      let most = 0;
      for (const ref of pageHeadings(terms, page)) {
        const points = namedPoints(terms, 'heading', ref);
        if (points > most && namedWhole(terms, 'heading', ref)) [most, section] = [points, ref];
      }
    }
    return { kind: 0, section };
  }
  if (terms.length === 1) {
    // one term: its headings in the page are sections holding it, and a heading beats any text
    let most = 0;
    let best = -1;
    for (const ref of pageHeadings(terms, page)) {
      const points = namedPoints(terms, 'heading', ref);
      if (points > most) [most, best] = [points, ref];
    }
    if (best !== -1) return { kind: 1, section: best };
  }
  const textCounts = terms.length === 1 || titled.some(Boolean);
  const sorted = terms.map((term) => sectionsIn(term, from));
  const refs = new Set<number>();
  for (const sections of sorted) for (const ref of sections) refs.add(ref);
  let text = -1;
  let best = -1;
  let most = 0;
  for (const ref of [...refs].sort((a, b) => a - b)) {
    if (!sorted.every((sections, position) => titled[position] || includes(sections, ref))) continue;
    if (terms.some((term) => term.rank.heading.has(ref))) {
      const points = namedPoints(terms, 'heading', ref);
      if (points > most) [most, best] = [points, ref];
    } else if (text === -1 && textCounts) text = ref;
  }
  if (best !== -1) return { kind: 1, section: best };
  return text === -1 ? undefined : { kind: 2, section: text };
}

/**
 * Group 3 (match-query.ts), of a query of one term: the pages scoring nothing that hold it in a
 * section, not in `taken`, each with its first such section, ascending; at most `most` of them.
 */
export function passingHits(terms: readonly TermPlaces[], scores: PageScores, taken: ReadonlySet<number>, most: number): { page: number; section: number }[] {
  const sorted = terms.map(sectionsOf);
  const at = terms.map(() => 0);
  const hits: { page: number; section: number }[] = [];
  // the terms' section lists merged in one ascending pass, each section once
  while (hits.length < most) {
    let ref = Infinity;
    for (let position = 0; position < sorted.length; position++) {
      const section = sorted[position]!;
      if (at[position]! < section.length) ref = Math.min(ref, section[at[position]!]!);
    }
    if (ref === Infinity) break;
    let every = true;
    for (let position = 0; position < sorted.length; position++) {
      if (sorted[position]![at[position]!] === ref) at[position]!++;
      else every = false;
    }
    const page = Math.floor(ref / SECTION_SLOTS);
    if (!every || (scores[page] ?? 0) > 0 || taken.has(page) || hits[hits.length - 1]?.page === page) continue;
    hits.push({ page, section: ref });
  }
  return hits;
}

/** whether the ascending `list` holds `value` */
function includes(list: Int32Array, value: number): boolean {
  const at = firstAtLeast(list, value);
  return at < list.length && list[at] === value;
}

/** the position of the first value >= `value` in an ascending list */
function firstAtLeast(list: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Whether the ascending `list` holds `value`, reading on from at[position] (values asked for ascend,
 * so each list is read once in all).
 */
function reaches(list: ArrayLike<number>, at: number[], position: number, value: number): boolean {
  let index = at[position]!;
  while (index < list.length && list[index]! < value) index++;
  at[position] = index;
  return list[index] === value;
}
