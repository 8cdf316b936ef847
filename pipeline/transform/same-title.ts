/**
 * Whether two titles read as the same words: case, «ё», punctuation and spacing aside
 * («Диагностика» and «диагностика:» do; «Диагностика» and «Диагностика детей» do not).
 */
export function sameTitle(a: string, b: string): boolean {
  return words(a) === words(b) && words(a) !== '';
}

function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
