import AxeBuilder from '@axe-core/playwright';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { livePreviewFolders, livePreviewPorts } from '../../testing/live-preview.ts';

// The live preview of `npm start` (tooling/README.md): the stack runs over a
// temporary copy of content/ (testing/start-live-preview.ts) that these tests edit; a saved
// file reaches the open tab without a reload. The tab carries a marker a reload would drop.

const content = livePreviewFolders(livePreviewPorts().port).content;
const PAGE_FILE = path.join(content, 'pages', 'live-preview-test.md');
const TABS_FILE = path.join(content, 'navigation', 'header-tabs.yaml');
const SIDEBARS_FILE = path.join(content, 'navigation', 'sidebars.yaml');
const SEQUENCES_FILE = path.join(content, 'navigation', 'sequences.yaml');
const NEWS_FILE = path.join(content, 'pages', 'news', 'live-preview-news.md');
const IMAGE_FILE = path.join(content, 'public', 'images', 'live-preview-test.svg');
const svg = (width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="50" viewBox="0 0 ${width} 50"><rect width="${width}" height="50" fill="#1565c0"/></svg>`;
const ROUTE = '/live-preview-test';

// opened by its address (orphan): no link to it is needed, so no warning lists it
const PAGE = `---
title: Живой предпросмотр
description: Страница тестов живого предпросмотра.
orphan: true
---

Первый абзац страницы.

![Схема проезда](/images/live-preview-test.svg)

## Вопросы

::: accordion Сколько длится курс?
Обычно две-три недели.
:::

::: accordion Нужно ли направление?
Нет, направление не нужно.
:::

${Array.from({ length: 40 }, (_, index) => `Абзац ${index + 1}, чтобы страницу можно было прокрутить. Текст о лечении, реабилитации и поездке в клинику.`).join('\n\n')}
`;

const tabsOriginal = readFileSync(TABS_FILE, 'utf8');
const sidebarsOriginal = readFileSync(SIDEBARS_FILE, 'utf8');
const sequencesOriginal = readFileSync(SEQUENCES_FILE, 'utf8');

declare global {
  interface Window {
    __noReload?: boolean;
  }
}

/** a marker that lives only as long as this document: a reload (Vite's or ours) drops it */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => (window.__noReload = true));
}

async function notReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__noReload === true);
}

/** what an editor's save does */
function savePage(text: string): void {
  writeFileSync(PAGE_FILE, text);
}

test.beforeAll(async ({ request }) => {
  writeFileSync(IMAGE_FILE, svg(100));
  writeFileSync(PAGE_FILE, PAGE);
  await expect(async () => expect((await request.get('/api/page/live-preview-test')).status()).toBe(200)).toPass({ timeout: 15_000 });
});

test.afterEach(() => {
  writeFileSync(IMAGE_FILE, svg(100));
  writeFileSync(PAGE_FILE, PAGE);
  writeFileSync(TABS_FILE, tabsOriginal);
  writeFileSync(SIDEBARS_FILE, sidebarsOriginal);
  writeFileSync(SEQUENCES_FILE, sequencesOriginal);
  rmSync(NEWS_FILE, { force: true });
});

test.afterAll(() => {
  rmSync(PAGE_FILE, { force: true });
  rmSync(IMAGE_FILE, { force: true });
});

// first, while Vite's dependency cache is as fresh as on a new clone: the lazy parts (the phone
// field's package, the search's stemmer) were bundled when the server started, so opening them
// does not make Vite bundle again and reload the tab, dropping what the visitor typed
test('on a fresh dependency cache, opening the form and the search does not reload the page', async ({ page }) => {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.goto('/anket');
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Действия' }).getByRole('button', { name: 'Заказать обратную связь' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заказать обратную связь' });
  await dialog.getByRole('textbox', { name: 'Имя' }).fill('Мария');
  await dialog.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+79991234567');
  // the phone component has taken over from its stand-in (the lazily loaded package is running)
  await expect(dialog.getByRole('combobox', { name: 'Страна номера телефона' })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
  await page.getByRole('textbox', { name: 'Имя ребёнка' }).fill('Пётр');
  await page.getByRole('button', { name: 'Поиск...' }).click();
  const search = page.getByRole('dialog', { name: 'Поиск по сайту' });
  await search.getByRole('combobox', { name: 'Поиск по сайту' }).fill('лечение');
  await expect(search.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  // long enough for a late dependency bundle and its reload
  await page.waitForTimeout(1500);
  expect(await notReloaded(page)).toBe(true);
  expect(loads).toHaveLength(1);
});

test('a saved page is drawn in the open tab without a reload, keeping the open accordion and the scroll', async ({ page }) => {
  await page.goto(ROUTE);
  await expect(page.getByRole('heading', { name: 'Живой предпросмотр', level: 1 })).toBeVisible();
  const accordion = page.getByRole('button', { name: 'Нужно ли направление?' });
  await accordion.click();
  await expect(accordion).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  const shownAt = (await accordion.boundingBox())!.y;
  await markDocument(page);

  savePage(
    PAGE.replace('title: Живой предпросмотр', 'title: Живой предпросмотр, правка').replace(
      'Первый абзац страницы.',
      'Новый абзац сверху.\n\nПервый абзац страницы.',
    ),
  );

  await expect(page.getByRole('heading', { name: 'Живой предпросмотр, правка', level: 1 })).toBeVisible();
  await expect(page.getByText('Новый абзац сверху.')).toBeVisible();
  await expect(page).toHaveTitle(/Живой предпросмотр, правка/);
  expect(await notReloaded(page)).toBe(true);
  await expect(accordion).toHaveAttribute('aria-expanded', 'true');
  // what was on screen stays where it was, though a paragraph was added above it
  expect(Math.abs((await accordion.boundingBox())!.y - shownAt)).toBeLessThan(5);
});

test('a saved picture is shown anew in the open page', async ({ page }) => {
  await page.goto(ROUTE);
  const image = page.getByRole('img', { name: 'Схема проезда' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(100);
  await markDocument(page);
  writeFileSync(IMAGE_FILE, svg(200));
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(200);
  expect(await notReloaded(page)).toBe(true);
});

test('a save with an error lists it over the last good page; a click copies the place; fixing it removes the list', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(ROUTE);
  await expect(page.getByRole('heading', { name: 'Живой предпросмотр', level: 1 })).toBeVisible();
  await markDocument(page);

  // line 13 of the file: a block name with a typo
  const broken = PAGE.replace('::: accordion Сколько длится курс?', '::: acordion Сколько длится курс?');
  expect(broken.split('\n')[12]).toBe('::: acordion Сколько длится курс?');
  savePage(broken);

  const panel = page.getByRole('region', { name: /Ошибки в содержимом: 1/ });
  await expect(panel).toBeVisible();
  const problem = panel.getByRole('button', { name: /live-preview-test\.md:13:1/ });
  await expect(problem).toContainText('block-unknown');
  await expect(problem).toContainText('acordion');
  // the last good page stays, readable
  await expect(page.getByRole('heading', { name: 'Живой предпросмотр', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сколько длится курс?' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('#live-problems').analyze()).violations).toEqual([]);

  await problem.click();
  const place = `${PAGE_FILE.split(path.sep).join('/')}:13:1`;
  await expect(panel.getByRole('status')).toHaveText(`Скопировано: ${place}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(place);

  // keyboard: reachable, closed with Escape, opened again from its button
  await problem.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const reopen = page.getByRole('button', { name: 'Ошибки в содержимом: 1' });
  await expect(reopen).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();

  savePage(PAGE);
  await expect(panel).toBeHidden();
  await expect(reopen).toBeHidden();
  expect(await notReloaded(page)).toBe(true);
});

test('a tab opened while the content has an error shows the list at once', async ({ page }) => {
  savePage(PAGE.replace('::: accordion Сколько длится курс?', '::: acordion Сколько длится курс?'));
  await expect(async () => {
    await page.goto(ROUTE);
    await expect(page.getByRole('region', { name: /Ошибки в содержимом/ })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
});

test('changed navigation files reach the tabs, the sidebar, the breadcrumbs and prev/next without a reload', async ({ page }) => {
  await page.goto('/contacts');
  const tabs = page.getByRole('navigation', { name: 'Разделы сайта' });
  const sidebar = page.getByRole('navigation', { name: 'Навигация по разделу' });
  const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
  const neighbours = page.getByRole('navigation', { name: 'Соседние страницы' });
  await expect(tabs.getByRole('link', { name: 'Цены', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Контакты', exact: true })).toBeVisible();
  await markDocument(page);

  writeFileSync(TABS_FILE, tabsOriginal.replace('title: Цены\n', 'title: Цены и оплата\n'));
  await expect(tabs.getByRole('link', { name: 'Цены и оплата' })).toBeVisible();

  expect(sidebarsOriginal).toContain('        - title: Контакты\n          href: /contacts\n');
  writeFileSync(SIDEBARS_FILE, sidebarsOriginal.replace('        - title: Контакты\n', '        - title: Контакты и проезд\n'));
  await expect(sidebar.getByRole('link', { name: 'Контакты и проезд' })).toBeVisible();
  await expect(crumbs).toContainText('Контакты и проезд');

  expect(sequencesOriginal).toContain('      - /contacts\n');
  writeFileSync(SEQUENCES_FILE, sequencesOriginal.replace('      - /contacts\n', `      - /contacts\n      - ${ROUTE}\n`));
  await expect(neighbours.getByRole('link', { name: /Живой предпросмотр/ })).toHaveAttribute('href', ROUTE);
  expect(await notReloaded(page)).toBe(true);
});

test('a news item saved as one file joins the news list, the home page and prev/next without a reload', async ({ page }) => {
  await page.goto('/news');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '2012', level: 2 })).toBeVisible();
  await markDocument(page);

  writeFileSync(
    NEWS_FILE,
    '---\ntitle: Новость живого предпросмотра\ndescription: Новость, сохранённая одним файлом.\ndate: 2025-06-01\npicture:\n  src: /images/news/victory-2012.svg\n  alt: Кубок победителя\n---\n\nТекст новости.\n',
  );
  await expect(main.getByRole('heading', { name: '2025', level: 2 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Новость живого предпросмотра' })).toBeVisible();
  expect(await notReloaded(page)).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Новость живого предпросмотра' })).toBeVisible();
  await page.goto('/news/live-preview-news');
  const neighbours = page.getByRole('navigation', { name: 'Соседние страницы' });
  await expect(neighbours.getByRole('link', { name: /Победа во Всероссийском конкурсе врачей/ })).toHaveAttribute('href', '/news/victory-2012');
});
