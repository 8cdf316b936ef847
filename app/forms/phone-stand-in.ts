// What the phone field's stand-in (a plain <input type="tel">, there until the phone component's
// chunk arrives) hands over to the phone component: the number typed so far as the component's
// value, and where the caret was. Pure, so it is tested without a browser.

import { DEFAULT_CALLING_CODE, withoutTrunkPrefix } from './phone-number-text.ts';

/**
 * The stand-in's text as the phone component's value (E.164: '+' and digits), read the way the
 * component reads what is typed after its fixed '+7': '+7 999 123-45-67', '9991234567' and
 * '8 999 123-45-67' are all '+79991234567'. A number written with another '+code' keeps it (the
 * component shows that country). No digit at all is no value.
 */
export function standInValue(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  if (text.trimStart().startsWith('+')) return withoutTrunkPrefix(`+${digits}`);
  return withoutTrunkPrefix(`+${DEFAULT_CALLING_CODE}${digits}`);
}

/** how many digits follow the caret: the one position that survives reformatting ('999' → '+7 999') */
export function digitsAfter(text: string, caret: number): number {
  return text.slice(caret).replace(/\D/g, '').length;
}

/**
 * the caret position in `formatted` with `count` digits after it: at the end for 0, else just
 * before the count-th digit from the end (never before the first character)
 */
export function caretBeforeTrailingDigits(formatted: string, count: number): number {
  if (count <= 0) return formatted.length;
  let seen = 0;
  for (let index = formatted.length - 1; index >= 0; index -= 1) {
    if (!/\d/.test(formatted[index]!)) continue;
    seen += 1;
    if (seen === count) return index;
  }
  return 0;
}
