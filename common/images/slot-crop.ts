import { PICTURE_SLOTS, type PictureSlotName } from './picture-slots.ts';
import { variantSizes } from './plan-picture.ts';

// The part of a picture a slot with its own proportions shows (a news card 4:3, a staff card 4:5):
// the build crops each variant with libvips' attention strategy (tooling/images/make-variant.ts),
// and the web editor's picture panel outlines the same crop, asked of the server
// (server/images/picture-crop.ts) through PICTURE_CROP_URL. The crop shown is the largest
// variant's, the one a 2× screen gets.

/** POST the picture's bytes here, with `?slot=…&width=…&height=…` (the original's upright size) */
export const PICTURE_CROP_URL = '/admin/picture-crop';

/** a part of the upright picture, each side a fraction of its width or height (0–1) */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PictureCropAnswer {
  /** the variant whose crop it is, in pixels */
  variant: { width: number; height: number };
  crop: CropBox;
}

/** what the editor API answers instead, in Russian */
export interface PictureCropRefusal {
  error: string;
}

/** a slot that crops: its own proportions */
export function cropsPicture(slot: PictureSlotName): boolean {
  return (PICTURE_SLOTS[slot] as { aspect?: number }).aspect !== undefined;
}

/** the largest variant the build makes of an original of this (upright) size for the slot */
export function largestVariant(original: { width: number; height: number }, slot: PictureSlotName): { width: number; height: number } {
  const sizes = variantSizes(original, slot);
  return sizes[sizes.length - 1]!;
}

/**
 * the size the original is resized to before the variant is cut from it (fit: cover): the
 * variant's box covered, the original's proportions kept. A copy of this size gives the server the
 * pixels the build's crop looks at, and no more.
 */
export function coverSize(original: { width: number; height: number }, variant: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.max(variant.width / original.width, variant.height / original.height);
  return {
    width: Math.max(variant.width, Math.round(original.width * scale)),
    height: Math.max(variant.height, Math.round(original.height * scale)),
  };
}
