import { z } from 'zod';
import type { BlockNode, NodeOfType } from '../../common/schema/ast.ts';
import type { NewsItem } from '../read/load-news.ts';
import { nonBreakingNumbersIn } from '../transform/number-spaces.ts';
import { integerAttribute } from './attribute-types.ts';
import { defineBlock, type BlockInput } from './define-block.ts';

/**
 * The news collection (content/pages/news/, a page per item) as cards: `news-list` on /news — a
 * heading per year, newest first, with that year's cards —, `news-latest` on the home page — the
 * newest item, or the newest `{count=N}`. A news item added is one new page: it appears in both
 * with no other edit. Built of the news card and headings pages already have: no code of its own
 * in the app.
 */
export const newsBlock = defineBlock({
  names: ['news-list', 'news-latest'],
  title: 'none',
  content: 'none',
  attributes: z.object({ count: integerAttribute(1, 12).optional() }).strict(),
  example: `::: news-latest
:::`,
  build: (input) => {
    const news = input.data('news');
    if (news === undefined) return undefined;
    if (input.name === 'news-latest') return news.slice(0, input.attributes.count ?? 1).map((item) => card(item, input));
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
