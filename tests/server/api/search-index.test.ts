import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveApiPath } from '../../../server/api/routes.ts';
import { buildSearchFragments } from '../../../common/search/search-fragments.ts';
import { staticApiFiles } from '../../../pipeline/emit/static-api.ts';
import { fragmentName, type MetaFragment, type TypoRunsFragment, type VocabularyFragment } from '../../../common/search/fragment-format.ts';
import { LEAK_PATTERN, sendRequest } from '../../../testing/hostile-requests.ts';
import { startFixtureApi, type FixtureApi } from './fixture-api.ts';

// Beyond spec §7: GET /api/search-index, the search entries with each page's headings and text,
// and GET /api/search-fragment/{name}, the same split into fragments, read-only; a
// name outside the fragment pattern never reaches a look-up.

let api: FixtureApi;
let base: string;

beforeAll(async () => {
  api = await startFixtureApi();
  ({ base } = api);
});
afterAll(() => api.close());

describe('GET /api/search-index', () => {
  it('maps onto the db.json resource "search-index"', () => {
    expect(resolveApiPath('/api/search-index', new URLSearchParams())).toEqual({ resource: '/search-index' });
  });

  it('answers every page with its headings and text, read-only', async () => {
    const response = await fetch(`${base}/api/search-index`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { href: string; headings: { href: string }[] }[];
    expect(body).toHaveLength(6);
    expect(body.find((entry) => entry.href === '/about')).toMatchObject({
      title: 'О клинике',
      description: 'О клинике, пример.',
      body: '',
      headings: [{ text: 'Команда', href: '/about#команда', level: 2 }, { href: '/about#команда-2' }],
    });
    expect((await fetch(`${base}/api/search-index`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(405);
  });

  it('keeps GET /api/search to the spec entries', async () => {
    const body = (await (await fetch(`${base}/api/search`)).json()) as object[];
    expect(body).toContainEqual({ title: 'О клинике', description: 'О клинике, пример.', href: '/about' });
    for (const entry of body) expect(Object.keys(entry).sort()).toEqual(['description', 'href', 'title']);
  });
});

const get = (name: string, method = 'GET') => fetch(`${base}/api/search-fragment/${name}`, { method });

describe('GET /api/search-fragment/{name}', () => {
  it('answers the meta fragment and each fragment it names, as JSON', async () => {
    const response = await get('meta');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const meta = (await response.json()) as MetaFragment;
    expect(meta.pages).toBe(6);
    const head = (await (await get('h-0')).json()) as { href: string };
    expect(head).toEqual({ title: expect.any(String), description: expect.any(String), href: expect.stringMatching(/^\//) });
    expect((await get('s-0-0')).status).toBe(200);
    const lengths = meta.lengths.filter((length) => length >= 2);
    const table = (await (await get(`v-${lengths[0]}`)).json()) as TypoRunsFragment;
    const run = Object.keys(table.runs)[0]!;
    const { words } = (await (await get(fragmentName.typoWords(lengths[0]!, run))).json()) as VocabularyFragment;
    expect(words).toHaveLength(table.runs[run]!);
    expect((await get('g-' + [...meta.grams[0]!].map((unit) => unit.charCodeAt(0).toString(16).padStart(4, '0')).join(''))).status).toBe(200);
  });

  it('serves the fragments the static API writes, byte for byte the same data', async () => {
    const db = await readFile(path.join(api.dataDir, 'db.json'), 'utf8');
    const files = staticApiFiles(db);
    const fragments = buildSearchFragments(JSON.parse(db)['search-index']);
    expect(Object.keys(files).filter((file) => file.startsWith('search-fragment/'))).toHaveLength(fragments.size);
    expect(JSON.parse(files['search-fragment/meta.json']!)).toEqual(await (await get('meta')).json());
  });

  it.each([
    ['a name outside the pattern', 'words'],
    ['a page past the last one', 'h-6'],
    ['a gram no title holds', 'g-0071'],
    ['a traversal', '..%2F..%2Fdb.json'],
    ['a prototype key', 'constructor'],
    ['a name with a query', 'meta%3F_embed%3Dx'],
  ])('%s is a JSON 404, and the server answers on', async (_name, name) => {
    const response = await get(name);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ status: 404 });
    expect(body).not.toMatch(LEAK_PATTERN);
    expect((await get('meta')).status).toBe(200);
  });

  it('is read-only', async () => {
    expect((await get('meta', 'POST')).status).toBe(405);
    expect((await get('meta', 'DELETE')).status).toBe(405);
    expect((await get('meta', 'HEAD')).status).toBe(200);
  });

  it('survives a burst of malformed names', async () => {
    const names = [
      '%',
      '%E0%A4%A',
      'h-',
      'h--1',
      'h-01',
      `h-${'9'.repeat(400)}`,
      'v-0',
      'v-5-043',
      'v-5-0430043x',
      'v-5-',
      'v-5-04300431-0432',
      'w-zz',
      'g-',
      '.',
      '..',
      'meta.json',
      'META',
    ];
    const answers = await Promise.all(names.map((name) => sendRequest(base, { name, method: 'GET', path: `/api/search-fragment/${name}` })));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.contentType).toMatch(/^application\/json/);
    }
    expect((await get('meta')).status).toBe(200);
  });

  it('maps only names of the fragment pattern', () => {
    expect(resolveApiPath('/api/search-fragment/w-043b0435', new URLSearchParams())).toEqual({ searchFragment: 'w-043b0435' });
    expect(resolveApiPath('/api/search-fragment/w-043b0435/x', new URLSearchParams())).toHaveProperty('notFound');
    expect(resolveApiPath('/api/search-fragment/', new URLSearchParams())).toHaveProperty('notFound');
  });
});
