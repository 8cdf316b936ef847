import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageApiPath } from '../../../common/routes/routes.ts';
import { startFixtureApi, type FixtureApi } from './fixture-api.ts';
import { HOSTILE_API_REQUESTS, LEAK_PATTERN, sendRequest } from '../../../testing/hostile-requests.ts';

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

describe('hostile requests', () => {
  it.each(HOSTILE_API_REQUESTS.map((request) => [request.name, request] as const))(
    '%s: a quick JSON answer without a stack or a path',
    async (_name, request) => {
      const answer = await sendRequest(base, request);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toMatch(LEAK_PATTERN);
      expect(answer.ms).toBeLessThan(1000);
      const parsed = JSON.parse(answer.body) as unknown;
      if (answer.status >= 400) expect(parsed).toMatchObject({ status: answer.status });
      expect((await get('/api/meta')).status).toBe(200);
    },
  );

  it("ignores json-server's filter, sort, paging, full-text and embed parameters: the whole resource, as without them", async () => {
    const all = await (await fetch(`${base}/api/search`)).text();
    for (const query of [
      'title_like=О',
      'q=клиника',
      '_sort=title&_order=desc',
      '_page=1&_limit=1',
      '_start=1&_end=2',
      'href_ne=/',
      'title=x',
      '_embed=pages',
    ]) {
      expect(await (await fetch(`${base}/api/search?${query}`)).text(), query).toBe(all);
    }
    expect((await get('/api/sidebar?section=prices&_embed=x&q=1')).body.id).toBe('prices');
  });

  it('answers a malformed page id with a JSON 404', async () => {
    for (const url of ['/api/page/%', '/api/page/%E0%A4%A', '/api/page/%ZZ']) {
      const { status, type } = await get(url);
      expect(status, url).toBe(404);
      expect(type).toMatch(/application\/json/);
    }
  });

  it('marks every answer nosniff', async () => {
    for (const url of ['/api/meta', '/api/nope', '/api/page/%']) {
      expect((await fetch(base + url)).headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });
});

function digest(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
