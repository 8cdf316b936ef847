import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cropForSlot } from '../../../server/images/picture-crop.ts';
import { answerCropRequest, CROP_LIMITS } from '../../../server/images/crop-request.ts';
import { coverSize, largestVariant, type CropBox } from '../../../common/images/slot-crop.ts';
import { makeVariant } from '../../../tooling/images/make-variant.ts';
import { generatePhoto, MARKER } from '../../../testing/images/generate-photo.ts';
import type { PictureSlotName } from '../../../common/images/picture-slots.ts';

// The crop the web editor's panel outlines is the build's (server/images/picture-crop.ts): asked of
// the real file it is where the variant was cut; asked of the copy the editor sends (upright, the
// cover size, JPEG, as a canvas makes it) it is the same to within a few pixels; hostile files get
// a Russian refusal.

let portrait: Buffer;
let landscape: Buffer;
beforeAll(async () => {
  // held on its side (EXIF 6): 3000 × 4000 as it shows, the red disc near the bottom left
  portrait = await generatePhoto({ width: 4000, height: 3000, orientation: 6, grain: 40 });
  landscape = await generatePhoto({ width: 4000, height: 3000, orientation: 1, grain: 40 });
}, 60_000);

const LIMITS = { maxPixels: 50_000_000, seconds: 20 };
const inPixels = (crop: CropBox, size: { width: number; height: number }) => ({
  left: crop.left * size.width,
  top: crop.top * size.height,
  width: crop.width * size.width,
  height: crop.height * size.height,
});

/** the editor's copy: upright, no EXIF, the cover size of the largest variant, JPEG */
async function editorCopy(photo: Buffer, slot: PictureSlotName): Promise<Buffer> {
  const upright = (await sharp(photo).metadata()).autoOrient!;
  const cover = coverSize(upright, largestVariant(upright, slot));
  return sharp(photo).rotate().resize(cover.width, cover.height, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
}

describe('the crop of a slot', () => {
  for (const slot of ['newsCard', 'card'] as const) {
    for (const [name, photo] of [
      ['portrait', () => portrait],
      ['landscape', () => landscape],
    ] as const) {
      it(`${slot}, ${name}: the variant the build makes is the outlined part of the picture, and the editor's copy gives the same crop`, async () => {
        const upright = (await sharp(photo()).metadata()).autoOrient!;
        const box = largestVariant(upright, slot);
        const real = await cropForSlot(photo(), box, LIMITS);
        expect(real.picture).toEqual(upright);

        // the build's variant against the outlined part cut from the upright picture
        const variant = await makeVariant(photo(), { ...box, format: 'png' });
        const cover = coverSize(upright, box);
        const part = inPixels(real.crop, cover);
        const cut = await sharp(photo())
          .rotate()
          .resize(cover.width, cover.height, { fit: 'fill' })
          .extract({ left: Math.round(part.left), top: Math.round(part.top), width: box.width, height: box.height })
          .raw()
          .toBuffer();
        const built = await sharp(variant).removeAlpha().raw().toBuffer();
        expect(built.length).toBe(cut.length);
        let difference = 0;
        for (let index = 0; index < cut.length; index += 97) difference += Math.abs(cut[index]! - built[index]!);
        // the same pixels but for resampling: a crop one row off in camera grain differs by ~30
        expect(difference / Math.ceil(cut.length / 97)).toBeLessThan(8);

        // the editor's copy: within 3 of the variant's pixels
        const copied = await cropForSlot(await editorCopy(photo(), slot), box, LIMITS);
        const a = inPixels(real.crop, cover);
        const b = inPixels(copied.crop, cover);
        expect(Math.abs(a.left - b.left)).toBeLessThanOrEqual(3);
        expect(Math.abs(a.top - b.top)).toBeLessThanOrEqual(3);
        expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(a.height - b.height)).toBeLessThanOrEqual(1);
      }, 60_000);
    }
  }

  it('keeps the salient part: the red disc of a portrait photo is inside a news card’s crop', async () => {
    const upright = { width: 3000, height: 4000 };
    const { crop } = await cropForSlot(portrait, largestVariant(upright, 'newsCard'), LIMITS);
    expect(crop.left).toBeLessThanOrEqual(MARKER.fromLeft);
    expect(crop.top).toBeLessThanOrEqual(MARKER.fromTop - MARKER.radius);
    expect(crop.top + crop.height).toBeGreaterThanOrEqual(MARKER.fromTop + MARKER.radius * 0.75);
  });
});

describe('hostile pictures', () => {
  const ask = (body: Buffer, query = 'slot=newsCard&width=3000&height=4000') => answerCropRequest(new URLSearchParams(query), body);

  it('refuses each in Russian, and crops the next picture', async () => {
    const copy = await editorCopy(portrait, 'newsCard');
    const pngBomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases: [string, Promise<Awaited<ReturnType<typeof ask>>>, RegExp][] = [
      ['text', ask(Buffer.from('<html>not a picture</html>')), /^Файл не читается как картинка/],
      ['truncated JPEG', ask(copy.subarray(0, Math.floor(copy.length / 2))), /^Файл картинки обрезан/],
      [
        '1 × 1',
        ask(
          await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
          'slot=card&width=1&height=1',
        ),
        /^Картинка слишком мала: 1 × 1 пиксель/,
      ],
      [
        '1 × 1 said to be large',
        ask(
          await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
        ),
        /^Картинка слишком мала/,
      ],
      ['36 MP PNG of a hundred kB', ask(pngBomb), /^Картинка слишком велика: больше 25 миллионов пикселей/],
      ['no slot', ask(copy, 'width=3000&height=4000'), /^Запрос не удалось прочитать/],
      ['a slot that does not crop', ask(copy, 'slot=content&width=3000&height=4000'), /^Запрос не удалось прочитать/],
      ['a slot from the prototype', ask(copy, 'slot=constructor&width=3000&height=4000'), /^Запрос не удалось прочитать/],
      ['a size of a million', ask(copy, 'slot=card&width=1000000&height=4000'), /^Запрос не удалось прочитать/],
      ['nothing', ask(Buffer.alloc(0)), /^Картинка не пришла/],
    ];
    expect(pngBomb.length).toBeLessThan(200_000);
    expect(6000 * 6000).toBeGreaterThan(CROP_LIMITS.maxPixels);
    for (const [name, reply, error] of cases) {
      const { status, body } = await reply;
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect((body as { error: string }).error, name).toMatch(error);
    }
    const good = await ask(copy);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ variant: { width: 1280, height: 960 }, crop: { left: 0, width: 1 } });
  }, 60_000);
});
