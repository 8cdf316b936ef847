import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { hasVariants, type MeasuredOriginal } from '../../common/images/plan-picture.ts';
import { shownWidthOf, type PictureSlotName } from '../../common/images/picture-slots.ts';
import { createDiagnostic } from '../messages/catalogue.ts';

/**
 * A raster picture narrower than the place it shows in on a wide screen is stretched there and looks
 * blurred: a warning, not an error (the page still works). SVG scales, so it is never too small.
 */
export function checkPictureWidth(
  src: string,
  original: MeasuredOriginal,
  shownIn: PictureSlotName,
  at: { file: string; line: number; column?: number | undefined },
): Diagnostic[] {
  const shownAt = shownWidthOf(shownIn);
  if (!hasVariants(original) || original.width >= shownAt) return [];
  return [createDiagnostic('image-too-small', { src, width: original.width, shownAt }, at)];
}
