import type { SearchIndexHeading } from '../schema/db.ts';

// The search index split into fragments, written by common/search/search-fragments.ts and
// served read-only as GET /api/search-fragment/{name}; the browser loads only what a query needs
// (common/search/fragment-engine.ts). Names are plain ASCII, so they are safe as file and URL names:
//   meta         what exists: the page count and the keys of the fragments below
//   g-{key}      spec §5 tier: the pages whose title or description hold a 1-, 2- or 3-character run
//                (a 3-character key: a run of a 2-character key whose fragment was too big, see gramSplit)
//   w-{key}      the words starting with (or stemming to) a 2- or 3-character prefix, with the pages and
//                sections holding them
//   v-{length}   for the misspelling fix: how many words of that length hold each two-character run
//   v-{length}-{run} the words of that length holding the two-character run (common/search/typo-runs.ts
//                says which runs a misspelt word needs)
//   h-{page}     a page's title, description and href (what a hit shows)
//   s-{page}-{n} a page's n-th section (n counts from 0): the text before the first heading, if
//                any, then each h1–h3 heading with its text

export { SEARCH_FRAGMENT_PATH, SEARCH_FRAGMENTS_DIR } from './fragment-path.ts';

/** the only names the API answers: anything else is a 404 before any look-up */
export const FRAGMENT_NAME =
  /^(?:meta|g-(?:[0-9a-f]{4}){1,3}|w-(?:[0-9a-f]{4}){1,3}|v-[1-9][0-9]{0,2}(?:-(?:[0-9a-f]{4}){2})?|h-(?:0|[1-9][0-9]{0,6})|s-(?:0|[1-9][0-9]{0,6})-(?:0|[1-9][0-9]{0,3}))$/;

/** a section's place as one number: page × SECTION_SLOTS + its position in the page */
export const SECTION_SLOTS = 4096;

/** a gram or word key (1–3 UTF-16 units) as hex, 4 digits a unit: "ле" → "043b0435" */
function encodeKey(key: string): string {
  let hex = '';
  for (let index = 0; index < key.length; index++) hex += key.charCodeAt(index).toString(16).padStart(4, '0');
  return hex;
}

export const fragmentName = {
  meta: 'meta',
  gram: (key: string) => `g-${encodeKey(key)}`,
  word: (key: string) => `w-${encodeKey(key)}`,
  typoRuns: (length: number) => `v-${length}`,
  typoWords: (length: number, run: string) => `v-${length}-${encodeKey(run)}`,
  head: (page: number) => `h-${page}`,
  section: (ref: number) => `s-${Math.floor(ref / SECTION_SLOTS)}-${ref % SECTION_SLOTS}`,
};

/**
 * The word fragment a folded word or stem lives in: its first two characters, or its first three
 * when the two-character fragment was too big and was split (`split`, from the meta fragment).
 */
export function wordKey(folded: string, split: ReadonlySet<string>): string {
  return folded.length >= 3 && split.has(folded.slice(0, 2)) ? folded.slice(0, 3) : folded.slice(0, 2);
}

/** the keys a word starting with `prefix` may live under: one, or every split key that extends a two-character prefix */
export function wordKeysFor(prefix: string, meta: Pick<MetaFragment, 'words' | 'split'>): string[] {
  const split = new Set(meta.split);
  if (prefix.length === 2 && split.has(prefix)) return meta.words.filter((key) => key.startsWith(prefix));
  const key = wordKey(prefix, split);
  return key !== '' && meta.words.includes(key) ? [key] : [];
}

export interface MetaFragment {
  pages: number;
  /** the keys (not encoded) of the 1- and 2-character g- fragments and of the w- fragments, and the word lengths of v- */
  grams: string[];
  /**
   * the 2-character gram keys whose fragment was split: each holds only the pages with the 2
   * characters, and each 3-character run is a fragment of its own; the value lists the third
   * characters that occur (a run not listed is in no title or description)
   */
  gramSplit: Record<string, string>;
  words: string[];
  /** the two-character word keys split into three-character ones (see wordKey) */
  split: string[];
  lengths: number[];
  /** the search's vocabulary (synonyms.ts): the pages' texts are read with it as the index was */
  synonyms: string[][];
}

/**
 * g-{key}: for a 1-character key, its pages under ""; for a 2-character key, its pages under ""
 * and, under each third character, the pages holding the 3-character run — unless the key is
 * split (MetaFragment.gramSplit): then each run's pages are under "" of its own 3-character key.
 * Page lists are ascending and delta-coded (each number the gap from the one before).
 */
export type GramFragment = Record<string, number[]>;

/** one word of the site: its id (the order of first use), as first written (lowercased), how many entries and sections hold it */
export type VocabularyRecord = [id: number, spelled: string, frequency: number];

/** titleTexts: the page's title holds the word */
export const TITLE_TEXT = 1;
/** titleTexts: the page's description holds the word */
export const DESCRIPTION_TEXT = 2;
/** titleTexts: above these bits, how many units the title has where the word is one of them (text-units.ts), else 0 */
export const TITLE_UNITS_SHIFT = 2;

/**
 * w-{key}: a word with the pages whose title or description hold it, the sections whose heading
 * holds it and the sections holding it anywhere (section places, see SECTION_SLOTS), all
 * delta-coded; and for the ranking (page-scores.ts): per page of titlePages, which of its title
 * and description hold the word and how many units its title has where the word is one
 * (TITLE_TEXT, DESCRIPTION_TEXT, TITLE_UNITS_SHIFT); the pages whose short title holds it
 * (delta-coded); per section of headingSections, how many units its heading has where the word is
 * one, else 0
 */
export type WordRecord = [
  ...VocabularyRecord,
  titlePages: number[],
  headingSections: number[],
  sections: number[],
  titleTexts: number[],
  shortTitlePages: number[],
  headingUnits: number[],
];

export interface WordFragment {
  words: WordRecord[];
}

/** v-{length}-{run}: the words of that length whose folded form holds the two-character run */
export interface VocabularyFragment {
  words: VocabularyRecord[];
}

/** v-{length}: per two-character run (folded), how many words of that length hold it; a run no word holds is absent */
export interface TypoRunsFragment {
  runs: Record<string, number>;
}

export interface HeadFragment {
  title: string;
  description: string;
  href: string;
}

/** s-{page}-{n}: the text before the first heading (no heading), or a heading and its text */
export interface SectionFragment {
  heading?: Omit<SearchIndexHeading, 'body'>;
  body: string;
}

export function deltaEncode(ascending: readonly number[]): number[] {
  return ascending.map((value, index) => (index === 0 ? value : value - ascending[index - 1]!));
}

export function deltaDecode(gaps: readonly number[]): number[] {
  const values = new Array<number>(gaps.length);
  let value = 0;
  for (let index = 0; index < gaps.length; index++) values[index] = value += gaps[index]!;
  return values;
}
