import type { TypographyProblem } from '../messages/page-messages.ts';

// The two slips of content/README.md «Стиль текста» a check can see for sure in a page's text:
// straight quotes, where the site writes «ёлочки», and a price with «руб.» or «р.», where it writes
// «2 000 ₽». Only markdown text is read: a code span, an escaped \" and YAML's own quotes are not text.

/** «2000руб.», «2 000 руб», «150 р.»: a number, then an abbreviated rouble (not «рублей») */
const ROUBLES = /(?<![\d.,])(\d[\d \u00a0]*?)[ \u00a0]?(?:руб\.?|р\.)(?![а-яёa-z])/i;

/** the slips in one text, each with the source text to find it by */
export function findTypography(text: string): { source: string; problem: TypographyProblem }[] {
  const found: { source: string; problem: TypographyProblem }[] = [];
  // a quote inside a pasted tag (<div class="…">) is the HTML's, reported as HTML already
  const quote = text.replace(/<[^<>]*>/g, (tag) => ' '.repeat(tag.length)).indexOf('"');
  if (quote !== -1) found.push({ source: text.slice(quote, quote + 12).split('\n')[0]!, problem: { problem: 'straight-quotes' } });
  const price = ROUBLES.exec(text);
  if (price !== null) found.push({ source: price[0], problem: { problem: 'roubles', found: price[0], number: price[1]!.trim() } });
  return found;
}
