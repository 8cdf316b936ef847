import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from '../../../common/search/fold-text.ts';
import { createGrowingVocabulary, mergeSorted } from '../../../common/search/growing-vocabulary.ts';
import { stemKey } from '../../../common/search/stem-word.ts';
import { forEachWord } from '../../../common/search/text-words.ts';

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

describe('the words of a stem', () => {
  /** every word of the texts added as a page's preparing adds it, and each stem's ids as a list kept per stem holds them */
  const added = (texts: readonly string[]) => {
    const vocabulary = createGrowingVocabulary();
    const expected = new Map<string, number[]>();
    for (const text of texts) {
      forEachWord(foldText(text), (word, start, end) => {
        const known = vocabulary.size();
        const id = vocabulary.idOf(word, text, start, end);
        if (id < known) return;
        const stem = stemKey(text.slice(start, end).toLowerCase());
        expected.set(stem, [...(expected.get(stem) ?? []), id]);
      });
    }
    return { lookups: vocabulary.lookups(), expected };
  };

  it('finds every form a stem has, as stemming each word as it arrived would', () => {
    const { lookups, expected } = added([
      'Реабилитация после инсульта: инсульт, инсультом, инсультная палата',
      'Лечение и лечения, лечению; ёлка, Ёлки, елка; лечениe with a Latin e',
      'İstanbul ΟΔΟΣ İSTANBUL, длинный длиннейший',
    ]);
    for (const [stem, ids] of expected) expect(lookups.idsByStem.get(stem)).toEqual(ids);
    expect(lookups.idsByStem.get(stemKey('инсульт'))!.map((id) => lookups.spelled[id])).toEqual(['инсульта', 'инсульт', 'инсультом']);
    expect(lookups.idsByStem.get('нет такого')).toBeUndefined();
  });

  it('agrees with stemming every word as it arrived, for any words', () => {
    const text = fc.array(fc.string({ unit: fc.constantFrom('л', 'е', 'ч', 'н', 'и', 'я', 'ё', 'Ё', 'Е', 'е', 'o', 'İ', ' ', '-'), maxLength: 12 }), {
      maxLength: 20,
    });
    fc.assert(
      fc.property(text, (texts) => {
        const { lookups, expected } = added(texts);
        for (const [stem, ids] of expected) expect(lookups.idsByStem.get(stem)).toEqual(ids);
      }),
      { numRuns: 200 },
    );
  });
});
