import { describe, expect, it } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { sameTitle } from '../../../pipeline/transform/same-title.ts';

// A block's title that repeats the heading right above it is not shown twice (content/README.md,
// the problem block-title-repeats-heading): the page keeps the heading, the block goes untitled.

const page = (body: string) => compilePage('pages/prices/price-list.md', `---\ntitle: Прайс-лист\ndescription: Цены.\n---\n${body}`, createMarkdown());

describe('a block title that repeats its heading', () => {
  it('is left out of the page, with a warning at the block naming the heading’s line', () => {
    const compiled = page('\n## Диагностика\n\nПакет проводится в начале курса.\n\n::: prices Диагностика\n- title: Пакет\n  price: 99000\n:::\n');
    expect(compiled.ast.map((node) => [node.type, 'title' in node ? node.title : undefined])).toEqual([
      ['heading', undefined],
      ['paragraph', undefined],
      ['priceRows', undefined],
    ]);
    expect(compiled.diagnostics.map(({ code, severity, line, message }) => ({ code, severity, line, message }))).toEqual([
      {
        code: 'block-title-repeats-heading',
        severity: 'warning',
        line: 10,
        message:
          'заголовок блока «Диагностика» повторяет заголовок раздела над ним (строка 6): посетитель прочёл бы его дважды, поэтому на странице он не показан — напишите просто «::: prices»',
      },
    ]);
  });

  it('is compared with the heading the block sits under, not with one inside the block', () => {
    const compiled = page('\n## Цены\n\n::: note Итоги\n## Итоги\n\nТекст.\n:::\n');
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.ast[1]).toMatchObject({ type: 'callout', title: 'Итоги' });
  });

  it('keeps a title of other words, and a title a block cannot do without', () => {
    const compiled = page(
      '\n## Диагностика\n\n::: prices Диагностика детей\n- title: Пакет\n  price: 99000\n:::\n\n## Как записаться?\n\n::: accordion Как записаться?\nПозвоните.\n:::\n',
    );
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.ast[1]).toMatchObject({ type: 'priceRows', title: 'Диагностика детей' });
    expect(compiled.ast[3]).toMatchObject({ type: 'accordion', title: 'Как записаться?' });
  });
});

describe('sameTitle', () => {
  it.each([
    ['Диагностика', 'диагностика:', true],
    ['Проживание', '  ПРОЖИВАНИЕ ', true],
    ['Всё о курсе', 'Все о курсе', true],
    ['Процедуры и занятия', 'Процедуры  и  занятия.', true],
    ['Диагностика', 'Диагностика детей', false],
    ['!!!', '???', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameTitle(a, b)).toBe(same);
  });
});
