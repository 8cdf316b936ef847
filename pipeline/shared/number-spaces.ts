// Numbers in page text and in the texts of block YAML, content/README.md «Стиль текста»: the thousands of a number written with
// spaces («15 000 детей», «от 60 000 до 120 000 ₽») and the space before ₽ become no-break, and
// a price of four digits or more is grouped («2500 ₽» → «2 500 ₽»), so a number never wraps
// inside and every price reads as the price rows show it. Editors type ordinary spaces.

const NBSP = '\u00a0';

/** thousands written with spaces: not a phone's groups (after +, or before a hyphen) */
const GROUPED = /(?<![\d+,.-])\d{1,3}(?:[ \u00a0]\d{3})+(?![\d\-,.]\d)/g;
/** a number before ₽, with or without a space */
const PRICE = /(?<![\d,.])(\d+)[ \u00a0]?₽/g;

export function nonBreakingNumbers(text: string): string {
  if (!/\d/.test(text)) return text;
  return text
    .replace(GROUPED, (number) => number.replace(/ /g, NBSP))
    .replace(PRICE, (_price, digits: string) => `${digits.length < 4 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, NBSP)}${NBSP}₽`);
}

/** the same for every text of a block's YAML body (review texts, card descriptions, price notes) */
export function nonBreakingNumbersIn<T>(value: T): T {
  const visit = (current: unknown): unknown => {
    if (typeof current === 'string') return nonBreakingNumbers(current);
    if (Array.isArray(current)) return current.map(visit);
    if (current === null || typeof current !== 'object') return current;
    return Object.fromEntries(Object.entries(current).map(([key, field]) => [key, visit(field)]));
  };
  return visit(value) as T;
}
