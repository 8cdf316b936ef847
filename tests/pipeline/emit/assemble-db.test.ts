import { describe, expect, it } from 'vitest';
import { dbSchema, SCHEMA_VERSION, type PageRecord } from '../../../common/schema/db.ts';
import type { Navigation } from '../../../pipeline/read/load-navigation.ts';
import { assembleDb, GENERATOR, type AssembledPage } from '../../../pipeline/emit/assemble-db.ts';
import { pageJsonFromBuffers } from '../../../pipeline/emit/page-json.ts';
import { buildSearchIndex } from '../../../pipeline/search-index/search-index.ts';

// db.json put together from each page's serialised parts and the navigation: in memory only.

const sidebar = { sections: [{ title: 'Раздел', defaultCollapsed: false, items: [{ title: 'О клинике', href: '/about' }] }] };
const navigation: Navigation = {
  headerTabs: { tabs: [{ title: 'Главная', href: '/', active: true }] },
  sidebars: { main: sidebar, services: sidebar, prices: sidebar, promotions: sidebar },
  sequences: { sequences: [{ id: 'tour', routes: ['/about', '/'] }] },
  site: {
    addressHref: '/about',
    url: 'https://clinic.example',
    medicalSpecialty: [],
    name: 'Клиника',
    address: 'Москва',
    email: 'info@clinic.example',
    phone: '+74950000000',
    phoneDisplay: '+7 495 000-00-00',
    social: [],
    openingHours: [],
    formsRetentionDays: 30,
    healthDataBasis: 'medical-exception',
  },
};

function page(route: string, title: string, shortTitle?: string): AssembledPage {
  const record: PageRecord = { id: route, route, title, description: 'D.', shortTitle: shortTitle ?? title, headings: [], ast: [], hash: route };
  const searchEntry = { title, description: 'D.', href: route };
  const searchIndexEntry = buildSearchIndex([record])[0];
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value));
  return {
    route,
    frontmatter: shortTitle === undefined ? { title } : { title, shortTitle },
    json: pageJsonFromBuffers(encode(record), encode(searchEntry), encode(searchIndexEntry)),
  };
}

describe('assembleDb', () => {
  const pages = [page('/news', 'Новости'), page('/', 'Главная'), page('/about', 'О клинике нашей', 'О клинике')];
  const { chunks, db } = assembleDb(pages, navigation);
  const text = Buffer.concat(chunks).toString('utf8');

  it('writes the keys in the order of the db schema, and each list by route', () => {
    const parsed = JSON.parse(text);
    expect(Object.keys(parsed)).toEqual([
      '$schema',
      'meta',
      'header-tabs',
      'sidebars',
      'sequences',
      'site',
      'search-vocabulary',
      'search',
      'search-index',
      'pages',
    ]);
    expect(Object.keys(parsed).slice(1)).toEqual(Object.keys(dbSchema.shape));
    expect(parsed.meta).toEqual({ schemaVersion: SCHEMA_VERSION, generator: GENERATOR, pages: 3 });
    for (const list of ['search', 'search-index', 'pages'])
      expect(parsed[list].map((entry: { href?: string; route?: string }) => entry.href ?? entry.route)).toEqual(['/', '/about', '/news']);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('lists the sidebars in their fixed order and names a sequence link by the page short title', () => {
    const parsed = JSON.parse(text);
    expect(parsed.sidebars.map((entry: { id: string }) => entry.id)).toEqual(['main', 'services', 'prices', 'promotions']);
    expect(parsed.sequences).toEqual([
      {
        id: 'tour',
        items: [
          { href: '/about', title: 'О клинике' },
          { href: '/', title: 'Главная' },
        ],
      },
    ]);
  });

  it('gives the same data as objects, valid against the db schema', () => {
    const { $schema, ...fromText } = JSON.parse(text);
    expect($schema).toBe('./schemas/db.schema.json');
    const { $schema: _schema, ...objects } = db() as ReturnType<typeof db> & { $schema: string };
    expect(objects).toEqual(fromText);
    expect(dbSchema.parse(fromText)).toEqual(fromText);
  });

  it('leaves the caller list in its order', () => {
    expect(pages.map(({ route }) => route)).toEqual(['/news', '/', '/about']);
  });
});
