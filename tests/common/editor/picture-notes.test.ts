import { describe, expect, it } from 'vitest';
import { describePicture, formatPixelSize, pictureWarnings } from '../../../common/editor/picture-notes.ts';
import { formatFileSize, MEGABYTE, PICTURE_SAVE_LIMIT, PICTURE_WARN_SIZE, SAVE_BODY_LIMIT } from '../../../common/editor/picture-limits.ts';
import { checkPictureWidth } from '../../../pipeline/check/check-picture-width.ts';
import { coverSize, largestVariant } from '../../../common/images/slot-crop.ts';

// The picture panel's words and rules (docs/web-editor.md, «Pictures»): the size and weight in
// Russian units, the width rule the same as the content check's, the two weight thresholds.

const photo = { width: 4000, height: 3000, bytes: Math.round(7.7 * MEGABYTE), type: 'jpg' };

describe('the size and weight', () => {
  it('says them as the panel shows them', () => {
    expect(describePicture(photo)).toBe('4000 × 3000 пикселей, 7,7 МБ');
    expect(formatPixelSize(1280, 962)).toBe('1280 × 962 пикселя');
    expect(formatPixelSize(1, 1)).toBe('1 × 1 пиксель');
    expect(formatPixelSize(600, 411)).toBe('600 × 411 пикселей');
    expect(formatFileSize(640 * 1024)).toBe('640 КБ');
    expect(formatFileSize(12 * MEGABYTE)).toBe('12 МБ');
    expect(formatFileSize(150 * MEGABYTE + 1)).toBe('150 МБ');
    expect(formatFileSize(3)).toBe('3 байта');
  });
});

describe('the width warning', () => {
  it('follows the content check: the same pictures, the same numbers', () => {
    for (const [slot, width] of [
      ['newsCard', 639],
      ['newsCard', 640],
      ['card', 379],
      ['card', 380],
      ['content', 700],
    ] as const) {
      const picture = { ...photo, width, height: 400 };
      const check = checkPictureWidth('/images/x.jpg', { width, height: 400, digest: '0123456789', type: 'jpg' }, slot, { file: 'x', line: 1 });
      const warning = pictureWarnings(picture, slot).find((each) => each.kind === 'too-narrow');
      expect(warning !== undefined, `${slot} ${width}`).toBe(check.length > 0);
      if (warning !== undefined) expect(warning.text).toContain(`показывается шириной ${(check[0]!.params as { shownAt: number }).shownAt} пикселей`);
    }
    expect(pictureWarnings({ ...photo, width: 300 }, 'newsCard')[0]!.text).toBe(
      'Картинка шириной 300 пикселей показывается шириной 640 пикселей и будет размытой. Нужен файл шириной не меньше 640 пикселей, лучше 1280 — подойдёт исходная фотография с телефона.',
    );
    // an SVG scales; a field shown nowhere known is not measured against a place
    expect(pictureWarnings({ ...photo, width: 100, type: 'svg' }, 'newsCard')).toEqual([]);
    expect(pictureWarnings({ ...photo, width: 100 }, undefined)).toEqual([]);
  });
});

describe('the weight warnings', () => {
  it('leaves a phone photo alone, warns past 15 МБ, says past 40 МБ that it cannot be saved', () => {
    expect(pictureWarnings({ ...photo, bytes: 8 * MEGABYTE }, 'card')).toEqual([]);
    expect(pictureWarnings({ ...photo, bytes: PICTURE_WARN_SIZE }, 'card')).toEqual([]);
    const heavy = pictureWarnings({ ...photo, bytes: 16.4 * MEGABYTE }, 'card');
    expect(heavy.map((each) => each.kind)).toEqual(['heavy']);
    expect(heavy[0]!.text).toMatch(/^Файл тяжёлый: 16,4 МБ\. Он сохранится, но навсегда останется в истории сайта/);
    const tooLarge = pictureWarnings({ ...photo, bytes: 41 * MEGABYTE }, 'card');
    expect(tooLarge.map((each) => each.kind)).toEqual(['too-large']);
    expect(tooLarge[0]!.text).toMatch(
      /^Файл весит 41 МБ, а сохранить можно картинку не больше 40 МБ: запись с ним не сохранится\. Сохраните уменьшенную копию/,
    );
    // a few bytes above the limit: not «весит 40 МБ — больше 40 МБ»
    const justAbove = pictureWarnings({ width: 6000, height: 4000, bytes: PICTURE_SAVE_LIMIT + 1, type: 'jpg' }, undefined);
    expect(justAbove[0]!.text).toMatch(/^Файл весит чуть больше 40 МБ, а сохранить можно/);
  });

  it('lets the save take what the panel does not call too large', () => {
    // the base64 of a picture at the limit, with its entry's text, fits the save's body
    expect(Math.ceil((PICTURE_SAVE_LIMIT * 4) / 3) + 100_000).toBeLessThan(SAVE_BODY_LIMIT);
    expect(Math.ceil(((PICTURE_SAVE_LIMIT + MEGABYTE) * 4) / 3)).toBeGreaterThan(SAVE_BODY_LIMIT);
  });
});

describe('the crop’s box', () => {
  it('is the largest variant the build makes, and the copy the editor sends covers it', () => {
    expect(largestVariant({ width: 3000, height: 4000 }, 'newsCard')).toEqual({ width: 1280, height: 960 });
    expect(largestVariant({ width: 3000, height: 4000 }, 'card')).toEqual({ width: 760, height: 950 });
    // a small picture: never wider than itself
    expect(largestVariant({ width: 500, height: 300 }, 'newsCard')).toEqual({ width: 400, height: 300 });
    expect(coverSize({ width: 3000, height: 4000 }, { width: 1280, height: 960 })).toEqual({ width: 1280, height: 1707 });
    expect(coverSize({ width: 4000, height: 3000 }, { width: 760, height: 950 })).toEqual({ width: 1267, height: 950 });
  });
});
