import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImageSizeCache } from '../pipeline/index.ts';
import { planPicture, pictureUrls } from '../common/images/plan-picture.ts';
import type { PictureSlotName } from '../common/images/picture-slots.ts';
import { buildVariants, type VariantsBuilt } from '../tooling/images/build-variants.ts';
import { VariantCache } from '../tooling/images/variant-cache.ts';
import { generatePhoto, variantOfPhoto } from '../testing/images/generate-photo.ts';
import { round } from './stats.ts';

// 9. the pictures: the build's picture step (tooling/images/) over 50 phone photos (4000×3000 JPEG
// with camera grain, EXIF orientation 6 and GPS, testing/images/generate-photo.ts), half on news
// cards and half in the pages' text — made with an empty cache, as the first build after the photos
// arrive, then again with the cache, as the daily rebuild and a publication that changed no picture.

export interface PicturesResults {
  photos: number;
  /** the originals' average size, MB */
  originalMB: number;
  variants: number;
  /** seconds for the whole step, and per photo */
  cold: { seconds: number; perPhoto: number; made: number };
  warm: { seconds: number; fromCache: number };
  /** what visitors can be sent, all variants together, MB */
  variantsMB: number;
}

const PHOTOS = 50;

export async function benchPictures(log: (line: string) => void): Promise<PicturesResults> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pictures-bench-'));
  try {
    const publicDir = path.join(dir, 'public');
    mkdirSync(path.join(publicDir, 'images'), { recursive: true });
    // one photo's pixels, 50 files: each its own content digest, so its own variants
    const photo = await generatePhoto({ grain: 24 });
    const measure = new ImageSizeCache();
    const urls: string[] = [];
    for (let index = 0; index < PHOTOS; index++) {
      const source = `/images/photo-${index}.jpg`;
      writeFileSync(path.join(publicDir, source), variantOfPhoto(photo, `photo ${index}`));
      const slot: PictureSlotName = index % 2 === 0 ? 'newsCard' : 'content';
      urls.push(...pictureUrls(planPicture(source, measure.measure(path.join(publicDir, source))!, slot)));
    }
    const cache = new VariantCache(path.join(dir, 'cache'));
    const timed = async (outDir: string): Promise<{ seconds: number; built: VariantsBuilt }> => {
      const started = performance.now();
      const built = await buildVariants({ urls, publicDir, outDir: path.join(dir, outDir), cache });
      return { seconds: (performance.now() - started) / 1000, built };
    };
    const cold = await timed('dist-cold');
    log(`pictures: ${PHOTOS} photos → ${cold.built.made} variants in ${round(cold.seconds)} s with an empty cache`);
    const warm = await timed('dist-warm');
    log(`pictures: the same from the cache in ${round(warm.seconds, 2)} s (${warm.built.fromCache} files)`);
    return {
      photos: PHOTOS,
      originalMB: round(photo.length / 1e6),
      variants: urls.length,
      cold: { seconds: round(cold.seconds), perPhoto: round(cold.seconds / PHOTOS, 2), made: cold.built.made },
      warm: { seconds: round(warm.seconds, 2), fromCache: warm.built.fromCache },
      variantsMB: round(cold.built.bytes / 1e6),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
