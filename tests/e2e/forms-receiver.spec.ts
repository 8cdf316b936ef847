import { expect, test, type Page, type Request } from '@playwright/test';
import { fillAnket } from './support/anket-form.ts';
import { openCallbackModal } from './support/callback-modal.ts';

// Both forms end to end, with nothing routed: the browser posts to the clinic's own receiver of
// `npm run preview` and of `npm start` (server/forms, an embedded PostgreSQL), which answers
// {success: true} only once the submission and its consent record are committed (docs/forms.md).
// What the visitor sees is spec §3's and §7's success.

/** the form's POST and the receiver's answer to it */
async function sentForm(page: Page, send: () => Promise<void>): Promise<{ request: Request; answer: unknown }> {
  const [response] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/forms') && response.request().method() === 'POST'),
    send(),
  ]);
  return { request: response.request(), answer: await response.json() };
}

test('a callback request is stored by the receiver and the visitor sees "Успешно."', async ({ page }) => {
  await page.goto('/');
  const dialog = await openCallbackModal(page);
  await dialog.getByRole('textbox', { name: 'Имя' }).fill('Мария');
  await dialog.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+79991234567');
  await dialog.getByRole('checkbox', { name: /согласен/ }).check();
  const { request, answer } = await sentForm(page, () => dialog.getByRole('button', { name: 'Отправить' }).click());
  expect(answer).toEqual({ success: true });
  expect(request.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  await expect(dialog.getByText('Успешно.')).toBeVisible();
});

test('a questionnaire is stored by the receiver and the visitor sees its success dialog', async ({ page }) => {
  await page.goto('/anket');
  await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
  const form = await fillAnket(page);
  await form.getByRole('checkbox', { name: /согласен/ }).check();
  const { request, answer } = await sentForm(page, () => form.getByRole('button', { name: 'Отправить анкету' }).click());
  expect(answer).toEqual({ success: true });
  expect(request.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  await expect(page.getByRole('dialog', { name: 'Ваша анкета успешно отправлена' })).toBeVisible();
});

test('a script that fills the field no person sees is answered as a person would be, and the field goes along', async ({ page }) => {
  await page.goto('/');
  const dialog = await openCallbackModal(page);
  await dialog.getByRole('textbox', { name: 'Имя' }).fill('Бот');
  await dialog.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+79991234567');
  await dialog.getByRole('checkbox', { name: /согласен/ }).check();
  // out of the tab order and hidden from assistive technology: only a script finds it by name
  const trap = dialog.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await trap.fill('https://spam.example');
  const { request, answer } = await sentForm(page, () => dialog.getByRole('button', { name: 'Отправить' }).click());
  expect(answer).toEqual({ success: true });
  expect(request.postDataJSON()).toMatchObject({ Имя: 'Бот', website: 'https://spam.example' });
});
