import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { createSearchEngine } from '../../common/search/search-engine.ts';
import { JUDGEMENTS, OFF_SITE } from '../../testing/search/search-judgements.ts';
import { answers, measureRelevance, siteSearch, type SearchData } from '../../testing/search/search-relevance.ts';

// The site search over the real content, as the site runs it: the split index made from the
// content's db.json (testing/search/search-relevance.ts), judged by what a family types
// (testing/search/search-judgements.ts): every query shows a page a person expects among its first three,
// the mean reciprocal rank is 0.9 or more, and every query about what the clinic does not do finds
// nothing ('Ничего не найдено', spec §2.3, §5). The whole index (the fallback) answers the same.

const built = await new ContentBuilder(path.resolve(import.meta.dirname, '../../content')).build();
const data = built.db as SearchData;
const search = siteSearch(data);
const whole = createSearchEngine(data['search-index'], data['search-vocabulary']);

describe('the judged queries over the real content', () => {
  it.each(JUDGEMENTS.map((judgement) => [judgement.query, judgement] as const))('«%s» shows an expected page among its first three', async (_, judgement) => {
    const { hits } = await search(judgement.query);
    const rank = hits.findIndex((hit) => judgement.expected.some((expected) => answers(hit, expected))) + 1;
    expect(rank, `${judgement.query}: ${hits.slice(0, 5).map((hit) => hit.href).join(', ')}`).toBeGreaterThanOrEqual(1);
    expect(rank).toBeLessThanOrEqual(3);
  });

  it('ranks an expected page first on average: mean reciprocal rank 0.9 or more', async () => {
    const report = await measureRelevance(search);
    expect(report.mrr).toBeGreaterThanOrEqual(0.9);
    expect(report.top3).toBe(1);
  });

  it.each(OFF_SITE)('«%s», which the site does not cover, finds nothing', async (query) => {
    expect(await search(query)).toEqual({ hits: [] });
  });

  it('the whole index answers every judged and off-site query as the split index does', async () => {
    for (const query of [...JUDGEMENTS.map(({ query }) => query), ...OFF_SITE]) expect(await search(query), query).toEqual(whole.search(query));
  });
});

describe('what a family names first', () => {
  const first = async (query: string) => (await search(query)).hits[0]?.href;

  it('«ДЦП» puts «Комплексное лечение ДЦП» first, «аутизм» the autism page', async () => {
    expect(await first('ДЦП')).toBe('/services/complex-cerebral-palsy-treatment');
    expect(await first('аутизм')).toBe('/services/autism-asd-treatment');
  });

  it.each([
    ['ДЦП', '/services/complex-cerebral-palsy-treatment'],
    ['детский церебральный паралич', '/services/complex-cerebral-palsy-treatment'],
    ['аутизм', '/services/autism-asd-treatment'],
    ['черепно-мозговая травма', '/services/tbi-consequences-treatment'],
    ['инсульт', '/services/stroke-rehabilitation'],
    ['эпилепсия', '/services/epilepsy-treatment'],
  ])('the home page, which lists «%s» among the conditions, ranks below the condition’s own page', async (query, page) => {
    const found = (await search(query)).hits.map((hit) => hit.href.split('#')[0]);
    expect(found).toContain(page);
    if (found.includes('/')) expect(found.indexOf(page)).toBeLessThan(found.indexOf('/'));
  });

  it('«ничего-такого-нет», which found a review before, finds nothing', async () => {
    expect(await search('ничего-такого-нет')).toEqual({ hits: [] });
  });
});
