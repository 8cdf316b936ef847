import { describe, expect, it } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { messageIn } from '../../../pipeline/messages/catalogue.ts';

// zod's own issue texts are English and written for programmers: each kind an editor meets reaches
// them in Russian, with list positions counted from 1.

const md = createMarkdown();
const page = [
  '---',
  'title: Т',
  'description: Описание.',
  'lastReviewd: 2024-01-01',
  '---',
  '',
  '::: accordion Вопрос {open=maybe}',
  'Ответ.',
  ':::',
  '',
  '::: contact-card',
  'title: Клиника',
  'address: Адрес',
  'email: нет',
  ':::',
  '',
  '::: prices',
  '- title: Приём',
  '  price: 10.5',
  ':::',
  '',
  '::: services',
  '- title: Услуга',
  '  description: Описание.',
  '  href: /x',
  '  icon: brian',
  ':::',
  '',
  '::: reviews',
  '- author: Анна',
  '  date: 12.03.2024',
  '  content: [Текст]',
  ':::',
].join('\n');

describe('zod issues in Russian', () => {
  it('say what was expected and what is written, at the field’s line', () => {
    const diagnostics = compilePage('pages/x.md', page, md).diagnostics;
    expect(diagnostics.map((diagnostic) => `${diagnostic.line} ${diagnostic.code} ${messageIn(diagnostic, 'ru')}`)).toEqual([
      '4 frontmatter-invalid в шапке страницы неизвестное поле «lastReviewd» — возможно, вы имели в виду «lastReviewed»?',
      '7 block-attribute-invalid блок «accordion»: атрибут «open»: ожидалось: имя без значения либо =true или =false, а написано «maybe»',
      '12 block-body-invalid блок «contact-card»: не заполнено обязательное поле «organization» (нужно: текст)',
      '14 block-body-invalid блок «contact-card»: поле «email»: ожидалось: адрес электронной почты вида info@clinic.example.ru, а написано «нет»',
      '19 block-body-invalid блок «prices»: пункт 1, поле «price»: ожидалось: целое число, а написано 10.5',
      '26 block-body-invalid блок «services»: пункт 1, поле «icon»: ожидалось одно из значений: «brain», «child», «stethoscope», «syringe», «pill», «microscope», «dna», «heart», «activity», «shield», «hand», «calendar», «document», «phone», «map-pin», «star», а написано «brian» — возможно, «brain»?',
      '31 block-body-invalid блок «reviews»: пункт 1, поле «date»: ожидалось: настоящая дата в виде ГГГГ-ММ-ДД (например, 2024-03-12), а написано «12.03.2024»',
      '32 block-body-invalid блок «reviews»: пункт 1, поле «content»: ожидалось: текст, а написано список',
    ]);
  });

  it('keep the English texts for --lang en', () => {
    const diagnostics = compilePage('pages/x.md', page, md).diagnostics;
    expect(diagnostics.map((diagnostic) => messageIn(diagnostic, 'en'))).toEqual([
      'frontmatter unexpected field `lastReviewd`; did you mean `lastReviewed`?',
      'block "accordion" attribute `open`: expected the bare name, or =true or =false, found "maybe"',
      'block "contact-card" missing required field `organization` (string)',
      'block "contact-card" field `email`: expected an e-mail address like info@clinic.example.ru, found "нет"',
      'block "prices" field `0.price`: expected int, found 10.5',
      expect.stringMatching(/^block "services" field `0.icon`: expected one of "brain", .+, found "brian" \(did you mean "brain"\?\)$/),
      'block "reviews" field `0.date`: expected a real calendar date as YYYY-MM-DD, found "12.03.2024"',
      'block "reviews" field `0.content`: expected string, found a list',
    ]);
  });
});
