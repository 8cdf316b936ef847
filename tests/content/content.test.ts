import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { ALL_ROUTES } from './routes-of-spec.ts';
import { BLOCK_NODE_TYPES, INLINE_NODE_TYPES } from '../../common/schema/ast.ts';

// The repository's own content: valid, and a page for every route of spec §2.1.

const result = await new ContentBuilder(path.resolve(import.meta.dirname, '../../content')).build();
const db = result.dbJson === undefined ? undefined : (JSON.parse(result.dbJson) as { pages: { route: string; ast: unknown }[] });
const usedTypes = new Set([...(result.dbJson ?? '').matchAll(/"type":"(\w+)"/g)].map((match) => match[1]));

describe('content/', () => {
  it('checks with no error and no warning', () => {
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('has exactly one page per route of spec §2.1, and the medical organisation page', () => {
    expect(db?.pages.map((page) => page.route).sort()).toEqual([...ALL_ROUTES].sort());
  });

  it('states the prices of spec §2.12 from the clinic\'s facts, on the anket page and in its form', () => {
    const anket = JSON.stringify(db?.pages.find((page) => page.route === '/anket')?.ast);
    expect(anket).toContain('{"type":"anketForm","secondAttendantPrice":"2\u00a0000\u00a0₽"}');
    expect(anket).toContain('2\u00a0000\u00a0₽ в сутки');
    expect(anket).toContain('99\u00a0000\u00a0₽');
  });

  // content/README.md «Стиль текста»: a price reads «2 000 ₽», its spaces no-break, in any text of any page
  it('writes every price of every page «2 000 ₽», with no-break spaces', () => {
    const prices: string[] = [];
    const visit = (value: unknown): void => {
      if (typeof value === 'string') prices.push(...[...value.matchAll(/\d[\d \u00a0]*₽/g)].map((match) => match[0]));
      else if (Array.isArray(value)) value.forEach(visit);
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
    };
    visit(db?.pages.map((page) => page.ast));
    expect(prices.length).toBeGreaterThan(10);
    expect(prices.filter((price) => !/^\d{1,3}(\u00a0\d{3})*\u00a0₽$/.test(price))).toEqual([]);
  });

  // a picture keeps its place before it arrives: the pipeline writes its intrinsic size
  it('gives every picture of every page its width and height', () => {
    const nodes: Record<string, unknown>[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value !== null && typeof value === 'object') {
        const node = value as Record<string, unknown>;
        if (node.type === 'image' || node.type === 'imageFrame') nodes.push({ src: node.src, width: node.width, height: node.height });
        if (node.type === 'newsCard') nodes.push({ src: node.image, width: node.imageWidth, height: node.imageHeight });
        if (node.type === 'contactCard' && (node.card as { imageUrl?: string }).imageUrl) nodes.push({ src: (node.card as { imageUrl: string }).imageUrl, width: node.imageWidth, height: node.imageHeight });
        Object.values(node).forEach(visit);
      }
    };
    visit(db?.pages.map((page) => page.ast));
    expect(nodes.length).toBeGreaterThan(5);
    for (const node of nodes) expect(node).toEqual({ src: node.src, width: expect.any(Number), height: expect.any(Number) });
    expect(nodes.find((node) => node.src === '/images/home/welcome.svg')).toEqual({ src: '/images/home/welcome.svg', width: 720, height: 320 });
  });

  // every block the AST can hold is used somewhere, so every renderer is exercised — but
  // source code: a clinic's pages have none (its renderers are covered by component tests)
  const notForThisSite = new Set(['code', 'inlineCode']);
  it.each([...BLOCK_NODE_TYPES, ...INLINE_NODE_TYPES].filter((type) => !notForThisSite.has(type)))('uses the %s node somewhere', (type) => {
    expect(usedTypes.has(type)).toBe(true);
  });
});
