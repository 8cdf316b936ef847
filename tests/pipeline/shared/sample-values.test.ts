import { describe, expect, it } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { sampleDiagnostics, sampleSummary } from '../../../pipeline/shared/sample-values.ts';

// Sample values a page marks: its frontmatter `sample` (one text, or a list of texts and
// send/decide items with their checklist topic and law) and a block's {sample="…"}; and what a
// block finds itself — a review about a child by a relative other than a parent.

const md = createMarkdown();
const REVIEW = '- author: Мария\n  date: 2024-03-12\n  content: Хорошая клиника.';
const page = (head: string, body = 'Текст.') => compilePage('pages/x.md', `---\ntitle: T\ndescription: D.\n${head}---\n\n${body}\n`, md);

describe('sample marks on a page', () => {
  it('one text in the frontmatter is at the line of `sample:`, something to send about the page’s texts', () => {
    const marked = page('sample: имена врачей\n');
    expect(marked.diagnostics).toEqual([]);
    expect(marked.samples).toEqual([{ what: 'имена врачей', file: 'pages/x.md', line: 4, topic: 'тексты страниц', kind: 'send' }]);
  });

  it('a list item says whether the clinic sends or decides, under which topic and by which law, each at its line', () => {
    const marked = page(
      'sample:\n  - цены процедур\n  - decide: участвует ли клиника в ОМС\n    topic: цены и услуги\n    law: [323-ФЗ ст. 79]\n  - send: сведения о враче\n    topic: персонал\n',
    );
    expect(marked.diagnostics).toEqual([]);
    expect(marked.samples).toEqual([
      { what: 'цены процедур', file: 'pages/x.md', line: 5, topic: 'тексты страниц', kind: 'send' },
      { what: 'участвует ли клиника в ОМС', file: 'pages/x.md', line: 6, topic: 'цены и услуги', kind: 'decide', law: ['323-ФЗ ст. 79'] },
      { what: 'сведения о враче', file: 'pages/x.md', line: 9, topic: 'персонал', kind: 'send' },
    ]);
  });

  it('an item with both send and decide, an unknown topic or law is refused at its line', () => {
    const both = page('sample:\n  - send: а\n    decide: б\n');
    expect(both.diagnostics.map(({ code, line }) => ({ code, line }))).toEqual([{ code: 'frontmatter-invalid', line: 5 }]);
    const topic = page('sample:\n  - send: а\n    topic: разное\n');
    expect(topic.diagnostics.map(({ code, line }) => ({ code, line }))).toEqual([{ code: 'frontmatter-invalid', line: 6 }]);
    expect(topic.diagnostics[0]!.message).toContain('«персонал»');
    const law = page('sample:\n  - send: а\n    law: [закон о чём-то]\n');
    expect(law.diagnostics.map(({ code }) => code)).toEqual(['frontmatter-invalid']);
  });

  it('a block says what the clinic must supply, under the block’s topic; a bare {sample} is refused, saying so', () => {
    const marked = page('', `::: reviews {sample="настоящие отзывы"}\n${REVIEW}\n:::`);
    expect(marked.diagnostics).toEqual([]);
    expect(marked.samples).toEqual([{ what: 'настоящие отзывы', file: 'pages/x.md', line: 6, topic: 'правовые тексты', kind: 'send' }]);
    const bare = page('', `::: reviews {sample}\n${REVIEW}\n:::`);
    expect(bare.diagnostics.map(({ code, line, message }) => ({ code, line, message }))).toEqual([
      { code: 'block-attribute-invalid', line: 6, message: expect.stringContaining('в атрибуте sample напишите, что должна прислать клиника') },
    ]);
    const note = page('', '::: note {sample="текст выноски"}\nТекст.\n:::');
    expect(note.samples).toEqual([expect.objectContaining({ topic: 'тексты страниц' })]);
  });

  it('are errors only in the release check, each with its code; otherwise one line counts them', () => {
    const at = { file: 'pages/x.md', line: 4, topic: 'тексты страниц', kind: 'send' } as const;
    expect(sampleDiagnostics([{ what: 'имена врачей', ...at }])).toEqual([
      {
        code: 'sample-value',
        severity: 'error',
        message: expect.stringMatching(/^образец данных: имена врачей — /),
        params: { what: 'имена врачей' },
        file: 'pages/x.md',
        line: 4,
      },
    ]);
    expect(
      sampleDiagnostics([
        { ...at, what: 'США', code: 'form-service-abroad' },
        { ...at, what: 'сведения о лицензии', file: 'data/licence.yaml', code: 'data-missing' },
        { ...at, what: 'отзыв «Людмила, бабушка Вани»', code: 'review-consent' },
      ]).map(({ code, severity, message }) => ({ code, severity, message })),
    ).toEqual([
      { code: 'form-service-abroad', severity: 'error', message: expect.stringContaining('«США»') },
      { code: 'data-missing', severity: 'error', message: 'нет файла data/licence.yaml: до запуска нужны сведения о лицензии' },
      { code: 'review-consent', severity: 'error', message: expect.stringMatching(/^отзыв «Людмила, бабушка Вани»: согласие на публикацию/) },
    ]);
    expect(sampleSummary(0, 'ru')).toBeUndefined();
    expect(sampleSummary(14, 'ru')).toBe('образцы данных: 14 — перед запуском замените их (check --release)');
    expect(sampleSummary(14, 'en')).toBe('sample values: 14 — replace them before launch (check --release)');
  });
});

describe('a review about a child', () => {
  const reviews = (author: string, extra = '') => page('', `::: reviews\n- author: ${author}\n  date: 2022-08-30\n${extra}  content: Ходим на массаж.\n:::`);

  it.each(['Людмила, бабушка Вани, Искитим', 'Пётр, дедушка Маши', 'Ирина, тётя Саши', 'Олег, старший брат Димы'])(
    'by %s is flagged for the clinic to decide, at the review’s line',
    (author) => {
      expect(reviews(author).samples).toEqual([
        {
          what: `отзыв «${author}» от 30.08.2022 написан о ребёнке не родителем: получить согласие родителя или законного представителя на публикацию — или снять отзыв`,
          file: 'pages/x.md',
          line: 7,
          topic: 'правовые тексты',
          kind: 'decide',
          law: ['152-ФЗ ст. 10 ч. 2', '152-ФЗ ст. 9'],
          code: 'review-consent',
        },
      ]);
    },
  );

  it.each(['Ольга, мама Артёма, Барнаул', 'Сергей, папа Даши', 'Игорь, Бердск', 'Анна Братская, Томск'])('by %s is not', (author) => {
    expect(reviews(author).samples).toEqual([]);
  });

  it('by a relative who is the child’s legal guardian is not, and the mark stays out of the page', () => {
    const guardian = reviews('Людмила, бабушка Вани', '  legalGuardian: true\n');
    expect(guardian.samples).toEqual([]);
    expect(JSON.stringify(guardian.ast)).not.toContain('legalGuardian');
  });
});
