import { foldText } from './fold-text.ts';
import {
  deltaEncode,
  fragmentName,
  wordKey,
  type GramFragment,
  type HeadFragment,
  type MetaFragment,
  SECTION_SLOTS,
  type SectionFragment,
  type TypoRunsFragment,
  type VocabularyFragment,
  type VocabularyRecord,
  type WordFragment,
  type WordRecord,
  TITLE_TEXT,
  DESCRIPTION_TEXT,
  TITLE_UNITS_SHIFT,
} from './fragment-format.ts';
import { prepareIndex } from './prepare-index.ts';
import { ownersOf } from './postings.ts';
import { isSynonymToken, type SynonymGroups } from './synonyms.ts';
import { textUnits } from './text-units.ts';
import { twoCharacterRuns } from './typo-runs.ts';
import type { SearchIndexEntry } from '../schema/db.ts';

// The search index split into fragments, so a query loads only what it needs instead of the whole
// index (common/search/README.md; common/search/fragment-format.ts says what each
// holds). Derived from the "search-index" of db.json, so the build's output stays as it is and the
// API and the static files (pipeline/emit/static-api.ts) serve the same fragments. The words, their
// spelling, stems and frequencies come from the app's own prepareIndex: the browser reads the
// fragments with exactly the rules it matches with.

export type SearchFragments = Map<string, unknown>;

/** a two-letter word fragment bigger than this (JSON characters) is split by the third letter */
const MAX_WORD_FRAGMENT = 24_000;
/**
 * a two-character gram fragment bigger than this (JSON characters, ~3 kB gzip) is split: a query
 * of three characters or more needs one of its three-character runs, not all of them
 */
const MAX_GRAM_FRAGMENT = 8_000;
const NO_SPLIT: ReadonlySet<string> = new Set();

export function buildSearchFragments(entries: readonly SearchIndexEntry[], synonyms: SynonymGroups = []): SearchFragments {
  const fragments: SearchFragments = new Map();
  const index = prepareIndex(entries, synonyms);
  const { vocabulary, sections } = index;

  const grams = gramPostings(entries);
  const gramSplit: Record<string, string> = {};
  for (const [key, postings] of grams) {
    if (key.length < 2 || JSON.stringify(postings).length <= MAX_GRAM_FRAGMENT) {
      fragments.set(fragmentName.gram(key), postings);
      continue;
    }
    const { '': pages, ...byRest } = postings;
    fragments.set(fragmentName.gram(key), { '': pages! } satisfies GramFragment);
    const rests = Object.keys(byRest).sort();
    for (const rest of rests) fragments.set(fragmentName.gram(key + rest), { '': byRest[rest]! } satisfies GramFragment);
    gramSplit[key] = rests.join('');
  }

  const headingSections = vocabulary.words.map(() => [] as number[]);
  // per word, parallel to headingSections: how many units the heading has where the word is one (text-units.ts), else 0
  const headingUnits = vocabulary.words.map(() => [] as number[]);
  const anySections = vocabulary.words.map(() => [] as number[]);
  for (const [section, { entry, heading, body }] of sections.entries()) {
    const position = section - index.sectionStarts[entry]!;
    if (position >= SECTION_SLOTS) throw new Error(`search fragments: ${entries[entry]!.href} has more than ${SECTION_SLOTS} sections`);
    const ref = entry * SECTION_SLOTS + position;
    if (heading !== undefined) {
      const units = textUnits(heading.words, heading.folded, vocabulary.words);
      for (let at = 2; at < heading.words.length; at += 3) {
        const id = heading.words[at]!;
        if (headingSections[id]!.at(-1) === ref) continue;
        headingSections[id]!.push(ref);
        headingUnits[id]!.push(units.includes(id) ? units.length : 0);
      }
    }
    for (const text of [heading, body]) {
      if (text === undefined) continue;
      for (let at = 2; at < text.words.length; at += 3) addOnce(anySections[text.words[at]!]!, ref);
    }
    fragments.set(
      fragmentName.section(ref),
      (heading === undefined ? { body: body.text } : { heading: headingOf(entries[entry]!, position), body: body.text }) satisfies SectionFragment,
    );
  }
  const records: WordRecord[] = [];
  // the misspelling fix's words, by length and two-character run (common/search/typo-runs.ts)
  const typoWords = new Map<number, Map<string, VocabularyRecord[]>>();
  const { rankPostings } = vocabulary;
  const titleUnits = index.entries.map(({ title }) => textUnits(title.words, title.folded, vocabulary.words));
  for (const [id, word] of vocabulary.words.entries()) {
    const titlePages = ownersOf(vocabulary.entryPostings, id);
    const titled = new Set(ownersOf(rankPostings.title, id));
    const described = new Set(ownersOf(rankPostings.description, id));
    const titleTexts = titlePages.map((page) => {
      const units = titleUnits[page]!;
      return (
        (titled.has(page) ? TITLE_TEXT : 0) | (described.has(page) ? DESCRIPTION_TEXT : 0) | ((units.includes(id) ? units.length : 0) << TITLE_UNITS_SHIFT)
      );
    });
    records.push([
      id,
      vocabulary.spelled[id]!,
      vocabulary.frequency[id]!,
      deltaEncode(titlePages),
      deltaEncode(headingSections[id]!),
      deltaEncode(anySections[id]!),
      titleTexts,
      deltaEncode(ownersOf(rankPostings.shortTitle, id)),
      headingUnits[id]!,
    ]);
    // the misspelling fix chooses among the pages' words, never a token (synonyms.ts)
    if (isSynonymToken(word)) continue;
    const record: VocabularyRecord = [id, vocabulary.spelled[id]!, vocabulary.frequency[id]!];
    let byRun = typoWords.get(word.length);
    if (byRun === undefined) typoWords.set(word.length, (byRun = new Map()));
    for (const run of new Set(twoCharacterRuns(word))) listAt(byRun, run).push(record);
  }
  // each word under its own first letters (prefix look-ups) and under its stem's (other word forms)
  const keysOf = (id: number, split: ReadonlySet<string>) => new Set([wordKey(vocabulary.words[id]!, split), wordKey(vocabulary.stems[id]!, split)]);
  const sizes = new Map<string, number>();
  for (const record of records) for (const key of keysOf(record[0], NO_SPLIT)) sizes.set(key, (sizes.get(key) ?? 0) + JSON.stringify(record).length);
  const split = new Set([...sizes].filter(([key, size]) => key.length === 2 && size > MAX_WORD_FRAGMENT).map(([key]) => key));
  const wordFragments = new Map<string, WordRecord[]>();
  for (const record of records) for (const key of keysOf(record[0], split)) if (key !== '') listAt(wordFragments, key).push(record);
  for (const [key, words] of wordFragments) fragments.set(fragmentName.word(key), { words } satisfies WordFragment);
  for (const [length, byRun] of typoWords) {
    const runs: TypoRunsFragment['runs'] = {};
    for (const [run, words] of [...byRun].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      runs[run] = words.length;
      fragments.set(fragmentName.typoWords(length, run), { words } satisfies VocabularyFragment);
    }
    fragments.set(fragmentName.typoRuns(length), { runs } satisfies TypoRunsFragment);
  }

  for (const [page, { title, description, href }] of entries.entries()) {
    fragments.set(fragmentName.head(page), { title, description, href } satisfies HeadFragment);
  }
  const meta: MetaFragment = {
    pages: entries.length,
    grams: [...grams.keys()],
    gramSplit,
    words: [...wordFragments.keys()],
    split: [...split],
    lengths: [...typoWords.keys()].sort((a, b) => a - b),
    synonyms: synonyms.map((group) => [...group]),
  };
  fragments.set(fragmentName.meta, meta);
  return fragments;
}

/**
 * Per 1- or 2-character key, the pages whose folded title or description hold it, and under
 * each third character the pages holding the 3-character run: a query of any length then finds
 * its candidates (spec §5: the query anywhere in the title or description) in one fragment.
 */
function gramPostings(entries: readonly SearchIndexEntry[]): Map<string, GramFragment> {
  const pages = new Map<string, Map<string, number[]>>();
  const add = (key: string, rest: string, page: number) => {
    let byRest = pages.get(key);
    if (byRest === undefined) pages.set(key, (byRest = new Map()));
    addOnce(listAt(byRest, rest), page);
  };
  for (const [page, entry] of entries.entries()) {
    for (const field of [foldText(entry.title), foldText(entry.description)]) {
      for (let at = 0; at < field.length; at++) {
        add(field[at]!, '', page);
        if (at + 1 < field.length) add(field.slice(at, at + 2), '', page);
        if (at + 2 < field.length) add(field.slice(at, at + 2), field[at + 2]!, page);
      }
    }
  }
  const fragments = new Map<string, GramFragment>();
  for (const [key, byRest] of [...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const fragment: GramFragment = {};
    for (const [rest, list] of byRest) fragment[rest] = deltaEncode(list);
    fragments.set(key, fragment);
  }
  return fragments;
}

/** the heading of a page's section at `position` (the text before the first heading, if any, is position 0) */
function headingOf(entry: SearchIndexEntry, position: number): SectionFragment['heading'] {
  const { text, href, level } = entry.headings[entry.body ? position - 1 : position]!;
  return { text, href, level };
}

/** pages arrive in ascending order: a page already last is not added twice */
function addOnce(list: number[], page: number): void {
  if (list[list.length - 1] !== page) list.push(page);
}

function listAt<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}
