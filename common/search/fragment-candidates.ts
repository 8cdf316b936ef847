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

/** per query word: the pages whose title or description hold a word it matches, the sections whose heading does, the sections that do */
export interface TermPlaces {
  /** how many words of the site the term matches */
  words: number;
  title: number[];
  /** the pages whose title or description hold a word the term starts (not another form of it, nor a synonym) */
  prefixTitle: number[];
  heading: number[];
  section: number[];
  /** what the ranking reads (page-scores.ts) */
  rank: TermRank;
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
  const result: TermPlaces = { words: 0, title: [], prefixTitle: [], heading: [], section: [], rank };
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
    for (const [id, word] of decode(fragment)) {
      const typedStart = !term.phrase && word.folded.startsWith(term.folded);
      const matches = typedStart || (!term.phrase && word.stem === term.stem) || term.tokens.includes(word.folded);
      if (seen.has(id) || !matches) continue;
      seen.add(id);
      result.words++;
      const places = [
        [word.title, result.title],
        [word.heading, result.heading],
        [word.section, result.section],
      ] as const;
      for (const [from, to] of typedStart ? [...places, [word.title, result.prefixTitle] as const] : places) {
        for (const place of from) to.push(place);
      }
      const points = word.folded === term.folded ? EXACT_POINTS : OTHER_POINTS;
      for (const [at, page] of word.title.entries()) {
        const texts = word.titleTexts[at]!;
        if (texts & TITLE_TEXT) match(rank.title, page, points, texts >> TITLE_UNITS_SHIFT, id);
        if (texts & DESCRIPTION_TEXT) best(rank.description, page, points);
      }
      for (const page of word.shortTitle) best(rank.shortTitle, page, points);
      for (const [at, ref] of word.heading.entries()) match(rank.heading, ref, points, word.headingUnits[at]!, id);
    }
  }
  return result;
}

/** a term's places sorted and without repeats, worked out once per term: each keystroke of a phrase reads its earlier words' again */
interface SortedPlaces {
  title: Int32Array;
  heading: Int32Array;
  section: Int32Array;
}

const sortedPlaces = new WeakMap<TermPlaces, SortedPlaces>();

function sortedOf(term: TermPlaces): SortedPlaces {
  let sorted = sortedPlaces.get(term);
  if (sorted === undefined) {
    const ascending = (list: readonly number[]) => Int32Array.from(new Set(list)).sort();
    sortedPlaces.set(term, (sorted = { title: ascending(term.title), heading: ascending(term.heading), section: ascending(term.section) }));
  }
  return sorted;
}

/** a page of group 1 (match-query.ts): its score, and what of it matched (kind: 0 title or description, 1 a heading, 2 a section's text) */
export interface RankedPage {
  page: number;
  score: number;
  kind: 0 | 1 | 2;
  /** the section the hit links to (kinds 1 and 2; kind 0: a heading the query names whole, or -1) */
  section: number;
}

/** the query's points per naming text, as page-scores.ts counts them */
interface QueryTexts {
  /** per page: the title's and short title's points (with the title named whole or not), the description's */
  pages: Map<number, { title: number; titleTerms: number; shortTitle: number; description: number }>;
  /** per section: the heading's points, and whether the query names it whole */
  headings: Map<number, { points: number; whole: boolean }>;
}

/** the terms' points summed per naming text, a title or heading named whole counted so */
function queryTexts(terms: readonly TermPlaces[]): QueryTexts {
  const pages: QueryTexts['pages'] = new Map();
  const pageOf = (page: number) => {
    let texts = pages.get(page);
    if (texts === undefined) pages.set(page, (texts = { title: 0, titleTerms: 0, shortTitle: 0, description: 0 }));
    return texts;
  };
  const named = (matches: Map<number, { points: number[]; units: number; ids: Set<number> }>, at: number, match: TextMatch) => {
    let text = matches.get(at);
    if (text === undefined) matches.set(at, (text = { points: [], units: 0, ids: new Set() }));
    text.points.push(match.points);
    if (match.units > 0) text.units = match.units;
    for (const id of match.matched) text.ids.add(id);
  };
  const titles = new Map<number, { points: number[]; units: number; ids: Set<number> }>();
  const headings = new Map<number, { points: number[]; units: number; ids: Set<number> }>();
  for (const { rank } of terms) {
    for (const [page, match] of rank.title) named(titles, page, match);
    for (const [ref, match] of rank.heading) named(headings, ref, match);
    for (const [page, points] of rank.description) pageOf(page).description += points;
    for (const [page, points] of rank.shortTitle) pageOf(page).shortTitle += points;
  }
  const whole = (text: { units: number; ids: Set<number> }) => text.units > 0 && text.ids.size === text.units;
  const sum = (points: readonly number[]) => points.reduce((total, each) => total + each, 0);
  for (const [page, text] of titles) {
    const texts = pageOf(page);
    texts.title = textPoints(sum(text.points), whole(text));
    texts.titleTerms = text.points.length;
  }
  const headingPoints: QueryTexts['headings'] = new Map();
  for (const [ref, text] of headings) {
    headingPoints.set(ref, { points: textPoints(sum(text.points), whole(text)), whole: whole(text) });
    pageOf(Math.floor(ref / SECTION_SLOTS));
  }
  return { pages, headings: headingPoints };
}

/**
 * Group 1 as the matcher ranks it (match-query.ts), from the places alone: each page's score, and
 * its first `limit` pages in order — the pages holding every term that a naming text names, by
 * score, then kind, then page. Read a score at a time, best first: a page's kind is worked out
 * only for the scores shown. When fewer than `limit` pages are listed, they are the whole group.
 */
export function rankedPages(terms: readonly TermPlaces[], limit: number): { pages: RankedPage[]; scores: Map<number, number> } {
  const ranking = rankingOf(terms);
  const { scores, order, matched } = ranking;
  const pages: RankedPage[] = [];
  for (let at = 0; at < order.length && pages.length < limit;) {
    const score = scores.get(order[at]!)!;
    const group: RankedPage[] = [];
    for (; at < order.length && scores.get(order[at]!) === score; at++) {
      const page = order[at]!;
      if (!matched.has(page)) matched.set(page, whereMatched(ranking.sorted, page, ranking.texts, ranking.texts.pages.get(page)!.titleTerms === terms.length));
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
  texts: QueryTexts;
  sorted: SortedPlaces[];
  scores: Map<number, number>;
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

function computeRanking(terms: readonly TermPlaces[]): Ranking {
  const texts = queryTexts(terms);
  const headingsOf = new Map<number, number[]>();
  for (const [ref, { points }] of texts.headings) {
    const page = Math.floor(ref / SECTION_SLOTS);
    let list = headingsOf.get(page);
    if (list === undefined) headingsOf.set(page, (list = []));
    list.push(points);
  }
  const scores = new Map<number, number>();
  for (const [page, { title, shortTitle, description }] of texts.pages) {
    const score = pageScore(title, shortTitle, description, headingsOf.get(page) ?? []);
    if (score > 0) scores.set(page, score);
  }
  const keys = Float64Array.from(scores, ([page, score]) => -score * 2 ** 32 + page).sort();
  const order = Array.from(keys, (key) => key - Math.floor(key / 2 ** 32) * 2 ** 32);
  return { texts, sorted: terms.map(sortedOf), scores, order, matched: new Map() };
}

/**
 * Where a page holds every term, as the matcher decides it: its title or description (kind 0,
 * linking to the best heading the query names whole when the title does not hold every term),
 * else of its sections holding them (in it or in the title and description) with a heading
 * holding one, the best-scoring heading (1), else the first holding them (2) — for several
 * terms, only when the title or description holds one — a term in the section itself.
 */
function whereMatched(
  sorted: readonly SortedPlaces[],
  page: number,
  texts: QueryTexts,
  titleHoldsEvery: boolean,
): { kind: 0 | 1 | 2; section: number } | undefined {
  const from = page * SECTION_SLOTS;
  const headingPoints = (ref: number) => texts.headings.get(ref)?.points ?? 0;
  const titled = sorted.map((term) => includes(term.title, page));
  if (titled.every(Boolean)) {
    let section = -1;
    if (!titleHoldsEvery) {
      let most = 0;
      for (const [ref, { points, whole }] of texts.headings) {
        if (ref < from || ref >= from + SECTION_SLOTS || !whole) continue;
        if (points > most || (points === most && ref < section)) [most, section] = [points, ref];
      }
    }
    return { kind: 0, section };
  }
  const textCounts = sorted.length === 1 || titled.some(Boolean);
  const refs = new Set<number>();
  for (const term of sorted)
    for (let at = firstAtLeast(term.section, from); at < term.section.length && term.section[at]! < from + SECTION_SLOTS; at++) refs.add(term.section[at]!);
  let text = -1;
  let heading = -1;
  let most = 0;
  for (const ref of [...refs].sort((a, b) => a - b)) {
    if (!sorted.every((term, position) => titled[position] || includes(term.section, ref))) continue;
    if (sorted.some((term) => includes(term.heading, ref))) {
      if (headingPoints(ref) > most) [most, heading] = [headingPoints(ref), ref];
    } else if (text === -1 && textCounts) text = ref;
  }
  if (heading !== -1) return { kind: 1, section: heading };
  return text === -1 ? undefined : { kind: 2, section: text };
}

/**
 * Group 3 (match-query.ts), of a query of one term: the pages scoring nothing that hold it in a
 * section, not in `taken`, each with its first such section, ascending; at most `most` of them.
 */
export function passingHits(
  terms: readonly TermPlaces[],
  scores: ReadonlyMap<number, number>,
  taken: ReadonlySet<number>,
  most: number,
): { page: number; section: number }[] {
  const sorted = terms.map(sortedOf);
  const at = terms.map(() => 0);
  const hits: { page: number; section: number }[] = [];
  // the terms' section lists merged in one ascending pass, each section once
  while (hits.length < most) {
    let ref = Infinity;
    for (let position = 0; position < sorted.length; position++) {
      const { section } = sorted[position]!;
      if (at[position]! < section.length) ref = Math.min(ref, section[at[position]!]!);
    }
    if (ref === Infinity) break;
    let every = true;
    for (let position = 0; position < sorted.length; position++) {
      if (sorted[position]!.section[at[position]!] === ref) at[position]!++;
      else every = false;
    }
    const page = Math.floor(ref / SECTION_SLOTS);
    if (!every || scores.has(page) || taken.has(page) || hits[hits.length - 1]?.page === page) continue;
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
function firstAtLeast(list: Int32Array, value: number): number {
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
