import { PICTURE_SLOTS, type PictureSlotName } from '../../common/images/picture-slots.ts';
import { cropsPicture, largestVariant, type PictureCropAnswer, type PictureCropRefusal } from '../../common/images/slot-crop.ts';
import { formatPixelSize } from '../../common/editor/picture-notes.ts';
import { cropForSlot, type CropLimits } from './picture-crop.ts';

// The web editor's request for a picture's crop (common/images/slot-crop.ts, PICTURE_CROP_URL),
// answered alike by the forms service (server/forms/editor/editor-routes.ts, behind the editor's
// login) and by npm start's dev server (tooling/editor/editor-plugin.ts). Every input is taken as
// hostile: the parameters are checked before the bytes are looked at, the picture's header before
// it is decoded, libvips is stopped after a few seconds, and one picture is cropped at a time —
// every refusal a JSON error in Russian, never a crash.

/** the editor sends a copy of the cover size (a few hundred kB, under 2 MB even for a panorama) */
export const CROP_BODY_LIMIT = 12 * 1024 * 1024;

export const CROP_LIMITS: CropLimits = {
  // a 16:1 panorama's cover size for a 1 280 px news card is 16 MP; a PNG "bomb" claims billions
  maxPixels: 25_000_000,
  seconds: 10,
};

/** smaller than this a picture is no photo (and its crop says nothing) */
const MIN_SIDE = 16;
const MAX_SIDE = 100_000;

export interface CropReply {
  status: number;
  body: PictureCropAnswer | PictureCropRefusal;
}

let queue: Promise<unknown> = Promise.resolve();

/** `query`: the request's search parameters; `body`: the picture's bytes */
export async function answerCropRequest(query: URLSearchParams, body: Buffer): Promise<CropReply> {
  const slot = query.get('slot') ?? '';
  const original = { width: whole(query.get('width')), height: whole(query.get('height')) };
  if (!Object.hasOwn(PICTURE_SLOTS, slot) || !cropsPicture(slot as PictureSlotName) || original.width === undefined || original.height === undefined) {
    return refuse(400, 'Запрос не удалось прочитать: нужны место картинки и её размер.');
  }
  if (original.width < MIN_SIDE || original.height < MIN_SIDE) return refuse(422, tooSmall(original.width, original.height));
  if (body.length === 0) return refuse(400, 'Картинка не пришла: загрузите её снова.');
  const box = largestVariant({ width: original.width, height: original.height }, slot as PictureSlotName);
  const run = queue.then(() => cropForSlot(body, box, CROP_LIMITS));
  queue = run.catch(() => undefined);
  try {
    const { picture, crop } = await run;
    if (picture.width === undefined || picture.height === undefined) return refuse(422, UNREADABLE);
    if (picture.width < MIN_SIDE || picture.height < MIN_SIDE) return refuse(422, tooSmall(picture.width, picture.height));
    return { status: 200, body: { variant: box, crop } };
  } catch (error) {
    return refuse(422, wordsOf(String((error as Error).message)));
  }
}

const UNREADABLE = 'Файл не читается как картинка. Загрузите фотографию в формате JPEG, PNG или WebP.';

function wordsOf(message: string): string {
  if (/pixel limit/i.test(message)) return `Картинка слишком велика: больше ${CROP_LIMITS.maxPixels / 1_000_000} миллионов пикселей.`;
  if (/premature end|truncated|end of file|unexpected end/i.test(message))
    return 'Файл картинки обрезан: он записан не до конца. Загрузите его снова или возьмите исходный файл.';
  if (/timeout/i.test(message)) return 'Картинку не удалось разобрать за отведённое время. Загрузите её уменьшенную копию.';
  return UNREADABLE;
}

function tooSmall(width: number, height: number): string {
  return `Картинка слишком мала: ${formatPixelSize(width, height)}. Для карточки нужна фотография размером хотя бы в несколько сотен пикселей.`;
}

function refuse(status: number, error: string): CropReply {
  return { status, body: { error } };
}

function whole(text: string | null): number | undefined {
  if (text === null || !/^[1-9]\d{0,5}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_SIDE ? value : undefined;
}
