import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileOfRoute } from '../../../app/admin/entry-file.ts';
import { entryOfFile } from '../../../app/admin/entry-of-file.ts';
import { editorConfig } from '../../../tooling/editor/editor-config.ts';

// «История правок» asks for the file of the entry the address shows, as the backend names it: the
// reverse of entry-of-file.ts, for a page, a news item, a worker and a file of «Сведения о клинике».

const LOCAL = editorConfig({ kind: 'local', url: 'http://127.0.0.1:8081/api/v1' });
const DEPLOYED = editorConfig({ kind: 'server', proxyUrl: '/admin/api/v1', branch: 'main' });

describe('fileOfRoute', () => {
  it.each([
    ['pages', 'contacts', 'pages/contacts.md'],
    ['news', 'victory-2012', 'pages/news/victory-2012.md'],
    ['staff', 'kravtsov', 'data/staff/kravtsov.yaml'],
    ['data', 'clinic', 'data/clinic.yaml'],
  ])('names %s/%s as the file the backend reads', (collection, slug, file) => {
    expect(fileOfRoute(LOCAL, { collection, slug })).toBe(file);
    expect(fileOfRoute(DEPLOYED, { collection, slug })).toBe(`content/${file}`);
    expect(existsSync(`content/${file}`)).toBe(true);
    // and back: the same entry
    expect(entryOfFile(LOCAL, file)?.hash).toBe(`#/collections/${collection}/entries/${slug}`);
  });

  it('names no file for a new entry or an unknown collection', () => {
    expect(fileOfRoute(LOCAL, { collection: 'pages', slug: undefined })).toBeUndefined();
    expect(fileOfRoute(LOCAL, { collection: 'nothing', slug: 'x' })).toBeUndefined();
    expect(fileOfRoute(LOCAL, undefined)).toBeUndefined();
  });
});
