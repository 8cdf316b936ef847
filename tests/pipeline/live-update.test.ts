import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder, type BuildResult } from '../../pipeline/build.ts';
import { emitBuild } from '../../pipeline/emit/emit.ts';
import { listenApi, type LiveData } from '../../server/api/server.ts';
import { describeUpdate, toProblems } from '../../tooling/live/live-update.ts';
import { materialize } from './fixture-helpers.ts';

// The live preview of `npm start` (tooling/README.md «The live preview»): what a build tells
// the open tabs, and the API answering from the build in memory before db.json is written.

let content: { dir: string; cleanup: () => Promise<void> };
let builder: ContentBuilder;
let first: BuildResult;
const file = (relative: string) => path.join(content.dir, relative);

beforeAll(async () => {
  content = await materialize();
  builder = new ContentBuilder(content.dir);
  first = await builder.build();
  expect(first.db).toBeDefined();
});
afterAll(() => content.cleanup());

describe('describeUpdate', () => {
  it('the first build: every page and the navigation', () => {
    const update = describeUpdate({ previous: undefined, result: first, files: undefined, build: 1, contentDir: 'content' });
    expect(update).toEqual({ build: 1, served: true, pages: '*', navigation: true, assets: [], problems: [], held: [] });
  });

  it('a saved page: that route only', async () => {
    await writeFile(file('pages/contacts.md'), '---\ntitle: Страница contacts\ndescription: Описание.\n---\n\n## Раздел\n\nДругой текст.\n');
    const next = await builder.build({ changed: new Set(['pages/contacts.md']) });
    const update = describeUpdate({ previous: first.db, result: next, files: ['pages/contacts.md'], build: 2, contentDir: 'content' });
    expect(update).toMatchObject({ served: true, pages: ['/contacts'], navigation: false, assets: [], problems: [] });
    first = next;
  });

  it('a page that changes its title: the navigation too (prev/next show titles)', async () => {
    await writeFile(file('pages/contacts.md'), '---\ntitle: Контакты\ndescription: Описание.\n---\n\n## Раздел\n\nДругой текст.\n');
    const next = await builder.build({ changed: new Set(['pages/contacts.md']) });
    const update = describeUpdate({ previous: first.db, result: next, files: ['pages/contacts.md'], build: 2, contentDir: 'content' });
    expect(update).toMatchObject({ served: true, pages: ['/contacts'], navigation: true });
    first = next;
  });

  it('a navigation file: the navigation, no page', async () => {
    const tabs = 'tabs:\n  - title: Начало\n    href: /about\n    active: true\n  - title: Услуги\n    href: /services\n';
    await writeFile(file('navigation/header-tabs.yaml'), tabs);
    const next = await builder.build({ changed: new Set(['navigation/header-tabs.yaml']) });
    const update = describeUpdate({ previous: first.db, result: next, files: ['navigation/header-tabs.yaml'], build: 3, contentDir: 'content' });
    expect(update).toMatchObject({ served: true, pages: [], navigation: true });
    first = next;
  });

  it('a saved picture: its address, and the pages that carry its size', async () => {
    await writeFile(file('public/images/plan.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"/>');
    const next = await builder.build({ changed: new Set(['public/images/plan.svg']) });
    const update = describeUpdate({ previous: first.db, result: next, files: ['public/images/plan.svg'], build: 4, contentDir: 'content' });
    expect(update.assets).toEqual(['/images/plan.svg']);
    expect(update.pages).not.toEqual([]);
    first = next;
  });

  it('a save with errors: not served, each problem at its place, errors first', async () => {
    await writeFile(
      file('pages/contacts.md'),
      '---\ntitle: Контакты\ndescription: Описание.\n---\n\n## Раздел\n\n[Никуда](/nowhere)\n\n::: nosuchblock\nТекст.\n:::\n',
    );
    const next = await builder.build({ changed: new Set(['pages/contacts.md']) });
    const update = describeUpdate({ previous: first.db, result: next, files: ['pages/contacts.md'], build: 5, contentDir: 'content/' });
    expect(update).toMatchObject({ build: 5, served: false, pages: [], navigation: false, assets: [] });
    expect(update.problems).toEqual(
      // the file as the terminal names it, and as the editor's collections do (`path`), with the parameters the editor words anew
      next.diagnostics.map((diagnostic) => ({ ...diagnostic, file: `content/${diagnostic.file}`, path: diagnostic.file, column: diagnostic.column ?? 1 })),
    );
    expect(update.problems.map(({ line, code }) => [line, code])).toEqual([
      [8, 'link-broken'],
      [10, 'block-unknown'],
    ]);
  });

  it('problems: errors before warnings, the column 1 when unknown, the file as the terminal names it', () => {
    const problems = toProblems(
      [
        { code: 'image-unmeasurable', severity: 'warning', message: 'w', file: 'pages/a.md', line: 1, column: 3 },
        { code: 'nav-yaml', severity: 'error', message: 'e', file: 'navigation/site.yaml', line: 4 },
      ],
      '.',
    );
    expect(problems).toEqual([
      { code: 'nav-yaml', severity: 'error', message: 'e', file: 'navigation/site.yaml', path: 'navigation/site.yaml', line: 4, column: 1 },
      { code: 'image-unmeasurable', severity: 'warning', message: 'w', file: 'pages/a.md', path: 'pages/a.md', line: 1, column: 3 },
    ]);
  });
});

describe('the API under npm start', () => {
  let server: Server;
  let base: string;
  let dataDir: string;
  const live: LiveData = { db: undefined };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'live-api-'));
    await emitBuild(dataDir, first.dbChunks!);
    server = await listenApi({ dataDir, host: '127.0.0.1', port: 0, live });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers from db.json until a build is in memory, then from the build, without db.json', async () => {
    expect(((await (await fetch(`${base}/api/page/about`)).json()) as { title: string }).title).toBe('О клинике');
    await writeFile(file('pages/about.md'), '---\ntitle: О клинике сегодня\ndescription: О клинике.\n---\n\n## Команда\n\nТекст.\n');
    const next = await builder.build({ changed: new Set(['pages/about.md', 'pages/contacts.md']) });
    // contacts.md is still broken from above: fix it first
    expect(next.db).toBeUndefined();
    await writeFile(file('pages/contacts.md'), '---\ntitle: Контакты\ndescription: Описание.\n---\n\n## Раздел\n\nТекст.\n');
    const good = await builder.build({ changed: new Set(['pages/contacts.md']) });
    live.db = good.db;
    const answer = await fetch(`${base}/api/page/about`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { title: string }).title).toBe('О клинике сегодня');
    expect(((await (await fetch(`${base}/api/header-tabs`)).json()) as { tabs: { title: string }[] }).tabs[0]!.title).toBe('Начало');
    // the rest of the API's rules hold for the build in memory as well
    expect((await fetch(`${base}/api/page/nowhere`)).status).toBe(404);
    expect((await fetch(`${base}/api/page/about`, { method: 'DELETE' })).status).toBe(405);
  });
});
