import { describe, expect, it } from 'vitest';
import { createGrowingVocabulary } from '../../../common/search/growing-vocabulary.ts';
import { createPageSetIndexer, type LoadedPage } from '../../../common/search/page-set-index.ts';
import { ownersOf, postingCount, postingsFromLists } from '../../../common/search/postings.ts';
import { createPagePreparer } from '../../../common/search/prepared-pages.ts';
import type { MatchIndex } from '../../../common/search/prepare-index.ts';

// The page-set index builds each keystroke's postings in buffers kept across keystrokes: what one
// keystroke lent must never show in the next one's, also when the matcher failed half-way.

describe('postings in flat arrays', () => {
  it('hold each word’s owners as the lists they were built from', () => {
    const lists = [[0, 2, 5], [], [1], [3, 4]];
    const postings = postingsFromLists(lists);
    expect(lists.map((_, id) => ownersOf(postings, id))).toEqual(lists);
    expect(lists.map((_, id) => postingCount(postings, id))).toEqual([3, 0, 1, 2]);
    expect(postingCount(postings, 99)).toBe(0);
  });
});

describe('a keystroke’s page-set index', () => {
  const vocabulary = createGrowingVocabulary();
  const prepare = createPagePreparer(vocabulary);
  const indexer = createPageSetIndexer(vocabulary);
  const page = (title: string, ...sections: [heading: string, body: string][]): LoadedPage => ({
    head: prepare.head({ title, description: `${title} описание`, href: `/${title}` }),
    sections: sections.map(([text, body]) => prepare.section({ heading: { text, href: `/${title}#${text}`, level: 2 }, body })!),
  });
  const stroke = page('инсульт', ['Реабилитация', 'после инсульта ходьба']);
  const palsy = page('паралич', ['Лечение', 'ходьба и речь'], ['Цены', 'стоимость курса']);
  const epilepsy = page('эпилепсия', ['Лечение', 'контроль терапии']);

  /** every word's owners as the matcher reads them, by the word as written: entry and section postings */
  const postingsIn = (index: MatchIndex) => {
    const { spelled, entryPostings, sectionPostings } = index.vocabulary;
    const read = Object.fromEntries(spelled.map((word, id) => [word, { pages: ownersOf(entryPostings, id), sections: ownersOf(sectionPostings, id) }]));
    return Object.fromEntries(Object.entries(read).filter(([, { pages, sections }]) => pages.length + sections.length > 0));
  };

  it('lists only this keystroke’s pages, in its order, after another keystroke’s', () => {
    expect(indexer.match([stroke, palsy], postingsIn)).toMatchObject({
      инсульт: { pages: [0], sections: [] },
      инсульта: { pages: [], sections: [0] },
      ходьба: { pages: [], sections: [0, 1] },
      описание: { pages: [0, 1], sections: [] },
      стоимость: { pages: [], sections: [2] },
    });
    const next = indexer.match([palsy, epilepsy], postingsIn);
    expect(next).toMatchObject({
      паралич: { pages: [0], sections: [] },
      эпилепсия: { pages: [1], sections: [] },
      лечение: { pages: [], sections: [0, 2] },
      ходьба: { pages: [], sections: [0] },
      описание: { pages: [0, 1], sections: [] },
    });
    expect(next).not.toHaveProperty('инсульт');
    expect(next).not.toHaveProperty('реабилитация');
  });

  it('starts the next keystroke clean after the matcher failed', () => {
    expect(() =>
      indexer.match([stroke, palsy, epilepsy], () => {
        throw new Error('a matcher failing half-way');
      }),
    ).toThrow('half-way');
    const after = indexer.match([epilepsy], postingsIn);
    expect(Object.keys(after).sort()).toEqual(['контроль', 'лечение', 'описание', 'терапии', 'эпилепсия']);
    expect(after['описание']).toEqual({ pages: [0], sections: [] });
  });

  it('grows its buffers as the vocabulary grows', () => {
    const many = Array.from({ length: 300 }, (_, at) => page(`страница${at}`, [`раздел${at}`, `слово${at} общее`]));
    const index = indexer.match(many, postingsIn);
    expect(index['общее']).toEqual({ pages: [], sections: Array.from({ length: 300 }, (_, at) => at) });
    expect(index['страница299']).toEqual({ pages: [299], sections: [] });
  });
});
