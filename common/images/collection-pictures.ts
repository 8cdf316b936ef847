import type { PictureSlotName } from './picture-slots.ts';

// Where a collection's picture is shown, by the collection's name (common/schema/collections.ts):
// the slot its variants are made for and its width is checked against. The pipeline builds the
// cards with these slots (pipeline/blocks/staff.ts, pipeline/transform/annotate-image-sizes.ts,
// the width checks of pipeline/build.ts), and the web editor's picture panel outlines the same
// slot's crop under the field (tooling/editor/editor-config.ts writes it into the field).

export const COLLECTION_PICTURES = {
  /** a news item's picture: its card on /news and the home page, cut 4:3 */
  news: { field: 'picture', slot: 'newsCard' },
  /** a worker's photo: the staff card of «О клинике», cut 4:5 */
  staff: { field: 'photo', slot: 'card' },
} as const satisfies Record<string, { field: string; slot: PictureSlotName }>;
