import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchesJsonSchema } from '../../../app/lib/match-json-schema.ts';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { pageRecordSchema, type PageRecord } from '../../../common/schema/db.ts';
import { pageRecordJsonSchema } from '../../../tooling/vite/page-schema.ts';
import { generateCorpus } from '../../../testing/corpus/generate-corpus.ts';

// The app checks page records with the pipeline's schema as JSON Schema data (zod stays out of the
// browser). The checker must agree with zod itself: every page of a content folder passes, and on records broken
// at random both say the same — except zod's refinements (a real calendar date), which JSON Schema
// cannot express.

const schema = pageRecordJsonSchema();
/** as the app checks: nodes of unknown types pass, for the registry's notice */
const check = (value: unknown) => matchesJsonSchema(value, schema, { unknownTypes: true });
const strictCheck = (value: unknown) => matchesJsonSchema(value, schema);
const zodAccepts = (value: unknown) => {
  const result = pageRecordSchema.safeParse(value);
  return result.success || result.error.issues.every((issue) => issue.code === 'custom');
};

let pages: PageRecord[];
beforeAll(async () => {
  // a generated content folder using every block (the real content is tested in tests/content/)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'page-records-'));
  try {
    await generateCorpus(dir, { pages: 30, seed: 11, paragraphs: 1 });
    const result = await new ContentBuilder(dir).build();
    pages = (JSON.parse(result.dbJson!) as { pages: PageRecord[] }).pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

describe('the page record check', () => {
  it('accepts every page of a content folder using every block', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(check(page), page.id).toBe(true);
  });

  it.each([
    ['ast: null', (page: PageRecord) => ({ ...page, ast: null })],
    ['a title that is an object', (page: PageRecord) => ({ ...page, title: { text: 'x' } })],
    ['null inside ast', (page: PageRecord) => ({ ...page, ast: [null, ...page.ast] })],
    ['children that are not a list', (page: PageRecord) => ({ ...page, ast: [{ type: 'paragraph', children: 'текст' }] })],
    ['map coordinates as strings', (page: PageRecord) => ({ ...page, ast: [{ type: 'map', lat: '54"><script>', lng: '83', zoom: 16 }] })],
    ['map coordinates out of range', (page: PageRecord) => ({ ...page, ast: [{ type: 'map', lat: 540, lng: 83, zoom: 16 }] })],
    ['a heading level of 7', (page: PageRecord) => ({ ...page, headings: [{ id: 'a', text: 'a', level: 7, href: '#a' }] })],
    ['not an object at all', () => 'page'],
  ])('refuses %s, as zod does', (_name, corrupt) => {
    const broken = corrupt(pages[0]!);
    expect(zodAccepts(broken)).toBe(false);
    expect(check(broken)).toBe(false);
  });

  it('lets a node of a type the app does not know yet through, for the registry\u2019s notice — but not a malformed known one', () => {
    const unknown = { ...pages[0]!, ast: [{ type: 'hologram', children: [] }, ...pages[0]!.ast] };
    expect(matchesJsonSchema(unknown, schema)).toBe(false);
    expect(matchesJsonSchema(unknown, schema, { unknownTypes: true })).toBe(true);
    expect(matchesJsonSchema({ ...pages[0]!, ast: [{ type: 'paragraph', children: null }] }, schema, { unknownTypes: true })).toBe(false);
    expect(matchesJsonSchema({ ...pages[0]!, ast: [{ type: 42 }] }, schema, { unknownTypes: true })).toBe(false);
  });

  it('agrees with zod on records broken at random', () => {
    const junk = fc.constantFrom<unknown>(
      null,
      0,
      -1,
      1e9,
      Number.NaN,
      '',
      'x',
      '<script>',
      true,
      [],
      {},
      [null],
      { type: 'text' },
      { type: 'paragraph', children: null },
    );
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), junk, (pageIndex, steps, replacement) => {
        const record = structuredClone(pages[pageIndex % pages.length]!) as unknown;
        replaceAt(record, steps, replacement);
        expect(strictCheck(record)).toBe(zodAccepts(record));
      }),
      { numRuns: 1500, seed: 12 },
    );
  });

  it('refuses a value nested deeper than any page, without walking it', () => {
    let deep: unknown = { type: 'text', value: 'x' };
    for (let level = 0; level < 5000; level++) deep = { type: 'strong', children: [deep] };
    expect(check({ ...pages[0]!, ast: [{ type: 'paragraph', children: [deep] }] })).toBe(false);
  });
});

/** follows `steps` (indexes into keys or items) down the value, then replaces what is there */
function replaceAt(value: unknown, steps: number[], replacement: unknown): void {
  let current = value as Record<string, unknown> | unknown[];
  for (const [index, step] of steps.entries()) {
    const keys = Array.isArray(current) ? current.map((_, position) => position) : Object.keys(current);
    if (keys.length === 0) return;
    const key = keys[step % keys.length]!;
    const child = (current as Record<string | number, unknown>)[key];
    if (index === steps.length - 1 || child === null || typeof child !== 'object') {
      (current as Record<string | number, unknown>)[key] = structuredClone(replacement);
      return;
    }
    current = child as Record<string, unknown>;
  }
}
