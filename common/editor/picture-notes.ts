import { hasVariants } from '../images/plan-picture.ts';
import { shownWidthOf, type PictureSlotName } from '../images/picture-slots.ts';
import { formatFileSize, PICTURE_SAVE_LIMIT, PICTURE_WARN_SIZE } from './picture-limits.ts';
import { plural } from '../text/russian-plural.ts';

// What the web editor's picture panel says of a picture (app/admin/picture-panel.tsx): its size
// and weight, and the warnings in the form's words — a picture narrower than its place (the
// content check's `image-too-small`, pipeline/check/check-picture-width.ts, the same rule and
// numbers), a heavy file, a file too large to save (common/editor/picture-limits.ts).

export interface PictureFacts {
  /** upright, as it shows */
  width: number;
  height: number;
  /** the file's weight */
  bytes: number;
  /** image-size's type, as the pipeline measures it: "jpg", "png", "svg", … */
  type: string;
}

export type PictureWarning = { kind: 'too-narrow' | 'heavy' | 'too-large'; text: string };

/** «4000 × 3000 пикселей», the noun agreeing with the last number */
export function formatPixelSize(width: number, height: number): string {
  return `${width} × ${height} ${pixelsWord(height)}`;
}

/** «4000 × 3000 пикселей, 7,7 МБ» */
export function describePicture(picture: PictureFacts): string {
  return `${formatPixelSize(picture.width, picture.height)}, ${formatFileSize(picture.bytes)}`;
}

export function pictureWarnings(picture: PictureFacts, slot: PictureSlotName | undefined): PictureWarning[] {
  const warnings: PictureWarning[] = [];
  if (picture.bytes > PICTURE_SAVE_LIMIT) {
    // a file a few bytes above the limit rounds to the limit itself: «весит 40 МБ — больше 40 МБ»
    const weight = formatFileSize(picture.bytes);
    const limit = formatFileSize(PICTURE_SAVE_LIMIT);
    warnings.push({
      kind: 'too-large',
      text: `Файл весит ${weight === limit ? `чуть больше ${limit}` : weight}, а сохранить можно картинку не больше ${limit}: запись с ним не сохранится. Сохраните уменьшенную копию (например, 4000 пикселей по длинной стороне, JPEG) и выберите её вместо этого файла.`,
    });
  } else if (picture.bytes > PICTURE_WARN_SIZE) {
    warnings.push({
      kind: 'heavy',
      text: `Файл тяжёлый: ${formatFileSize(picture.bytes)}. Он сохранится, но навсегда останется в истории сайта и будет долго передаваться при сохранении. Посетителям сайт всё равно покажет уменьшенные копии, так что уменьшенная копия файла (до ${formatFileSize(PICTURE_WARN_SIZE)}) подойдёт так же хорошо.`,
    });
  }
  // the content check's rule: a raster picture (one the build makes variants of: the digest is
  // only the build's name for them) narrower than its place on a wide screen
  const shownAt = slot === undefined ? undefined : shownWidthOf(slot);
  if (shownAt !== undefined && hasVariants({ ...picture, digest: 'measured' }) && picture.width < shownAt) {
    warnings.push({
      kind: 'too-narrow',
      text: `Картинка шириной ${picture.width} ${pixelsWord(picture.width)} показывается шириной ${shownAt} ${pixelsWord(shownAt)} и будет размытой. Нужен файл шириной не меньше ${shownAt} ${pixelsWord(shownAt)}, лучше ${shownAt * 2} — подойдёт исходная фотография с телефона.`,
    });
  }
  return warnings;
}

function pixelsWord(count: number): string {
  return plural(count, 'пиксель', 'пикселя', 'пикселей');
}
