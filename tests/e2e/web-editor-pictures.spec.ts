import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatFileSize, MEGABYTE } from '../../common/editor/picture-limits.ts';
import { largestVariant } from '../../common/images/slot-crop.ts';
import { cropForSlot } from '../../server/images/picture-crop.ts';
import { generatePhoto } from '../../testing/images/generate-photo.ts';
import { openEditor, uploadPicture as upload } from './support/web-editor.ts';

// The picture panel under a picture field (docs/web-editor.md, «Pictures»), under npm start: a
// phone's photo, held on its side (EXIF orientation 6), uploaded through the media library with
// the file chooser; the panel says its size upright and its weight, outlines the part the card
// shows — the build's crop of the real file, within a few pixels — and warns of a heavy file in
// words. Nothing is saved: the content copy is left as it was.

/** the outline's place over the photo as fractions of the photo drawn */
async function outlinedPart(page: Page, alt: string) {
  const photo = (await page.getByRole('img', { name: alt }).boundingBox())!;
  const outline = (await page.locator('[data-picture-crop]').boundingBox())!;
  return {
    photo,
    crop: {
      left: (outline.x - photo.x) / photo.width,
      top: (outline.y - photo.y) / photo.height,
      width: outline.width / photo.width,
      height: outline.height / photo.height,
    },
  };
}

test('a news picture: its size upright, its weight, the news card’s crop outlined as the build makes it; the panel passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  // 4000 × 3000 stored, shown 3000 × 4000: a phone photo of about 8 MB
  const photo = await generatePhoto({ width: 4000, height: 3000, orientation: 6, grain: 40 });
  await openEditor(page, '#/collections/news/new');
  await upload(page, { name: 'portret-na-bortu.jpg', buffer: photo });

  const panel = page.getByRole('group', { name: 'Картинка поля' });
  await expect(panel.getByText(`3000 × 4000 пикселей, ${formatFileSize(photo.length)}`, { exact: true })).toBeVisible();
  const alt = 'Так фото будет обрезано в карточке новости';
  await expect(panel.getByRole('img', { name: alt })).toBeVisible();
  await expect(page.locator('[data-picture-crop]')).toBeVisible();
  // a phone photo under 15 МБ: nothing to warn of
  await expect(panel.getByRole('listitem')).toHaveCount(0);

  // the outline is the build's crop of the real file (sharp, as tooling/images/make-variant.ts cuts it)
  const expected = (await cropForSlot(photo, largestVariant({ width: 3000, height: 4000 }, 'newsCard'), { maxPixels: 50_000_000, seconds: 30 })).crop;
  const shown = await outlinedPart(page, alt);
  // a few pixels of the photo as drawn (the border is drawn inside the outline)
  const pixel = 1 / shown.photo.height;
  expect(Math.abs(shown.crop.top - expected.top)).toBeLessThanOrEqual(3 * pixel);
  expect(Math.abs(shown.crop.left - expected.left)).toBeLessThanOrEqual(3 / shown.photo.width);
  expect(Math.abs(shown.crop.height - expected.height)).toBeLessThanOrEqual(3 * pixel);
  expect(Math.abs(shown.crop.width - expected.width)).toBeLessThanOrEqual(3 / shown.photo.width);
  // a portrait photo in a 4:3 card: the full width, a band of its height
  expect(expected.width).toBeCloseTo(1, 2);
  expect(expected.height).toBeLessThan(0.6);

  const axe = await new AxeBuilder({ page }).include('[role="group"][aria-label="Картинка поля"]').analyze();
  expect(axe.violations).toEqual([]);
});

test('a staff photo over 15 МБ: the staff card’s crop and the warning of its weight, in words', async ({ page }) => {
  test.setTimeout(120_000);
  // a camera's 24-megapixel photo with heavy grain, held on its side
  const photo = await generatePhoto({ width: 6400, height: 4800, orientation: 6, grain: 90 });
  expect(photo.length).toBeGreaterThan(15 * MEGABYTE);
  await openEditor(page, '#/collections/staff/new');
  await upload(page, { name: 'vrach-kamera.jpg', buffer: photo });

  const panel = page.getByRole('group', { name: 'Картинка поля' });
  await expect(panel.getByText(`4800 × 6400 пикселей, ${formatFileSize(photo.length)}`, { exact: true })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Так фото будет обрезано в карточке сотрудника' })).toBeVisible();
  const warning = panel.getByRole('listitem');
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText(`Внимание. Файл тяжёлый: ${formatFileSize(photo.length)}. Он сохранится, но навсегда останется в истории сайта`);

  const axe = await new AxeBuilder({ page }).include('[role="group"][aria-label="Картинка поля"]').analyze();
  expect(axe.violations).toEqual([]);
});
