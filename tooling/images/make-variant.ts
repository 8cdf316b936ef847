// One variant of a picture, made with sharp (libvips): turned as the phone's EXIF orientation says,
// resized — cropped where its place has other proportions, keeping the most salient part (a face)
// in the frame (resizeForSlot, shared with the web editor's picture panel) —, encoded, and with no metadata: sharp writes none unless asked, so the GPS
// position, the phone's model and the time a photo was taken never reach a visitor.
import sharp, { type Sharp } from 'sharp';
import type { Variant, VariantFormat } from '../../common/images/variant-url.ts';
import { resizeForSlot } from '../../server/images/picture-crop.ts';

/** the encoders' settings; changing one changes RECIPE (variant-cache.ts), so cached files are made again */
const ENCODE: { [format in VariantFormat]: (image: Sharp) => Sharp } = {
  // effort 2 of 9: a 1560 px photo in about a second on one core; effort 4 took 10–20 s (docs/performance.md)
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: false }),
};

export const ENCODER_SETTINGS = 'avif q55 e2; webp q78; jpeg q80 mozjpeg; png c9';

/** the variant's bytes, made from the original file */
export async function makeVariant(original: string | Buffer, variant: Pick<Variant, 'width' | 'height' | 'format'>): Promise<Buffer> {
  // `failOn: 'truncated'`: a phone's slightly damaged JPEG still makes a picture
  // the crop the web editor's picture panel outlines (server/images/picture-crop.ts)
  const image = resizeForSlot(sharp(original, { failOn: 'truncated' }), variant);
  // a transparent PNG keeps its transparency; a JPEG has none, so it gets the page's white
  const flattened = variant.format === 'jpeg' ? image.flatten({ background: '#ffffff' }) : image;
  return ENCODE[variant.format](flattened).toBuffer();
}
