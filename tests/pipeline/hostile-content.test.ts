import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { compilePage, PAGE_SIZE_WARNING_BYTES } from '../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../pipeline/transform/markdown.ts';
import { decodeNonAscii, malformedReason } from '../../pipeline/transform/classify-href.ts';
import { createHeadingIdAllocator } from '../../common/routes/heading-id.ts';
import { splitHref } from '../../common/routes/routes.ts';
import { cpuMs, countSetLookups } from '../../testing/cpu-time.ts';
import { materialize } from './fixture-helpers.ts';

// Content written by a careless editor or an attacker: never an internal error, never a hang.
// The bad fixtures (fixtures/bad/) pin the diagnostics; these pin what a fixture cannot.

const md = createMarkdown();
const FRONTMATTER = '---\ntitle: T\ndescription: D.\n---\n';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((cleanup) => cleanup())));

const compile = (body: string) => compilePage('pages/x.md', FRONTMATTER + body, md);

describe('sizes and counts', () => {
  it(`warns about a page over ${PAGE_SIZE_WARNING_BYTES / 1_000_000} MB and still builds it`, async () => {
    const { dir, cleanup } = await materialize();
    cleanups.push(cleanup);
    // opened by its address (orphan): no link from the fixture's pages is needed
    await writeFile(path.join(dir, 'pages', 'big.md'), `---\ntitle: T\ndescription: D.\norphan: true\n---\n\n${'Абзац текста.\n\n'.repeat(40_000)}`);
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics.map(({ code, file, line, severity }) => ({ code, file, line, severity }))).toEqual([
      { code: 'page-too-large', file: 'pages/big.md', line: 1, severity: 'warning' },
    ]);
    expect(result.dbJson).toBeDefined();
  });

  it('gives 20 000 equal headings their ids in linear time', () => {
    // steps counted, not time: a 500 ms bound failed twice with the soak's load beside it (538, 569 ms);
    // a search that restarts at -2 for every repeat would take 200 million lookups here
    const allocate = createHeadingIdAllocator();
    const { result: ids, lookups } = countSetLookups(3 * 20_000, () => Array.from({ length: 20_000 }, () => allocate('Раздел').id));
    expect(lookups).toBeLessThanOrEqual(2 * 20_000);
    expect(ids.slice(0, 3)).toEqual(['раздел', 'раздел-2', 'раздел-3']);
    expect(new Set(ids).size).toBe(20_000);
  });

  it('hands out the same ids as before when a heading reads like a suffixed one', () => {
    const allocate = createHeadingIdAllocator();
    expect(['a', 'a', 'a-2', 'a', 'a-3'].map((text) => allocate(text).id)).toEqual(['a', 'a-2', 'a-2-2', 'a-3', 'a-3-2']);
  });

  it('compiles a page of 20 000 headings in seconds, not minutes', () => {
    // CPU time, not wall time: the same bound on a loaded machine
    let page!: ReturnType<typeof compile>;
    expect(cpuMs(() => (page = compile('## Раздел\n\n'.repeat(20_000))))).toBeLessThan(10_000);
    expect(page.headings).toHaveLength(20_000);
  });
});

describe('YAML aliases', () => {
  it('an alias before its anchor is a YAML problem at the alias, not an internal error', () => {
    const page = compilePage('pages/x.md', '---\ntitle: T\ndescription: *a\n---\n', md);
    expect(page.diagnostics.map(({ code, line }) => ({ code, line }))).toEqual([{ code: 'frontmatter-yaml', line: 3 }]);
  });
});

describe('a failure inside the pipeline', () => {
  it('is a page-compile-failed diagnostic at that page; the other pages are still checked', async () => {
    const { dir, cleanup } = await materialize();
    cleanups.push(cleanup);
    const builder = new ContentBuilder(dir);
    const markdown = (builder as unknown as { md: { parse: (source: string, env: object) => unknown } }).md;
    const parse = markdown.parse.bind(markdown);
    markdown.parse = (source, env) => {
      if (source.includes('Текст о команде')) throw new RangeError('Maximum call stack size exceeded');
      return parse(source, env);
    };
    const result = await builder.build();
    const failed = result.diagnostics.filter((diagnostic) => diagnostic.code === 'page-compile-failed');
    expect(failed.map(({ file, line }) => ({ file, line }))).toEqual([{ file: 'pages/about.md', line: 1 }]);
    expect(result.diagnostics.find((diagnostic) => diagnostic.code === 'page-compile-failed')!.message).toMatch(/RangeError: Maximum call stack/);
    expect(result.dbJson).toBeUndefined();
  });
});

describe('link addresses keep their escapes (markdown-it normalizeLink)', () => {
  const hrefs = (body: string) => JSON.stringify(compile(body).ast).match(/"(?:href|src)":"[^"]*"/g);

  it.each([
    ['<https://example.com/\\[\\>', '"href":"https://example.com/%5C%5B%5C"'],
    ['[x](/a%0Ab)', '"href":"/docs/a%0Ab"'],
    ['[x](/a%2541)', '"href":"/docs/a%2541"'],
    ['[x](https://example.com/a%20b)', '"href":"https://example.com/a%20b"'],
    ['[к](/about#команда)', '"href":"/docs/about#команда"'],
    ['[к](/about#%D0%BA)', '"href":"/docs/about#к"'],
  ])('%s → %s', (source, expected) => {
    expect(hrefs(source)).toEqual([expected]);
  });

  it('unescapes a fence info string like markdown-it does', () => {
    expect(compile('```foo\\+bar\ncode\n```\n').ast).toEqual([{ type: 'code', lang: 'foo+bar', value: 'code\n' }]);
  });

  it('decodes only escapes of non-ASCII text', () => {
    expect(decodeNonAscii('/a%5C%0A%25%20%D0%BA%E0%A4')).toBe('/a%5C%0A%25%20к%E0%A4');
  });

  it.each([
    ['/about#%E0%A4%A', 'percent'],
    ['/about#%ZZ', 'percent'],
    ['/\\evil.example', 'backslash'],
    ['/\t/evil.example', 'control'],
    ['/about#ok', undefined],
  ])('malformedReason(%j)', (href, reason) => {
    if (reason === undefined) expect(malformedReason(href)).toBeUndefined();
    else expect(malformedReason(href)).toBe(reason);
  });

  it('splitHref never throws on a malformed anchor', () => {
    expect(splitHref('/about#%E0%A4%A')).toEqual({ path: '/about', anchor: '%E0%A4%A' });
  });
});
