import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { livePreviewFolders, livePreviewPorts } from '../../testing/live-preview.ts';
import { openEditor, publish, saveCheck } from './support/web-editor.ts';

// The web editor (docs/web-editor.md) as a clinic's editor uses it: npm start over a temporary copy
// of content/ (testing/start-live-preview.ts), /admin/ in Chromium, an entry made with the
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
    await fillWorker(page, {
      name: 'Иванова Мария Петровна',
      position: 'врач-педиатр',
      specialty: 'педиатрия',
      institution: 'Новосибирский государственный медицинский университет',
      year: '2008',
      diplomaSpecialty: 'педиатрия',
      kind: 'аккредитация',
      // the date pickers of the form write the Russian date the schema asks for
      accreditedOn: '2021-03-15',
      validUntil: '2026-03-15',
      since: '2008',
      days: { Понедельник: '9:00–17:00', Среда: '9:00–17:00' },
    });
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
    // the uploaded picture is the one chosen
    await expect(library.getByText('letnyaya-smena.png')).toBeVisible();
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
  src: /images/news/letnyaya-smena.png
  alt: Дети на занятии в зале лечебной физкультуры
---
Смена длится три недели.
`,
  alsoWritten: ['public/images/news/letnyaya-smena.png'],
  shown: [
    { route: '/news', text: 'Летняя смена реабилитации' },
    // the home page's latest news, and the news sequence's «previous» from the newest item
    { route: '/', text: 'Летняя смена реабилитации' },
    { route: '/news/letnyaya-smena-reabilitatsii', text: 'Победа во Всероссийском конкурсе врачей — 2012' },
    // the item's own page: its day, as on its card
    { route: '/news/letnyaya-smena-reabilitatsii', text: '10 июня 2025 г.' },
  ],
  async found(page) {
    // its picture opens its page, and its breadcrumb is its title, not its file's name
    await page.goto('/news/letnyaya-smena-reabilitatsii');
    await expect(page.getByRole('main').getByRole('img', { name: 'Дети на занятии в зале лечебной физкультуры' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Хлебные крошки' }).getByRole('listitem').last()).toHaveText('Летняя смена реабилитации');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Поиск по сайту' }).getByRole('combobox', { name: 'Поиск по сайту' }).fill('летняя смена');
    await expect(page.getByRole('option', { name: /^Летняя смена реабилитации/ }).first()).toBeVisible();
  },
};

const REVIEW: EditorCase = {
  collection: 'reviews',
  file: 'data/reviews/olga-mama-artema-barnaul.yaml',
  async fill(page) {
    await page.getByLabel('Автор', { exact: true }).fill('Ольга, мама Артёма, Барнаул');
    await page.getByRole('switch', { name: /^Проверен администрацией/ }).click();
    await page.getByLabel(/^Дата отзыва|^Дата$/).fill('2025-05-20');
    await page.getByLabel(/^Текст отзыва/).fill('После курса Артём впервые сам дошёл до двери.');
    await page.getByLabel(/^Согласие на публикацию/).fill('письменное согласие от 20.05.2025, хранится у администратора');
    await page.getByLabel(/^Дата согласия/).fill('2025-05-20');
    await page.getByLabel(/^Кто дал согласие/).fill('Смирнова Ольга Ивановна, мать');
    await page.getByLabel(/^Чьи данные/).fill('автора и ребёнка');
  },
  written: `# yaml-language-server: $schema=../../../dist-data/schemas/reviews.schema.json
author: Ольга, мама Артёма, Барнаул
date: 2025-05-20
content: После курса Артём впервые сам дошёл до двери.
verified: true
consent: письменное согласие от 20.05.2025, хранится у администратора
dissemination:
  date: 2025-05-20
  givenBy: Смирнова Ольга Ивановна, мать
  dataOf: автора и ребёнка
`,
  shown: [{ route: '/reviews', text: 'После курса Артём впервые сам дошёл до двери.' }],
};

const CASES: EditorCase[] = [DOCTOR, FREE_PAGE, NEWS_ITEM, REVIEW];

/** what the panel says of a save the site shows, and of one held back by its own error (docs/web-editor.md) */
const PUBLISHED = 'Опубликовано: изменения уже на сайте, ошибок нет.';
const HELD =
  'Сохранено, но не опубликовано: в этой записи ошибка. Сайт показывает её прежнюю версию, пока ошибку не исправят; остальные изменения уже на сайте.';

interface WorkerForm {
  name: string;
  position: string;
  specialty: string;
  institution: string;
  year: string;
  diplomaSpecialty: string;
  kind: 'аккредитация' | 'сертификат';
  /** ГГГГ-ММ-ДД, as a date picker takes it */
  accreditedOn: string;
  validUntil: string;
  since: string;
  /** the hours by the weekday's name on the form */
  days: Record<string, string>;
}

/** the required fields of a medical worker's form, one education and one accreditation */
async function fillWorker(page: Page, worker: WorkerForm): Promise<void> {
  await page.getByLabel('ФИО').fill(worker.name);
  await page.getByLabel('Должность', { exact: true }).fill(worker.position);
  await page.getByLabel('Специальность', { exact: true }).fill(worker.specialty);
  await page.getByRole('button', { name: /Добавить документ об образовании/ }).click();
  await chooseOption(page, 'Уровень', 'высшее');
  await page.getByLabel('Учебное заведение').fill(worker.institution);
  await page.getByLabel('Год выдачи диплома').fill(worker.year);
  await page.getByLabel('Специальность по диплому').fill(worker.diplomaSpecialty);
  await page.getByRole('button', { name: /Добавить аккредитацию или сертификат/ }).click();
  await chooseOption(page, 'Вид', worker.kind);
  await page.getByLabel('Специальность', { exact: true }).last().fill(worker.specialty);
  await page.getByLabel('Дата', { exact: true }).fill(worker.accreditedOn);
  await page.getByLabel('Действует до').fill(worker.validUntil);
  await page.getByLabel('Стаж по специальности с (год)').fill(worker.since);
  for (const [day, hours] of Object.entries(worker.days)) await page.getByLabel(new RegExp(`^${day}`)).fill(hours);
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(option);
  await page.keyboard.press('Enter');
}

test.afterAll(() => {
  for (const { file, alsoWritten = [] } of CASES) for (const each of [file, ...alsoWritten]) rmSync(path.join(content, each), { force: true });
  rmSync(path.join(content, REFUSED_FILE), { force: true });
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
    await expect(saveCheck(page).getByRole('status')).toHaveText(PUBLISHED);

    for (const written of editorCase.alsoWritten ?? []) expect(existsSync(path.join(content, written)), written).toBe(true);

    for (const { route, text } of editorCase.shown) {
      await page.goto(route);
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await editorCase.found?.(page);
  });
}

const REFUSED_FILE = 'data/staff/petrov-petr-ivanovich.yaml';

test('a save the content check refuses shows its Russian message in the editor', async ({ page }) => {
  await openEditor(page, '#/collections/staff/new');
  await fillWorker(page, {
    name: 'Петров Пётр Иванович',
    position: 'врач-невролог',
    specialty: 'неврология',
    institution: 'Сибирский государственный медицинский университет',
    year: '2001',
    diplomaSpecialty: 'лечебное дело',
    kind: 'сертификат',
    accreditedOn: '2022-01-10',
    validUntil: '2027-01-10',
    since: '2001',
    days: { Вторник: '10:00–16:00' },
  });
  // a photo the form cannot know is missing: only the content check looks in content/public
  page.once('dialog', (dialog) => void dialog.accept('/images/staff/no-such-photo.webp'));
  await page.getByRole('button', { name: 'Вставить из URL' }).click();
  await page.getByLabel(/^Что на фотографии/).fill('Петров Пётр Иванович');
  await publish(page);

  // a new entry with an error is held back alone: the site shows everything else
  await expect(saveCheck(page).getByRole('status')).toHaveText(HELD);
  const inEntry = saveCheck(page).getByRole('listitem');
  await expect(inEntry).toContainText(['Картинки нет на сайте: выберите её заново через «Медиа».']);
  await expect(saveCheck(page)).not.toContainText(/\.yaml|строка|content\//);
  // the content is whole again for the tests after this one
  rmSync(path.join(content, REFUSED_FILE), { force: true });
});

test('a price changed in the clinic’s facts is saved as that one line and shown on every page that states it', async ({ page }) => {
  const file = path.join(content, 'data/clinic.yaml');
  const before = readFileSync(file, 'utf8');
  try {
    await openEditor(page, '#/collections/data/entries/clinic');
    await page.getByLabel(/^Цена проживания второго сопровождающего/).fill('2800');
    await publish(page);

    // every other line — comments, sample marks, quotes — stays as the editors wrote it
    await expect.poll(() => readFileSync(file, 'utf8')).toBe(before.replace(/^secondAttendantPrice: \d+$/m, 'secondAttendantPrice: 2800'));
    await expect(saveCheck(page).getByRole('status')).toHaveText(PUBLISHED);
    for (const route of ['/prices', '/prices/price-list']) {
      await page.goto(route);
      await expect(page.getByText(/2\u00a0800\u00a0₽/).first()).toBeVisible();
    }
  } finally {
    writeFileSync(file, before);
  }
});

// Moving from one entry to another in the same tab, each way an editor does it, then editing and
// saving: the entry shown is the one saved, and every other file of the content stays byte for byte.
// (Decap once kept the first entry's draft under the second's form and wrote a page into a doctor.)

const KRAVTSOV = 'data/staff/kravtsov.yaml';
const CONTACTS = 'pages/contacts.md';

/** every file of the content copy, by its path */
function contentFiles(folder = content): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files.set(path.relative(content, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

/** saves the entry shown and checks that `file` alone changed, as `changed` says; the file is restored after */
async function saveOnly(page: Page, file: string, changed: (before: string) => string): Promise<void> {
  const before = contentFiles();
  const text = before.get(file)!.toString('utf8');
  try {
    await publish(page);
    await expect.poll(() => readFileSync(path.join(content, file), 'utf8'), { message: `${file} is saved` }).toBe(changed(text));
    const after = contentFiles();
    const others = [...new Set([...before.keys(), ...after.keys()])].filter(
      (name) => name !== file && !before.get(name)?.equals(after.get(name) ?? Buffer.alloc(0)),
    );
    expect(others, 'files changed besides the one edited').toEqual([]);
  } finally {
    writeFileSync(path.join(content, file), text);
  }
}

const doctorShown = (page: Page) => expect(page.getByLabel('ФИО')).toHaveValue('Кравцов Андрей Петрович');
const contactsShown = (page: Page) => expect(page.getByLabel('Заголовок страницы')).toHaveValue('Контакты');

async function editContacts(page: Page): Promise<void> {
  await contactsShown(page);
  await page.getByLabel('Заголовок страницы').fill('Контакты клиники');
  await saveOnly(page, CONTACTS, (text) => text.replace(/^title: Контакты$/m, 'title: Контакты клиники'));
}

/** key by key into the middle of the doctor's text, as an editor adds a word: the caret stays where it was put */
async function editDoctor(page: Page): Promise<void> {
  await doctorShown(page);
  const about = page.getByLabel(/^О работнике/);
  const before = await about.inputValue();
  const at = before.indexOf('Главный врач') + 'Главный врач'.length;
  expect(at, "the doctor's text names his post").toBeGreaterThan('Главный врач'.length - 1);
  const inserted = ' и невролог';
  await about.click();
  await page.keyboard.press('Control+Home');
  for (let step = 0; step < at; step++) await page.keyboard.press('ArrowRight');
  await page.keyboard.type(inserted);
  const typed = `${before.slice(0, at)}${inserted}${before.slice(at)}`;
  await expect(about).toHaveValue(typed);
  await saveOnly(page, KRAVTSOV, (text) => text.replace(/^about: .*$/m, `about: ${typed}`));
}

test('an address changed from a doctor to a page shows the page, and a save writes the page alone', async ({ page }) => {
  await openEditor(page, `#/collections/staff/entries/kravtsov`);
  await doctorShown(page);
  await page.evaluate(() => (location.hash = '#/collections/pages/entries/contacts'));
  await editContacts(page);
});

test('back and forward between a doctor and a page show each, and each save writes its own file', async ({ page }) => {
  await openEditor(page, `#/collections/staff/entries/kravtsov`);
  await doctorShown(page);
  await page.evaluate(() => (location.hash = '#/collections/pages/entries/contacts'));
  await contactsShown(page);
  await page.goBack();
  await editDoctor(page);
  await page.goForward();
  await editContacts(page);
});

test('a page opened from the collection list after a doctor is the page saved', async ({ page }) => {
  await openEditor(page, `#/collections/staff/entries/kravtsov`);
  await doctorShown(page);
  await page.goto('/admin/#/collections/pages');
  await page
    .getByRole('link', { name: /Контакты/ })
    .first()
    .click();
  await editContacts(page);
});

test('the news are listed newest first, each dated ДД.ММ.ГГГГ, and a news date has no «UTC» beside it', async ({ page }) => {
  await openEditor(page, '#/collections/news');
  const entries = page.getByRole('link', { name: /^\d\d\.\d\d\.\d{4} — / });
  await expect(entries.filter({ hasText: '20.12.2011 — Номинация «Врач года 2011»' })).toBeVisible();
  const days = (await entries.allTextContents()).map((text) => text.slice(0, 10).split('.').reverse().join('-'));
  expect(days.length).toBeGreaterThan(1);
  expect(days).toEqual(days.toSorted().reverse());

  await entries.filter({ hasText: 'Номинация «Врач года 2011»' }).click();
  await expect(page.getByLabel(/^Дата/)).toHaveValue('2011-12-20');
  await expect(page.getByText('UTC', { exact: true })).toHaveCount(0);
});

// The statuses an editor sees (docs/web-editor.md, «The check's answer to a save»): each says what
// is true of the entry shown, and one entry's mistake holds back that entry alone.

test('a blank new form says nothing is saved; a broken link holds back its page alone, shown in its text', async ({ page }) => {
  // four saves, each waiting for its build, and five pages opened
  test.setTimeout(120_000);
  const contacts = path.join(content, CONTACTS);
  const facts = path.join(content, 'data/clinic.yaml');
  const [contactsBefore, factsBefore] = [readFileSync(contacts, 'utf8'), readFileSync(facts, 'utf8')];
  try {
    await openEditor(page, '#/collections/staff/new');
    await expect(page.getByLabel('ФИО')).toBeVisible();
    await expect(saveCheck(page)).toHaveCount(0);
    await expect(page.getByText('Изменения сохранены', { exact: false })).toHaveCount(0);
    await expect(page.getByText(/Если здесь образец/)).toHaveCount(0);

    // a mistyped link in «Контакты»
    await page.goto('/admin/#/collections/pages/entries/contacts');
    await contactsShown(page);
    const text = page.getByLabel(/^Текст страницы/);
    const brokenLine = 'Цены — на странице [Цены](/prise).';
    await text.fill(`${await text.inputValue()}\n${brokenLine}\n`);
    await page.getByLabel('Заголовок страницы').fill('Контакты с ошибкой');
    await publish(page);
    await expect(saveCheck(page).getByRole('status')).toHaveText(HELD);
    const own = saveCheck(page).getByRole('listitem').first();
    await expect(own).toContainText('Ссылка ведёт на страницу /prise, а такой страницы на сайте нет. Может быть, имелась в виду /prices?');
    await expect(saveCheck(page)).not.toContainText(/contacts\.md|строка/);
    // «Показать в тексте» marks the line in the text box
    await own.getByRole('button', { name: 'Показать в тексте' }).click();
    await expect.poll(() => text.evaluate((box: HTMLTextAreaElement) => box.value.slice(box.selectionStart, box.selectionEnd))).toBe(brokenLine);

    // another entry opened: the answer about «Контакты» is not shown over it
    await page.goto('/admin/#/collections/data/entries/clinic');
    await expect(page.getByLabel(/^Цена проживания второго сопровождающего/)).toBeVisible();
    await expect(saveCheck(page)).toHaveCount(0);
    // its save goes live while «Контакты» still fails
    await page.getByLabel(/^Цена проживания второго сопровождающего/).fill('2900');
    await publish(page);
    await expect(saveCheck(page).getByRole('status')).toHaveText(
      'Опубликовано: изменения этой записи уже на сайте. В других записях есть ошибки — их изменения ждут исправления.',
    );
    // the failing page is offered to open, by its place in the editor
    await expect(saveCheck(page).getByRole('listitem').filter({ hasText: '/prise' }).getByRole('link', { name: 'Открыть: Страницы' })).toHaveAttribute(
      'href',
      '#/collections/pages/entries/contacts',
    );

    // the site: the new price, and «Контакты» as it was before its mistake
    await page.goto('/prices');
    await expect(page.getByText(/2\u00a0900\u00a0₽/).first()).toBeVisible();
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { name: 'Контакты', exact: true, level: 1 })).toBeVisible();
    await expect(page.getByText(brokenLine)).toHaveCount(0);

    // fixed: «Контакты» goes live
    await page.goto('/admin/#/collections/pages/entries/contacts');
    await expect(page.getByLabel('Заголовок страницы')).toHaveValue('Контакты с ошибкой');
    const fixed = page.getByLabel(/^Текст страницы/);
    await fixed.fill((await fixed.inputValue()).replace('/prise', '/prices'));
    await publish(page);
    await expect(saveCheck(page).getByRole('status')).toHaveText(PUBLISHED);
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { name: 'Контакты с ошибкой', level: 1 })).toBeVisible();
  } finally {
    writeFileSync(contacts, contactsBefore);
    writeFileSync(facts, factsBefore);
  }
});

const SECTIONED_PAGE = 'pages/raspisanie-zanyatiy.md';

test('a new page given a section when it is made shows in that section of the sidebar', async ({ page }) => {
  try {
    await openEditor(page, '#/collections/pages/new');
    await page.getByLabel('Заголовок страницы').fill('Расписание занятий');
    await page.getByLabel(/^Описание/).fill('Когда проходят групповые занятия в клинике.');
    await page.getByLabel(/^Раздел \(группа бокового меню/).fill('Основное меню → Информация');
    await page.keyboard.press('Enter');
    await page.getByLabel(/^Текст страницы/).fill('Занятия проходят по будням.\n');
    await publish(page);
    await expect
      .poll(() => (existsSync(path.join(content, SECTIONED_PAGE)) ? readFileSync(path.join(content, SECTIONED_PAGE), 'utf8') : ''))
      .toContain('section: main/Информация');
    await expect(saveCheck(page).getByRole('status')).toHaveText(PUBLISHED);
    // no problem of its own: it is reached (an earlier test's page may still warn under «В других записях»)
    await expect(saveCheck(page).getByRole('heading', { name: 'В этой записи' })).toHaveCount(0);

    // on the site, in the sidebar's group «Информация» of another page of the main sidebar
    await page.goto('/contacts');
    const sidebar = page.getByRole('navigation', { name: 'Навигация по разделу' });
    await expect(sidebar.getByRole('link', { name: 'Расписание занятий' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Расписание занятий' }).click();
    await expect(page.getByRole('heading', { name: 'Расписание занятий', level: 1 })).toBeVisible();
  } finally {
    rmSync(path.join(content, SECTIONED_PAGE), { force: true });
  }
});
