import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import fallbackSequences from 'virtual:navigation-fallback/sequences';
import { ContentBuilder } from '../../pipeline/build.ts';
import { renderRoute } from '../../app/entry-server.tsx';
import type { Db, PageRecord, SequenceRecord } from '../../common/schema/db.ts';
import type { BlockNode } from '../../common/schema/ast.ts';

// The news list, the home page's news card, the news sequence (spec §2.10) and the reviews list are
// made from the news and reviews collections now, not written by hand. What visitors see must be
// what the hand-written content showed: fixtures/listings-before.json holds those pages' records
// and the sequences as the last build before the collections made them (commit cd6f990). Each
// difference is declared below, old and new value; anything else that differs fails.

type Recorded = Omit<PageRecord, 'hash'>;
const before = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'listings-before.json'), 'utf8')) as {
  pages: Record<string, Recorded>;
  sequences: SequenceRecord[];
};

/**
 * The news item's text was typed three times by hand — its page's description, its card on /news,
 * its card on the home page — and the three had drifted apart. A news item has one description and
 * one picture now: the /news card's, which the news pages' descriptions and the home card take.
 */
const DECLARED = {
  '/': (record: Recorded) => {
    const card = record.ast.find((node) => node.type === 'newsCard')!;
    expect(card).toMatchObject({ imageAlt: 'Рисунок — кубок победителя с числом 2012', description: 'Главный врач клиники стал победителем Всероссийского конкурса врачей.' });
    Object.assign(card, {
      imageAlt: 'Рисунок — кубок победителя на подставке с числом 2012',
      description: 'Главный врач клиники Андрей Петрович Кравцов стал победителем Всероссийского конкурса врачей.',
    });
  },
  '/news': () => {},
  '/reviews': () => {},
  '/news/nomination-2011': (record: Recorded) => {
    expect(record.description).toBe('Главный врач клиники Андрей Петрович Кравцов стал номинантом премии «Врач года 2011» за работу в области реабилитации детей с ДЦП.');
    // a news item's day: the sitemap's date of its page
    Object.assign(record, { description: 'Главный врач клиники стал номинантом премии «Врач года 2011» за работу с детьми с ДЦП.', date: '2011-12-20' });
    // its page opens with its day (its picture is in its text already: not shown twice)
    record.ast.unshift(dayParagraph('20 декабря 2011 г.'));
  },
  '/news/victory-2012': (record: Recorded) => {
    expect(record.description).toBe('Главный врач клиники Андрей Петрович Кравцов стал победителем Всероссийского конкурса врачей 2012 года.');
    Object.assign(record, { description: 'Главный врач клиники Андрей Петрович Кравцов стал победителем Всероссийского конкурса врачей.', date: '2012-11-15' });
    record.ast.unshift(dayParagraph('15 ноября 2012 г.'));
  },
} satisfies Record<string, (record: Recorded) => void>;

/** the day that opens a news item's page (pipeline/transform/news-item-head.ts) */
function dayParagraph(day: string): BlockNode {
  return { type: 'paragraph', children: [{ type: 'text', value: day }] };
}

/**
 * Every measured picture carries the attributes of its <img> since the build makes pictures'
 * variants (common/schema/picture.ts); these pages' pictures are SVGs: their size, loaded lazily.
 */
function declarePictures(tree: unknown): void {
  if (Array.isArray(tree)) for (const item of tree) declarePictures(item);
  if (tree === null || typeof tree !== 'object') return;
  const node = tree as Record<string, unknown>;
  const size = node.type === 'newsCard' ? [node.imageWidth, node.imageHeight] : node.type === 'imageFrame' || node.type === 'image' ? [node.width, node.height] : [];
  if (typeof size[0] === 'number') node.picture = { img: { width: size[0], height: size[1], loading: 'lazy', decoding: 'async' } };
  for (const value of Object.values(node)) if (value !== node.picture) declarePictures(value);
}

const ROUTES = Object.keys(DECLARED) as (keyof typeof DECLARED)[];
let db: Db;
const expected = new Map<string, Recorded>();
const current = (route: string): Recorded => {
  const { hash: _hash, ...record } = db.pages.find((page) => page.route === route)!;
  return record;
};

beforeAll(async () => {
  db = (await new ContentBuilder(path.resolve(import.meta.dirname, '../../content')).build({ today: '2026-11-20' })).db!;
  for (const route of ROUTES) {
    const record = structuredClone(before.pages[route]!);
    DECLARED[route](record);
    declarePictures(record.ast);
    expected.set(route, record);
  }
});

/** a route rendered as the build renders it, with the page record given */
async function html(route: string, page: Recorded): Promise<string> {
  const rendered = await renderRoute(route, { route, page: { ...page, hash: 'same' }, toc: [] });
  // the next render starts from React's defaults again (both renderers share this process)
  await prerender(<div />);
  return rendered.html;
}

describe('the listings made from the collections show what the hand-written content did', () => {
  it.each(ROUTES)('%s: the same page record, but for the declared differences', (route) => {
    expect(ROUTES).toEqual(Object.keys(before.pages));
    expect(current(route)).toEqual(expected.get(route));
  });

  it.each(ROUTES)('%s: the same HTML', async (route) => {
    expect(await html(route, current(route))).toBe(await html(route, expected.get(route)!));
  });

  it('the prev/next sequences: the API’s and the app’s built-in copy are the hand-written ones', () => {
    expect(db.sequences).toEqual(before.sequences);
    expect(fallbackSequences).toEqual(before.sequences);
  });

  it('the news pages link to their neighbours in the order of spec §2.10', async () => {
    const container = document.createElement('div');
    container.innerHTML = await html('/news/nomination-2011', current('/news/nomination-2011'));
    /** each link's address, then its label and title as read */
    const links = (selector: string) =>
      [...container.querySelectorAll<HTMLAnchorElement>(selector)].map((link) => [
        link.getAttribute('href'),
        ...[...link.querySelectorAll('span')].map((span) => span.textContent.trim()),
      ]);
    expect(links('a[rel=prev]')).toEqual([]);
    expect(links('a[rel=next]')).toEqual([['/news/victory-2012', 'Следующая', 'Победа во Всероссийском конкурсе врачей — 2012']]);
    container.innerHTML = await html('/news/victory-2012', current('/news/victory-2012'));
    expect(links('a[rel=prev]')).toEqual([['/news/nomination-2011', 'Предыдущая', 'Номинация «Врач года 2011»']]);
    expect(links('a[rel=next]')).toEqual([]);
  });
});
