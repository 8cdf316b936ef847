import type { SearchIndexHeading } from '../../pipeline/schema/db.ts';

// The search index split into fragments (issue 18), written by pipeline/search-fragments.ts and
// served read-only as GET /api/search-fragment/{name}; the browser loads only what a query needs
// (app/search/fragment-engine.ts). Names are plain ASCII, so they are safe as file and URL names:
//   meta         what exists: the page count and the keys of the fragments below
//   g-{key}      spec §5 tier: the pages whose title or description hold a 1-, 2- or 3-character run
//   w-{key}      the words starting with (or stemming to) a 2-character prefix, with their pages
//   v-{length}   every word of that length, for the misspelling fix
//   h-{page}     a page's title, description and href (what a hit shows)
//   s-{page}     a page's text before the first heading and its h1–h3 sections

/** under /api/, and the folder of the static API (pipeline/static-api.ts) */
export const SEARCH_FRAGMENTS_DIR = 'search-fragment';
export const SEARCH_FRAGMENT_PATH = `/api/${SEARCH_FRAGMENTS_DIR}/`;

/** the only names the API answers: anything else is a 404 before any look-up */
export const FRAGMENT_NAME = /^(?:meta|[gw]-(?:[0-9a-f]{4}){1,2}|v-[1-9][0-9]{0,2}|[hs]-(?:0|[1-9][0-9]{0,6}))$/;

/** a gram or word key (1–2 UTF-16 units) as hex, 4 digits a unit: "ле" → "043b0435" */
export function encodeKey(key: string): string {
  let hex = '';
  for (let index = 0; index < key.length; index++) hex += key.charCodeAt(index).toString(16).padStart(4, '0');
  return hex;
}

export const fragmentName = {
  meta: 'meta',
  gram: (key: string) => `g-${encodeKey(key)}`,
  word: (key: string) => `w-${encodeKey(key)}`,
  vocabulary: (length: number) => `v-${length}`,
  head: (page: number) => `h-${page}`,
  sections: (page: number) => `s-${page}`,
};

/** the first two characters of a folded word or stem: the word fragment it lives in */
export function wordKey(folded: string): string {
  return folded.slice(0, 2);
}

export interface MetaFragment {
  pages: number;
  /** the keys (not encoded) of the g- and w- fragments that exist, and the word lengths of v- */
  grams: string[];
  words: string[];
  lengths: number[];
}

/**
 * g-{key}: for a 1-character key, its pages under ""; for a 2-character key, its pages under ""
 * and, under each third character, the pages holding the 3-character run. Page lists are
 * ascending and delta-coded (each number the gap from the one before).
 */
export type GramFragment = Record<string, number[]>;

/** one word of the site: its id (the order of first use), as first written (lowercased), how many entries and sections hold it */
export type VocabularyRecord = [id: number, spelled: string, frequency: number];

/** w-{key}: a word with its pages (delta-coded): title or description, an h1–h3 heading, any section */
export type WordRecord = [...VocabularyRecord, titlePages: number[], headingPages: number[], sectionPages: number[]];

export interface WordFragment {
  words: WordRecord[];
}

export interface VocabularyFragment {
  words: VocabularyRecord[];
}

export interface HeadFragment {
  title: string;
  description: string;
  href: string;
}

export interface SectionsFragment {
  body: string;
  headings: SearchIndexHeading[];
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
