import type { MeasuredOriginal } from '../../common/images/plan-picture.ts';

/**
 * a picture's intrinsic width and height as it shows (its EXIF orientation applied), which its <img>
 * carries, with its type and content digest, from which its variants are planned (read/measure-image.ts)
 */
export type ImageSize = MeasuredOriginal;
