import { describe, expect, it } from 'vitest';
import { editsAllowed } from '../../../common/search/correct-query.ts';
import { editDistanceWithin } from '../../../common/search/edit-distance.ts';
import { prepareIndex } from '../../../common/search/prepare-index.ts';
import { twoCharacterRuns, typoRunsToLoad } from '../../../common/search/typo-runs.ts';
import { generateEntries } from '../../../testing/corpus/generate-search-entries.ts';
import { ENTRIES } from './fixtures.ts';

// The misspelling fix loads only the words holding a few of the misspelt word's two-character
// runs: every word it could be fixed to must be among them, for every kind of edit it counts.

/** the words of each length, and per length how many hold each run (what the v-{length} fragment says) */
function vocabularyOf(words: readonly string[]) {
  const byLength = new Map<number, string[]>();
  const counts = new Map<number, Record<string, number>>();
  for (const word of words) {
    const same = byLength.get(word.length);
    if (same === undefined) byLength.set(word.length, [word]);
    else same.push(word);
    const table = counts.get(word.length) ?? {};
    for (const run of new Set(twoCharacterRuns(word))) table[run] = (table[run] ?? 0) + 1;
    counts.set(word.length, table);
  }
  return { byLength, counts };
}

/** what a misspelt `query` makes the fix load, and what it would have to: the words within reach */
function loadedAndNeeded(query: string, vocabulary: ReturnType<typeof vocabularyOf>) {
  const edits = editsAllowed(query.length);
  const loaded = new Set<string>();
  const needed: string[] = [];
  for (let length = query.length - edits; edits > 0 && length <= query.length + edits; length++) {
    const words = vocabulary.byLength.get(length) ?? [];
    const runs = new Set(typoRunsToLoad(query, edits, length, vocabulary.counts.get(length) ?? {}));
    for (const word of words) if (runsOf(word).some((run) => runs.has(run))) loaded.add(word);
    needed.push(...words.filter((word) => editDistanceWithin(query, word, edits) <= edits));
  }
  return { loaded, needed };
}

const wordRuns = new Map<string, string[]>();
function runsOf(word: string): string[] {
  let runs = wordRuns.get(word);
  if (runs === undefined) wordRuns.set(word, (runs = twoCharacterRuns(word)));
  return runs;
}

/** seeded, so a failure names the same misspelling every run */
function misspellings(word: string, seed: number): string[] {
  const letters = 'абвгдежзиклмнопрстуфхцчшщыэюя';
  const at = (offset: number) => (seed + offset) % word.length;
  const letter = letters[seed % letters.length]!;
  const change = (text: string, index: number) => text.slice(0, index) + letter + text.slice(index + 1);
  const swap = (text: string, index: number) => (index + 1 < text.length ? text.slice(0, index) + text[index + 1] + text[index] + text.slice(index + 2) : text);
  const result = [
    change(word, 0), // the first letter too
    change(word, at(1)),
    word.slice(0, at(2)) + word.slice(at(2) + 1), // a letter missing
    word.slice(0, at(3)) + letter + word.slice(at(3)), // a letter added
    swap(word, at(4)),
    swap(word, 1), // the middle of a four-letter word: no run of it left
  ];
  if (word.length >= 8) result.push(swap(change(word, at(5)), at(7)), change(change(word, 0), word.length - 1), word.slice(2));
  return result;
}

describe('the words the misspelling fix loads', () => {
  it('include every word within reach, for changed, missing, added and swapped letters, on 800 generated pages', () => {
    const { vocabulary } = prepareIndex(generateEntries(ENTRIES, 800));
    const words = vocabulary.words.filter((word) => /^[^0-9]+$/.test(word));
    const vocabularyByLength = vocabularyOf(words);
    let checked = 0;
    let loadedTotal = 0;
    let inReachTotal = 0;
    const step = Math.floor(words.length / 30);
    for (let at = 0; at < words.length; at += step) {
      const word = words[at]!;
      if (word.length < 4) continue;
      for (const query of misspellings(word, at)) {
        if (query.length < 4) continue;
        const { loaded, needed } = loadedAndNeeded(query, vocabularyByLength);
        for (const word of needed) expect(loaded.has(word), `«${word}» is within reach of «${query}»`).toBe(true);
        checked++;
        loadedTotal += loaded.size;
        for (let length = query.length - editsAllowed(query.length); length <= query.length + editsAllowed(query.length); length++) {
          inReachTotal += vocabularyByLength.byLength.get(length)?.length ?? 0;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    // and a part of the words of those lengths (the fix loaded all of them before; a quarter at this
    // size, a fiftieth at 10 000 pages: the bench)
    expect(loadedTotal / inReachTotal).toBeLessThan(0.4);
  });

  it('finds a four-letter word with its middle letters swapped, which shares no run with it', () => {
    const vocabulary = vocabularyOf(['тосн', 'тонна', 'сон', 'нос', 'тоска', 'стон', 'мост']);
    const { loaded, needed } = loadedAndNeeded('тсон', vocabulary);
    expect(needed).toContain('тосн');
    expect(twoCharacterRuns('тсон').some((run) => twoCharacterRuns('тосн').includes(run))).toBe(false);
    expect(loaded).toContain('тосн');
  });

  it('takes first the runs no word holds, and counts a run that occurs twice in the word twice', () => {
    // «карака» has the runs ка ар ра ак ка: one changed letter breaks up to three, so four are needed
    expect(typoRunsToLoad('карака', 1, 6, { ак: 3, ар: 7, ра: 10, ка: 40 })).toEqual(['ак', 'ар', 'ра', 'ка']);
    // a word one letter shorter lost a letter, which breaks at most two: three are needed
    expect(typoRunsToLoad('карака', 1, 5, { ак: 3, ар: 7, ра: 10, ка: 40 })).toEqual(['ак', 'ар', 'ра']);
    // «ка» occurs twice: with it, two more are enough
    expect(typoRunsToLoad('карака', 1, 6, { ка: 1, ак: 3, ар: 7, ра: 10 })).toEqual(['ка', 'ак', 'ар']);
    expect(typoRunsToLoad('карака', 1, 6, { ра: 1 })).toEqual([]);
  });
});
