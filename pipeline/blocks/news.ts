import { z } from 'zod';
import type { BlockNode, NodeOfType } from '../../common/schema/ast.ts';
import type { NewsItem } from '../read/load-news.ts';
import { nonBreakingNumbersIn } from '../shared/number-spaces.ts';
import { integerAttribute, noAttributes } from './attribute-types.ts';
import { defineBlock, type BlockInput } from './define-block.ts';

// The news collection (content/pages/news/, a page per item) as cards: a news item added is one
// new page, and it appears in both blocks with no other edit. Built of the news card and headings
// pages already have: no code of their own in the app.

/** /news: a heading per year, newest first, with that year's cards */
export const newsListBlock = defineBlock({
  names: ['news-list'],
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  example: `::: news-list
:::`,
  build: (input) => {
    const news = input.data('news');
    if (news === undefined) return undefined;
    const nodes: BlockNode[] = [];
    let year: string | undefined;
    for (const item of news) {
      if (item.date.slice(0, 4) !== year) {
        year = item.date.slice(0, 4);
        nodes.push(input.heading(2, year));
      }
      nodes.push(card(item, input));
    }
    return nodes;
  },
});

/** the home page: the newest item's card, or the newest `{count=N}` */
export const newsLatestBlock = defineBlock({
  names: ['news-latest'],
  title: 'none',
  content: 'none',
  attributes: z.object({ count: integerAttribute(1, 12).optional() }).strict(),
  example: `::: news-latest
:::`,
  build: (input) =>
    input
      .data('news')
      ?.slice(0, input.attributes.count ?? 1)
      .map((item) => card(item, input)),
});

function card(item: NewsItem, input: BlockInput<unknown, unknown>): NodeOfType<'newsCard'> {
  const shown = nonBreakingNumbersIn({ title: item.title, description: item.description, alt: item.picture.alt });
  return {
    type: 'newsCard',
    image: item.picture.src,
    imageAlt: shown.alt,
    date: item.date,
    title: shown.title,
    description: shown.description,
    href: input.link(item.route),
  };
}
