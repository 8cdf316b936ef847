import { describe, expect, it, vi } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { PageCache } from '../../../pipeline/shared/page-cache.ts';
import { pageJsonFromBuffers } from '../../../pipeline/emit/page-json.ts';

// The compiled pages kept between builds, by the mtime and size of their files: in memory only.

const md = createMarkdown();
const compiled = compilePage('pages/a.md', '---\ntitle: A\ndescription: D.\n---\n\nТекст.\n', md);
const json = () => pageJsonFromBuffers(Buffer.from('{}'), Buffer.from('{}'), Buffer.from('{}'));

describe('PageCache', () => {
  it('gives back a cached page while its mtime and size are unchanged, and not once either changed', () => {
    const cache = new PageCache();
    cache.store('pages/a.md', { mtimeMs: 1000, size: 42, compiled });
    expect(cache.unchanged('pages/a.md', { mtimeMs: 1000, size: 42 })).toBe(compiled);
    expect(cache.unchanged('pages/a.md', { mtimeMs: 1001, size: 42 })).toBeUndefined();
    expect(cache.unchanged('pages/a.md', { mtimeMs: 1000, size: 43 })).toBeUndefined();
    expect(cache.unchanged('pages/b.md', { mtimeMs: 1000, size: 42 })).toBeUndefined();
  });

  it('serialises a page once, until a change under public/ makes its picture sizes stale', () => {
    const cache = new PageCache();
    cache.store('pages/a.md', { mtimeMs: 1, size: 1, compiled });
    const serialise = vi.fn(json);
    const first = cache.json('pages/a.md', serialise);
    expect(cache.json('pages/a.md', serialise)).toBe(first);
    expect(serialise).toHaveBeenCalledTimes(1);
    cache.forgetPictureSizes();
    cache.json('pages/a.md', serialise);
    expect(serialise).toHaveBeenCalledTimes(2);
  });

  it('drops a page the worker compiled when public/ changes, and rethrows the error the worker met serialising', () => {
    const cache = new PageCache();
    cache.store('pages/a.md', { mtimeMs: 1, size: 1, compiled, json: json(), remote: {} });
    cache.store('pages/b.md', {
      mtimeMs: 1,
      size: 1,
      compiled: { ...compiled, file: 'pages/b.md' },
      remote: { jsonError: { name: 'RangeError', message: 'too deep' } },
    });
    expect(() => cache.json('pages/b.md', json)).toThrow(expect.objectContaining({ name: 'RangeError', message: 'too deep' }));
    cache.forgetPictureSizes();
    expect(cache.files()).toEqual([]);
  });

  it('keeps only the files still there', () => {
    const cache = new PageCache();
    for (const file of ['pages/a.md', 'pages/b.md', 'pages/c.md']) cache.store(file, { mtimeMs: 1, size: 1, compiled });
    cache.keepOnly(new Set(['pages/b.md']));
    expect(cache.files()).toEqual(['pages/b.md']);
    expect(cache.size).toBe(1);
  });
});
