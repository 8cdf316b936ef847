import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVariants, type VariantsBuilt } from '../../../tooling/images/build-variants.ts';
import { VariantCache } from '../../../tooling/images/variant-cache.ts';
import { ImageSizeCache } from '../../../pipeline/read/measure-image.ts';
import { planPicture, pictureUrls } from '../../../common/images/plan-picture.ts';
import { parseVariantUrl, variantFile } from '../../../common/images/variant-url.ts';
import type { ResponsivePicture } from '../../../common/schema/picture.ts';
import { generatePhoto, MARKER } from '../../../testing/images/generate-photo.ts';

// A phone's photo (4000×3000 stored, EXIF orientation 6, GPS) through the build's picture step:
// the variants a news card and the page's text show it in, made into a build folder and a cache.

let dir: string;
let publicDir: string;
let outDir: string;
let cache: VariantCache;
let card: ResponsivePicture;
let text: ResponsivePicture;
let first: VariantsBuilt;

const SOURCE = '/images/news/phone-photo.jpg';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'picture-variants-'));
  publicDir = path.join(dir, 'public');
  outDir = path.join(dir, 'dist');
  mkdirSync(path.join(publicDir, 'images/news'), { recursive: true });
  const photo = await generatePhoto();
  writeFileSync(path.join(publicDir, SOURCE), photo);
  // Vite copies content/public into the build whole: the original and an SVG are there first
  mkdirSync(path.join(outDir, 'images/news'), { recursive: true });
  writeFileSync(path.join(outDir, SOURCE), photo);
  writeFileSync(path.join(outDir, 'images/news/scheme.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
  const measured = new ImageSizeCache().measure(path.join(publicDir, SOURCE))!;
  card = planPicture(SOURCE, measured, 'newsCard')!;
  text = planPicture(SOURCE, measured, 'content')!;
  cache = new VariantCache(path.join(dir, 'cache'));
  first = await buildVariants({ urls: [...pictureUrls(card), ...pictureUrls(text)], publicDir, outDir, cache });
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileOf = (url: string) => path.join(outDir, variantFile(parseVariantUrl(url)!));

describe('a phone photo made into variants', () => {
  it('is measured as it shows: EXIF orientation 6 makes the stored 4000×3000 a 3000×4000 portrait', () => {
    const measured = new ImageSizeCache().measure(path.join(publicDir, SOURCE))!;
    expect(measured).toMatchObject({ width: 3000, height: 4000, type: 'jpg' });
    expect(measured.digest).toMatch(/^[0-9a-f]{10}$/);
  });

  it('offers 1× and 2× of each width its place shows it at, in AVIF and JPEG, each file that size and format', async () => {
    // the news card: 240 px beside the text, up to 640 px on a phone; cropped to 4:3
    expect(card.source!.type).toBe('image/avif');
    expect(card.img.srcSet).toMatch(/\.240x180\.jpeg 240w, .*\.480x360\.jpeg 480w, .*\.640x480\.jpeg 640w, .*\.1280x960\.jpeg 1280w$/);
    expect(card.img.sizes).toBe('(min-width: 640px) 240px, calc(100vw - 2rem)');
    // the text column: 390 and 780 px, the picture's own proportions
    expect(
      pictureUrls(text)
        .map((url) => url.replace(/^.*\.(\d+x\d+\.\w+)$/, '$1'))
        .sort(),
    ).toEqual(['390x520.avif', '780x1040.avif', '1560x2080.avif', '390x520.jpeg', '780x1040.jpeg', '1560x2080.jpeg'].sort());
    for (const url of [...pictureUrls(card), ...pictureUrls(text)]) {
      const variant = parseVariantUrl(url)!;
      const metadata = await sharp(fileOf(url)).metadata();
      expect({ url, width: metadata.width, height: metadata.height }).toEqual({ url, width: variant.width, height: variant.height });
      // sharp names AVIF by its container, HEIF, with AV1 inside
      expect(variant.format === 'avif' ? `${metadata.format}/${metadata.compression}` : metadata.format).toBe(variant.format === 'avif' ? 'heif/av1' : 'jpeg');
    }
  });

  it('carries no metadata: no EXIF (GPS, the phone), no orientation tag, no XMP', async () => {
    // the original has them, as a phone writes them
    const original = await sharp(path.join(publicDir, SOURCE)).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif!.toString('latin1')).toContain('Test Phone');
    // the tag 0x8825 (little-endian) points at the GPS position's own directory
    expect(original.exif!.toString('latin1')).toContain('\x25\x88');
    for (const url of [...pictureUrls(card), ...pictureUrls(text)]) {
      const metadata = await sharp(fileOf(url)).metadata();
      expect({ url, exif: metadata.exif, xmp: metadata.xmp, orientation: metadata.orientation }).toEqual({
        url,
        exif: undefined,
        xmp: undefined,
        orientation: undefined,
      });
      const bytes = readFileSync(fileOf(url)).toString('latin1');
      expect(bytes).not.toContain('Test Phone');
      expect(bytes).not.toContain('Exif');
    }
  });

  it('is turned upright: the red disc is at the bottom left, as the photo shows on the phone', async () => {
    const url = pictureUrls(text).find((candidate) => candidate.endsWith('.390x520.jpeg'))!;
    const red = await redAt(fileOf(url));
    expect(red(MARKER.fromLeft, MARKER.fromTop)).toBe(true);
    // where the disc would be with the orientation ignored or applied the other way
    expect(red(1 - MARKER.fromLeft, 1 - MARKER.fromTop)).toBe(false);
    expect(red(MARKER.fromTop, MARKER.fromLeft)).toBe(false);
  });

  it("keeps the salient part in a card's crop: the disc, which a centred 4:3 crop of the portrait would cut off", async () => {
    const url = pictureUrls(card).find((candidate) => candidate.endsWith('.480x360.jpeg'))!;
    const { data, info } = await sharp(fileOf(url)).raw().toBuffer({ resolveWithObject: true });
    let redPixels = 0;
    for (let index = 0; index < data.length; index += info.channels) if (isRed(data, index)) redPixels += 1;
    // the disc's radius is 8 % of 3000 px: about a third of its area, at least, stays in frame
    expect(redPixels).toBeGreaterThan(0.3 * Math.PI * (0.08 * 3000 * (480 / 3000)) ** 2);
  });

  it('takes the original out of the build; an SVG stays as it is', () => {
    expect(first.originals).toBe(1);
    expect(() => statSync(path.join(outDir, SOURCE))).toThrow(/ENOENT/);
    expect(readdirSync(path.join(outDir, 'images/news'))).toEqual(['scheme.svg']);
  });

  it('makes each variant once: a second build takes them all from the cache, byte for byte', async () => {
    const urls = [...pictureUrls(card), ...pictureUrls(text)];
    expect(first).toMatchObject({ made: urls.length, fromCache: 0 });
    const before = new Map(urls.map((url) => [url, readFileSync(fileOf(url))]));
    const secondOut = path.join(dir, 'dist-2');
    const second = await buildVariants({ urls, publicDir, outDir: secondOut, cache });
    expect(second).toMatchObject({ made: 0, fromCache: urls.length });
    for (const url of urls) expect(readFileSync(path.join(secondOut, variantFile(parseVariantUrl(url)!))).equals(before.get(url)!)).toBe(true);
  });
});

function isRed(data: Buffer, index: number): boolean {
  return data[index]! > 180 && data[index + 1]! < 90 && data[index + 2]! < 90;
}

/** whether the picture is red at a point given as fractions of its width and height */
async function redAt(file: string): Promise<(x: number, y: number) => boolean> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  return (x, y) => isRed(data, (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * info.channels);
}
