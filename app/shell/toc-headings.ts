// spec §2.8: the table of contents lists headings of levels 1 to 3, the one passed while
// scrolling is highlighted at a 160 px offset, and a click scrolls to 137 px above a heading.

export const TOC_LEVELS = 'h1[id], h2[id], h3[id]';
export const ACTIVE_OFFSET_PX = 160;
export const SCROLL_OFFSET_PX = 137;
export const TOC_DELAY_MS = 100;

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** the headings a visitor can see: one inside a closed accordion or toggle is not listed */
export function readHeadings(root: ParentNode): TocEntry[] {
  return [...root.querySelectorAll<HTMLElement>(TOC_LEVELS)].filter((element) => element.closest('[hidden]') === null).map((element) => ({
    id: element.id,
    text: (element.dataset.tocText ?? element.textContent ?? '').trim(),
    level: Number(element.tagName.slice(1)),
  }));
}

/** the last heading whose top has passed the offset line; the first one before any has */
export function activeHeadingId(tops: readonly { id: string; top: number }[]): string | undefined {
  let active = tops[0]?.id;
  for (const { id, top } of tops) {
    if (top <= ACTIVE_OFFSET_PX) active = id;
    else break;
  }
  return active;
}
