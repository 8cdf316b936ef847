import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { messageIn } from '../../../pipeline/messages/catalogue.ts';

// content/README.md «Стиль текста»: quotes are «ёлочки», a price is «2 000 ₽». A straight quote or
// «руб.» in a page's text is a warning at its line and column, in the guide's words.

const md = createMarkdown();
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/bad/typography/files/pages/contacts.md');

describe('typography in the text of a page', () => {
  it('warns of straight quotes and of «руб.» at their line and column, once a paragraph', () => {
    const diagnostics = compilePage('pages/contacts.md', readFileSync(FIXTURE, 'utf8'), md).diagnostics;
    expect(diagnostics.map((diagnostic) => `${diagnostic.line}:${diagnostic.column} ${diagnostic.severity} ${messageIn(diagnostic, 'ru')}`)).toEqual([
      '8:11 warning прямые кавычки "…" в тексте: на сайте кавычки — «ёлочки», а внутри них — „лапки“, например «премия „Врач года“»',
      '13:11 warning цена «2000руб.»: рубли пишут знаком ₽ через пробел — «2000 ₽», а не «руб.» или «р.» (число сайт сам разобьёт на группы: «2 000 ₽»)',
    ]);
    expect(diagnostics.map((diagnostic) => messageIn(diagnostic, 'en'))).toEqual([
      'straight quotes "…" in the text: expected «guillemets», with „low-high quotes“ inside them, e.g. «премия „Врач года“»',
      'price "2000руб.": expected the rouble sign after a space, "2000 ₽", not "руб." or "р." (the site groups the digits itself: "2 000 ₽")',
    ]);
  });

  it.each(['150 р.', '10 руб', '1 500 руб.'])('finds «%s»', (price) => {
    const [warning] = compilePage('pages/x.md', `---\ntitle: Т\ndescription: Д.\n---\n\nСтоит ${price} в день.\n`, md).diagnostics;
    expect(warning).toMatchObject({ code: 'typography', line: 6, column: 7, params: { problem: 'roubles', found: price } });
  });

  it.each(['3 рубля', '20 рублей', '5 раз', '2 000 ₽', '«Старт»', 'рубль'])('leaves «%s» alone', (text) => {
    expect(compilePage('pages/x.md', `---\ntitle: Т\ndescription: Д.\n---\n\nТекст: ${text}.\n`, md).diagnostics).toEqual([]);
  });
});
