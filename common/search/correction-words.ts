import type { CorrectionVocabulary } from './correct-query.ts';
import { foldText } from './fold-text.ts';
import type { VocabularyRecord, WordRecord } from './fragment-format.ts';
import { mergeSorted } from './growing-vocabulary.ts';
import { letterBits } from './prepare-index.ts';
import { stemKey } from './stem-word.ts';

// The words the misspelling fix reads in a fragment search: every word of the v- and
// w- fragments it has loaded, gathered as they arrive instead of sorted into a new vocabulary per
// query. They are words of the whole index with its spelling and frequency, and a query's fix
// loads all the words of the lengths it can reach, so the fix chooses as over the whole index
// (ties broken by the whole index's ids, correct-query.ts).

export interface CorrectionWords {
  /** the vocabulary with the records added */
  with(records: readonly (readonly (VocabularyRecord | WordRecord)[])[]): CorrectionVocabulary;
}

export function createCorrectionWords(): CorrectionWords {
  const words: string[] = [];
  const spelled: string[] = [];
  const stems: string[] = [];
  const idsByStem = new Map<string, number[]>();
  let sorted: Int32Array = new Int32Array(0);
  const letters: number[] = [];
  const frequency: number[] = [];
  const wholeIds: number[] = [];
  const seen = new Set<number>();
  const merged = new WeakSet<object>();
  return {
    with(lists) {
      for (const records of lists) {
        if (merged.has(records)) continue;
        merged.add(records);
        const read = readRecords(records);
        // in the fragment's sorted order: they are then merged in without sorting
        for (const position of read.order) {
          const [id, written, count] = records[position]!;
          if (seen.has(id)) continue;
          seen.add(id);
          const stem = read.stems[position]!;
          const same = idsByStem.get(stem);
          if (same === undefined) idsByStem.set(stem, [words.length]);
          else same.push(words.length);
          words.push(read.folded[position]!);
          spelled.push(written);
          stems.push(stem);
          letters.push(read.bits[position]!);
          frequency.push(count);
          wholeIds.push(id);
        }
        sorted = mergeSorted(words, sorted);
      }
      return { words, spelled, stems, idsByStem, sorted, letters, frequency, wholeIds };
    },
  };
}

interface ReadRecords {
  folded: string[];
  stems: string[];
  bits: Int32Array;
  /** positions sorted by folded word */
  order: Int32Array;
}

/** a fragment's words folded and sorted once: a misspelt query in a new engine reads the same fragments again */
const readFragments = new WeakMap<object, ReadRecords>();

function readRecords(records: readonly (VocabularyRecord | WordRecord)[]): ReadRecords {
  let read = readFragments.get(records);
  if (read === undefined) {
    const folded = records.map((record) => foldText(record[1]));
    const order = Int32Array.from(folded.keys()).sort((a, b) => (folded[a]! < folded[b]! ? -1 : folded[a]! > folded[b]! ? 1 : 0));
    readFragments.set(records, (read = { folded, stems: records.map((record) => stemKey(record[1])), bits: Int32Array.from(folded, letterBits), order }));
  }
  return read;
}
