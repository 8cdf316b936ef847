import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveApiPath } from '../../../pipeline/api/routes.ts';
import { startFixtureApi, type FixtureApi } from './fixture-api.ts';

// Beyond spec §7: GET /api/search-index, the search entries with each page's headings and text.

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
