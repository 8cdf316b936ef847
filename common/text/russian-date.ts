// A day as the site writes it, for the app (a news card, «Проверено врачом») and the pipeline (a
// news item's page) alike.

const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'] as const;

/**
 * "2024-03-12" → "12 марта 2024 г.". Read from the string itself, never through Date, so no time
 * zone can shift the day.
 */
export function formatRussianDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS_GENITIVE[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return iso;
  return `${Number(match[3])} ${month} ${match[1]} г.`;
}
