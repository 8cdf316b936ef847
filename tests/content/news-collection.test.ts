import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder, type BuildResult } from '../../pipeline/build.ts';
import { buildDate } from '../../pipeline/read/build-date.ts';
import type { BlockNode, NodeOfType } from '../../common/schema/ast.ts';
import type { Db } from '../../common/schema/db.ts';
import { plainText } from '../../common/schema/plain-text.ts';
import { sitemapXml } from '../../tooling/prerender/sitemap.ts';
import { runContentCli } from '../../testing/run-cli.ts';

// The news are a collection (content/pages/news/, a page per item): the news list, the home page's
// card, the news sequence of spec §2.10, the search and the sitemap are made from them. The editor
// trial found a news item touching five files; here it is one new file in a copy of the real
// content, and everything shows it. An item dated after the build's day waits for a later build.

const CONTENT = path.resolve(import.meta.dirname, '../../content');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'news-collection-'));
  await cp(CONTENT, dir, { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const OPEN_DAY = (date: string) => `---
title: День открытых дверей
description: Клиника приглашает семьи на день открытых дверей.
date: ${date}
picture:
  src: /images/news/victory-2012.svg
  alt: Рисунок — кубок победителя
---

В декабре клиника проводит день открытых дверей.
`;
const FILE = 'pages/news/open-day.md';
const ROUTE = '/news/open-day';

const astOf = (db: Db, route: string) => db.pages.find((page) => page.route === route)!.ast as BlockNode[];
const cards = (ast: readonly BlockNode[]) => ast.filter((node): node is NodeOfType<'newsCard'> => node.type === 'newsCard');
/** the news list as a visitor reads it: each year's heading, then its cards' titles */
const newsList = (db: Db) =>
  astOf(db, '/news').flatMap((node) => (node.type === 'heading' ? [`## ${plainText(node.children)}`] : node.type === 'newsCard' ? [node.title] : []));
const newsSequence = (db: Db) => db.sequences.find((sequence) => sequence.id === 'news')!.items.map((item) => item.href);
const published = (result: BuildResult) => result.db!.pages.some((page) => page.route === ROUTE);

describe('a news item added as one file', () => {
  it('appears in the news list under its year, on the home page, in prev/next, in the search and in the sitemap', async () => {
    const builder = new ContentBuilder(dir);
    const before = await builder.build({ today: '2026-11-20' });
    expect(newsList(before.db!)).toEqual([
      '## 2012',
      'Победа во Всероссийском конкурсе врачей — 2012',
      '## 2011',
      'Номинация «Врач года 2011»',
      '## Все страницы новостей',
    ]);

    await writeFile(path.join(dir, FILE), OPEN_DAY('2026-11-19'));
    // the rebuild of npm start, told only that this file changed
    const after = await builder.build({ today: '2026-11-20', changed: new Set([FILE]) });
    expect(after.diagnostics).toEqual([]);
    const db = after.db!;
    expect(newsList(db)).toEqual([
      '## 2026',
      'День открытых дверей',
      '## 2012',
      'Победа во Всероссийском конкурсе врачей — 2012',
      '## 2011',
      'Номинация «Врач года 2011»',
      '## Все страницы новостей',
    ]);
    // the year is a heading of the page like one the editor wrote: in its table of contents
    expect(db.pages.find((page) => page.route === '/news')!.headings.map((heading) => heading.id)).toEqual(['2026', '2012', '2011', 'все-страницы-новостей']);
    expect(cards(astOf(db, '/news'))[0]).toEqual({
      type: 'newsCard',
      image: '/images/news/victory-2012.svg',
      imageAlt: 'Рисунок — кубок победителя',
      date: '2026-11-19',
      title: 'День открытых дверей',
      description: 'Клиника приглашает семьи на день открытых дверей.',
      href: `/docs${ROUTE}`,
      imageWidth: 640,
      imageHeight: 400,
      // an SVG: its own file, with its size, loaded lazily
      picture: { img: { width: 640, height: 400, loading: 'lazy', decoding: 'async' } },
    });
    // the home page shows the newest item only
    expect(cards(astOf(db, '/')).map((card) => card.title)).toEqual(['День открытых дверей']);
    // spec §2.10: oldest first, the new item last, after the one it follows
    expect(newsSequence(db)).toEqual(['/news/nomination-2011', '/news/victory-2012', ROUTE]);
    expect(db.search).toContainEqual({ title: 'День открытых дверей', description: 'Клиника приглашает семьи на день открытых дверей.', href: ROUTE });
    expect(db['search-index'].find((entry) => entry.href === ROUTE)!.body).toContain('день открытых дверей');
    // the sitemap dates a news item by its day, not by a commit
    const sitemap = sitemapXml(db.pages, 'https://clinic.example', dir);
    expect(sitemap).toContain(`<loc>https://clinic.example${ROUTE}</loc>\n    <lastmod>2026-11-19</lastmod>`);
    expect(sitemap).toContain('<loc>https://clinic.example/news/victory-2012</loc>\n    <lastmod>2012-11-15</lastmod>');

    // a build from scratch gives the same
    expect((await new ContentBuilder(dir).build({ today: '2026-11-20' })).dbJson).toBe(after.dbJson);
    await rm(path.join(dir, FILE));
    const removed = await builder.build({ today: '2026-11-20', changed: new Set([FILE]) });
    expect(removed.dbJson).toBe(before.dbJson);
  });

  it('compiles only itself when its text changes, and the listing pages too when what they show changes', async () => {
    const builder = new ContentBuilder(dir);
    await writeFile(path.join(dir, FILE), OPEN_DAY('2026-11-19'));
    await builder.build({ today: '2026-11-20' });
    await writeFile(path.join(dir, FILE), `${OPEN_DAY('2026-11-19')}\nЕщё абзац.\n`);
    expect((await builder.build({ today: '2026-11-20', changed: new Set([FILE]) })).compiledCount).toBe(1);
    await writeFile(path.join(dir, FILE), OPEN_DAY('2026-11-19').replace('title: День открытых дверей', 'title: День открытых дверей 2026'));
    const retitled = await builder.build({ today: '2026-11-20', changed: new Set([FILE]) });
    expect(cards(astOf(retitled.db!, '/')).map((card) => card.title)).toEqual(['День открытых дверей 2026']);
    expect(retitled.db!.sequences.find((sequence) => sequence.id === 'news')!.items.at(-1)).toEqual({ href: ROUTE, title: 'День открытых дверей 2026' });
    await rm(path.join(dir, FILE));
  });
});

describe('the news blocks', () => {
  it('news-latest {count=2} shows the two newest; an index.md in the news folder is the folder’s page, not an item', async () => {
    const home = path.join(dir, 'pages', 'index.md');
    const original = await readFile(home, 'utf8');
    await writeFile(home, original.replace('::: news-latest\n', '::: news-latest {count=2}\n'));
    const two = await new ContentBuilder(dir).build({ today: '2026-11-20' });
    expect(cards(astOf(two.db!, '/')).map((card) => card.date)).toEqual(['2012-11-15', '2011-12-20']);
    await writeFile(home, original);

    await writeFile(path.join(dir, 'pages', 'news', 'index.md'), '---\ntitle: Новости\ndescription: Ещё одна страница новостей.\n---\n\nТекст.\n');
    const twin = await new ContentBuilder(dir).build({ today: '2026-11-20' });
    expect(twin.diagnostics.map(({ code, file }) => `${code} ${file}`)).toEqual(['route-duplicate pages/news/index.md']);
    await rm(path.join(dir, 'pages', 'news', 'index.md'));
  });
});

describe('a news item dated after the build’s day', () => {
  it('is checked but published nowhere until a build on or after its date, and the editor is told why', async () => {
    await writeFile(path.join(dir, FILE), OPEN_DAY('2026-12-01'));
    const builder = new ContentBuilder(dir);
    const early = await builder.build({ today: '2026-11-30' });
    expect(early.diagnostics.map(({ code, file, line, severity }) => ({ code, file, line, severity }))).toEqual([
      { code: 'news-scheduled', file: FILE, line: 4, severity: 'warning' },
    ]);
    expect(early.diagnostics[0]!.message).toContain('новость датирована 01.12.2026, а сборка — 30.11.2026: на сайте её пока нет');
    expect(published(early)).toBe(false);
    expect(newsList(early.db!)).not.toContain('День открытых дверей');
    expect(cards(astOf(early.db!, '/')).map((card) => card.title)).toEqual(['Победа во Всероссийском конкурсе врачей — 2012']);
    expect(newsSequence(early.db!)).not.toContain(ROUTE);
    expect(early.db!.search.map((entry) => entry.href)).not.toContain(ROUTE);
    expect(early.db!['search-index'].map((entry) => entry.href)).not.toContain(ROUTE);
    expect(sitemapXml(early.db!.pages, 'https://clinic.example', dir)).not.toContain(ROUTE);

    // the same builder, the next day (npm start left running past midnight): published, nothing else changed
    const onTheDay = await builder.build({ today: '2026-12-01', changed: new Set() });
    expect(onTheDay.diagnostics).toEqual([]);
    expect(published(onTheDay)).toBe(true);
    expect(newsList(onTheDay.db!).slice(0, 2)).toEqual(['## 2026', 'День открытых дверей']);
    expect(newsSequence(onTheDay.db!).at(-1)).toBe(ROUTE);
    await rm(path.join(dir, FILE));
  });

  it('its problems are reported before its day, and a link to it leads nowhere until then', async () => {
    await writeFile(path.join(dir, FILE), `${OPEN_DAY('2026-12-01')}\n[Ссылка](/no-such-page)\n`);
    const contacts = path.join(dir, 'pages', 'contacts.md');
    const original = await readFile(contacts, 'utf8');
    await writeFile(contacts, `${original}\nСкоро: [день открытых дверей](${ROUTE}).\n`);
    const early = await new ContentBuilder(dir).build({ today: '2026-11-30' });
    expect(early.diagnostics.map(({ code, file }) => `${code} ${file}`)).toEqual(['link-broken pages/contacts.md', `news-scheduled ${FILE}`, `link-broken ${FILE}`]);
    expect(early.diagnostics[0]!.message).toBe(
      `ссылка на ${ROUTE} пока никуда не ведёт: эта новость датирована 01.12.2026 и появится на сайте только со сборки в этот день — уберите ссылку до тех пор или поставьте новости дату не позже сегодняшней`,
    );
    const onTheDay = await new ContentBuilder(dir).build({ today: '2026-12-01' });
    expect(onTheDay.diagnostics.map(({ code, file }) => `${code} ${file}`)).toEqual([`link-broken ${FILE}`]);
    await writeFile(contacts, original);
    await rm(path.join(dir, FILE));
  });

  it('BUILD_DATE sets the build’s day for the command; one that is no date is refused before anything is built', async () => {
    await writeFile(path.join(dir, FILE), OPEN_DAY('2026-12-01'));
    const early = await runContentCli(['check', '--content', dir, '--format', 'json'], { BUILD_DATE: '2026-11-30' });
    expect(early.code).toBe(0);
    expect(JSON.parse(early.stdout)).toEqual([expect.objectContaining({ code: 'news-scheduled', file: FILE, line: 4 })]);
    const onTheDay = await runContentCli(['check', '--content', dir, '--format', 'json'], { BUILD_DATE: '2026-12-01' });
    expect(JSON.parse(onTheDay.stdout)).toEqual([]);
    const wrong = await runContentCli(['check', '--content', dir], { BUILD_DATE: '01.12.2026' });
    expect(wrong).toMatchObject({ code: 2, stdout: '' });
    expect(wrong.stderr).toBe('ошибка: BUILD_DATE=01.12.2026 — не дата: день сборки пишется как ГГГГ-ММ-ДД, например BUILD_DATE=2026-12-01\n');
    await rm(path.join(dir, FILE));
  });

  it('the build’s day is the clinic’s: Novosibirsk is seven hours ahead of UTC', () => {
    expect(buildDate({}, new Date('2026-11-30T16:59:00Z'))).toBe('2026-11-30');
    expect(buildDate({}, new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(buildDate({ BUILD_DATE: '2027-01-10' }, new Date('2026-11-30T12:00:00Z'))).toBe('2027-01-10');
    expect(() => buildDate({ BUILD_DATE: '2026-02-30' })).toThrow('BUILD_DATE=2026-02-30');
  });
});

describe('a news item whose frontmatter is wrong', () => {
  it('is reported at its field, once: not again as a page nothing reaches, nor at the lists that leave it out', async () => {
    await writeFile(path.join(dir, FILE), OPEN_DAY('2026-11-19').replace('picture:\n  src: /images/news/victory-2012.svg\n  alt: Рисунок — кубок победителя\n', ''));
    const missing = await new ContentBuilder(dir).build({ today: '2026-11-20' });
    expect(missing.diagnostics.map(({ code, file, line }) => `${code} ${file}:${line}`)).toEqual([`frontmatter-invalid ${FILE}:2`]);
    expect(missing.diagnostics[0]!.message).toContain('picture');
    await writeFile(path.join(dir, FILE), OPEN_DAY('2026-11-19').replace('/images/news/victory-2012.svg', '/images/news/open-day.webp'));
    const absent = await new ContentBuilder(dir).build({ today: '2026-11-20' });
    expect(absent.diagnostics.map(({ code, file, line, column }) => `${code} ${file}:${line}:${column}`)).toEqual([`image-missing ${FILE}:6:8`]);
    await rm(path.join(dir, FILE));
  });
});
