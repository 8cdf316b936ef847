import type { MatchVocabulary, StemLookup } from './prepare-index.ts';
import { foldsTo } from './fold-text.ts';
import { firstNotBefore } from './sorted-words.ts';
import { stemKey } from './stem-word.ts';

// The words of every page a fragment search has prepared, one id each for the engine's
// lifetime, in the order they arrived: a page is prepared once, and each keystroke's matcher index
// (page-set-index.ts) shares these look-ups instead of building its own vocabulary.
//
// A word's stem is worked out only when a query asks for the words of a stem: a stem is the start
// of its word (stemKey), so they are among the words the stem starts, next to each other in the
// sorted order. Stemming every new word of every section a keystroke prepared was a fifth of
// the first typing of a query (docs/performance.md, «Search»), for the few stems a query reads.
// A word whose lowercase spelling does not fold to it («İ» lowercases to two units; a text
// lowercased unit by unit turns a final «Σ» into «σ», the word alone into «ς») may have a stem it
// does not start: those few are stemmed as they arrive and kept apart.

type WordLookups = Pick<MatchVocabulary, 'words' | 'spelled' | 'idOf' | 'idsByStem' | 'sorted'>;

export interface GrowingVocabulary {
  /** the id of a folded word, added with its spelling in `text` (start, end) when new */
  idOf(word: string, text: string, start: number, end: number): number;
  /** the id of a folded word, added as `spelled` (lowercased) when new */
  add(word: string, spelled: string): number;
  size(): number;
  /** the look-ups, `sorted` brought up to date with the words added since the last call */
  lookups(): WordLookups;
}

export function createGrowingVocabulary(): GrowingVocabulary {
  const words: string[] = [];
  const spelled: string[] = [];
  /** stemKey of each word that starts its stem, once asked for */
  const stems: (string | undefined)[] = [];
  const ids = new Map<string, number>();
  /** the words that may not start with their stem, and their ids by stem */
  const odd = new Set<number>();
  const oddStems = new Map<string, number[]>();
  let sorted: Int32Array = new Int32Array(0);
  const add = (word: string, lower: string) => {
    let id = ids.get(word);
    if (id === undefined) {
      id = words.length;
      ids.set(word, id);
      words.push(word);
      spelled.push(lower);
      stems.push(undefined);
      if (!foldsTo(lower, word)) {
        odd.add(id);
        const stem = stemKey(lower);
        const same = oddStems.get(stem);
        if (same === undefined) oddStems.set(stem, [id]);
        else same.push(id);
      }
    }
    return id;
  };
  const sortedNow = () => {
    if (sorted.length < words.length) sorted = mergeSorted(words, sorted);
    return sorted;
  };
  const idsByStem: StemLookup = {
    get(stem) {
      const order = sortedNow();
      const found: number[] = [...(oddStems.get(stem) ?? [])];
      for (let at = firstNotBefore(words, order, stem); at < order.length && words[order[at]!]!.startsWith(stem); at++) {
        const id = order[at]!;
        if (!odd.has(id) && (stems[id] ??= stemKey(spelled[id]!)) === stem) found.push(id);
      }
      // in the order the words arrived, as a list kept per stem would hold them
      return found.length === 0 ? undefined : found.sort((a, b) => a - b);
    },
  };
  return {
    idOf: (word, text, start, end) => ids.get(word) ?? add(word, text.slice(start, end).toLowerCase()),
    add,
    size: () => words.length,
    lookups() {
      return { words, spelled, idOf: ids, idsByStem, sorted: sortedNow() };
    },
  };
}

/**
 * `sorted` (ids sorted by word) with the ids from sorted.length on merged in: a few new words cost a
 * pass, not a sort of all; new words added in their sorted order (correction-words.ts) are not
 * sorted again.
 */
export function mergeSorted(words: readonly string[], sorted: Int32Array): Int32Array {
  const added = new Int32Array(words.length - sorted.length);
  for (let at = 0; at < added.length; at++) added[at] = sorted.length + at;
  if (!isSorted(words, added)) sortByWord(words, added);
  const merged = new Int32Array(words.length);
  let from = 0;
  let fromAdded = 0;
  for (let at = 0; at < merged.length; at++) {
    const takeAdded = from === sorted.length || (fromAdded < added.length && words[added[fromAdded]!]! < words[sorted[from]!]!);
    merged[at] = takeAdded ? added[fromAdded++]! : sorted[from++]!;
  }
  return merged;
}

function isSorted(words: readonly string[], ids: Int32Array): boolean {
  for (let at = 1; at < ids.length; at++) if (words[ids[at - 1]!]! > words[ids[at]!]!) return false;
  return true;
}

/** positions below 2^21 fit beside two UTF-16 units in a double's 53 bits */
const POSITION_BITS = 2 ** 21;
/** a run of at most this many words is sorted by comparing their strings */
const FEW = 12;

/**
 * `ids` in place in their words' order, two characters at a time from `depth` on: the pairs as
 * numbers in a typed array's own sort, then each run of words sharing them by the next two, and a
 * run of a few words by comparing their strings. Comparing the strings of a thousand new words took
 * most of the time a keystroke spent preparing its pages.
 */
function sortByWord(words: readonly string[], ids: Int32Array, depth = 0): void {
  if (ids.length <= FEW) {
    insertionSort(words, ids);
    return;
  }
  if (ids.length >= POSITION_BITS) {
    ids.sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
    return;
  }
  // a word ending before a character sorts before every longer word it starts: the missing unit counts as 0
  // (indexed loops: a typed array's from() with a function costs more than the sort here)
  const keys = new Float64Array(ids.length);
  for (let position = 0; position < ids.length; position++) {
    const word = words[ids[position]!]!;
    keys[position] = ((word.charCodeAt(depth) || 0) * 65536 + (word.charCodeAt(depth + 1) || 0)) * POSITION_BITS + position;
  }
  keys.sort();
  const unsorted = ids.slice();
  for (let position = 0; position < ids.length; position++) ids[position] = unsorted[keys[position]! % POSITION_BITS]!;
  // words are distinct: a run sharing two more characters has words that go on after them
  let start = 0;
  for (let at = 1; at <= ids.length; at++) {
    if (at < ids.length && Math.floor(keys[at]! / POSITION_BITS) === Math.floor(keys[start]! / POSITION_BITS)) continue;
    if (at - start > 1) sortByWord(words, ids.subarray(start, at), depth + 2);
    start = at;
  }
}

function insertionSort(words: readonly string[], ids: Int32Array): void {
  for (let at = 1; at < ids.length; at++) {
    const id = ids[at]!;
    const word = words[id]!;
    let to = at;
    for (; to > 0 && words[ids[to - 1]!]! > word; to--) ids[to] = ids[to - 1]!;
    ids[to] = id;
  }
}
