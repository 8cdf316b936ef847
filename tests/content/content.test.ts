import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { ROUTES_OF_SPEC } from './routes-of-spec.ts';

// The repository's own content: valid, and a page for every route of spec §2.1.

const result = await new ContentBuilder(path.resolve(import.meta.dirname, '../../content')).build();
const db = result.dbJson === undefined ? undefined : (JSON.parse(result.dbJson) as { pages: { route: string }[] });

describe('content/', () => {
  it('checks with no error and no warning', () => {
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('has exactly one page per route of spec §2.1', () => {
    expect(db?.pages.map((page) => page.route).sort()).toEqual([...ROUTES_OF_SPEC].sort());
  });
});
