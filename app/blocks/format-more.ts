// Pure text helpers of the content blocks that load with their pages (price rows, reviews, contact
// cards): prices, review cuts, phone links. Apart from format.ts, so they stay out of the first load.

const NBSP = '\u00a0';

/** 99000 → "99 000 ₽" with no-break spaces, so a price never wraps inside */
export function formatRoubles(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${amount < 0 ? '−' : ''}${grouped}${NBSP}₽`;
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
