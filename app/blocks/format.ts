// Pure text helpers of the content blocks drawn in the first load: Russian dates, ordinal labels.
// Those of the blocks that load with their pages are in format-more.ts.

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

/** spec §2.13: the labels of an ordinal list, up to ten items */
export const ORDINAL_LABELS = [
  'Первый пункт',
  'Второй пункт',
  'Третий пункт',
  'Четвёртый пункт',
  'Пятый пункт',
  'Шестой пункт',
  'Седьмой пункт',
  'Восьмой пункт',
  'Девятый пункт',
  'Десятый пункт',
] as const;

/** the label of the item at `index` (0-based); past the tenth the schema never lets an item through */
export function ordinalLabel(index: number): string {
  return ORDINAL_LABELS[index] ?? `Пункт ${index + 1}`;
}

/** numbers within the range of a point on Earth: nothing else is pasted into a map URL */
export function isMapPoint(lat: unknown, lng: unknown): boolean {
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
