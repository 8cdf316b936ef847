// Pure text helpers of the content blocks: Russian dates and prices, ordinal labels, review cuts.

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

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

const NBSP = '\u00a0';

/** 99000 → "99 000 ₽" with no-break spaces, so a price never wraps inside */
export function formatRoubles(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${amount < 0 ? '−' : ''}${grouped}${NBSP}₽`;
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

/**
 * Cuts `text` to at most `limit` characters, back to the last word boundary when one is near, and
 * adds an ellipsis; a text within the limit comes back whole.
 */
export function cutText(text: string, limit: number): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  const head = text.slice(0, limit);
  const lastSpace = head.search(/\s\S*$/);
  // keep a whole word when the boundary is close; a very long word is cut where it stands
  const end = lastSpace > limit * 0.8 ? lastSpace : limit;
  return { text: `${head.slice(0, end).replace(/[\s,;:—–-]+$/u, '')}…`, cut: true };
}

/** "tel:" href of a phone written for people ("+7 999 000-00-00" → "tel:+79990000000") */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** numbers within the range of a point on Earth: nothing else is pasted into a map URL */
export function isMapPoint(lat: unknown, lng: unknown): boolean {
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
