import { foldText } from './fold-text.ts';
import { deltaDecode, fragmentName, SECTION_SLOTS, wordKey, wordKeysFor, type GramFragment, type MetaFragment, type WordFragment } from './fragment-format.ts';
import type { FragmentSource } from './fragment-store.ts';
import type { QueryTerm } from './match-query.ts';
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
  /** the pages whose title or description hold a word the term starts (not another form of it) */
  prefixTitle: number[];
  heading: number[];
  section: number[];
}

interface DecodedWord {
  folded: string;
  stem: string;
  title: number[];
  heading: number[];
  section: number[];
}

/** a word fragment read once: folded words, stems and place lists, reused by every keystroke */
const decodedFragments = new WeakMap<WordFragment, Map<number, DecodedWord>>();

function decode(fragment: WordFragment): Map<number, DecodedWord> {
  let words = decodedFragments.get(fragment);
  if (words === undefined) {
    words = new Map();
    for (const [id, spelled, , title, heading, section] of fragment.words) {
      words.set(id, {
        folded: foldText(spelled),
        stem: stemKey(spelled),
        title: deltaDecode(title),
        heading: deltaDecode(heading),
        section: deltaDecode(section),
      });
    }
    decodedFragments.set(fragment, words);
  }
  return words;
}

/** the word fragments a term's matches live in: under its own first letters and its stem's */
export function termWordNames(meta: MetaFragment, term: QueryTerm): string[] {
  const stemKey = wordKey(term.stem, new Set(meta.split));
  const keys = new Set(wordKeysFor(term.folded, meta));
  if (stemKey !== '' && meta.words.includes(stemKey)) keys.add(stemKey);
  return [...keys].map(fragmentName.word);
}

/** the places of the words a term matches (beyond spec §5: words it starts, other forms of it) */
export async function termPlaces(store: FragmentSource, meta: MetaFragment, term: QueryTerm): Promise<TermPlaces> {
  const fragments = await store.getAll<WordFragment>(termWordNames(meta, term));
  const seen = new Set<number>();
  const result: TermPlaces = { words: 0, title: [], prefixTitle: [], heading: [], section: [] };
  for (const fragment of fragments) {
    for (const [id, word] of decode(fragment)) {
      if (seen.has(id) || !(word.folded.startsWith(term.folded) || word.stem === term.stem)) continue;
      seen.add(id);
      result.words++;
      const places = [
        [word.title, result.title],
        [word.heading, result.heading],
        [word.section, result.section],
      ] as const;
      for (const [from, to] of word.folded.startsWith(term.folded) ? [...places, [word.title, result.prefixTitle] as const] : places) {
        for (const place of from) to.push(place);
      }
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

/**
 * The pages whose title or description hold every term (tier 2), ascending, leaving out those in
 * `taken`; at most `most` of them — a keystroke needs no more than the hits it shows.
 */
export function titledPages(terms: readonly TermPlaces[], taken: ReadonlySet<number>, most: number): number[] {
  const [rarest, ...others] = terms.map((term) => sortedOf(term).title).sort((a, b) => a.length - b.length);
  if (rarest === undefined) return [];
  const at = others.map(() => 0);
  const pages: number[] = [];
  for (let index = 0; index < rarest.length && pages.length < most; index++) {
    const page = rarest[index]!;
    if (taken.has(page)) continue;
    let everyTerm = true;
    for (let position = 0; position < others.length && everyTerm; position++) everyTerm = reaches(others[position]!, at, position, page);
    if (everyTerm) pages.push(page);
  }
  return pages;
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

/**
 * Tiers 3 and 4 as the matcher runs them (match-query.ts), from the places alone: a section
 * qualifies when every term is in it or in its page's title or description, and it holds one
 * itself. Per page not taken, ascending: the first qualifying section, and the first whose
 * heading holds a term; the pages whose heading hits show (the first `room`), and, while room is
 * left, those whose first qualifying section is text. The sections listed are the ones the
 * matcher must see to decide as it would over the whole index. The terms' sections are read in
 * one ascending pass, merged: no map of every section a common word is in.
 */
export function deepHits(terms: readonly TermPlaces[], taken: ReadonlySet<number>, room: number): { page: number; sections: number[] }[] {
  const full = (1 << terms.length) - 1;
  const sorted = terms.map(sortedOf);
  const sectionAt = terms.map(() => 0);
  const titleAt = terms.map(() => 0);
  const headingAt = terms.map(() => 0);
  // per page with a heading hit, and the first `room` pages whose first qualifying section is text,
  // in the index's order; a page is done once the pass moves past it, so only it is held open
  const headingHits: { page: number; first: number; heading: number }[] = [];
  const textFirst: { page: number; first: number }[] = [];
  let page = -1;
  let first = -1;
  let heading = -1;
  const finishPage = () => {
    if (first === -1) return;
    if (heading !== -1) headingHits.push({ page, first, heading });
    if (heading !== first && textFirst.length < room) textFirst.push({ page, first });
  };
  // indexed loops: this runs once per section a term is in (thousands for a short prefix), and
  // entries() would make an array per term each time — garbage the collector pauses for
  while (headingHits.length + (heading === -1 ? 0 : 1) < room) {
    // the next section holding a term, and which terms it holds
    let ref = Infinity;
    for (let position = 0; position < sorted.length; position++) {
      const { section } = sorted[position]!;
      if (sectionAt[position]! < section.length) ref = Math.min(ref, section[sectionAt[position]!]!);
    }
    if (ref === Infinity) break;
    let mask = 0;
    for (let position = 0; position < sorted.length; position++) {
      if (sorted[position]!.section[sectionAt[position]!] !== ref) continue;
      mask |= 1 << position;
      sectionAt[position]!++;
    }
    const refPage = Math.floor(ref / SECTION_SLOTS);
    if (refPage !== page) {
      finishPage();
      page = refPage;
      first = heading = -1;
    }
    if (taken.has(page)) continue;
    for (let position = 0; position < sorted.length; position++) if (reaches(sorted[position]!.title, titleAt, position, page)) mask |= 1 << position;
    if (mask !== full) continue;
    if (first === -1) first = ref;
    if (heading !== -1) continue;
    for (let position = 0; position < sorted.length; position++) {
      if (reaches(sorted[position]!.heading, headingAt, position, ref)) {
        heading = ref;
        break;
      }
    }
  }
  finishPage();
  if (headingHits.length >= room) return headingHits.map(({ page, heading }) => ({ page, sections: [heading] }));
  const shown = new Map<number, Set<number>>(headingHits.map(({ page, first, heading }) => [page, new Set([first, heading])]));
  for (const { page, first } of textFirst) shown.set(page, new Set([...(shown.get(page) ?? []), first]));
  return [...shown].map(([page, refs]) => ({ page, sections: [...refs].sort((a, b) => a - b) }));
}
