import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageApiPath } from '../../../pipeline/shared/routes.ts';
import { startFixtureApi, type FixtureApi } from './fixture-api.ts';

// The real json-server over a db.json the pipeline built, answering the calls of spec §7.

let api: FixtureApi;
let dataDir: string;
let base: string;

beforeAll(async () => {
  api = await startFixtureApi();
  ({ dataDir, base } = api);
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await fetch(base + url);
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
};

describe('read-only API', () => {
  it('GET /api/header-tabs → {tabs:[{title, href, active}]}', async () => {
    const { status, body } = await get('/api/header-tabs');
    expect(status).toBe(200);
    expect(body).toEqual({
      tabs: [
        { title: 'Главная', href: '/about', active: true },
        { title: 'Услуги', href: '/services', active: false },
      ],
    });
  });

  it('GET /api/sidebar → the main sidebar', async () => {
    const { status, body } = await get('/api/sidebar');
    expect(status).toBe(200);
    expect(body.id).toBe('main');
    expect(body.sections).toEqual([
      {
        title: 'Информация',
        defaultCollapsed: false,
        items: [
          { title: 'О клинике', href: '/about' },
          { title: 'Контакты', href: '/contacts' },
        ],
      },
    ]);
  });

  it.each(['services', 'prices', 'promotions'])('GET /api/sidebar?section=%s → that sidebar, other parameters in any order', async (section) => {
    expect((await get(`/api/sidebar?section=${section}`)).body.id).toBe(section);
    expect((await get(`/api/sidebar?v=2&section=${section}&x=y`)).body.id).toBe(section);
  });

  it('GET /api/page/{encodeURIComponent(id)} → the page record, ids with a slash too', async () => {
    const { status, body } = await get(pageApiPath('about'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'about', route: '/about', title: 'О клинике', hash: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect((await get(pageApiPath('index'))).body.route).toBe('/');
    expect((await get('/api/page/services')).body.title).toBe('Страница services/index');
  });

  it('GET /api/search → title, description and href of every page', async () => {
    const { body } = await get('/api/search');
    expect(body).toContainEqual({ title: 'Главная', description: 'Главная страница примера.', href: '/' });
    expect(Object.keys(body)).toHaveLength(6);
  });

  it.each([
    ['/api/sidebar?section=nope', /no sidebar "nope"/],
    ['/api/page/nope', /not found/],
    ['/api/page/about%2Fteam', /not found/],
    ['/api/unknown', /no API resource/],
  ])('GET %s → 404 with a JSON body', async (url, message) => {
    const { status, type, body } = await get(url);
    expect(status).toBe(404);
    expect(type).toMatch(/application\/json/);
    expect(body.error).toMatch(message);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is refused and db.json keeps every byte', async (method) => {
    const dbFile = path.join(dataDir, 'db.json');
    const before = digest(dbFile);
    for (const url of ['/api/header-tabs', '/api/sidebar', pageApiPath('about'), '/api/search', '/api/pages', '/api/page/new']) {
      const response = await fetch(base + url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'new', title: 'взлом' }),
      });
      expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
    }
    expect(digest(dbFile)).toBe(before);
    expect((await get(pageApiPath('about'))).body.title).toBe('О клинике');
  });

  it('picks up a rebuilt db.json without a restart', async () => {
    const dbFile = path.join(dataDir, 'db.json');
    const original = readFileSync(dbFile, 'utf8');
    const changed = original.replace('"title":"Услуги","href":"/services"', '"title":"Услуги и методы","href":"/services"');
    await writeFile(`${dbFile}.next`, changed);
    await rename(`${dbFile}.next`, dbFile);
    try {
      const { body } = await get('/api/header-tabs');
      expect((body.tabs as { title: string }[])[1]!.title).toBe('Услуги и методы');
    } finally {
      await writeFile(`${dbFile}.next`, original);
      await rename(`${dbFile}.next`, dbFile);
    }
  });
});

function digest(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
