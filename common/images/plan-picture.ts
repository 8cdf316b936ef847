import { PICTURE_SLOTS, type PictureSlot, type PictureSlotName } from './picture-slots.ts';
import { variantUrl, type Variant, type VariantFormat } from './variant-url.ts';
import type { ResponsivePicture } from '../schema/picture.ts';

// Which variants a picture is made into, and the <picture> that offers them: 1× and 2× of each width
// its slot shows it at, never wider than the original (an upscaled picture is only heavier), in AVIF
// with a JPEG fallback (PNG for a PNG, which may be transparent). Every browser the build targets
// decodes AVIF; the fallback serves the others and anything that saves the picture.

/** the original as the pipeline measured it: its size once its EXIF orientation is applied */
export interface MeasuredOriginal {
  width: number;
  height: number;
  /** the first 10 hex digits of its SHA-256 (absent where only the size is known) */
  digest?: string;
  /** image-size's type: "jpg", "png", "svg", … */
  type?: string;
}

/** the formats made into variants; SVG stays as it is, a GIF may move */
const RASTER_TYPES = new Set(['jpg', 'png', 'webp', 'avif', 'tiff', 'heif']);
const MODERN_FORMAT = 'avif' satisfies VariantFormat;
const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const satisfies Record<VariantFormat, string>;

export function hasVariants(original: MeasuredOriginal): original is Required<MeasuredOriginal> {
  return original.digest !== undefined && original.type !== undefined && RASTER_TYPES.has(original.type);
}

/** the widths made of a picture for its slot (ascending) and the height each has */
export function variantSizes(original: { width: number; height: number }, slot: PictureSlotName): { width: number; height: number }[] {
  const { shownAt, aspect = original.width / original.height }: PictureSlot = PICTURE_SLOTS[slot];
  // a crop cannot be wider than the original, nor taller: the widest crop that fits
  const widest = Math.min(original.width, Math.floor(original.height * aspect));
  const wanted = shownAt.flatMap((width) => [width, width * 2]).map((width) => Math.min(width, widest));
  return [...new Set(wanted)].sort((a, b) => a - b).map((width) => ({ width, height: Math.max(1, Math.round(width / aspect)) }));
}

/**
 * the <picture> of a measured original in a slot: a raster one's variants; an SVG (or a GIF, which
 * may move) as it is, with its size
 */
export function planPicture(source: string, original: MeasuredOriginal, slot: PictureSlotName): ResponsivePicture {
  if (!hasVariants(original)) {
    return { img: { width: original.width, height: original.height, loading: 'lazy', decoding: 'async' } };
  }
  const sizes = variantSizes(original, slot);
  const fallback: VariantFormat = original.type === 'png' ? 'png' : 'jpeg';
  const srcSet = (format: VariantFormat) =>
    sizes.map((size) => `${variantUrl({ source, digest: original.digest, ...size, format })} ${size.width}w`).join(', ');
  const smallest = sizes[0]!;
  const shownAt = PICTURE_SLOTS[slot].shownAt;
  // width and height: the picture's box at the wide screen's width (its proportions are what matter)
  const box = sizes.find((size) => size.width >= shownAt[shownAt.length - 1]!) ?? sizes[sizes.length - 1]!;
  const variant: Variant = { source, digest: original.digest, ...smallest, format: fallback };
  return {
    source: { type: MIME[MODERN_FORMAT], srcSet: srcSet(MODERN_FORMAT), sizes: PICTURE_SLOTS[slot].sizes },
    img: {
      src: variantUrl(variant),
      srcSet: srcSet(fallback),
      sizes: PICTURE_SLOTS[slot].sizes,
      width: box.width,
      height: box.height,
      loading: 'lazy',
      decoding: 'async',
    },
  };
}

/** every variant address a picture names, for the build that makes them */
export function pictureUrls(picture: ResponsivePicture): string[] {
  if (picture.img.srcSet === undefined) return [];
  const fromSet = (set: string) => set.split(', ').map((candidate) => candidate.split(' ')[0]!);
  return [...new Set([picture.img.src!, ...fromSet(picture.img.srcSet), ...(picture.source === undefined ? [] : fromSet(picture.source.srcSet))])];
}

/** every variant address of every picture in a value (db.json, a page's AST) */
export function collectVariantUrls(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectVariantUrls(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'picture' && field !== null && typeof field === 'object' && 'img' in field) {
        for (const url of pictureUrls(field as ResponsivePicture)) into.add(url);
      } else collectVariantUrls(field, into);
    }
  }
  return into;
}
