import type { PictureSlotName } from '../../common/images/picture-slots.ts';
import { coverSize, largestVariant, PICTURE_CROP_URL, type PictureCropAnswer, type PictureCropRefusal } from '../../common/images/slot-crop.ts';

// The crop the build will make of a picture (common/images/slot-crop.ts), asked of the server: the
// panel sends not the file (a phone photo is 3–8 МБ through the editor's SSH tunnel) but a copy
// drawn upright on a canvas at the size the build resizes the original to before it cuts the
// variant — the pixels the cut looks at, a few hundred kB (tests/server/images/picture-crop.test.ts:
// the same crop as of the file, within 3 pixels).

export async function askCrop(picture: ImageBitmap, slot: PictureSlotName): Promise<PictureCropAnswer | PictureCropRefusal> {
  const original = { width: picture.width, height: picture.height };
  const cover = coverSize(original, largestVariant(original, slot));
  const canvas = new OffscreenCanvas(cover.width, cover.height);
  const context = canvas.getContext('2d');
  if (context === null) return { error: 'Браузер не смог нарисовать копию картинки.' };
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, 0, 0, cover.width, cover.height);
  const copy = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  const query = new URLSearchParams({ slot, width: String(original.width), height: String(original.height) });
  try {
    const response = await fetch(`${PICTURE_CROP_URL}?${query}`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: copy });
    return (await response.json()) as PictureCropAnswer | PictureCropRefusal;
  } catch {
    return { error: 'Сервер не ответил: обрезку показать не удалось.' };
  }
}
