// Intrinsic sizes of the site's images, so every <img> carries width and height and the layout
// does not jump when a picture arrives (SVG viewBox/width/height, PNG, JPEG, WebP, GIF, AVIF), with
// the digest its variants' addresses carry (common/images/variant-url.ts).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';
import type { ImageSize } from '../shared/image-size.ts';

/** the picture's own width and height, or undefined when the file cannot be measured */
function measureImage(file: string): ImageSize | undefined {
  try {
    const bytes = readFileSync(file);
    const { width, height, orientation, type } = imageSize(bytes);
    if (!(width > 0 && height > 0)) return undefined;
    // EXIF orientations 5–8 turn the picture a quarter: a phone's portrait photo is stored landscape
    const turned = orientation !== undefined && orientation >= 5;
    const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    return {
      width: Math.round(turned ? height : width),
      height: Math.round(turned ? width : height),
      digest,
      type: type ?? 'unknown',
    };
  } catch {
    return undefined;
  }
}

/** measures each file once per change (by mtime and size): a rebuild re-reads only edited images */
export class ImageSizeCache {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; measured: ImageSize | undefined }>();

  /** `unchanged`: the caller knows the file has not changed since it was measured (no stat) */
  measure(file: string, unchanged = false): ImageSize | undefined {
    if (unchanged && this.cache.has(file)) return this.cache.get(file)!.measured;
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat === undefined) return undefined;
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.measured;
    const measured = measureImage(file);
    this.cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, measured });
    return measured;
  }
}
