import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../../../common/schema/diagnostic.ts';
import { createDiagnostic, messageIn, MESSAGES, type MessageParams } from '../../../pipeline/messages/catalogue.ts';
import { chooseLanguage, plural } from '../../../pipeline/messages/language.ts';
import type { IssueInfo } from '../../../pipeline/messages/issue.ts';

const issue: IssueInfo = { path: ['reviews', 0, 'date'], found: { kind: 'text', text: '12.03.2024' }, kind: 'expectation', key: 'calendar-date' };
const yaml = { code: 'BAD_INDENT', detail: 'All mapping items must start at the same column' };

/** parameters for every code, covering each variant of its message; a code missing here fails the type check */
const SAMPLES: { [Code in DiagnosticCode]: MessageParams<Code>[] } = {
  'content-dir-missing': [{ dir: 'content/pages' }],
  'file-unreadable': [{ reason: 'EACCES: permission denied' }],
  'frontmatter-missing': [{ problem: 'no-start', firstLine: '## Команда' }, { problem: 'no-start', firstLine: '' }, { problem: 'unclosed' }],
  'frontmatter-yaml': [{ yaml }, { yaml: { code: 'SOMETHING_NEW', detail: 'odd' } }],
  'frontmatter-invalid': [
    { issue: { path: ['description'], kind: 'missing', expected: 'string' } },
    { issue: { path: [], kind: 'unknown-keys', keys: ['titel'] } },
    { issue: { path: ['order'], kind: 'type', expected: 'number', found: { kind: 'text', text: 'первый' } } },
  ],
  'route-duplicate': [{ file: 'pages/about/index.md', other: 'pages/about.md', route: '/about' }],
  'block-unknown': [
    { name: 'acordion', suggestion: 'accordion', known: ['accordion'] },
    { name: 'zzz', suggestion: undefined, known: ['note'] },
  ],
  'block-unclosed': [
    { fence: ':::', name: 'note', end: 'file' },
    { fence: ':::', name: 'accordion', end: 'block' },
  ],
  'block-stray-closer': [{}],
  'block-attribute-invalid': [
    { name: 'note', problem: 'title', title: 'Лишнее' },
    { name: 'card', problem: 'syntax', found: 'href="/a' },
    { name: 'reviews', problem: 'bare-sample' },
    { name: 'card-group', problem: 'issue', issue: { path: ['cols'], kind: 'too-big', origin: 'number', limit: 4, found: { kind: 'value', text: '9' } } },
    { name: 'card', problem: 'issue', issue: { path: ['href'], kind: 'missing', expected: 'string' } },
  ],
  'block-title-missing': [{ fence: ':::', name: 'accordion' }],
  'block-body-yaml': [
    { name: 'map', yaml },
    { name: 'prices', yaml: { code: 'TAB_INDENT', what: 'field', name: 'unit', anchor: { relation: 'same', line: 8, text: 'price', indent: 2 } } },
    { name: 'prices', yaml: { code: 'TAB_INDENT', what: 'text', name: '' } },
    { name: 'prices', yaml: { code: 'TAB_INDENT', what: 'item', name: '- МРТ', anchor: { relation: 'under', line: 9, text: 'includes', indent: 2 } } },
    { name: 'prices', yaml: { code: 'TAB_INDENT', what: 'field', name: 'title', anchor: { relation: 'same', line: 2, text: 'date', indent: 0 } } },
    {
      name: 'prices',
      yaml: { code: 'INDENT', what: 'item', name: '- ЭКГ', found: 4, expected: 3, anchor: { relation: 'same', line: 10, text: '-', indent: 3 }, merged: true },
    },
    {
      name: 'prices',
      yaml: { code: 'INDENT', what: 'field', name: 'unit', found: 0, expected: 2, anchor: { relation: 'same', line: 8, text: 'price', indent: 2 } },
    },
    {
      name: 'prices',
      yaml: { code: 'INDENT', what: 'field', name: 'unit', found: 1, expected: 0, anchor: { relation: 'same', line: 8, text: 'price', indent: 0 } },
    },
  ],
  'block-body-invalid': [
    { name: 'reviews', issue },
    { name: 'services', issue: { path: ['items'], kind: 'too-small', origin: 'array', limit: 1, found: { kind: 'list' } } },
    { name: 'timer', issue: { path: ['kind'], kind: 'one-of', values: ['"a"', '"b"'], found: { kind: 'text', text: 'c' } } },
  ],
  'block-content-invalid': [
    { name: 'timer', problem: 'not-empty', fence: ':::' },
    { name: 'steps', problem: 'single-list', ordered: true, found: { type: 'list', ordered: false }, afterList: false },
    { name: 'steps', problem: 'single-list', ordered: true, found: { type: 'paragraph' }, afterList: true },
    { name: 'ordinal', problem: 'single-list', ordered: false, found: undefined, afterList: false },
    { name: 'card-group', problem: 'only', inner: 'card', found: { type: 'heading' } },
    { name: 'accordion-group', problem: 'none', inner: 'accordion' },
    { name: 'ordinal', problem: 'too-many', limit: 10, count: 12 },
  ],
  'block-title-repeats-heading': [
    { fence: ':::', name: 'prices', title: 'Диагностика', above: 'heading', line: 12 },
    { fence: ':::', name: 'note', title: 'Контакты', above: 'page-title' },
  ],
  'heading-empty': [{ text: '!!!', id: 'heading-1' }],
  'nesting-too-deep': [
    { where: 'blocks', limit: 100 },
    { where: 'inline', limit: 20 },
  ],
  'page-too-large': [{ megabytes: '1.5', limit: 1 }],
  'page-compile-failed': [{ error: 'RangeError: Maximum call stack size exceeded' }],
  'public-file-unsafe': [
    { file: 'public/evil.html', problem: 'type', extension: 'html', runs: true, allowed: ['png', 'pdf'] },
    { file: 'public/README', problem: 'type', extension: '', runs: false, allowed: ['png'] },
    { file: 'public/a.svg', problem: 'svg', danger: 'script' },
  ],
  'link-protocol': [{ image: false, href: 'javascript:alert(1)' }],
  'link-relative': [
    { image: false, href: 'about' },
    { image: true, href: '' },
  ],
  'link-malformed': [
    { image: false, href: '/a%ZZ', reason: 'percent' },
    { image: true, href: '/\\x', reason: 'backslash' },
    { image: false, href: '/\tx', reason: 'control' },
  ],
  'link-broken': [
    { kind: 'route', route: '/servces', suggestion: '/services' },
    { kind: 'route', route: '/nope', suggestion: undefined },
    { kind: 'file', file: '/docs/a.pdf' },
    { kind: 'scheduled', route: '/news/open-day', date: '2027-01-10' },
  ],
  'anchor-broken': [
    { route: '/about', anchor: 'нет', known: ['команда'] },
    { route: '/x', anchor: 'y', known: [] },
  ],
  'image-missing': [
    { src: '/images/a.webp', problem: 'absent' },
    { src: '#x', problem: 'not-a-file' },
  ],
  'image-external': [{ src: 'https://example.com/a.png' }],
  'image-alt-missing': [{ src: '/images/a.webp' }],
  'image-unmeasurable': [{ src: '/images/a.svg' }],
  'image-too-small': [{ src: '/images/a.jpg', width: 200, shownAt: 780 }],
  'nav-file-missing': [{ file: 'navigation/site.yaml' }],
  'nav-yaml': [{ yaml }],
  'nav-invalid': [{ issue }],
  'nav-target-missing': [{ route: '/reviews', suggestion: undefined }],
  'html-unsupported': [
    { html: '<details>', alternative: 'accordion' },
    { html: '<!-- черновик -->', alternative: 'comment' },
    { html: '<div>', alternative: undefined },
  ],
  typography: [{ problem: 'straight-quotes' }, { problem: 'roubles', found: '2000руб.', number: '2000' }],
  'fact-unknown': [
    { name: 'phon', known: ['phone', 'email'] },
    { name: 'x', known: [] },
  ],
  'sample-value': [{ what: 'номер телефона клиники для пациентов' }],
  'form-service-abroad': [{ country: 'США' }],
  'facts-file-missing': [{ file: 'data/clinic.yaml' }],
  'facts-yaml': [{ yaml }],
  'facts-invalid': [{ issue }],
  'search-vocabulary-yaml': [{ yaml }],
  'search-vocabulary-invalid': [
    { issue: { path: ['groups', 2, 1], found: { kind: 'text', text: 'ДЦП' }, kind: 'expectation', key: 'search-phrase-repeated' } },
  ],
  'search-vocabulary-unused': [{ phrases: ['ЛФК', 'лечебная физкультура'] }],
  'data-yaml': [{ yaml }],
  'data-invalid': [{ issue: { path: ['education', 0, 'year'], kind: 'expectation', key: 'year', found: { kind: 'value', text: '20004' } } }],
  'data-missing': [
    { file: 'data/licence.yaml', what: 'сведения о лицензии' },
    { file: 'data/staff', what: 'сведения о каждом медицинском работнике' },
  ],
  'block-data-missing': [{ name: 'licence', file: 'content/data/licence.yaml' }],
  'review-consent': [{ what: 'отзыв «Людмила, бабушка Вани» от 30.08.2022 написан о ребёнке не родителем' }],
  'licence-issuer-unknown': [
    { issuer: 'minzdrav', ids: 'minzdrav-nso' },
    { issuer: 'minzdrav', ids: '' },
  ],
  'page-unreached': [{ route: '/accordion-example' }],
  'news-scheduled': [{ date: '2027-01-10', today: '2026-11-20' }],
};

describe('the message catalogue', () => {
  it.each(DIAGNOSTIC_CODES)('%s has a Russian and an English text, and a line for the editors’ guide', (code) => {
    const entry = MESSAGES[code];
    expect(entry.help).toMatch(/[а-яё]/i);
    const samples = SAMPLES[code] as never[];
    expect(samples.length).toBeGreaterThan(0);
    for (const params of samples) {
      const diagnostic = createDiagnostic(code, params, { file: 'pages/x.md', line: 3 });
      const ru = messageIn(diagnostic, 'ru');
      const en = messageIn(diagnostic, 'en');
      expect(ru).toMatch(/[а-яё]{3}/i);
      expect(en).toMatch(/[a-z]{3}/i);
      expect(en).not.toBe(ru);
      for (const text of [ru, en]) expect(text).not.toMatch(/undefined|\[object |NaN/);
      // the stored message is the Russian one; code and place never depend on the language
      expect(diagnostic).toMatchObject({ code, message: ru, file: 'pages/x.md', line: 3 });
    }
  });

  it('has no code that DIAGNOSTIC_CODES lacks', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...DIAGNOSTIC_CODES].sort());
  });

  it('renders zod issues for people: list positions counted from 1, fields quoted', () => {
    const diagnostic = createDiagnostic('block-body-invalid', { name: 'reviews', issue }, { file: 'pages/x.md', line: 3 });
    expect(messageIn(diagnostic, 'ru')).toBe(
      'блок «reviews»: поле «reviews», пункт 1, поле «date»: ожидалось: настоящая дата в виде ГГГГ-ММ-ДД (например, 2024-03-12), а написано «12.03.2024»',
    );
    expect(messageIn(diagnostic, 'en')).toBe('block "reviews" field `reviews.0.date`: expected a real calendar date as YYYY-MM-DD, found "12.03.2024"');
  });

  it('keeps the text of a diagnostic made without parameters', () => {
    const legacy = { code: 'link-broken' as const, severity: 'error' as const, message: 'as written', file: 'a.md', line: 1 };
    expect(messageIn(legacy, 'en')).toBe('as written');
  });
});

describe('the language of the messages', () => {
  it.each([
    [undefined, {}, 'ru'],
    [undefined, { LANG: 'C.UTF-8' }, 'ru'],
    [undefined, { LANG: 'ru_RU.UTF-8' }, 'ru'],
    [undefined, { LANG: 'en_US.UTF-8' }, 'en'],
    [undefined, { LANG: 'ru_RU.UTF-8', LC_MESSAGES: 'en_GB.UTF-8' }, 'en'],
    [undefined, { LANG: 'en_US.UTF-8', LC_ALL: 'ru_RU.UTF-8' }, 'ru'],
    [undefined, { LANG: 'en_US.UTF-8', LC_ALL: '' }, 'en'],
    ['ru', { LANG: 'en_US.UTF-8' }, 'ru'],
    ['en', {}, 'en'],
  ] as const)('--lang %s with %j → %s', (flag, env, expected) => {
    expect(chooseLanguage(flag, env)).toBe(expected);
  });

  it.each([
    [1, 'ошибка'],
    [2, 'ошибки'],
    [5, 'ошибок'],
    [11, 'ошибок'],
    [21, 'ошибка'],
    [24, 'ошибки'],
    [112, 'ошибок'],
  ])('%i %s', (count, word) => {
    expect(plural(count, 'ошибка', 'ошибки', 'ошибок')).toBe(word);
  });
});
