import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { livePreviewFolders, livePreviewPorts } from '../../testing/live-preview.ts';
import { gradientPng } from './support/png-picture.ts';
import { clickOnCharacter } from './support/text-click.ts';
import { recordTask, TaskClock, writeTable } from './support/trial-times.ts';
import { publish, saveCheck } from './support/web-editor.ts';

// The six tasks an editor who does not program tried in the web editor (docs/web-editor.md), done
// again as the editor did them: /admin/ under npm start over a temporary copy of content/
// (testing/start-live-preview.ts), Chromium at 1400×900, every word typed key by key, the buttons
// and links clicked. Each task asserts what the editor sees in the editor and on the site, and its
// wall time goes into a table (test-results/web-editor-trial.md, and printed with the list reporter).

const content = livePreviewFolders(livePreviewPorts().port).content;

/** an editor's typing speed is not the point; a key at a time is (the caret once jumped after the first one) */
const KEY_DELAY = 15;

const PUBLISHED = 'Опубликовано: изменения уже на сайте, ошибок нет.';
const HELD =
  'Сохранено, но не опубликовано: в этой записи ошибка. Сайт показывает её прежнюю версию, пока ошибку не исправят; остальные изменения уже на сайте.';
const PUBLISHED_BESIDE_ERRORS = 'Опубликовано: изменения этой записи уже на сайте. В других записях есть ошибки — их изменения ждут исправления.';

/** the files each task writes or changes, put back after it: the next run starts from the same content */
const written = new Set<string>();
const before = new Map<string, string>();

function changes(...files: string[]): void {
  for (const file of files) if (!before.has(file)) before.set(file, readFileSync(path.join(content, file), 'utf8'));
}

function restoreContent(): void {
  for (const [file, text] of before) writeFileSync(path.join(content, file), text);
  for (const file of written) rmSync(path.join(content, file), { force: true });
  before.clear();
  written.clear();
}

let task: { name: string; clock: TaskClock } | undefined;

function startTask(name: string): TaskClock {
  task = { name, clock: new TaskClock() };
  return task.clock;
}

test.afterEach(() => {
  if (task !== undefined) recordTask(test.info(), task.name, task.clock);
  task = undefined;
  restoreContent();
});

test.afterAll(() => {
  console.log(`\nThe web editor's trial, wall time of each task:\n${writeTable(test.info())}`);
});

/** clicks into a field and types its value key by key, as an editor does */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text, { delay: KEY_DELAY });
}

/** selects what a field holds and types over it */
async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('Control+A');
  await field.pressSequentially(text, { delay: KEY_DELAY });
}

/** Decap's choice widget: a few letters typed into it, Enter takes the option shown */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await typeInto(field, option);
  await page.keyboard.press('Enter');
}

/** signs in to npm start's local proxy: it has no accounts, «Войти» is the whole sign-in */
async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** a section in the editor's side list (a page of the same name may be listed beside it) */
async function openCollection(page: Page, label: string): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: label, exact: true }).click();
}

/** from an entry back to its collection's list, by the arrow over the form */
async function leaveEntry(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^← Запись в коллекцию/ }).click();
}

/** publishes the entry shown and waits for the panel's answer, timed */
async function publishAndSee(page: Page, clock: TaskClock, answer: string): Promise<void> {
  await clock.save(async () => {
    await publish(page);
    await expect(saveCheck(page).getByRole('status')).toHaveText(answer, { timeout: 30_000 });
  });
}

const SECTIONS = ['Страницы', 'Медицинские работники', 'Новости', 'Отзывы пациентов', 'Сведения о клинике', 'Меню сайта'];

test('1. open /admin/ and find the sections', async ({ page }) => {
  startTask('1. open /admin/, find the sections');
  await signIn(page);
  for (const section of SECTIONS) await expect(page.getByRole('complementary').getByRole('link', { name: section, exact: true })).toBeVisible();
  await openCollection(page, 'Страницы');
  const pages = page.getByRole('main').getByRole('link');
  await expect(pages.filter({ hasText: 'Контакты' })).toBeVisible();
  // the home page by its name, not by the placeholder of the clinic's name its title is
  await expect(pages.filter({ hasText: /^Главная$/ })).toBeVisible();
  await expect(pages.filter({ hasText: '{{' })).toHaveCount(0);
  await openCollection(page, 'Сведения о клинике');
  await expect(page.getByRole('main').getByRole('link').filter({ hasText: 'Главное о клинике' })).toBeVisible();
});

const NEWS_FILE = 'pages/news/otkryto-novoe-otdelenie.md';
const NEWS_PICTURE = 'public/images/news/novoe-otdelenie.png';

test('2. add a news item with a picture, publish it, see it on /news and the home page', async ({ page }) => {
  test.setTimeout(90_000);
  const clock = startTask('2. a news item with a picture');
  written.add(NEWS_FILE).add(NEWS_PICTURE);
  await signIn(page);
  await openCollection(page, 'Новости');
  await page.getByRole('link', { name: /новость/ }).click();
  await typeInto(page.getByLabel('Заголовок', { exact: true }), 'Открыто новое отделение');
  await typeInto(page.getByLabel(/^Кратко/), 'В клинике открылось отделение дневного стационара для детей.');
  // the browser's own date field: its keys follow the browser's language, so the day is set as its picker would set it
  await page.getByLabel(/^Дата/).fill('2026-11-20');
  // a picture from the computer, through the media library (the file chooser is the system's: the file is handed to it)
  await page.getByRole('button', { name: 'Выберите изображение' }).click();
  const library = page.getByRole('dialog');
  await library.locator('input[type=file]').setInputFiles({ name: 'novoe-otdelenie.png', mimeType: 'image/png', buffer: gradientPng(320, 240) });
  await expect(library.getByText('novoe-otdelenie.png')).toBeVisible();
  await library.getByRole('button', { name: 'Выбрать помеченные' }).click();
  // the form shows the chosen picture, drawn, before the entry is saved (app/admin/unsaved-picture.ts)
  const thumbnail = page.locator('img[src*="novoe-otdelenie"], img[src^="blob:"]').first();
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), { message: 'the thumbnail of the picture just uploaded is drawn' })
    .toBe(320);
  await typeInto(page.getByLabel(/^Что на картинке/), 'Светлая игровая комната нового отделения');
  await typeInto(page.getByLabel(/^Текст/), 'Отделение принимает детей с понедельника по пятницу.');
  await publishAndSee(page, clock, PUBLISHED);
  expect(readFileSync(path.join(content, NEWS_FILE), 'utf8')).toContain('src: /images/news/novoe-otdelenie.png');

  await page.goto('/news');
  await expect(page.getByRole('link', { name: 'Открыто новое отделение' })).toBeVisible();
  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Открыто новое отделение' }) });
  await expect(card.getByText('20 ноября 2026')).toBeVisible();
  const picture = card.getByRole('img', { name: 'Светлая игровая комната нового отделения' });
  await expect(picture).toBeVisible();
  // drawn (the site may serve a smaller copy of it for the card)
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

const DOCTOR_FILE = 'data/staff/sokolova-anna-viktorovna.yaml';

test('3. add a doctor with hours typed with a hyphen, publish, see them on /about and /medical-organization', async ({ page }) => {
  test.setTimeout(90_000);
  const clock = startTask('3. a doctor');
  written.add(DOCTOR_FILE);
  await signIn(page);
  await openCollection(page, 'Медицинские работники');
  await page.getByRole('link', { name: /медицинский работник/ }).click();
  await typeInto(page.getByLabel('ФИО'), 'Соколова Анна Викторовна');
  await typeInto(page.getByLabel('Должность', { exact: true }), 'врач-невролог');
  await typeInto(page.getByLabel('Специальность', { exact: true }), 'неврология');
  await page.getByRole('button', { name: /Добавить документ об образовании/ }).click();
  await choose(page, page.getByLabel('Уровень', { exact: true }), 'высшее');
  await typeInto(page.getByLabel('Учебное заведение'), 'Новосибирский государственный медицинский университет');
  await typeInto(page.getByLabel('Год выдачи диплома'), '2006');
  await typeInto(page.getByLabel('Специальность по диплому'), 'лечебное дело');
  await page.getByRole('button', { name: /Добавить аккредитацию или сертификат/ }).click();
  await choose(page, page.getByLabel('Вид', { exact: true }), 'аккредитация');
  await typeInto(page.getByLabel('Специальность', { exact: true }).last(), 'неврология');
  // the browser's own date fields (see the news item's date)
  await page.getByLabel('Дата', { exact: true }).fill('2023-04-12');
  await page.getByLabel('Действует до').fill('2028-04-12');
  await typeInto(page.getByLabel('Стаж по специальности с (год)'), '2008');
  // hours as a keyboard types them: a plain hyphen
  await typeInto(page.getByLabel(/^Понедельник/), '9:00-17:00');
  await typeInto(page.getByLabel(/^Четверг/), '9:00-17:00');
  await typeInto(page.getByLabel(/^О работнике/), 'Ведёт взрослых после инсульта и травм.');
  await publishAndSee(page, clock, PUBLISHED);

  await page.goto('/about');
  await expect(page.getByText('Соколова Анна Викторовна').first()).toBeVisible();
  await expect(page.getByText('Ведёт взрослых после инсульта и травм.')).toBeVisible();
  await page.goto('/medical-organization');
  const row = page.getByRole('row').filter({ hasText: 'Соколова Анна Викторовна' });
  await expect(row).toContainText('Аккредитация по специальности «неврология» от 12.04.2023, действует до 12.04.2028');
  // the hours as the site writes them, with an en dash
  await expect(row).toContainText('9:00–17:00');
});

test('4. change a price in «Сведения о клинике», publish, see it on /prices', async ({ page }) => {
  const clock = startTask('4. a price');
  changes('data/clinic.yaml');
  await signIn(page);
  await openCollection(page, 'Сведения о клинике');
  await page.getByRole('link', { name: /Главное о клинике/ }).click();
  const price = page.getByLabel(/^Цена проживания второго сопровождающего/);
  await expect(price).toHaveValue('2000');
  await retype(price, '2200');
  await publishAndSee(page, clock, PUBLISHED);
  await page.goto('/prices');
  await expect(page.getByText(/2\u00a0200\u00a0₽/).first()).toBeVisible();
});

/** what the editor must never be shown: a file, a line of a file, a YAML key of a page or a doctor */
const DEVELOPER_WORDS = /\.md\b|\.yaml\b|content\/|строк[аеи]|\b(?:title|description|sample|section|orphan|about|schedule)\b/;

test('5. mistakes on purpose: an empty required field, a broken link typed by hand', async ({ page }) => {
  test.setTimeout(120_000);
  const clock = startTask('5. mistakes on purpose');
  changes('pages/contacts.md', 'data/staff/kravtsov.yaml');
  const contactsFile = path.join(content, 'pages/contacts.md');
  const contactsBefore = readFileSync(contactsFile, 'utf8');
  await signIn(page);
  await openCollection(page, 'Страницы');
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Контакты' }).first().click();
  const title = page.getByLabel('Заголовок страницы');
  await expect(title).toHaveValue('Контакты');

  // a required field left empty: refused in the form, nothing written
  await title.click();
  await title.press('Control+A');
  await title.press('Backspace');
  await publish(page);
  await expect(page.getByText('Необходимо указать значение поля Заголовок страницы.')).toBeVisible();
  expect(readFileSync(contactsFile, 'utf8')).toBe(contactsBefore);
  await typeInto(title, 'Контакты');

  // a link typed by hand, mistyped, at the end of the text (the link picker not used)
  const text = page.getByLabel(/^Текст страницы/);
  const brokenLine = 'Цены — на странице [Цены](/prise).';
  const untyped = await text.inputValue();
  await text.click();
  await page.keyboard.press('Control+End');
  // a blank line before it, as between paragraphs
  const newLines = untyped.endsWith('\n') ? '\n' : '\n\n';
  await page.keyboard.type(`${newLines}${brokenLine}`, { delay: KEY_DELAY });
  await expect(text).toHaveValue(`${untyped}${newLines}${brokenLine}`);
  await publishAndSee(page, clock, HELD);
  const own = saveCheck(page).getByRole('listitem').first();
  await expect(own).toContainText('Ссылка ведёт на страницу /prise, а такой страницы на сайте нет. Может быть, имелась в виду /prices?');
  await expect(saveCheck(page)).not.toContainText(DEVELOPER_WORDS);
  // «Показать в тексте» selects the mistaken line in the text box
  await own.getByRole('button', { name: 'Показать в тексте' }).click();
  await expect.poll(() => text.evaluate((box: HTMLTextAreaElement) => box.value.slice(box.selectionStart, box.selectionEnd))).toBe(brokenLine);

  // another entry saved meanwhile is published; «Контакты» waits for its fix
  await leaveEntry(page);
  await openCollection(page, 'Медицинские работники');
  await page.getByRole('link', { name: /Кравцов Андрей Петрович/ }).click();
  const about = page.getByLabel(/^О работнике/);
  await expect(about).toHaveValue(/научную работу клиники\.$/);
  await about.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Принимает взрослых и детей.', { delay: KEY_DELAY });
  await publishAndSee(page, clock, PUBLISHED_BESIDE_ERRORS);
  const elsewhere = saveCheck(page).getByRole('listitem').filter({ hasText: '/prise' });
  await expect(elsewhere.getByRole('link', { name: 'Открыть: Страницы' })).toBeVisible();
  await expect(saveCheck(page)).not.toContainText(DEVELOPER_WORDS);

  // the site, in a tab of its own: the doctor's new words, «Контакты» as it was
  const site = await page.context().newPage();
  await site.goto('/about');
  await expect(site.getByText(/научную работу клиники\. Принимает взрослых и детей\./)).toBeVisible();
  await site.goto('/contacts');
  await expect(site.getByRole('heading', { name: 'Контакты', level: 1 })).toBeVisible();
  await expect(site.getByText('Цены — на странице')).toHaveCount(0);

  // the fix, from the panel's offer: /prise retyped as /prices in the middle of the line
  await page.bringToFront();
  await elsewhere.getByRole('link', { name: 'Открыть: Страницы' }).click();
  await expect(text).toHaveValue(new RegExp(`${brokenLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n?$`));
  const value = await text.inputValue();
  await text.click();
  await page.keyboard.press('Control+End');
  for (let left = value.length - (value.lastIndexOf('/prise') + '/prise'.length); left > 0; left--) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('ces', { delay: KEY_DELAY });
  await expect(text).toHaveValue(value.replace('/prise', '/prices'));
  await publishAndSee(page, clock, PUBLISHED);
  await site.reload();
  await expect(site.getByText('Цены — на странице')).toBeVisible();
  await site.getByRole('main').getByRole('link', { name: 'Цены', exact: true }).click();
  await expect(site.getByRole('heading', { name: 'Цены', level: 1 })).toBeVisible();
});

const STROKE_PAGE = 'pages/services/stroke-rehabilitation.md';
const PARAGRAPH_END = 'с разрешения лечащего врача.';

test('6. a callout from the block buttons in the middle of a page, published', async ({ page }) => {
  test.setTimeout(90_000);
  const clock = startTask('6. a callout in the middle of a page');
  changes(STROKE_PAGE);
  await signIn(page);
  await openCollection(page, 'Страницы');
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Реабилитация после инсульта' }).first().click();
  const text = page.getByLabel(/^Текст страницы/);
  await expect(text).toHaveValue(/Ранний восстановительный период/);
  const original = await text.inputValue();
  const blocks = page.getByRole('toolbar', { name: 'Блоки страницы' });

  // a click into the ordinary paragraph under the title-only warning: no block to change there
  await clickOnCharacter(page, text, original.indexOf('острое нарушение'));
  await expect(blocks.getByRole('button', { name: 'Выноска', exact: true })).toBeVisible();
  await expect(blocks.getByRole('button', { name: /^Изменить блок/ })).toHaveCount(0);

  // a click on the last word of a paragraph in the middle of the page, End, then the block button
  const end = original.indexOf(PARAGRAPH_END) + PARAGRAPH_END.length;
  await clickOnCharacter(page, text, end - 'врача.'.length + 2);
  await page.keyboard.press('End');
  expect(await text.evaluate((box: HTMLTextAreaElement) => box.selectionStart)).toBe(end);
  await blocks.getByRole('button', { name: 'Выноска', exact: true }).click();
  const form = page.getByRole('form', { name: 'Блок «Выноска»' });
  await form.getByLabel('Вид').selectOption({ label: 'Совет' });
  await typeInto(form.getByLabel(/^Заголовок/), 'Выписка из сосудистого центра');
  await typeInto(form.getByLabel('Текст'), 'Возьмите с собой выписку и результаты обследований.');
  await form.getByRole('button', { name: 'Вставить блок' }).click();
  const block = '::: tip Выписка из сосудистого центра\nВозьмите с собой выписку и результаты обследований.\n:::';
  await expect(text).toHaveValue(`${original.slice(0, end)}\n\n${block}${original.slice(end)}`);
  // the preview draws it with the site's own callout
  await expect(page.frameLocator('iframe').first().getByRole('note').filter({ hasText: 'Выписка из сосудистого центра' })).toBeVisible();
  await publishAndSee(page, clock, PUBLISHED);

  await page.goto('/services/stroke-rehabilitation');
  const callout = page.getByRole('note').filter({ hasText: 'Выписка из сосудистого центра' });
  await expect(callout).toContainText('Возьмите с собой выписку и результаты обследований.');
  // between the paragraph it was put after and the heading that followed it
  const order = await callout.evaluate((note) => {
    const paragraph = [...document.querySelectorAll('main p')].find((each) => each.textContent?.endsWith('с разрешения лечащего врача.'));
    const heading = [...document.querySelectorAll('main h3')].find((each) => each.textContent?.includes('Поздний восстановительный период'));
    const follows = (a: Element | undefined, b: Element | undefined) =>
      a !== undefined && b !== undefined && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    return { afterParagraph: follows(paragraph, note), beforeHeading: follows(note, heading) };
  });
  expect(order).toEqual({ afterParagraph: true, beforeHeading: true });
});
