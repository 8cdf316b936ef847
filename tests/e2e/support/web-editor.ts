import { expect, type Page } from '@playwright/test';

// The steps every web editor test takes (docs/web-editor.md): signing in to npm start's local proxy,
// publishing the entry shown, reading the content check's answer, uploading a picture.

/** the editor's page, signed in to the local proxy (it has no accounts: «Войти» is the whole sign-in) */
export async function openEditor(page: Page, hash: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('link', { name: 'Медицинские работники' })).toBeVisible();
  await page.goto(`/admin/${hash}`);
}

/** the editor's panel with the content check's answer to a save */
export function saveCheck(page: Page) {
  return page.getByRole('region', { name: 'Проверка сайта' });
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await page.getByText('Опубликовать сейчас').click();
}

/** uploads the file through «Загрузить новый» and the browser's file chooser, and picks it */
export async function uploadPicture(page: Page, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('button', { name: 'Выберите изображение' }).click();
  const library = page.getByRole('dialog');
  // Decap selects the newest file of its list once an upload is stored: a list still loading
  // when the upload lands can come back without it, and nothing is chosen
  await expect(library.getByText('Загрузка медифайлов…')).toBeHidden();
  const chooser = page.waitForEvent('filechooser');
  await library.getByText('Загрузить новый').click();
  await (await chooser).setFiles({ ...file, mimeType: 'image/jpeg' });
  await expect(library.getByText(file.name)).toBeVisible();
  await library.getByRole('button', { name: 'Выбрать помеченные' }).click();
  await expect(page.getByRole('button', { name: 'Выберите другое изображение' })).toBeVisible();
}
