import { describe, expect, it } from 'vitest';
import { nonBreakingNumbers, nonBreakingNumbersIn } from '../../../pipeline/shared/number-spaces.ts';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';

// content/README.md «Стиль текста»: numbers and prices in page text never wrap inside.

/** the expected text, with · for a no-break space */
const nb = (text: string) => text.replaceAll('·', '\u00a0');

describe('nonBreakingNumbers', () => {
  it.each([
    ['Пакет стоит 99 000 ₽.', 'Пакет стоит 99·000·₽.'],
    ['Разбор стоит 2500 ₽, курс — 120000₽.', 'Разбор стоит 2·500·₽, курс — 120·000·₽.'],
    ['от 60 000 до 120 000 ₽', 'от 60·000 до 120·000·₽'],
    ['Занятие — 900 ₽', 'Занятие — 900·₽'],
    ['За год — 15 000 детей', 'За год — 15·000 детей'],
    ['Патент RU 2 456 789', 'Патент RU 2·456·789'],
  ])('%j → %j', (text, expected) => {
    expect(nonBreakingNumbers(text)).toBe(nb(expected));
  });

  it.each(['Звоните: +7 999 000-00-00', 'В 2012 году, с 2014 по 2016 год', 'Пн–пт 9:00–18:00', 'Молдавская улица, 50, Искитим', 'Скидка 10 % на процедуры'])(
    'leaves %j as it is',
    (text) => {
      expect(nonBreakingNumbers(text)).toBe(text);
    },
  );

  it('is idempotent', () => {
    const once = nonBreakingNumbers('от 60 000 до 2500 ₽');
    expect(nonBreakingNumbers(once)).toBe(once);
  });
});

describe('nonBreakingNumbersIn', () => {
  it('writes every text of a YAML body so, and leaves numbers, links and phones as they are', () => {
    const body = [{ title: 'Курс', price: 2500, note: 'Обычно 2500 ₽', href: '/prices', phone: '+7 999 000-00-00', tags: ['от 60 000'] }];
    expect(nonBreakingNumbersIn(body)).toEqual([
      { title: 'Курс', price: 2500, note: nb('Обычно 2·500·₽'), href: '/prices', phone: '+7 999 000-00-00', tags: [nb('от 60·000')] },
    ]);
  });
});

describe('a page', () => {
  it('shows a price of its text with no-break spaces, and its heading keeps the id of the spaces', () => {
    const compiled = compilePage(
      'pages/x.md',
      '---\ntitle: Цены\ndescription: Цены.\n---\n\n## Цена — 99 000 ₽\n\nКурс стоит *от 60 000* до 2500 ₽, звоните +7 999 000-00-00.\n',
      createMarkdown(),
    );
    expect(compiled.diagnostics).toEqual([]);
    const json = JSON.stringify(compiled.ast);
    expect(json).toContain(`"id":"цена-99-000"`);
    expect(json).toContain(nb('"value":"Цена — 99·000·₽"'));
    expect(json).toContain(nb('"value":"от 60·000"'));
    expect(json).toContain(nb('"value":" до 2·500·₽, звоните +7 999 000-00-00."'));
  });

  it('writes the texts of a block so too', () => {
    const compiled = compilePage(
      'pages/x.md',
      '---\ntitle: Цены\ndescription: Цены.\n---\n\n::: prices\n- title: Разбор документов\n  price: 2500\n  note: Обычно 2500 ₽, по акции бесплатно.\n:::\n',
      createMarkdown(),
    );
    expect(compiled.diagnostics).toEqual([]);
    expect(JSON.stringify(compiled.ast)).toContain(nb('"note":"Обычно 2·500·₽, по акции бесплатно."'));
  });
});
