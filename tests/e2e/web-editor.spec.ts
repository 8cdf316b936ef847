import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { livePreviewFolders, livePreviewPorts } from '../support/live-preview.ts';

// The web editor (docs/web-editor.md) as a clinic's editor uses it: npm start over a temporary copy
// of content/ (tests/support/start-live-preview.ts), /admin/ in Chromium, an entry made with the
// form and saved through Decap's local proxy into that copy; the content check's answer is shown in
// the editor, and the site shows the new entry wherever its collection is listed. Each collection
// the editor offers is a case below: a new one (news, reviews) adds a case.

const content = livePreviewFolders(livePreviewPorts().port).content;

interface EditorCase {
  collection: string;
  /** the file the save writes, relative to the content folder */
  file: string;
  fill(page: Page): Promise<void>;
  /** the file as the save should write it */
  written: string;
  /** where the site shows the entry, and what it shows there */
  shown: { route: string; text: string | RegExp }[];
  /** files the form added beside the entry (an uploaded picture), relative to the content folder */
  alsoWritten?: string[];
  /** what else a visitor finds of the entry (the search) */
  found?(page: Page): Promise<void>;
}

const DOCTOR: EditorCase = {
  collection: 'staff',
  file: 'data/staff/ivanova-mariya-petrovna.yaml',
  async fill(page) {
    await page.getByLabel('ФИО').fill('Иванова Мария Петровна');
    await page.getByLabel('Должность', { exact: true }).fill('врач-педиатр');
    await page.getByLabel('Специальность', { exact: true }).fill('педиатрия');
    await page.getByRole('button', { name: /Добавить образование/ }).click();
    await chooseOption(page, 'Уровень', 'высшее');
    await page.getByLabel('Учебное заведение').fill('Новосибирский государственный медицинский университет');
    await page.getByLabel('Год выдачи диплома').fill('2008');
    await page.getByLabel('Специальность по диплому').fill('педиатрия');
    await page.getByRole('button', { name: /Добавить аккредитация/ }).click();
    await chooseOption(page, 'Вид', 'аккредитация');
    await page.getByLabel('Специальность', { exact: true }).last().fill('педиатрия');
    // the date pickers of the form write the Russian date the schema asks for
    await page.getByLabel('Дата', { exact: true }).fill('2021-03-15');
    await page.getByLabel('Действует до').fill('2026-03-15');
    await page.getByLabel('Стаж по специальности с (год)').fill('2008');
    await page.getByLabel(/^Понедельник/).fill('9:00–17:00');
    await page.getByLabel(/^Среда/).fill('9:00–17:00');
    await page.getByLabel(/^О работнике/).fill('Ведёт детей раннего возраста.');
    // the preview shows the worker as the legal table will, before anything is saved
    await expect(
      page
        .frameLocator('iframe')
        .first()
        .getByRole('cell', { name: /Аккредитация по специальности «педиатрия» от 15\.03\.2021/ }),
    ).toBeVisible();
  },
  written: `# yaml-language-server: $schema=../../../dist-data/schemas/staff.schema.json
name: Иванова Мария Петровна
position: врач-педиатр
specialty: педиатрия
education:
  - level: высшее
    institution: Новосибирский государственный медицинский университет
    year: 2008
    specialty: педиатрия
accreditations:
  - kind: аккредитация
    specialty: педиатрия
    date: 15.03.2021
    validUntil: 15.03.2026
experienceSince: 2008
schedule:
  пн: 9:00–17:00
  ср: 9:00–17:00
about: Ведёт детей раннего возраста.
`,
  shown: [
    { route: '/about', text: 'Ведёт детей раннего возраста.' },
    { route: '/medical-organization', text: 'Аккредитация по специальности «педиатрия» от 15.03.2021, действует до 15.03.2026' },
  ],
};

const FREE_PAGE: EditorCase = {
  collection: 'pages',
  file: 'pages/kak-dobratsya-do-kliniki.md',
  async fill(page) {
    await page.getByLabel('Заголовок страницы').fill('Как добраться до клиники');
    await page.getByLabel(/^Описание/).fill('Дорога до клиники из Новосибирска на электричке и на машине.');
    const text = page.getByLabel(/^Текст страницы/);
    await text.fill('Из Новосибирска до Искитима около часа.\n');
    // a block from its form: the text gets its `:::` syntax at the caret
    await text.press('Control+End');
    await page.getByRole('toolbar', { name: 'Блоки страницы' }).getByRole('button', { name: 'Выноска' }).click();
    const form = page.getByRole('form', { name: 'Блок «Выноска»' });
    await form.getByLabel('Вид').selectOption({ label: 'Совет' });
    await form.getByLabel(/^Заголовок/).fill('Электричка');
    await form.getByLabel('Текст').fill('Садитесь на электричку до станции Искитим.');
    await form.getByRole('button', { name: 'Вставить блок' }).click();
    // the preview draws the unsaved page with the site's own blocks
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByRole('heading', { name: 'Как добраться до клиники', level: 1 })).toBeVisible();
    await expect(preview.getByText('Садитесь на электричку до станции Искитим.')).toBeVisible();
  },
  written: `---
title: Как добраться до клиники
description: Дорога до клиники из Новосибирска на электричке и на машине.
---
Из Новосибирска до Искитима около часа.

::: tip Электричка
Садитесь на электричку до станции Искитим.
:::
`,
  shown: [{ route: '/kak-dobratsya-do-kliniki', text: 'Садитесь на электричку до станции Искитим.' }],
};

// a real picture's bytes (a 2×1 PNG): the content check measures every picture a page shows
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGMQaHD4D8IADcMDn7eYhJ0AAAAASUVORK5CYII=', 'base64');

const NEWS_ITEM: EditorCase = {
  collection: 'news',
  file: 'pages/news/letnyaya-smena-reabilitatsii.md',
  async fill(page) {
    await page.getByLabel('Заголовок', { exact: true }).fill('Летняя смена реабилитации');
    await page.getByLabel(/^Кратко/).fill('С июня клиника принимает детей на летнюю смену реабилитации.');
    await page.getByLabel(/^Дата/).fill('2025-06-10');
    // the picture is uploaded through the media library, as an editor adds one from the computer
    await page.getByRole('button', { name: 'Выберите изображение' }).click();
    const library = page.getByRole('dialog');
    await library.locator('input[type=file]').setInputFiles({ name: 'letnyaya-smena.png', mimeType: 'image/png', buffer: PICTURE });
    await library.getByText('letnyaya-smena.png').click();
    await library.getByRole('button', { name: 'Выбрать помеченные' }).click();
    await page.getByLabel(/^Что на картинке/).fill('Дети на занятии в зале лечебной физкультуры');
    await page.getByLabel(/^Текст/).fill('Смена длится три недели.\n');
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByRole('heading', { name: 'Летняя смена реабилитации', level: 1 })).toBeVisible();
  },
  written: `---
title: Летняя смена реабилитации
description: С июня клиника принимает детей на летнюю смену реабилитации.
date: 2025-06-10
picture:
  src: /images/letnyaya-smena.png
  alt: Дети на занятии в зале лечебной физкультуры
---
Смена длится три недели.
`,
  alsoWritten: ['public/images/letnyaya-smena.png'],
  shown: [
    { route: '/news', text: 'Летняя смена реабилитации' },
    // the home page's latest news, and the news sequence's «previous» from the newest item
    { route: '/', text: 'Летняя смена реабилитации' },
    { route: '/news/letnyaya-smena-reabilitatsii', text: 'Победа во Всероссийском конкурсе врачей — 2012' },
  ],
  async found(page) {
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Поиск по сайту' }).getByRole('combobox', { name: 'Поиск по сайту' }).fill('летняя смена');
    await expect(page.getByRole('option', { name: /^Летняя смена реабилитации/ }).first()).toBeVisible();
  },
};

const CASES: EditorCase[] = [DOCTOR, FREE_PAGE, NEWS_ITEM];

/** the editor's page, signed in to the local proxy (it has no accounts: «Войти» is the whole sign-in) */
async function openEditor(page: Page, hash: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('link', { name: 'Медицинские работники' })).toBeVisible();
  await page.goto(`/admin/${hash}`);
}

/** the editor's panel with the content check's answer to a save */
function saveCheck(page: Page) {
  return page.getByRole('region', { name: 'Проверка сайта' });
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(option);
  await page.keyboard.press('Enter');
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await page.getByText('Опубликовать сейчас').click();
}

test.afterAll(() => {
  for (const { file, alsoWritten = [] } of CASES) for (const each of [file, ...alsoWritten]) rmSync(path.join(content, each), { force: true });
  rmSync(path.join(content, 'data/staff/petrov-petr-ivanovich.yaml'), { force: true });
});

for (const editorCase of CASES) {
  test(`a new entry of ${editorCase.collection} made with the form is saved into the content, checked and shown on the site`, async ({ page }) => {
    await openEditor(page, `#/collections/${editorCase.collection}/new`);
    await editorCase.fill(page);
    await publish(page);

    const file = path.join(content, editorCase.file);
    // the proxy writes the file in place: read it once it is whole
    await expect.poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : undefined), { message: `${editorCase.file} is written` }).toBe(editorCase.written);
    // the content check's answer to the save, in the editor
    await expect(saveCheck(page).getByRole('status')).toHaveText('Сохранено. Проверка прошла: ошибок нет, изменения уже на сайте.');

    for (const written of editorCase.alsoWritten ?? []) expect(existsSync(path.join(content, written)), written).toBe(true);

    for (const { route, text } of editorCase.shown) {
      await page.goto(route);
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await editorCase.found?.(page);
  });
}

test('a save the content check refuses shows its Russian message in the editor', async ({ page }) => {
  await openEditor(page, '#/collections/staff/new');
  await page.getByLabel('ФИО').fill('Петров Пётр Иванович');
  await page.getByLabel('Должность', { exact: true }).fill('врач-невролог');
  await page.getByLabel('Специальность', { exact: true }).fill('неврология');
  await page.getByRole('button', { name: /Добавить образование/ }).click();
  await chooseOption(page, 'Уровень', 'высшее');
  await page.getByLabel('Учебное заведение').fill('Сибирский государственный медицинский университет');
  await page.getByLabel('Год выдачи диплома').fill('2001');
  await page.getByLabel('Специальность по диплому').fill('лечебное дело');
  await page.getByRole('button', { name: /Добавить аккредитация/ }).click();
  await chooseOption(page, 'Вид', 'сертификат');
  await page.getByLabel('Специальность', { exact: true }).last().fill('неврология');
  await page.getByLabel('Дата', { exact: true }).fill('2022-01-10');
  await page.getByLabel('Действует до').fill('2027-01-10');
  await page.getByLabel('Стаж по специальности с (год)').fill('2001');
  await page.getByLabel(/^Вторник/).fill('10:00–16:00');
  // a photo the form cannot know is missing: only the content check looks in content/public
  page.once('dialog', (dialog) => void dialog.accept('/images/staff/no-such-photo.webp'));
  await page.getByRole('button', { name: 'Вставить из URL' }).click();
  await page.getByLabel(/^Что на фотографии/).fill('Петров Пётр Иванович');
  await publish(page);

  await expect(saveCheck(page).getByRole('status')).toHaveText('Сохранено, но проверка нашла ошибки: сайт показывает прежнюю версию, пока их не исправят.');
  const inEntry = saveCheck(page).getByRole('listitem');
  await expect(inEntry).toContainText(['картинки /images/staff/no-such-photo.webp нет: ожидался файл content/public/images/staff/no-such-photo.webp']);
  await expect(inEntry).toContainText(['data/staff/petrov-petr-ivanovich.yaml, строка']);
});
