// Pure text helpers of the content blocks drawn in the first load: Russian dates, ordinal labels.
// Those of the blocks that load with their pages are in format-more.ts.

// the Russian date is shared with the pipeline, which writes a news item's day on its page
export { formatRussianDate } from '../../common/text/russian-date.ts';

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
