import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../../common/search/search-engine.ts';
import type { SearchHit, SearchSource } from '../../../common/search/search-types.ts';
import { ENTRIES } from './fixtures.ts';

// Spec §5 exactly, then beyond it: ё as е, word forms, the wrong keyboard layout, misspellings;
// and the matched ranges the UI highlights.

const engine = createSearchEngine(ENTRIES);
const hrefs = (query: string) => engine.search(query).hits.map((hit) => hit.href);
const page = (title: string, description = ''): SearchSource => ({ title, description, href: `/${title}` });
const finds = (entries: SearchSource[], query: string) => createSearchEngine(entries).search(query).hits.length > 0;
/** the texts a hit field highlights */
const marked = (field: { text: string; ranges: readonly (readonly [number, number])[] } | undefined) =>
  (field?.ranges ?? []).map(([start, end]) => field!.text.slice(start, end));

describe('spec §5 matching', () => {
  it.each(['', ' ', '   \t  '])('the query %j gives no results', (query) => {
    expect(engine.search(query)).toEqual({ hits: [] });
  });

  it('trims and lowercases the query', () => {
    expect(hrefs('  ЛЕЧЕНИЕ ЭПИЛЕПСИИ  ')[0]).toBe('/services/epilepsy-treatment');
  });

  it('finds the query inside a word of the title or description', () => {
    expect(hrefs('пилеп')[0]).toBe('/services/epilepsy-treatment');
    expect(hrefs('оплат')).toEqual(['/prices']);
  });

  it('finds a phrase that starts and ends inside words, punctuation and all', () => {
    expect(hrefs('ов и рас')).toEqual(['/prices']);
    expect(hrefs('курсов и расчёт оплаты.')).toEqual(['/prices']);
    expect(hrefs('и расчёт опл')[0]).toBe('/prices');
    expect(createSearchEngine([page('Кто мы', 'Лечение, реабилитация.')]).search('лечение, реаб').hits).toHaveLength(1);
  });

  it.each([
    ['м', 'm', 'мозг'],
    ['а', 'a', 'травма'],
    ['о', 'o', 'сон'],
    ['е', 'e', 'речь'],
    ['р', 'p', 'пробы'],
    ['с', 'c', 'сроки'],
    ['у', 'y', 'курс'],
    ['х', 'x', 'ходьба'],
  ])('the look-alike %s and Latin %s are one letter, on both sides', (cyrillic, latin, word) => {
    const withLatin = word.replaceAll(cyrillic, latin);
    expect(withLatin).not.toBe(word);
    // a Latin letter typed into a Russian word finds it
    expect(finds([page(`Тема: ${word}`)], withLatin)).toBe(true);
    // and a text written with the Latin letter is found by the Russian word
    expect(finds([page(`Тема: ${withLatin}`)], word)).toBe(true);
    // uppercase too
    expect(finds([page(`ТЕМА: ${word.toUpperCase()}`)], withLatin.toUpperCase())).toBe(true);
  });

  it('maps only those eight letters: к and k stay different', () => {
    expect(finds([page('Кот')], 'kот')).toBe(false);
    expect(finds([page('Тон')], 'tон')).toBe(false);
  });

  it('finds the Latin M of "M2" by a Russian м', () => {
    expect(finds([page('Терапия макрофагами M2')], 'м2')).toBe(true);
  });

  it('lists title and description matches first, in the index order', () => {
    const hits = engine.search('клиник').hits;
    expect(hits.slice(0, 2).map((hit) => [hit.href, hit.kind])).toEqual([
      ['/about', 'page'],
      ['/services/treatment-methods', 'page'],
    ]);
  });
});

describe('beyond the spec', () => {
  it.each([
    ['расчет', 'Стоимость курсов и расчёт оплаты.'],
    ['расчёт', 'Стоимость курсов и расчет оплаты.'],
  ])('ё and е are one letter: %s finds "%s"', (query, description) => {
    expect(finds([page('Цены', description)], query)).toBe(true);
  });

  it('finds other forms of a word (a Russian stemmer): лечение → лечения, лечении', () => {
    const stemmed = createSearchEngine([page('Методы лечения'), page('Об успешном лечении'), page('Лечебная физкультура')]);
    expect(stemmed.search('лечение').hits.map((hit) => hit.title.text)).toEqual(['Методы лечения', 'Об успешном лечении']);
  });

  it('ranks the spec matches, then other word forms in titles, then headings, then text', () => {
    const hits: SearchHit[] = engine.search('лечение').hits;
    expect(hits.map((hit) => [hit.href, hit.kind])).toEqual([
      // "лечение" itself in a title or description (spec §5), in the index order
      ['/about', 'page'],
      ['/services/epilepsy-treatment', 'page'],
      // another form of it in a title
      ['/services/treatment-methods', 'page'],
      // deep in a page: linked to the heading above the match
      ['/services/stroke-rehabilitation#когда-начинать', 'text'],
    ]);
  });

  it('finds a word deep in a page and links to its heading; a heading match ranks before a text match', () => {
    const hits = engine.search('приступ').hits;
    expect(hits.map((hit) => [hit.href, hit.kind])).toEqual([['/services/epilepsy-treatment', 'page']]);
    expect(engine.search('судороги').hits.map((hit) => [hit.href, hit.kind])).toEqual([
      ['/services/epilepsy-treatment#что-взять-с-собой', 'text'],
      ['/services/stroke-rehabilitation#когда-начинать', 'text'],
    ]);
    // "сопровождающий" and "сопровождает" share a stem: the pages of both are found
    expect(engine.search('сопровождающий').hits.map((hit) => [hit.href, hit.kind])).toEqual([
      ['/about#условия-пребывания', 'text'],
      ['/prices#проживание', 'text'],
      ['/services/epilepsy-treatment', 'text'],
    ]);
    expect(engine.search('условия').hits.map((hit) => [hit.href, hit.kind, hit.heading?.text])).toEqual([
      ['/about#условия-пребывания', 'heading', 'Условия пребывания'],
    ]);
  });

  it('links text before the first heading to the page itself', () => {
    expect(engine.search('искитиме').hits.map((hit) => [hit.href, hit.kind, hit.heading])).toEqual([['/about', 'text', undefined]]);
  });

  it('needs every word of the query, in one section or its page title and description', () => {
    expect(hrefs('эпилепсия дневник')).toEqual(['/services/epilepsy-treatment#что-взять-с-собой']);
    expect(hrefs('эпилепсия стационар')).toEqual([]);
  });

  it('gives one hit per page', () => {
    expect(hrefs('врач')).toEqual(['/about#команда', '/services/stroke-rehabilitation#когда-начинать']);
  });

  it.each([
    ['ktxtybt', 'лечение'],
    ['KTXTYBT', 'лечение'],
    ['htf,bkbnfwbz', 'реабилитация'],
    ["ktxtybt 'gbktgcbb", 'лечение эпилепсии'],
  ])('a query typed in the wrong layout (%s) shows the results for «%s»', (query, meant) => {
    const outcome = engine.search(query);
    expect(outcome.shownFor).toBe(meant);
    expect(outcome.hits.map((hit) => hit.href)).toEqual(hrefs(meant));
  });

  it('kfxtybt, the wrong layout with a typo in it, still shows the results for «лечение»', () => {
    const outcome = engine.search('kfxtybt');
    expect(outcome.shownFor).toBe('лечение');
    expect(outcome.hits.length).toBeGreaterThan(0);
  });

  it('Russian keys typed for a Latin word find it', () => {
    const outcome = createSearchEngine([page('Исследование MRI')]).search('ькш');
    expect(outcome.shownFor).toBe('mri');
    expect(outcome.hits).toHaveLength(1);
  });

  it.each([
    ['эпилепсыя', 'эпилепсия'],
    ['риабилитация', 'реабилитация'],
    ['эпилепсия дневнек', 'эпилепсия дневник'],
  ])('a misspelt query (%s) shows the results for «%s»', (query, meant) => {
    const outcome = engine.search(query);
    expect(outcome.shownFor).toBe(meant);
    expect(outcome.hits.length).toBeGreaterThan(0);
  });

  it('says nothing about a query that finds something itself, and nothing for one nothing is near', () => {
    expect(engine.search('лечение').shownFor).toBeUndefined();
    expect(engine.search('щъыхьжц')).toEqual({ hits: [] });
    // short words are not "corrected" into others
    expect(engine.search('жук')).toEqual({ hits: [] });
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 120 }, (_, index) => page(`Лечение ${index}`));
    expect(createSearchEngine(many).search('лечение').hits).toHaveLength(50);
    expect(createSearchEngine(many).search('лечение', 10).hits).toHaveLength(10);
  });

  it('works on the spec entries alone (the /api/search fallback)', () => {
    const spec = createSearchEngine(ENTRIES.map(({ title, description, href }) => ({ title, description, href })));
    expect(spec.search('лечение').hits.map((hit) => hit.href)).toEqual(['/about', '/services/epilepsy-treatment', '/services/treatment-methods']);
  });
});

describe('highlighted ranges', () => {
  it('marks the query where it occurs, inside words too', () => {
    const [hit] = engine.search('пилеп').hits;
    expect(hit!.title).toEqual({ text: 'Лечение эпилепсии', ranges: [[9, 14]] });
  });

  it('marks the typed part of a word being typed, and the whole of another form of the word', () => {
    const [epilepsy] = engine.search('эпилеп').hits;
    expect(marked(epilepsy!.title)).toEqual(['эпилеп']);
    const methods = engine.search('лечение').hits.find((hit) => hit.href === '/services/treatment-methods')!;
    expect(methods.title).toEqual({ text: 'Методы лечения', ranges: [[7, 14]] });
  });

  it('marks every occurrence, each word of a query of several', () => {
    const hit = engine.search('лечение эпилепсии').hits[0]!;
    expect(marked(hit.title)).toEqual(['Лечение эпилепсии']);
    expect(marked(createSearchEngine([page('Сон и сон')]).search('сон').hits[0]!.title)).toEqual(['Сон', 'сон']);
  });

  it('marks the original letters when the query had look-alikes or ё', () => {
    expect(marked(createSearchEngine([page('Сроки лечения')]).search('cpoки').hits[0]!.title)).toEqual(['Сроки']);
    expect(marked(engine.search('расчет').hits[0]!.excerpt)).toEqual(['расчёт']);
  });

  it('shows the words around a match deep in a long text, the ranges moved into the excerpt', () => {
    const long = `${'Начало текста. '.repeat(20)}Здесь говорится про судороги и про то, что делать. ${'Конец текста. '.repeat(20)}`;
    const hit = createSearchEngine([
      { title: 'Страница', description: '', href: '/p', body: '', headings: [{ text: 'Раздел', href: '/p#r', level: 2, body: long }] },
    ]).search('судороги').hits[0]!;
    expect(hit.excerpt!.text.startsWith('…')).toBe(true);
    expect(hit.excerpt!.text.endsWith('…')).toBe(true);
    expect(hit.excerpt!.text.length).toBeLessThan(170);
    expect(marked(hit.excerpt)).toEqual(['судороги']);
    expect(hit.heading).toEqual({ text: 'Раздел', ranges: [] });
  });
});
