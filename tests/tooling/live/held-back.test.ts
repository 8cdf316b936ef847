import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { HeldBack } from '../../../tooling/live/held-back.ts';
import { materialize } from '../../pipeline/fixture-helpers.ts';

// One mistake blocks only itself under npm start (docs/web-editor.md): a build with an error in a
// file is served with that file as it was, and every other file's change goes live.

let content: { dir: string; cleanup: () => Promise<void> };
let builder: ContentBuilder;
let held: HeldBack;
const file = (relative: string) => path.join(content.dir, relative);
const pageTitle = (db: { pages: { route: string; title: string }[] } | undefined, route: string) => db?.pages.find((page) => page.route === route)?.title;

beforeAll(async () => {
  content = await materialize();
  builder = new ContentBuilder(content.dir);
  held = new HeldBack(content.dir);
  const first = await builder.build();
  expect(await held.afterBuild(first, undefined)).toBeUndefined();
});
afterAll(async () => {
  await held.close();
  await content.cleanup();
});

describe('a build with errors', () => {
  it('serves every other change, and the failing page as it was', async () => {
    const contacts = await readFile(file('pages/contacts.md'), 'utf8');
    await writeFile(file('pages/contacts.md'), contacts.replace(/^title: .*$/m, 'title: Контакты с ошибкой') + '\n[Цены](/prise)\n');
    await writeFile(file('pages/about.md'), (await readFile(file('pages/about.md'), 'utf8')).replace(/^title: .*$/m, 'title: О нас заново'));
    const files = ['pages/about.md', 'pages/contacts.md'];
    const result = await builder.build({ changed: new Set(files) });
    expect(result.db).toBeUndefined();
    const standIn = await held.afterBuild(result, files);
    expect(standIn?.held).toEqual(['pages/contacts.md']);
    expect(pageTitle(standIn?.result.db, '/about')).toBe('О нас заново');
    expect(pageTitle(standIn?.result.db, '/contacts')).toBe(/^title: (.*)$/m.exec(contacts)![1]);
  });

  it('a new page with an error is left out until it is fixed', async () => {
    await writeFile(file('pages/new-page.md'), '---\ntitle: Новая\ndescription: Новая страница.\n---\n\n::: nosuchblock\n:::\n');
    const files = ['pages/new-page.md'];
    const result = await builder.build({ changed: new Set(files) });
    const standIn = await held.afterBuild(result, files);
    expect(standIn?.held).toEqual(['pages/contacts.md', 'pages/new-page.md']);
    expect(pageTitle(standIn?.result.db, '/new-page')).toBeUndefined();
    expect(pageTitle(standIn?.result.db, '/about')).toBe('О нас заново');
  });

  it('once fixed, the build is served as it is and nothing is held', async () => {
    await writeFile(file('pages/new-page.md'), '---\ntitle: Новая\ndescription: Новая страница.\norphan: true\n---\n\nТекст.\n');
    await writeFile(file('pages/contacts.md'), (await readFile(file('pages/contacts.md'), 'utf8')).replace('/prise', '/prices'));
    const files = ['pages/contacts.md', 'pages/new-page.md'];
    const result = await builder.build({ changed: new Set(files) });
    expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    expect(await held.afterBuild(result, files)).toBeUndefined();
    expect(pageTitle(result.db, '/contacts')).toBe('Контакты с ошибкой');
  });
});
