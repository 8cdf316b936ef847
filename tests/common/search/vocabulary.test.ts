import { describe, expect, it } from 'vitest';
import { createFragmentEngine } from '../../../common/search/fragment-engine.ts';
import { fragmentName, type MetaFragment, type WordFragment } from '../../../common/search/fragment-format.ts';
import { createSearchEngine } from '../../../common/search/search-engine.ts';
import type { SearchHit, SearchSource } from '../../../common/search/search-types.ts';
import { compileSynonyms, phrasesIn, type SynonymGroups } from '../../../common/search/synonyms.ts';
import type { SearchIndexEntry } from '../../../common/schema/db.ts';
import { buildSearchFragments } from '../../../common/search/search-fragments.ts';
import { generateEntries } from '../../../testing/corpus/generate-search-entries.ts';
import { ENTRIES } from './fixtures.ts';

// Beyond spec §5: the search's vocabulary (groups of words naming one thing), the words a query
// carries without saying what it is about, a query of several words met one by one in a long text,
// and the ranking by what names a page (common/search/page-scores.ts) — over the whole index and,
// equal to it, over the split index.

const VOCABULARY: SynonymGroups = [
  ['РАС', 'расстройство аутистического спектра', 'аутизм'],
  ['ЧМТ', 'черепно-мозговая травма', 'травма головы'],
  ['проезд', 'добраться', 'доехать'],
];

const entry = (href: string, title: string, description: string, headings: [string, string][] = [], body = '', shortTitle?: string): SearchIndexEntry => ({
  title,
  description,
  href,
  body,
  headings: headings.map(([text, headingBody]) => ({ text, href: `${href}#${text.toLowerCase().replace(/\s+/g, '-')}`, level: 2, body: headingBody })),
  ...(shortTitle === undefined ? {} : { shortTitle }),
});

const PAGES: SearchIndexEntry[] = [
  entry('/', 'Клиника', 'Лечение детей при ДЦП, последствиях черепно-мозговой травмы и аутизме.', [
    ['С чем к нам обращаются', 'С инсультом, с травмой головы.'],
  ]),
  entry(
    '/autism',
    'Помощь при расстройствах аутистического спектра',
    'Как мы помогаем детям с расстройствами аутистического спектра.',
    [['Занятия', 'Логопед, психолог.']],
    '',
    'Помощь при РАС',
  ),
  entry('/contacts', 'Контакты', 'Адрес, телефон и схема проезда.', [
    ['Режим работы', 'С девяти до шести.'],
    ['Как добраться', 'Электричкой от вокзала.'],
  ]),
  entry('/first-aid', 'Эпилепсия', 'Что делать при приступе.', [['Первая помощь', 'Не разжимайте зубы, ничего не кладите в рот. Такого лечения нет.']]),
  entry('/reviews', 'Отзывы', 'Что пишут семьи.', [['Как мы публикуем', 'Мы ничего не меняем: такого у нас нет, отзыв публикуется как есть.']]),
  entry('/doctors-news', 'Врач года', 'Главный врач клиники стал врачом года.', [['За что выдвинули врача', 'За работу.']]),
  entry('/about', 'О клинике', 'Кто мы.', [['Врачи', 'Неврологи и реабилитологи.']]),
];

const hrefs = (hits: SearchHit[]) => hits.map((hit) => hit.href);
/** the texts a hit field highlights */
const marked = (field: { text: string; ranges: readonly (readonly [number, number])[] } | undefined) =>
  (field?.ranges ?? []).map(([start, end]) => field!.text.slice(start, end));

describe('the vocabulary’s phrases in a text', () => {
  const synonyms = compileSynonyms(VOCABULARY);
  const found = (text: string) => phrasesIn(synonyms, text).map(({ first, last, token }) => [first, last, token]);

  it('match any form of their words, across a hyphen', () => {
    expect(found('после черепно-мозговой травмы')).toEqual([[1, 3, '\u00011']]);
    expect(found('Травмы головы у детей')).toEqual([[0, 1, '\u00011']]);
    expect(found('расстройствами аутистического спектра')).toEqual([[0, 2, '\u00010']]);
  });

  it('take an abbreviation written in capitals only as written, in any case', () => {
    expect(found('помощь при РАС')).toEqual([[2, 2, '\u00010']]);
    expect(found('помощь при рас')).toEqual([[2, 2, '\u00010']]);
    expect(found('расы и народы')).toEqual([]);
  });

  it('go on only over spaces and hyphens: punctuation ends a phrase', () => {
    expect(found('травма, головы')).toEqual([]);
    expect(found('травма. Головы')).toEqual([]);
  });

  it('hold a word of one letter between two others, in any form of the words around it', () => {
    const delay = compileSynonyms([['задержка развития', 'отстаёт в развитии', 'логопед и дефектолог']]);
    const inText = (text: string) => phrasesIn(delay, text).map(({ first, last }) => [first, last]);
    expect(inText('ребёнок отстает в развитии')).toEqual([[1, 3]]);
    expect(inText('Логопед и дефектолог проводят занятия')).toEqual([[0, 2]]);
    expect(inText('логопед, дефектолог')).toEqual([]);
  });
});

describe('searching with the vocabulary', () => {
  const engine = createSearchEngine(PAGES, VOCABULARY);
  const search = (query: string) => engine.search(query).hits;

  it('finds the full name by the short one and the everyday word, and the other way round, marking what the page says', () => {
    const [autism] = search('аутизм');
    expect(autism!.href).toBe('/autism');
    expect(marked(autism!.title)).toEqual(['расстройствах аутистического спектра']);
    expect(hrefs(search('РАС'))[0]).toBe('/autism');
    expect(hrefs(search('расстройство аутистического спектра'))).toContain('/');
    expect(hrefs(search('ЧМТ'))).toEqual(['/']);
    expect(hrefs(search('травма головы'))).toEqual(['/']);
  });

  it('reads a phrase of the query as one word: «как доехать» finds «Как добраться» and «схема проезда»', () => {
    const hits = search('как доехать');
    expect(hrefs(hits)).toEqual(['/contacts#как-добраться']);
    expect(marked(hits[0]!.heading)).toEqual(['добраться']);
  });

  it('reads a phrase with a word of one letter as one word of the query: «отстаёт в развитии» finds «задержкой развития»', () => {
    const pages = [entry('/exercise', 'ЛФК', 'Занятия для детей.', [['Кому нужны занятия', 'Детям с задержкой развития.']])];
    const delay = createSearchEngine(pages, [['задержка развития', 'отстаёт в развитии']]);
    expect(hrefs(delay.search('отстаёт в развитии').hits)).toEqual(['/exercise#кому-нужны-занятия']);
    expect(hrefs(delay.search('отстает в развитии').hits)).toEqual(['/exercise#кому-нужны-занятия']);
  });

  it('knows nothing of the vocabulary without it', () => {
    expect(hrefs(createSearchEngine(PAGES).search('аутизм').hits)).toEqual(['/']);
  });
});

describe('words that say nothing on their own, and words met one by one', () => {
  const engine = createSearchEngine(PAGES, VOCABULARY);
  const search = (query: string) => engine.search(query);

  it.each(['ничего такого нет', 'ничего-такого-нет', 'ничего', 'такого'])('«%s», held by a text word by word, finds nothing', (query) => {
    expect(search(query)).toEqual({ hits: [] });
  });

  it('still matches a stop word by spec §5: the query in a title or description', () => {
    expect(hrefs(search('как').hits)).toEqual(['/autism']);
  });

  it('leaves the stop words out of a query that says something: «что делать при приступе»', () => {
    expect(hrefs(search('делать при приступе').hits)).toEqual(hrefs(search('делать приступе').hits));
    expect(hrefs(search('что делать при приступе').hits)).toEqual(['/first-aid']);
  });

  it('needs a query of several words named by the page or the section, not only met in its text', () => {
    // «лечения» and «зубы» are both in the first-aid text, which is about neither
    expect(search('лечение зубов')).toEqual({ hits: [] });
    // one word alone is found in passing
    expect(hrefs(search('зубы').hits)).toEqual(['/first-aid#первая-помощь']);
  });
});

describe('ranking by what names a page', () => {
  const engine = createSearchEngine(PAGES, VOCABULARY);
  const search = (query: string) => hrefs(engine.search(query).hits);

  it('puts the page named for a condition above the home page listing it', () => {
    expect(search('аутизм')).toEqual(['/autism', '/']);
  });

  it('puts a heading named exactly what was typed above pages mentioning a form of it in their title, description and a heading', () => {
    expect(search('врачи')).toEqual(['/about#врачи', '/doctors-news']);
  });

  it('links a page found by its description to the heading named exactly what was typed', () => {
    const [hit] = engine.search('режим работы').hits;
    expect([hit!.href, hit!.kind]).toEqual(['/contacts#режим-работы', 'heading']);
  });
});

describe('the split index finds what the whole index finds, with a vocabulary and short titles', () => {
  /** a group of generated words of the corpus, two by two, and a phrase of two, as the vocabulary */
  function corpus(): { entries: SearchIndexEntry[]; vocabulary: SynonymGroups; queries: string[] } {
    const generated = generateEntries(ENTRIES, 800).map((page, index) => (index % 7 === 0 ? { ...page, shortTitle: page.headings[0]!.text } : page));
    const words = generated.flatMap((page) =>
      page.title
        .toLowerCase()
        .split(/[^а-яёa-z0-9]+/)
        .filter((word) => word.length > 3),
    );
    const distinct = [...new Set(words)];
    const vocabulary: SynonymGroups = [
      [distinct[0]!, distinct[1]!],
      [distinct[2]!, `${distinct[3]} ${distinct[4]}`],
      [distinct[5]!.toUpperCase(), distinct[6]!],
      ['приступ', 'судороги'],
    ];
    const queries = [
      ...vocabulary.flat().map((phrase) => phrase.toLowerCase()),
      `${distinct[0]} ${distinct[7]}`,
      `${distinct[3]} ${distinct[4]} ${distinct[8]}`,
      ...distinct.slice(9, 60).filter((_, at) => at % 3 === 0),
      ...generated.slice(0, 30).map((page) => page.headings[1]!.text.toLowerCase()),
      ...generated
        .slice(0, 30)
        .filter((page) => page.shortTitle)
        .map((page) => page.shortTitle!.toLowerCase()),
    ];
    return { entries: generated, vocabulary, queries };
  }

  it.each([50, 5])('every query, and every keystroke of the vocabulary’s (limit %i)', async (limit) => {
    const { entries, vocabulary, queries } = corpus();
    const whole = createSearchEngine(entries, vocabulary);
    const fragments = buildSearchFragments(entries, vocabulary);
    const split = createFragmentEngine(async (name) => JSON.parse(JSON.stringify(fragments.get(name))) as unknown);
    for (const query of queries) expect(await split.search(query, limit), query).toEqual(whole.search(query, limit));
    for (const phrase of vocabulary.flat()) {
      for (let length = 1; length <= phrase.length; length++) {
        const typed = phrase.slice(0, length);
        expect(await split.search(typed, limit), typed).toEqual(whole.search(typed, limit));
      }
    }
  });

  it('the meta fragment carries the vocabulary, and a group’s token is a word of the word fragments', () => {
    const fragments = buildSearchFragments(PAGES, VOCABULARY);
    const meta = fragments.get('meta') as MetaFragment;
    expect(meta.synonyms).toEqual(VOCABULARY);
    const tokenWords = [...fragments.entries()]
      .filter(([name]) => name.startsWith('w-'))
      .flatMap(([, fragment]) => (fragment as WordFragment).words)
      .filter(([, spelled]) => spelled.startsWith('\u0001'));
    expect(new Set(tokenWords.map(([, spelled]) => spelled))).toEqual(new Set(['\u00010', '\u00011', '\u00012']));
    // a token is never a word the misspelling fix offers
    const typo = [...fragments.keys()].filter((name) => /^v-\d+-/.test(name)).flatMap((name) => (fragments.get(name) as { words: [number, string][] }).words);
    expect(typo.some(([, spelled]) => spelled.startsWith('\u0001'))).toBe(false);
    expect(fragments.has(fragmentName.word('\u00010'))).toBe(true);
  });

  it('the whole index of the spec entries alone (/api/search) takes the vocabulary too', () => {
    const specOnly: SearchSource[] = PAGES.map(({ title, description, href }) => ({ title, description, href }));
    expect(hrefs(createSearchEngine(specOnly, VOCABULARY).search('аутизм').hits)).toEqual(['/autism', '/']);
  });
});
