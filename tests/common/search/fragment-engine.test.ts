import { describe, expect, it } from 'vitest';
import { createFragmentEngine } from '../../../common/search/fragment-engine.ts';
import { createSearchEngine } from '../../../common/search/search-engine.ts';
import { fragmentName, type MetaFragment, type TypoRunsFragment, type VocabularyFragment } from '../../../common/search/fragment-format.ts';
import { buildSearchFragments } from '../../../common/search/search-fragments.ts';
import type { SearchIndexEntry } from '../../../common/schema/db.ts';
import { generateEntries } from '../../../testing/corpus/generate-search-entries.ts';
import { ENTRIES } from './fixtures.ts';

// The split index finds exactly what the whole index finds: the same hits, in the same order, with
// the same highlighting and the same "results for «…»" — for every kind of query the matcher
// knows, at the limit the UI uses and at a small one (which makes the tiers cut each other off).

function engines(entries: SearchIndexEntry[]) {
  return { whole: createSearchEngine(entries), ...splitEngine(buildSearchFragments(entries)) };
}

/** a fresh engine over the split index, and the fragments it asks for */
function splitEngine(fragments: ReturnType<typeof buildSearchFragments>) {
  const requested: string[] = [];
  const fragmented = createFragmentEngine(async (name) => {
    requested.push(name);
    if (!fragments.has(name)) throw new Error(`no fragment ${name}`);
    // what goes over the wire: JSON, never the builder's own objects
    return JSON.parse(JSON.stringify(fragments.get(name)));
  });
  return { fragmented, requested };
}

const FIXTURE_QUERIES = [
  'лечение',
  'ЛЕЧЕНИЕ ЭПИЛЕПСИИ',
  'пилеп',
  'оплат',
  'ов и рас',
  'курсов и расчёт оплаты.',
  'и расчёт опл',
  'клиник',
  'расчет',
  'расчёт',
  'лечения',
  'эпилепсия',
  'судорог',
  'сопровождающ',
  'команда',
  'главный врач',
  'kfxtybt',
  'ktxtybt',
  'эпилепсыя',
  'лачение',
  'щъыхьжц',
  'м2',
  '2000',
  '₽',
  '.',
  ' ',
  'л',
  'ре',
  'cpoк',
  'ходьба',
  'восстановление речи',
  'приступ дневник',
  'ЭЭГ',
  'дома лечение',
];

describe('the split index finds what the whole index finds', () => {
  it.each([50, 2])('the fixture pages, every query and every keystroke of it (limit %i)', async (limit) => {
    const { whole, fragmented } = engines(ENTRIES);
    for (const query of FIXTURE_QUERIES) {
      for (let length = 1; length <= query.length; length++) {
        const typed = query.slice(0, length);
        expect(await fragmented.search(typed, limit), typed).toEqual(whole.search(typed, limit));
      }
    }
  });

  it.each([50, 5])('800 generated pages, words, word forms, phrases, typos and the wrong layout (limit %i)', async (limit) => {
    const entries = generateEntries(ENTRIES, 800);
    const { whole, fragmented } = engines(entries);
    const words = entries.flatMap((entry) =>
      `${entry.title} ${entry.headings[0]!.text} ${entry.body.split(' ').slice(0, 3).join(' ')}`
        .toLowerCase()
        .split(/[^а-яёa-z0-9]+/)
        .filter((word) => word.length > 1),
    );
    const queries = new Set<string>();
    for (let at = 0; at < words.length && queries.size < 150; at += 37) {
      const word = words[at]!;
      queries.add(word);
      queries.add(word.slice(0, Math.max(2, word.length - 2)));
      queries.add(word.slice(1, 5));
      queries.add(`${word} ${words[at + 1]}`);
      queries.add(`${word.slice(0, 2)}ы${word.slice(3)}`);
    }
    for (const query of queries) expect(await fragmented.search(query, limit), query).toEqual(whole.search(query, limit));
  });
});

describe('answering from the loaded fragments alone (the keystrokes before a pause in typing)', () => {
  it('asks for nothing: it answers as the whole index does when the fragments are there, and says so when they are not', async () => {
    const { whole, fragmented, requested } = engines(generateEntries(ENTRIES, 200));
    for (const query of ['лечение детей', 'эпилепсыя', 'kfxtybt', 'цены', 'реабилитация после инсульта']) {
      const before = requested.length;
      const loaded = await fragmented.searchLoaded(query);
      if (loaded !== undefined) expect(loaded, query).toEqual(whole.search(query));
      else expect(requested, query).toHaveLength(before);
      await fragmented.search(query);
      const made = requested.length;
      expect(await fragmented.searchLoaded(query), query).toEqual(whole.search(query));
      // every shorter prefix: the same answer, or none, and never a request
      for (let length = 1; length < query.length; length++) {
        const prefix = query.slice(0, length);
        const answer = await fragmented.searchLoaded(prefix);
        if (answer !== undefined) expect(answer, prefix).toEqual(whole.search(prefix));
      }
      expect(requested, query).toHaveLength(made);
    }
  });
});

describe("one engine through a visitor's session", () => {
  // the engine keeps what it prepared (pages, their words, the typo fix's words) from query to
  // query: whatever an earlier query left, each keystroke must find what the whole index finds
  it('typing, deleting and retyping queries, with the limit changing between them, on 800 generated pages', async () => {
    const entries = generateEntries(ENTRIES, 800);
    const { whole, fragmented } = engines(entries);
    const session = ['лечение детей', 'эпилепсыя', 'kfxtybt', 'лечение', 'реабилитация после', 'ре', 'эпилепсии', 'лачение детей'];
    const limits = [50, 5, 2];
    for (const [turn, query] of session.entries()) {
      const limit = limits[turn % limits.length]!;
      const keystrokes = [
        ...Array.from({ length: query.length }, (_, at) => query.slice(0, at + 1)),
        ...Array.from({ length: query.length - 1 }, (_, at) => query.slice(0, query.length - 1 - at)),
      ];
      for (const typed of keystrokes) expect(await fragmented.search(typed, limit), `${typed} (limit ${limit})`).toEqual(whole.search(typed, limit));
    }
  });

  it('a page whose sections an earlier query loaded gives the hit this query alone would', async () => {
    const entries = generateEntries(ENTRIES, 800);
    const { whole, fragmented } = engines(entries);
    // a word deep in many pages loads many of their sections; the queries after it need only a few of those pages, or other sections of them
    const deepWords = entries.slice(0, 40).map((entry) => entry.headings.at(-1)!.body.split(' ')[0]!.toLowerCase());
    for (const [position, word] of deepWords.entries()) {
      for (const query of [word, `${word} ${deepWords[(position + 1) % deepWords.length]}`, word.slice(0, 3)]) {
        for (const limit of [50, 3]) expect(await fragmented.search(query, limit), `${query} (limit ${limit})`).toEqual(whole.search(query, limit));
      }
    }
  });
});

describe('what a query loads', () => {
  it('a word loads its fragments and the pages it may be on, not the whole index', async () => {
    const entries = generateEntries(ENTRIES, 800);
    const { fragmented, requested } = engines(entries);
    const { hits } = await fragmented.search('лечение');
    expect(hits.length).toBeGreaterThan(0);
    const pagesLoaded = requested.filter((name) => /^[hs]-/.test(name)).length;
    expect(pagesLoaded).toBeGreaterThan(0);
    expect(pagesLoaded).toBeLessThan(entries.length / 4);
    expect(requested).not.toContain('v-7');
  });

  it('splits a two-letter word fragment too big into three-letter ones, and still finds a two-letter word', async () => {
    const entries = generateEntries(ENTRIES, 800);
    const meta = buildSearchFragments(entries).get('meta') as MetaFragment;
    expect(meta.split.length).toBeGreaterThan(0);
    const { whole, fragmented } = engines(entries);
    for (const key of meta.split.slice(0, 5)) {
      for (const query of [`лечение ${key}`, `${key} ${key}`, `${meta.words.find((word) => word.startsWith(key) && word.length === 3)}`]) {
        expect(await fragmented.search(query, 5), query).toEqual(whole.search(query, 5));
      }
    }
  });

  it('splits a two-character gram fragment too big into three-character ones, and loads only the run a query needs', async () => {
    const entries = generateEntries(ENTRIES, 800);
    const fragments = buildSearchFragments(entries);
    const meta = fragments.get('meta') as MetaFragment;
    const split = Object.entries(meta.gramSplit);
    expect(split.length).toBeGreaterThan(0);
    const whole = createSearchEngine(entries);
    const wordCharacter = /[\p{L}\p{N}]/u;
    for (const [key, rests] of split) {
      // the two characters alone, each run, a run no title holds, and a run starting a phrase
      const missing = [...'абвгдежзийклмнопрстуфхцчшщъыьэюяё'].find((rest) => !rests.includes(rest))!;
      const letter = [...rests].find((rest) => wordCharacter.test(rest));
      const phrase = letter === undefined ? [] : [`${key}${letter} и`];
      for (const query of [key, ...[...rests].map((rest) => key + rest), key + missing, ...phrase]) {
        // a fresh engine each time: what this query alone asks for
        const { fragmented, requested } = splitEngine(fragments);
        expect(await fragmented.search(query, 5), query).toEqual(whole.search(query, 5));
        // a run that starts the query with a letter and ends in one (the run gramsOf picks) comes
        // from its own fragment, never from the whole two-character one's
        const run = query.slice(0, 3);
        if (run.length < 3 || !wordCharacter.test(run[0]!) || !wordCharacter.test(run[2]!) || !rests.includes(run[2]!)) continue;
        expect(requested, query).toContain(fragmentName.gram(run));
        expect(requested, query).not.toContain(fragmentName.gram(key));
      }
    }
  });

  it('a misspelt word loads the words sharing a few of its two-character runs, and is fixed as over the whole index', async () => {
    const entries = generateEntries(ENTRIES, 800);
    const fragments = buildSearchFragments(entries);
    const whole = createSearchEngine(entries);
    const typoWordCount = (name: string) => (fragments.get(name) as VocabularyFragment).words.length;
    /** every word of a length: those of all its runs' fragments */
    const wordsOfLength = (length: number) => {
      const runs = Object.keys((fragments.get(fragmentName.typoRuns(length)) as TypoRunsFragment).runs);
      return new Set(runs.flatMap((run) => (fragments.get(fragmentName.typoWords(length, run)) as VocabularyFragment).words.map(([id]) => id))).size;
    };
    // a letter changed (the first too), missing, added, two neighbours swapped, and two edits in a long word
    const misspelt = [
      'лачение',
      'печение',
      'лечние',
      'лечениие',
      'лечнеие',
      'эпилепсыя',
      'эпилпесия',
      'епилепсыя',
      'реабилетация',
      'инсулт',
      'масаж',
      'тсон',
      'kfxtybt',
    ];
    let loaded = 0;
    let inReach = 0;
    let fixed = 0;
    for (const query of misspelt) {
      const { fragmented, requested } = splitEngine(fragments);
      const answer = await fragmented.search(query);
      expect(answer, query).toEqual(whole.search(query));
      if (answer.shownFor !== undefined) fixed++;
      const typoWords = requested.filter((name) => /^v-\d+-/.test(name));
      loaded += typoWords.reduce((sum, name) => sum + typoWordCount(name), 0);
      // the fix loaded every word of the lengths in reach before
      for (const name of requested.filter((name) => /^v-\d+$/.test(name))) inReach += wordsOfLength(Number(name.slice(2)));
    }
    expect(fixed).toBeGreaterThan(misspelt.length / 2);
    expect(loaded / inReach).toBeLessThan(0.25);
  });

  it('a fragment that fails to load fails the search, and the next search loads it again', async () => {
    const fragments = buildSearchFragments(ENTRIES);
    let failing = true;
    const engine = createFragmentEngine(async (name) => {
      if (failing && name.startsWith('h-')) throw new Error('offline');
      return fragments.get(name);
    });
    await expect(engine.search('цены')).rejects.toThrow('offline');
    failing = false;
    expect((await engine.search('цены')).hits.map((hit) => hit.href)).toEqual(['/prices']);
  });
});
