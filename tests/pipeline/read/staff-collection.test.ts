import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder, type BuildResult } from '../../../pipeline/build.ts';
import type { BlockNode, NodeOfType } from '../../../common/schema/ast.ts';
import { plainText } from '../../../common/schema/plain-text.ts';
import { materializeComplete } from '../fixture-helpers.ts';

// The staff are a collection (content/data/staff/, a file per worker): «О клинике» lists them and
// «Сведения о медицинской организации» shows what the law asks for each one. A worker added by an
// editor is one new file, and it appears in both places with no other edit (the editor trial found
// a doctor added to one of two hand-written lists and missing from the other).

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await materializeComplete());
  await writeFile(path.join(dir, 'pages', 'about.md'), '---\ntitle: О клинике\ndescription: О клинике.\n---\n\n## Команда\n\n::: staff\n:::\n');
  await writeFile(
    path.join(dir, 'pages', 'medical-organization.md'),
    '---\ntitle: Сведения\ndescription: Сведения.\n---\n\n## Медицинские работники\n\n::: staff-table\n:::\n',
  );
});
afterAll(() => cleanup());

const PETROV = `name: Петров Пётр Петрович
position: врач-педиатр
specialty: педиатрия
order: 1
education:
  - level: высшее
    institution: Сибирский государственный медицинский университет
    year: 2010
    specialty: педиатрия
accreditations:
  - kind: сертификат
    specialty: педиатрия
    date: 01.03.2021
    validUntil: 28.02.2026
experienceSince:
  value: ГГГГ
  sample: с какого года стаж
schedule:
  пн: 9:00–13:00
  вт: 9:00–13:00
  ср: 9:00–13:00
  пт: 14:00–18:00
`;

const astOf = (result: BuildResult, id: string) => result.db!.pages.find((record) => record.id === id)!.ast as BlockNode[];

/** the cards of «О клинике»: each worker's name, and the texts under it */
function cardsOf(result: BuildResult, id: string): { name: string; texts: string[] }[] {
  const group = astOf(result, id).find((node): node is NodeOfType<'cardGroup'> => node.type === 'cardGroup')!;
  return group.items.map((card) => ({ name: card.title, texts: card.children.map((child) => plainText((child as NodeOfType<'paragraph'>).children)) }));
}

/** the rows of the legal page's staff table, each cell's text with its line breaks as « | » */
function rowsOf(result: BuildResult, id: string): string[][] {
  const table = astOf(result, id).find((node): node is NodeOfType<'table'> => node.type === 'table' && plainText(node.head[0]!.children) === 'Работник')!;
  return table.rows.map((row) => row.map((cell) => cell.children.map((child) => (child.type === 'break' ? ' | ' : plainText([child]))).join('')));
}

describe('the staff collection', () => {
  it('a new worker file appears on both pages, in its order, with the law’s fields on the legal page; its sample is one checklist line', async () => {
    const builder = new ContentBuilder(dir);
    const before = await builder.build();
    expect(cardsOf(before, 'about').map((card) => card.name)).toEqual(['Иванова Мария Петровна']);
    const pagesBefore = new Map(before.db!.pages.map((page) => [page.id, page.hash]));

    await writeFile(path.join(dir, 'data', 'staff', 'petrov.yaml'), PETROV);
    // the rebuild of npm start, told only that this file changed
    const after = await builder.build({ changed: new Set(['data/staff/petrov.yaml']) });
    expect(after.diagnostics).toEqual([]);
    expect(cardsOf(after, 'about')).toEqual([
      { name: 'Петров Пётр Петрович', texts: ['врач-педиатр'] },
      { name: 'Иванова Мария Петровна', texts: ['врач-невролог', 'Ведёт детей с ДЦП.'] },
    ]);
    const rows = rowsOf(after, 'medical-organization');
    expect(rows.map((row) => row[0]!.split(' | ')[0])).toEqual(['Петров Пётр Петрович', 'Иванова Мария Петровна']);
    expect(rows[0]!.map((text) => text.replace(/\u00a0/g, ' '))).toEqual([
      'Петров Пётр Петрович | врач-педиатр | специальность: педиатрия',
      'высшее: Сибирский государственный медицинский университет, 2010; специальность «педиатрия»',
      'Сертификат по специальности «педиатрия» от 01.03.2021, действует до 28.02.2026',
      'с ГГГГ года',
      'пн–ср 9:00–13:00 | пт 14:00–18:00',
    ]);
    // both pages changed for the app's caches; a page that shows no staff did not
    for (const id of ['about', 'medical-organization']) expect(after.db!.pages.find((page) => page.id === id)!.hash).not.toBe(pagesBefore.get(id));
    expect(after.db!.pages.find((page) => page.id === 'contacts')!.hash).toBe(pagesBefore.get('contacts'));
    expect(after.samples).toEqual([
      expect.objectContaining({
        what: 'с какого года стаж',
        file: 'data/staff/petrov.yaml',
        line: 15,
        topic: 'персонал',
        entry: 'Петров Пётр Петрович, врач-педиатр',
      }),
    ]);
    // the search finds the new worker on «О клинике»
    expect(JSON.stringify(after.db!['search-index'].find((entry) => entry.href === '/about'))).toContain('Петров Пётр Петрович');

    await rm(path.join(dir, 'data', 'staff', 'petrov.yaml'));
    const removed = await builder.build({ changed: new Set(['data/staff/petrov.yaml']) });
    expect(rowsOf(removed, 'medical-organization')).toHaveLength(1);
  });

  it('a worker file that fails its schema is reported at its line; the others still show', async () => {
    await writeFile(path.join(dir, 'data', 'staff', 'broken.yaml'), PETROV.replace('year: 2010', 'year: две тысячи десятый'));
    try {
      const result = await new ContentBuilder(dir).build();
      expect(result.diagnostics.map(({ code, file, line }) => ({ code, file, line }))).toEqual([
        { code: 'data-invalid', file: 'data/staff/broken.yaml', line: 8 },
      ]);
      expect(result.diagnostics[0]!.message).toBe('поле «education», пункт 1, поле «year»: ожидалось: число, а написано «две тысячи десятый»');
    } finally {
      await rm(path.join(dir, 'data', 'staff', 'broken.yaml'));
    }
  });

  it('a worker’s photo must be a file of content/public, and its size reaches the page', async () => {
    const withPhoto = `${PETROV}photo:\n  src: /images/plan.svg\n  alt: Петров Пётр Петрович\n`;
    await writeFile(path.join(dir, 'data', 'staff', 'petrov.yaml'), withPhoto);
    try {
      const shown = await new ContentBuilder(dir).build();
      expect(shown.diagnostics).toEqual([]);
      const group = astOf(shown, 'about').find((node): node is NodeOfType<'cardGroup'> => node.type === 'cardGroup')!;
      expect((group.items[0]!.children[0] as NodeOfType<'paragraph'>).children).toEqual([
        {
          type: 'image',
          src: '/images/plan.svg',
          alt: 'Петров Пётр Петрович',
          width: expect.any(Number),
          height: expect.any(Number),
          // shown in a card: a raster photo would get a card's variants, cropped 4:5
          shownIn: 'card',
          picture: { img: expect.objectContaining({ loading: 'lazy' }) },
        },
      ]);
      await writeFile(path.join(dir, 'data', 'staff', 'petrov.yaml'), withPhoto.replace('/images/plan.svg', '/images/petrov.webp'));
      const missing = await new ContentBuilder(dir).build();
      expect(missing.diagnostics.map(({ code, file, line }) => ({ code, file, line }))).toEqual([
        { code: 'image-missing', file: 'data/staff/petrov.yaml', line: 24 },
      ]);
    } finally {
      await rm(path.join(dir, 'data', 'staff', 'petrov.yaml'));
    }
  });

  it('no page of the real content names a worker by hand: the names come from the collection only', async () => {
    const content = path.resolve(import.meta.dirname, '../../../content');
    const result = await new ContentBuilder(content).build();
    const names = cardsOf(result, 'about').map((card) => card.name);
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect(rowsOf(result, 'medical-organization').map((row) => row[0]!.split(' | ')[0])).toEqual(names);
    for (const page of ['about.md', 'medical-organization.md']) {
      const source = await readFile(path.join(content, 'pages', page), 'utf8');
      for (const name of names.filter((name) => name !== 'Фамилия Имя Отчество')) expect(source, page).not.toContain(name.split(' ')[0]);
    }
  });
});
