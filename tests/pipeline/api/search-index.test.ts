import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { emitBuild } from '../../../pipeline/emit.ts';
import { listenApi } from '../../../pipeline/api/server.ts';
import { resolveApiPath } from '../../../pipeline/api/routes.ts';
import { materialize } from '../fixture-helpers.ts';

// Beyond spec §7: GET /api/search-index, the search entries with each page's headings and text.

let dataDir: string;
let server: Server;
let base: string;
let cleanupContent: () => Promise<void>;

beforeAll(async () => {
  const content = await materialize();
  cleanupContent = content.cleanup;
  const result = await new ContentBuilder(content.dir).build();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-search-'));
  await emitBuild(dataDir, result.dbJson!);
  server = await listenApi({ dataDir, host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await Promise.all([rm(dataDir, { recursive: true, force: true }), cleanupContent()]);
});

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
