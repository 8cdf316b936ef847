import type { CorrectionVocabulary } from './correct-query.ts';
import { foldText } from './fold-text.ts';
import type { VocabularyRecord, WordRecord } from './fragment-format.ts';
import { createGrowingVocabulary } from './growing-vocabulary.ts';
import { letterBits } from './prepare-index.ts';

// The words the misspelling fix reads in a fragment search (issue 18): every word of the v- and
// w- fragments it has loaded, gathered as they arrive instead of sorted into a new vocabulary per
// query. They are words of the whole index with its spelling and frequency, and a query's fix
// loads all the words of the lengths it can reach, so the fix chooses as over the whole index
// (ties broken by the whole index's ids, correct-query.ts).

export interface CorrectionWords {
  /** the vocabulary with the records added */
  with(records: readonly (readonly (VocabularyRecord | WordRecord)[])[]): CorrectionVocabulary;
}

export function createCorrectionWords(): CorrectionWords {
  const vocabulary = createGrowingVocabulary();
  const letters: number[] = [];
  const frequency: number[] = [];
  const wholeIds: number[] = [];
  const seen = new Set<number>();
  const read = new WeakSet<object>();
  return {
    with(lists) {
      for (const records of lists) {
        if (read.has(records)) continue;
        read.add(records);
        const { folded, bits, order } = readRecords(records);
        // in the fragment's sorted order: the vocabulary then merges them in without sorting
        for (const position of order) {
          const [id, spelled, count] = records[position]!;
          if (seen.has(id)) continue;
          seen.add(id);
          vocabulary.add(folded[position]!, spelled);
          letters.push(bits[position]!);
          frequency.push(count);
          wholeIds.push(id);
        }
        vocabulary.lookups();
      }
      return { ...vocabulary.lookups(), letters, frequency, wholeIds };
    },
  };
}

interface ReadRecords {
  folded: string[];
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
    readFragments.set(records, (read = { folded, bits: Int32Array.from(folded, letterBits), order }));
  }
  return read;
}
