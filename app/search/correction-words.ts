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
        for (const [id, spelled, count] of records) {
          if (seen.has(id)) continue;
          seen.add(id);
          const word = foldText(spelled);
          vocabulary.add(word, spelled);
          letters.push(letterBits(word));
          frequency.push(count);
          wholeIds.push(id);
        }
      }
      return { ...vocabulary.lookups(), letters, frequency, wholeIds };
    },
  };
}
