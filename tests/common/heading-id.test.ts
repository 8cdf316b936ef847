import { describe, expect, it } from 'vitest';
import { createHeadingIdAllocator, slugifyHeading } from '../../common/routes/heading-id.ts';

describe('heading ids (spec §5)', () => {
  it.each([
    ['Как проходит лечение?', 'как-проходит-лечение'],
    ['Ёлка и ЁЖ', 'ёлка-и-ёж'],
    ['M2 Macrophages: 2019', 'm2-macrophages-2019'],
    ['Цена — 99 000 ₽', 'цена-99-000'],
    ['a  -  b', 'a-b'],
    ['  пробелы  по краям ', 'пробелы-по-краям'],
    ['émigré', 'migr'],
  ])('%j → %j', (text, id) => {
    expect(slugifyHeading(text)).toBe(id);
  });

  it('gives a repeated id -2, -3 and an empty one a numbered heading- id, deterministically', () => {
    const allocate = createHeadingIdAllocator();
    expect(['Цены', 'Цены', 'Цены', '!!!', '***', 'heading-1'].map((text) => allocate(text))).toEqual([
      { id: 'цены', empty: false },
      { id: 'цены-2', empty: false },
      { id: 'цены-3', empty: false },
      { id: 'heading-1', empty: true },
      { id: 'heading-2', empty: true },
      { id: 'heading-1-2', empty: false },
    ]);
  });
});
