/**
 * The phone number as the site shows it, from the way the facts may write it: the city code's
 * brackets dropped, dashes and no-break hyphens as plain hyphens, any run of spaces one space —
 * «+7 (38343) 2–15–67» → «+7 38343 2-15-67», the form the site's numbers already take
 * («+7 999 000-00-00» stays as it is). The tel: address is its digits after the «+».
 */
export function displayPhone(written: string): string {
  return written
    .replace(/[()]/g, ' ')
    .replace(/[\u2010-\u2013]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/ ?- ?/g, '-')
    .trim();
}
