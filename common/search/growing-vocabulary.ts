import type { MatchVocabulary } from './prepare-index.ts';
import { stemKey } from './stem-word.ts';

// The words of every page a fragment search has prepared, one id each for the engine's
// lifetime, in the order they arrived: a page is prepared once, and each keystroke's matcher index
// (page-set-index.ts) shares these look-ups instead of building its own vocabulary.

type WordLookups = Pick<MatchVocabulary, 'words' | 'spelled' | 'stems' | 'idOf' | 'idsByStem' | 'sorted'>;

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
  const stems: string[] = [];
  const ids = new Map<string, number>();
  const idsByStem = new Map<string, number[]>();
  let sorted: Int32Array = new Int32Array(0);
  const add = (word: string, lower: string) => {
    let id = ids.get(word);
    if (id === undefined) {
      id = words.length;
      ids.set(word, id);
      words.push(word);
      spelled.push(lower);
      const stem = stemKey(lower);
      stems.push(stem);
      const same = idsByStem.get(stem);
      if (same === undefined) idsByStem.set(stem, [id]);
      else same.push(id);
    }
    return id;
  };
  return {
    idOf: (word, text, start, end) => ids.get(word) ?? add(word, text.slice(start, end).toLowerCase()),
    add,
    size: () => words.length,
    lookups() {
      if (sorted.length < words.length) sorted = mergeSorted(words, sorted);
      return { words, spelled, stems, idOf: ids, idsByStem, sorted };
    },
  };
}

/**
 * `sorted` (ids sorted by word) with the ids from sorted.length on merged in: a few new words cost a
 * pass, not a sort of all; new words added in their sorted order (correction-words.ts) are not sorted again.
 */
export function mergeSorted(words: readonly string[], sorted: Int32Array): Int32Array {
  const added = Int32Array.from({ length: words.length - sorted.length }, (_, at) => sorted.length + at);
  if (!isSorted(words, added)) added.sort((a, b) => compare(words[a]!, words[b]!));
  const merged = new Int32Array(words.length);
  let from = 0;
  let fromAdded = 0;
  for (let at = 0; at < merged.length; at++) {
    const takeAdded = from === sorted.length || (fromAdded < added.length && compare(words[added[fromAdded]!]!, words[sorted[from]!]!) < 0);
    merged[at] = takeAdded ? added[fromAdded++]! : sorted[from++]!;
  }
  return merged;
}

function isSorted(words: readonly string[], ids: Int32Array): boolean {
  for (let at = 1; at < ids.length; at++) if (words[ids[at - 1]!]! > words[ids[at]!]!) return false;
  return true;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
