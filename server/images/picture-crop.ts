import sharp, { type Sharp } from 'sharp';
import { coverSize, type CropBox } from '../../common/images/slot-crop.ts';

// The crop a picture's slot makes (common/images/slot-crop.ts), in one place for the build and the
// forms service: the build's variants are resized with `resizeForSlot` (tooling/images/make-variant.ts),
// and the web editor's panel asks for `cropForSlot` — the same call, which reports where it cut.
// Here, not in common/: sharp is Node's (libvips), and server/ is the folder the build's tooling
// and the clinic's server may both import (docs/architecture.md).

/** turned as the phone's EXIF orientation says, then covering the box, the most salient part (a face) kept */
export function resizeForSlot(image: Sharp, box: { width: number; height: number }): Sharp {
  return image.rotate().resize(box.width, box.height, { fit: 'cover', position: 'attention', withoutEnlargement: false });
}

export interface CropLimits {
  /** a picture with more pixels than this is refused from its header, before it is decoded */
  maxPixels: number;
  /** libvips is stopped after this long */
  seconds: number;
}

/**
 * Where the build's resize cuts the picture for a variant of `box`: a part of the upright picture,
 * each side a fraction. A file sharp cannot read, a truncated one, or one past the limits throws.
 */
export async function cropForSlot(
  input: Buffer,
  box: { width: number; height: number },
  limits: CropLimits,
): Promise<{ picture: { width: number; height: number }; crop: CropBox }> {
  // a phone's slightly damaged JPEG makes a variant (failOn 'truncated' there too) but a truncated one does not
  const open = () => sharp(input, { failOn: 'truncated', limitInputPixels: limits.maxPixels });
  const metadata = await open().metadata();
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  // raw pixels: nothing is encoded, only the offsets are wanted
  const { info } = await resizeForSlot(open(), box).timeout({ seconds: limits.seconds }).raw().toBuffer({ resolveWithObject: true });
  const covered = coverSize(upright, box);
  // sharp reports the offsets negative: where the cover-sized picture sits relative to the crop
  const left = Math.abs(info.cropOffsetLeft ?? 0);
  const top = Math.abs(info.cropOffsetTop ?? 0);
  return {
    picture: upright,
    crop: { left: left / covered.width, top: top / covered.height, width: box.width / covered.width, height: box.height / covered.height },
  };
}
