import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { ROUTES_OF_SPEC } from './routes-of-spec.ts';
import { BLOCK_NODE_TYPES, INLINE_NODE_TYPES } from '../../pipeline/schema/ast.ts';

// The repository's own content: valid, and a page for every route of spec §2.1.

const result = await new ContentBuilder(path.resolve(import.meta.dirname, '../../content')).build();
const db = result.dbJson === undefined ? undefined : (JSON.parse(result.dbJson) as { pages: { route: string; ast: unknown }[] });
const usedTypes = new Set([...(result.dbJson ?? '').matchAll(/"type":"(\w+)"/g)].map((match) => match[1]));

describe('content/', () => {
  it('checks with no error and no warning', () => {
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('has exactly one page per route of spec §2.1', () => {
    expect(db?.pages.map((page) => page.route).sort()).toEqual([...ROUTES_OF_SPEC].sort());
  });

  // issue 3: every block the AST can hold is used somewhere, so every renderer is exercised — but
  // source code: a clinic's pages have none (its renderers are covered by component tests)
  const notForThisSite = new Set(['code', 'inlineCode']);
  it.each([...BLOCK_NODE_TYPES, ...INLINE_NODE_TYPES].filter((type) => !notForThisSite.has(type)))('uses the %s node somewhere', (type) => {
    expect(usedTypes.has(type)).toBe(true);
  });
});
