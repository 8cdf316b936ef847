// The Russian noun form after a number, for the site, the editor and the pipeline's messages alike.

/** the form for a count: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…) */
export function plural(count: number, one: string, few: string, many: string): string {
  const tens = Math.abs(count) % 100;
  const units = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}
