// Where the site shows a picture, and how wide: the CSS display widths that the picture's variants
// are made for (1× and 2× of each). Each width is read from the block's CSS module, named beside it;
// when a stylesheet changes a width, the slot here changes with it.

export interface PictureSlot {
  /** the CSS widths (px) the picture is shown at, narrow screens first; the last is the wide screen's */
  shownAt: readonly number[];
  /** the <img sizes> that tells the browser which of those widths applies */
  sizes: string;
  /** width / height of the crop the slot shows, or undefined for the picture's own proportions */
  aspect?: number;
}

export const PICTURE_SLOTS = {
  /** a picture in the page's text or an image frame: the text column (--content-max: 780px, global.css) */
  content: { shownAt: [390, 780], sizes: '(min-width: 812px) 780px, calc(100vw - 2rem)' },
  /** a news card's picture: 15rem beside the text from 640 px, the card's width below (news-card.module.css) */
  newsCard: { shownAt: [240, 640], sizes: '(min-width: 640px) 240px, calc(100vw - 2rem)', aspect: 4 / 3 },
  /** a contact card's photo: the card's width, 2/5 of it beside the details from 640 px (contact-card.module.css) */
  contactCard: { shownAt: [320, 780], sizes: '(min-width: 812px) 320px, calc(100vw - 2rem)' },
  /** a photo inside a card of a card group: three columns from 1100 px, two from 640 (card.module.css) — the staff */
  card: { shownAt: [250, 380], sizes: '(min-width: 1100px) 250px, (min-width: 640px) 45vw, calc(100vw - 2rem)', aspect: 4 / 5 },
} as const satisfies Record<string, PictureSlot>;

export type PictureSlotName = keyof typeof PICTURE_SLOTS;

/** the width a picture is shown at on a wide screen: narrower than this, it shows blurred */
export function shownWidthOf(slot: PictureSlotName): number {
  const widths = PICTURE_SLOTS[slot].shownAt;
  return widths[widths.length - 1]!;
}
