import type { TocEntry } from '../../common/contracts/prerendered-page.ts';
import { PAGE_TITLE_ID } from './element-ids.ts';

// spec §2.8: the table of contents lists headings of levels 1 to 3, the one passed while
// scrolling is highlighted at a 160 px offset, and a click scrolls to 137 px above a heading. With
// no headings it says 'Нет заголовков': the page's own title alone is no list of headings, and
// nothing is highlighted until a heading has passed the 160 px line.

const TOC_LEVELS = 'h1[id], h2[id], h3[id]';
const ACTIVE_OFFSET_PX = 160;
export const SCROLL_OFFSET_PX = 137;
export const TOC_DELAY_MS = 100;

/** the headings a visitor can see: one inside a closed accordion or toggle is not listed */
export function readHeadings(root: ParentNode): TocEntry[] {
  return [...root.querySelectorAll<HTMLElement>(TOC_LEVELS)]
    .filter((element) => element.closest('[hidden]') === null)
    .map((element) => ({
      id: element.id,
      text: (element.dataset.tocText ?? element.textContent ?? '').trim(),
      level: Number(element.tagName.slice(1)),
    }));
}

const NO_ENTRIES: readonly TocEntry[] = [];

/** the entries to list: none when the page has no heading but its title */
export function listedHeadings(entries: readonly TocEntry[]): readonly TocEntry[] {
  return entries.some((entry) => entry.id !== PAGE_TITLE_ID) ? entries : NO_ENTRIES;
}

/** the last heading whose top has passed the offset line; none before any has */
export function activeHeadingId(tops: readonly { id: string; top: number }[]): string | undefined {
  let active: string | undefined;
  for (const { id, top } of tops) {
    if (top <= ACTIVE_OFFSET_PX) active = id;
    else break;
  }
  return active;
}
