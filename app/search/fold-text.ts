// Spec §5: the query and the text are compared lowercased, with the Cyrillic letters that look like
// Latin ones (м а о е р с у х) mapped to Latin on both sides; beyond the spec, ё counts as е, and a
// no-break space (the build puts one inside «2 000 ₽», content/README.md «Стиль текста») as a space.
// Folding keeps every UTF-16 unit in place, so a match found in the folded text is the same range
// of the original text (that is what the highlighting relies on).

const FOLDED: Readonly<Record<string, string>> = { м: 'm', а: 'a', о: 'o', е: 'e', ё: 'e', р: 'p', с: 'c', у: 'y', х: 'x', '\u00a0': ' ' };
const FOLDABLE = /[маоеёрсух\u00a0]/g;

export function foldText(text: string): string {
  return lowerCaseInPlace(text).replace(FOLDABLE, (letter) => FOLDED[letter]!);
}

/** lowercases without changing the length (a few letters, like "İ", lowercase to two units) */
function lowerCaseInPlace(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let result = '';
  for (const unit of text.split('')) {
    const unitLower = unit.toLowerCase();
    result += unitLower.length === 1 ? unitLower : unit;
  }
  return result;
}

const TO_CYRILLIC: Readonly<Record<string, string>> = { m: 'м', a: 'а', o: 'о', e: 'е', p: 'р', c: 'с', y: 'у', x: 'х' };
const HAS_CYRILLIC = /[\u0400-\u04ff]/;

/**
 * A lowercased word typed with Latin look-alikes among Cyrillic letters ("лечениe") back in
 * Cyrillic, so the Russian stemmer can read it; a word with no Cyrillic letter stays as it is.
 */
export function restoreCyrillic(word: string): string {
  if (!HAS_CYRILLIC.test(word)) return word;
  return word.replace(/[maoepcyx]/g, (letter) => TO_CYRILLIC[letter]!).replace(/ё/g, 'е');
}
