import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { livePreviewFolders, livePreviewPorts } from '../../testing/live-preview.ts';
import { openEditor, publish, saveCheck } from './support/web-editor.ts';

// A page's text in the web editor (docs/web-editor.md, «A page's text»), as an editor changes an
// existing page: real key presses in the middle of a word, slow and fast, Ctrl+Z, the formatting
// buttons and the link picker; the save writes the file with that change and nothing else.

const CONTACTS = path.join(livePreviewFolders(livePreviewPorts().port).content, 'pages/contacts.md');
const SENTENCE = 'Клиника находится в Искитиме, в Новосибирской области';

let original = '';
test.beforeEach(() => {
  original = readFileSync(CONTACTS, 'utf8');
});
test.afterEach(() => writeFileSync(CONTACTS, original));

async function openContacts(page: Page): Promise<Locator> {
  await openEditor(page, '#/collections/pages/entries/contacts');
  const text = page.getByLabel(/^Текст страницы/);
  await expect(text).toHaveValue(new RegExp(SENTENCE));
  return text;
}

/** the caret (or a selection) in the text box, where a click puts it */
async function select(text: Locator, start: number, end = start): Promise<void> {
  await text.click();
  await text.evaluate((area: HTMLTextAreaElement, [from, to]) => area.setSelectionRange(from!, to!), [start, end]);
}

async function savedAs(page: Page, expected: string): Promise<void> {
  await publish(page);
  await expect.poll(() => readFileSync(CONTACTS, 'utf8'), { message: 'contacts.md is saved' }).toBe(expected);
  await expect(saveCheck(page).getByRole('status')).toHaveText('Опубликовано: изменения уже на сайте, ошибок нет.');
}

test('typing in the middle of a word, slowly and fast, stays where the caret is; Ctrl+Z undoes it', async ({ page }) => {
  const text = await openContacts(page);
  const before = await text.inputValue();
  const at = before.indexOf('Искитиме') + 'Иски'.length;
  await select(text, at);
  // one key at a time, as an editor types, then a burst faster than Decap hands the value back
  await page.keyboard.type('XY', { delay: 150 });
  await page.keyboard.type('zwqa', { delay: 0 });
  await page.keyboard.type('ая', { delay: 0 });
  const typed = `${before.slice(0, at)}XYzwqaая${before.slice(at)}`;
  await expect(text).toHaveValue(typed);
  expect(await text.evaluate((area: HTMLTextAreaElement) => area.selectionStart)).toBe(at + 'XYzwqaая'.length);

  // the box's own undo and redo, as in any text box
  for (let step = 0; step < 10 && (await text.inputValue()) !== before; step++) await page.keyboard.press('Control+Z');
  await expect(text).toHaveValue(before);
  await page.keyboard.press('Control+Shift+Z');
  await expect(text).not.toHaveValue(before);
  for (let step = 0; step < 10 && (await text.inputValue()) !== typed; step++) await page.keyboard.press('Control+Shift+Z');
  await expect(text).toHaveValue(typed);

  await savedAs(page, original.replace('в Искитиме,', 'в ИскиXYzwqaаятиме,'));
});

test('the formatting buttons and the link picker write markdown around the selection, and Ctrl+Z takes it back', async ({ page }) => {
  const text = await openContacts(page);
  const before = await text.inputValue();
  const word = before.indexOf('Искитиме');

  // Ctrl+B around the selected word, and Ctrl+Z: the text as it was
  await select(text, word, word + 'Искитиме'.length);
  await page.keyboard.press('Control+B');
  await expect(text).toHaveValue(before.replace('в Искитиме,', 'в **Искитиме**,'));
  await page.keyboard.press('Control+Z');
  await expect(text).toHaveValue(before);

  // a link to a heading of another page, chosen by its title
  const call = before.indexOf('Позвоните');
  await select(text, call, call + 'Позвоните'.length);
  const toolbar = page.getByRole('toolbar', { name: 'Оформление текста' });
  await toolbar.getByRole('button', { name: 'Ссылка' }).click();
  const picker = page.getByRole('dialog', { name: 'Вставить ссылку' });
  await expect(picker).toBeVisible();
  // the dialog is modal (the page behind takes no focus) and Escape closes it
  expect(await picker.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await toolbar.getByRole('button', { name: 'Ссылка' }).click();
  await picker.getByLabel(/^Найти/).fill('диагностика цены');
  await picker.getByRole('button', { name: 'Диагностика — раздел страницы «Цены»' }).click();
  await expect(picker).toBeHidden();
  let expected = before.replace('Позвоните или', '[Позвоните](/prices#диагностика) или');
  await expect(text).toHaveValue(expected);

  // a fact by its Russian name: the telephone, as a link that dials it
  const end = expected.indexOf('датах приезда.') + 'датах приезда.'.length;
  await select(text, end);
  await page.keyboard.type(' Телефон: ');
  await page.keyboard.press('Control+K');
  await picker.getByLabel(/^Найти/).fill('телефон');
  await picker.getByRole('button', { name: 'Телефон', exact: true }).click();
  expected = expected.replace('датах приезда.', 'датах приезда. Телефон: [{{phone}}]({{phone.link}})');
  await expect(text).toHaveValue(expected);

  // a heading from the button, on the line of the caret
  await select(text, expected.indexOf('Клиника находится'));
  await page.getByRole('button', { name: 'Заголовок' }).click();
  expected = expected.replace(`\n${SENTENCE}`, `\n## ${SENTENCE}`);
  await expect(text).toHaveValue(expected);
  await page.keyboard.press('Control+Z');
  expected = expected.replace(`\n## ${SENTENCE}`, `\n${SENTENCE}`);
  await expect(text).toHaveValue(expected);

  await savedAs(
    page,
    original.replace('Позвоните или', '[Позвоните](/prices#диагностика) или').replace('датах приезда.', 'датах приезда. Телефон: [{{phone}}]({{phone.link}})'),
  );
});

test('«Изменить блок» is offered with the caret inside a block, not in the paragraph after it', async ({ page }) => {
  const text = await openContacts(page);
  const before = await text.inputValue();
  const blocks = page.getByRole('toolbar', { name: 'Блоки страницы' });
  await select(text, before.indexOf('Мы также отвечаем'));
  await expect(blocks.getByRole('button', { name: /^Изменить блок/ })).toHaveCount(0);
  await select(text, before.indexOf('Оставьте номер телефона'));
  await expect(blocks.getByRole('button', { name: 'Изменить блок «Выноска»' })).toBeVisible();
});
