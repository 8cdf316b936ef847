import { afterAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { formatText } from '../../../pipeline/report/format-diagnostics.ts';
import { findRawHtml } from '../../../pipeline/transform/find-raw-html.ts';
import { listBadFixtures, materialize } from '../fixture-helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((cleanup) => cleanup())));

describe('raw HTML in a page', () => {
  it('is a warning at the tag, naming the block or markdown to use instead; the page still builds', async () => {
    const { dir, cleanup } = await materialize(listBadFixtures().find((fixture) => fixture.name === 'html-unsupported'));
    cleanups.push(cleanup);
    const result = await new ContentBuilder(dir).build();
    expect(result.dbJson).toBeDefined();
    expect(formatText(result.diagnostics, '', false, 'ru').split('\n')).toEqual([
      'pages/contacts.md:8:1 warning html-unsupported HTML не поддерживается — используйте блок accordion или toggle («::: accordion Вопрос» … «:::»); сейчас «<details>» показан на странице как текст',
      'pages/contacts.md:13:9 warning html-unsupported HTML не поддерживается — используйте выделение markdown («**жирный**», «*курсив*», «~~зачёркнутый~~»); сейчас «<b>» показан на странице как текст',
      'pages/contacts.md:13:32 warning html-unsupported HTML не поддерживается — используйте пустую строку между абзацами; сейчас «<br>» показан на странице как текст',
      'pages/contacts.md:15:1 warning html-unsupported HTML не поддерживается — используйте таблицу markdown («| Услуга | Цена |», затем «|---|---|»); сейчас «<table>» показан на странице как текст',
      'pages/contacts.md:17:1 warning html-unsupported HTML не поддерживается — используйте блок map (карта с точкой: lat, lng, title); сейчас «<iframe src="https://yandex.ru/map-wi…» показан на странице как текст',
      'pages/contacts.md:19:1 warning html-unsupported HTML не поддерживается: комментарий «<!-- черновик: не публиковать -->» не скрывает текст, а показан на странице как есть — удалите его',
      'pages/contacts.md:21:6 warning html-unsupported HTML не поддерживается: «<div class="note">» показан на странице как обычный текст — уберите его или перепишите средствами markdown',
      '',
    ]);
    expect(formatText(result.diagnostics.slice(0, 1), '', false, 'en')).toBe(
      'pages/contacts.md:8:1 warning html-unsupported HTML is not supported: use the accordion or toggle block ("::: accordion Question" … ":::"); "<details>" is shown on the page as text\n',
    );
  });

  it.each([
    ['<img src="/a.webp" alt="x">', 'image'],
    ['<IMG SRC=/a.webp />', 'image'],
    ['</td>', 'table'],
    ['<a href="/about">', 'link'],
    ['<h2>', 'heading'],
    ['<span>', undefined],
  ])('%s → %s', (html, alternative) => {
    expect(findRawHtml(`до ${html} после`)).toEqual([expect.objectContaining({ source: html, alternative })]);
  });

  it.each(['a < b > c', '<email>', '<Имя>', '<https://example.com>', 'x<5 и y>3'])('%s is not HTML', (text) => {
    expect(findRawHtml(text)).toEqual([]);
  });
});
