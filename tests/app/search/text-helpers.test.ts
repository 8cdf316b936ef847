import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from '../../../common/search/edit-distance.ts';
import { excerptAround, findOccurrences, mergeRanges } from '../../../common/search/highlight-ranges.ts';
import { foldText, restoreCyrillic } from '../../../common/search/fold-text.ts';
import { isSearchShortcut } from '../../../app/search/shortcut.ts';
import { stemKey } from '../../../common/search/stem-word.ts';
import { forEachWord } from '../../../common/search/text-words.ts';
import { countText } from '../../../app/search/search-results.tsx';
import { ENTRIES } from '../../common/search/fixtures.ts';

describe('foldText', () => {
  it('lowercases, maps м а о е р с у х (and ё) to Latin, and keeps every position', () => {
    expect(foldText('МАОЕРСУХ Ёж')).toBe('maoepcyx eж');
    for (const text of ['Лечение эпилепсии', 'İstanbul', 'ß', 'Ёлка']) expect(foldText(text)).toHaveLength(text.length);
  });

  it('folds unit for unit as the rule says, in long texts and around letters outside the basic plane', () => {
    // the rule written plainly: lowercase where that keeps the length, then the look-alikes
    const rule = (text: string) =>
      text
        .split('')
        .map((unit) => (unit.toLowerCase().length === 1 ? unit.toLowerCase() : unit))
        .join('')
        .replace(/[маоеёрсух\u00a0]/g, (letter) => ({ м: 'm', а: 'a', о: 'o', е: 'e', ё: 'e', р: 'p', с: 'c', у: 'y', х: 'x', '\u00a0': ' ' })[letter]!);
    const site = ENTRIES.flatMap((entry) => [entry.title, entry.description, entry.body, ...entry.headings.flatMap((heading) => [heading.text, heading.body])]);
    // longer than the units String.fromCharCode is given at a time
    const texts = [...site, 'İstanbul ΣΑΣ Ёлка 😀 \ud800 ֆ Ꙁ ÀÉ', '', 'ЁЁЁ'.repeat(10_000), site.join(' ').repeat(Math.ceil(20_001 / site.join(' ').length))];
    expect(texts.at(-1)!.length).toBeGreaterThan(20_000);
    for (const text of texts) expect(foldText(text)).toBe(rule(text));
  });

  it('reads the no-break space the build puts inside a price as the space a visitor types', () => {
    expect(foldText('99\u00a0000\u00a0₽')).toBe(foldText('99 000 ₽'));
  });

  it('gives a Latin look-alike typed into a Russian word back to the stemmer', () => {
    expect(restoreCyrillic('лечениe')).toBe('лечение');
    expect(restoreCyrillic('mri')).toBe('mri');
  });
});

describe('stemKey', () => {
  it('is one key for the forms of a word, whatever alphabet its look-alikes came in', () => {
    const key = stemKey('лечение');
    expect(['лечения', 'лечении', 'лечением', 'лечениe'].map(stemKey)).toEqual([key, key, key, key]);
    expect(stemKey('ёлка')).toBe(stemKey('елка'));
  });
});

describe('forEachWord', () => {
  it('splits at anything but letters, marks and digits, with positions', () => {
    const words: [string, number, number][] = [];
    forEachWord('М2-макрофаги, 2000 ₽ «тест»', (word, start, end) => {
      words.push([word, start, end]);
    });
    expect(words).toEqual([
      ['М2', 0, 2],
      ['макрофаги', 3, 12],
      ['2000', 14, 18],
      ['тест', 22, 26],
    ]);
  });
});

describe('ranges', () => {
  it('merges overlapping and touching ranges, sorted', () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 2],
        [1, 3],
        [8, 9],
      ]),
    ).toEqual([
      [0, 3],
      [5, 9],
    ]);
  });

  it('finds every occurrence', () => {
    expect(findOccurrences('aaa b aa', 'aa')).toEqual([
      [0, 3],
      [6, 8],
    ]);
    expect(findOccurrences('abc', '')).toEqual([]);
  });

  it('keeps a short text whole and cuts a long one around its first match, at word edges', () => {
    expect(excerptAround({ text: 'короткий текст', ranges: [[0, 8]] })).toEqual({ text: 'короткий текст', ranges: [[0, 8]] });
    const text = `${'слово '.repeat(30)}цель ${'слово '.repeat(30)}`.trim();
    const at = text.indexOf('цель');
    const excerpt = excerptAround({ text, ranges: [[at, at + 4]] }, { before: 20, length: 60 });
    expect(excerpt.text).toMatch(/^…слово .* …?/u);
    expect(excerpt.text.endsWith('…')).toBe(true);
    const [[start, end]] = excerpt.ranges as [[number, number]];
    expect(excerpt.text.slice(start, end)).toBe('цель');
  });
});

describe('editDistanceWithin', () => {
  it.each([
    ['лечение', 'лечение', 0],
    ['лачение', 'лечение', 1],
    ['лчеение', 'лечение', 1],
    ['лечени', 'лечение', 1],
    ['эпилепсыя', 'эпилепсия', 1],
    ['кот', 'ток', 2],
  ])('%s → %s: %i', (a, b, distance) => {
    expect(editDistanceWithin(a, b, 2)).toBe(distance);
  });

  it('stops at max + 1', () => {
    expect(editDistanceWithin('абвгд', 'еёжзи', 1)).toBe(2);
    expect(editDistanceWithin('а', 'абвг', 2)).toBe(3);
  });
});

describe('isSearchShortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', code: 'KeyK', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
  it('is Ctrl+K or Cmd+K, in any layout', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'л' }))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'K', code: 'KeyK' }))).toBe(true);
  });

  it('is not K alone or with other modifiers', () => {
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j', code: 'KeyJ' }))).toBe(false);
  });
});

describe('countText', () => {
  it.each([
    [1, '1 результат'],
    [3, '3 результата'],
    [5, '5 результатов'],
    [11, '11 результатов'],
    [21, '21 результат'],
    [24, '24 результата'],
  ])('%i → %s', (count, text) => {
    expect(countText(count)).toBe(text);
  });
});
