import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeSorted } from '../../../common/search/growing-vocabulary.ts';

// The growing vocabulary's sorted order, which the matcher's prefix look-ups read: new words merged
// into the words sorted before, in the order a plain comparison of strings gives — also where many
// share their first characters (sorted two characters at a time) and where one word starts another.

const byWord = (words: readonly string[]) => (a: number, b: number) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0);

/** distinct words over a few letters, so that runs sharing two, four, six characters are long */
const vocabulary = fc.uniqueArray(fc.string({ unit: fc.constantFrom('а', 'л', 'е', 'ё'), minLength: 1, maxLength: 9 }), {
  minLength: 1,
  maxLength: 1500,
  size: 'max',
});

describe('mergeSorted', () => {
  it('orders the words added since as a comparison of strings does, merged with those sorted before', () => {
    fc.assert(
      fc.property(vocabulary, fc.nat(), (words, cut) => {
        const before = Int32Array.from(words.slice(0, cut % words.length).keys()).sort(byWord(words));
        const expected = [...words.keys()].sort(byWord(words));
        expect([...mergeSorted(words, before)]).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps a word before the longer words it starts, and merges words added in order without sorting them', () => {
    const words = ['ле', 'леч', 'л', 'лечение', 'лес', 'а', 'ля'];
    expect([...mergeSorted(words, new Int32Array(0))].map((id) => words[id])).toEqual(['а', 'л', 'ле', 'лес', 'леч', 'лечение', 'ля']);
    const inOrder = ['б', 'в', 'а', 'г'];
    expect([...mergeSorted(inOrder, Int32Array.of(0, 1))].map((id) => inOrder[id])).toEqual(['а', 'б', 'в', 'г']);
  });
});
