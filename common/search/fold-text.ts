// Spec §5: the query and the text are compared lowercased, with the Cyrillic letters that look like
// Latin ones (м а о е р с у х) mapped to Latin on both sides; beyond the spec, ё counts as е, and a
// no-break space (the build puts one inside «2 000 ₽», content/README.md «Стиль текста») as a space.
// Folding keeps every UTF-16 unit in place, so a match found in the folded text is the same range
// of the original text (that is what the highlighting relies on).

const FOLDED: Readonly<Record<string, string>> = { м: 'm', а: 'a', о: 'o', е: 'e', ё: 'e', р: 'p', с: 'c', у: 'y', х: 'x', '\u00a0': ' ' };

/**
 * Each UTF-16 unit below U+0500 (Latin and Cyrillic) to its folded unit. Looked up unit by unit
 * into a reused buffer: a regular expression calling back for each of those letters (a third of
 * Russian text) is 3–4× slower, and every page a search prepares is folded.
 */
const FOLD_UNITS = (() => {
  const table = Uint16Array.from({ length: 0x500 }, (_, unit) => unit);
  for (const [letter, folded] of Object.entries(FOLDED)) table[letter.charCodeAt(0)] = folded.charCodeAt(0);
  return table;
})();
/** String.fromCharCode takes the units as arguments: at most this many at a time */
const CHUNK = 8192;
let buffer = new Uint16Array(1024);

export function foldText(text: string): string {
  const lower = lowerCaseInPlace(text);
  const length = lower.length;
  if (buffer.length < length) buffer = new Uint16Array(Math.max(length, 2 * buffer.length));
  for (let index = 0; index < length; index++) {
    const unit = lower.charCodeAt(index);
    buffer[index] = unit < 0x500 ? FOLD_UNITS[unit]! : unit;
  }
  let folded = '';
  for (let start = 0; start < length; start += CHUNK) {
    folded += String.fromCharCode.apply(null, buffer.subarray(start, Math.min(length, start + CHUNK)) as unknown as number[]);
  }
  return folded;
}

/** whether foldText(lower) is `folded`, for a lowercased `lower`, without making the string */
export function foldsTo(lower: string, folded: string): boolean {
  if (lower.length !== folded.length) return false;
  for (let index = 0; index < lower.length; index++) {
    const unit = lower.charCodeAt(index);
    if ((unit < 0x500 ? FOLD_UNITS[unit]! : unit) !== folded.charCodeAt(index)) return false;
  }
  return true;
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
