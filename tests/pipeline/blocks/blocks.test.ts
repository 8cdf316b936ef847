import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../../../pipeline/blocks/index.ts';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { loadFacts } from '../../../pipeline/read/load-facts.ts';
import { loadClinicData } from '../../../pipeline/read/load-clinic-data.ts';
import type { NewsItem } from '../../../pipeline/read/load-news.ts';
import { BLOCK_NODE_TYPES, pageAstSchema } from '../../../common/schema/ast.ts';
import { GOOD } from '../fixture-helpers.ts';

// Every block of spec §2.13 has a schema and a working example (the editors' guide shows them).

const md = createMarkdown();
// examples may use the clinic's facts by name and show its data, as pages do: those of the good fixture
const facts = (await loadFacts(GOOD)).facts!.texts;
const clinic = await loadClinicData(GOOD);
// the news blocks list the news items, pages the build reads before the others (load-news.ts)
const news: NewsItem[] = [
  {
    id: 'open-day',
    route: '/news/open-day',
    date: '2024-05-01',
    title: 'День открытых дверей',
    description: 'Клиника приглашает семьи на день открытых дверей.',
    picture: { src: '/images/plan.svg', alt: 'План здания' },
  },
];
const data = { ...clinic.data, values: { ...clinic.data.values, news } };
const MARKDOWN_NODES = ['heading', 'paragraph', 'code', 'thematicBreak', 'list', 'blockquote', 'table'];

describe.each(BLOCKS.map((block) => [block.names.join(', '), block] as const))('block %s', (_, block) => {
  it('its example compiles without a local problem into a schema-valid node', () => {
    const page = compilePage('pages/x.md', `---\ntitle: T\ndescription: D.\n---\n\n${block.example}\n`, md, facts, data);
    expect(page.diagnostics).toEqual([]);
    // a data block shows its data as a few markdown nodes (the news list: a heading per year, and
    // its news cards); every other block is one node
    expect(page.ast.length).toBeGreaterThanOrEqual(1);
    if (page.ast.length > 1) expect(page.ast.every((node) => MARKDOWN_NODES.includes(node.type) || node.type === 'newsCard')).toBe(true);
    expect(pageAstSchema.parse(page.ast)).toEqual(page.ast);
  });
});

describe('the AST', () => {
  const produced = new Set(
    BLOCKS.flatMap((block) =>
      compilePage('pages/x.md', `---\ntitle: T\ndescription: D.\n---\n\n${block.example}\n`, md, facts, data).ast.map((node) => node.type),
    ),
  );
  it.each(BLOCK_NODE_TYPES.filter((type) => !MARKDOWN_NODES.includes(type)))('node type %s comes from a block', (type) => {
    expect(produced.has(type)).toBe(true);
  });
});
