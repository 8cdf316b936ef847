import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { messageIn } from '../../../pipeline/messages/catalogue.ts';
import { loadFacts } from '../../../pipeline/read/load-facts.ts';
import { loadNavigation } from '../../../pipeline/read/load-navigation.ts';
import type { Diagnostic } from '../../../common/schema/diagnostic.ts';
import { materialize } from '../fixture-helpers.ts';

// The YAML mistakes of the editor trial (docs: ../shared/reviews/editor-trial.md, «Deliberate
// mistakes»): each gets one message that names the real mistake, at its line and column.

const md = createMarkdown();
const HEAD = ['---', 'title: Цены', 'description: Цены клиники.', '---', ''];

/** the page's problems as `line:column code message`, in Russian or English */
function problems(lines: readonly string[], lang: 'ru' | 'en' = 'ru'): string[] {
  return compilePage('pages/x.md', lines.join('\n'), md).diagnostics.map((diagnostic) => shown(diagnostic, lang));
}

function shown(diagnostic: Diagnostic, lang: 'ru' | 'en' = 'ru'): string {
  return `${diagnostic.line}:${diagnostic.column} ${diagnostic.code} ${messageIn(diagnostic, lang)}`;
}

/** a price block, its lines from line 6 of the page */
const prices = (...body: string[]) => [...HEAD, '::: prices Диагностика', ...body, ':::'];

describe('a tab in the YAML of a block', () => {
  it('is named as a tab, once, at its line and column, with the spaces it stands for', () => {
    const page = prices('- title: Диагностический пакет', '  price: 99000', '\tunit: за пакет', '  includes:', '    - МРТ', '    - ЭКГ');
    expect(problems(page)).toEqual([
      '9:1 block-body-yaml ошибка в записи данных блока «prices»: отступ сделан табуляцией, а в YAML отступы — только пробелы: замените табуляцию 2 пробелами, чтобы «unit» встало ровно под «price» из строки 8',
    ]);
    expect(problems(page, 'en')).toEqual([
      '9:1 block-body-yaml block "prices" body is not valid YAML: the line is indented with a tab, expected spaces only: replace the tab with 2 spaces so that "unit" lines up with "price" on line 8',
    ]);
  });

  it('after spaces is found at its own column', () => {
    expect(problems(prices('- title: Пакет', '  price: 99000', '  includes:', '  \t- МРТ'))).toEqual([
      '10:3 block-body-yaml ошибка в записи данных блока «prices»: отступ сделан табуляцией, а в YAML отступы — только пробелы: замените табуляцию 4 пробелами, чтобы «-» встал на 2 пробела правее «includes» из строки 9',
    ]);
  });

  it('on several lines is one message a line', () => {
    expect(problems(prices('- title: Пакет', '\tprice: 99000', '\tunit: за пакет')).map((line) => line.split(' ')[0])).toEqual(['8:1', '9:1']);
  });
});

describe('a list item indented by three spaces in a block', () => {
  it('under items of four: one message, to line up the dash with the item above', () => {
    expect(problems(prices('- title: Пакет', '  price: 99000', '  includes:', '    - МРТ', '   - ЭКГ'))).toEqual([
      '11:4 block-body-yaml ошибка в записи данных блока «prices»: у пункта списка «- ЭКГ» отступ 3 пробела, а нужно 4 — чтобы «-» встал ровно под «-» из строки 10',
    ]);
  });

  it('over items of three, where YAML would glue it to the text above, is reported too', () => {
    expect(problems(prices('- title: Пакет', '  price: 99000', '  includes:', '   - МРТ', '    - ЭКГ'))).toEqual([
      '11:5 block-body-yaml ошибка в записи данных блока «prices»: у пункта списка «- ЭКГ» отступ 4 пробела, а нужно 3 — чтобы «-» встал ровно под «-» из строки 10; сейчас он читается как продолжение текста строки 10',
    ]);
  });

  it('less indented than the field it belongs to is told to go right of it', () => {
    expect(problems(prices('- title: Пакет', '  price: 99000', '  includes:', ' - МРТ'))).toEqual([
      '10:2 block-body-yaml ошибка в записи данных блока «prices»: у пункта списка «- МРТ» отступ 1 пробел, а нужно 4 — чтобы «-» встал на 2 пробела правее «includes» из строки 9',
    ]);
  });
});

describe('a field indented too far in a block', () => {
  it('is reported on its own line, with the field it lines up with', () => {
    expect(problems(prices('- title: Пакет', '  price: 99000', '    unit: за пакет'))).toEqual([
      '9:5 block-body-yaml ошибка в записи данных блока «prices»: у поля «unit» отступ 4 пробела, а нужно 2 — чтобы «unit» встало ровно под «price» из строки 8',
    ]);
    expect(problems(prices('- title: Пакет', '  price: 99000', '    unit: за пакет'), 'en')).toEqual([
      '9:5 block-body-yaml block "prices" body is not valid YAML: the field "unit" is indented by 4 spaces, expected 2 so that "unit" lines up with "price" on line 8',
    ]);
  });

  it('or too little, likewise', () => {
    expect(problems(prices('- title: Пакет', '  price: 99000', ' unit: за пакет'))).toEqual([
      '9:2 block-body-yaml ошибка в записи данных блока «prices»: у поля «unit» отступ 1 пробел, а нужно 2 — чтобы «unit» встало ровно под «price» из строки 8',
    ]);
  });

  it('in a block itself indented keeps the file’s lines and columns', () => {
    const page = [...HEAD, '- Список', '', '  ::: prices', '  - title: Пакет', '    price: 99000', '      unit: за пакет', '  :::'];
    expect(problems(page)).toEqual([
      '11:7 block-body-yaml ошибка в записи данных блока «prices»: у поля «unit» отступ 6 пробелов, а нужно 4 — чтобы «unit» встало ровно под «price» из строки 10',
    ]);
  });
});

describe('YAML that is right', () => {
  it('gets no message: text continued on a deeper line, lists at their key’s indent, literal texts with tabs', () => {
    const page = [
      ...HEAD,
      '::: prices',
      '- title: Пакет',
      '  price: 99000',
      '  note: Проводится в первые дни курса,',
      '    по назначению врача',
      '  includes:',
      '  - МРТ',
      '  - ЭКГ',
      '- title: Приём',
      '  price: 3500',
      ':::',
      '',
      '::: reviews',
      '- author: Анна',
      '  date: 2024-03-12',
      '  content: |',
      '    Первая строка',
      '    \tвторая, с табуляцией внутри текста',
      ':::',
    ];
    expect(problems(page)).toEqual([]);
  });
});

describe('an unknown field', () => {
  it('suggests the closest known one', () => {
    expect(problems(prices('- title: Пакет', '  price: 99000', '  include:', '    - МРТ'))).toEqual([
      '9:3 block-body-invalid блок «prices»: пункт 1: неизвестное поле «include» — возможно, вы имели в виду «includes»?',
    ]);
    expect(problems(prices('- title: Пакет', '  price: 99000', '  include:', '    - МРТ'), 'en')).toEqual([
      '9:3 block-body-invalid block "prices" field `0`: unexpected field `include`; did you mean `includes`?',
    ]);
  });

  it('with nothing close names the fields that may stand there', () => {
    expect(problems(prices('- title: Пакет', '  price: 99000', '  colour: red'))).toEqual([
      '9:3 block-body-invalid блок «prices»: пункт 1: неизвестное поле «colour» — проверьте написание; здесь бывают поля: title, price, unit, note, includes',
    ]);
  });

  it('each of several is reported at its own line', () => {
    expect(problems(prices('- title: Пакет', '  price: 99000', '  uint: за пакет', '  nite: заметка'))).toEqual([
      '9:3 block-body-invalid блок «prices»: пункт 1: неизвестное поле «uint» — возможно, вы имели в виду «unit»?',
      '10:3 block-body-invalid блок «prices»: пункт 1: неизвестное поле «nite» — возможно, вы имели в виду «note»?',
    ]);
  });

  it('in the frontmatter suggests the closest field', () => {
    expect(problems(['---', 'titel: Цены', 'title: Цены', 'description: Цены клиники.', '---', ''])).toEqual([
      '2:1 frontmatter-invalid в шапке страницы неизвестное поле «titel» — возможно, вы имели в виду «title»?',
    ]);
  });

  it('among a block’s attributes suggests the closest attribute', () => {
    expect(problems([...HEAD, '::: card Услуги {hre="/services"}', 'Текст.', ':::'])).toEqual([
      expect.stringMatching(/^6:undefined block-attribute-invalid блок «card»: неизвестный атрибут «hre» — возможно, вы имели в виду «href»\?$/),
    ]);
  });
});

describe('a misspelt block name', () => {
  it('suggests the name without a stray «?.»', () => {
    const [message] = problems([...HEAD, '::: imag', 'src: /images/a.webp', ':::']);
    expect(message).toMatch(/^6:undefined block-unknown неизвестный блок «imag» — возможно, «image»\? Известные блоки: /);
  });
});

describe('YAML mistakes in the frontmatter, the facts and the navigation', () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => cleanup?.());

  it('a tab in the frontmatter', () => {
    expect(problems(['---', 'title: Цены', '\tdescription: Цены клиники.', '---', ''])).toEqual([
      '3:1 frontmatter-yaml ошибка в записи шапки страницы: отступ сделан табуляцией, а в YAML отступы — только пробелы: удалите табуляцию, чтобы «description» встало ровно под «title» из строки 2',
    ]);
  });

  it('a field indented too far in the frontmatter', () => {
    expect(problems(['---', 'title: Цены', '  description: Цены клиники.', '---', ''])).toEqual([
      '3:3 frontmatter-yaml ошибка в записи шапки страницы: у поля «description» отступ 2 пробела, а нужно без отступа — чтобы «description» встало ровно под «title» из строки 2',
    ]);
  });

  it('a tab and an indented field in the facts file', async () => {
    const copy = await materialize();
    cleanup = copy.cleanup;
    const file = path.join(copy.dir, 'data/clinic.yaml');
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace('phone:\n  value:', 'phone:\n\tvalue:').replace('email:', ' email:'));
    const loaded = await loadFacts(copy.dir);
    expect(loaded.diagnostics.map((diagnostic) => shown(diagnostic))).toEqual([
      '6:1 facts-yaml ошибка в записи файла фактов: отступ сделан табуляцией, а в YAML отступы — только пробелы: замените табуляцию 2 пробелами, чтобы «value» встало на 2 пробела правее «phone» из строки 5',
      '8:2 facts-yaml ошибка в записи файла фактов: у поля «email» отступ 1 пробел, а нужно без отступа — чтобы «email» встало ровно под «phone» из строки 5',
    ]);
  });

  it('an unknown field of the facts file suggests the closest fact', async () => {
    const copy = await materialize();
    cleanup = copy.cleanup;
    const file = path.join(copy.dir, 'data/clinic.yaml');
    await writeFile(file, `${await readFile(file, 'utf8')}adress: Искитим\n`);
    const loaded = await loadFacts(copy.dir);
    expect(loaded.diagnostics.map((diagnostic) => shown(diagnostic))).toEqual([
      expect.stringMatching(/^\d+:1 facts-invalid неизвестное поле «adress» — возможно, вы имели в виду «address»\?$/),
    ]);
  });

  it('a list item indented by three spaces in the navigation', async () => {
    const copy = await materialize();
    cleanup = copy.cleanup;
    const file = path.join(copy.dir, 'navigation/header-tabs.yaml');
    const source = await readFile(file, 'utf8');
    const lines = source.split('\n');
    const second = lines.findIndex((line, index) => index > lines.findIndex((first) => first.startsWith('  - ')) && line.startsWith('  - '));
    lines[second] = ` ${lines[second]}`;
    await writeFile(file, lines.join('\n'));
    const loaded = await loadNavigation(copy.dir);
    expect(loaded.diagnostics.map((diagnostic) => shown(diagnostic))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${second + 1}:4 nav-yaml ошибка в записи файла навигации: у пункта списка «- .+» отступ 3 пробела, а нужно 2 — чтобы «-» встал ровно под «-» из строки \\d+$`,
        ),
      ),
    ]);
  });
});
