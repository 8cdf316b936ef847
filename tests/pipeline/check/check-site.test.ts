import { describe, expect, it, vi } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import type { CompiledPage } from '../../../pipeline/shared/compiled-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { SiteChecker, type SiteInput } from '../../../pipeline/check/check-site.ts';

// The checks across pages on pages compiled in memory: no content folder, no disk.

const md = createMarkdown();
const page = (file: string, body: string): CompiledPage => compilePage(file, `---\ntitle: T\ndescription: D.\n---\n\n${body}`, md);
const summary = (diagnostics: readonly { code: string; file: string; line: number; column?: number | undefined }[]) =>
  diagnostics.map(({ code, file, line, column }) => ({ code, file, line, column }));

const linking = page('pages/a.md', '## Начало\n\nСм. [b](/b#intro), [нет](/nowhere) и ![фото](/images/x.png).\n');
const target = page('pages/b.md', '## Intro\n\nТекст.\n');

function input(overrides: Partial<SiteInput<CompiledPage>> = {}): SiteInput<CompiledPage> {
  return {
    pages: [
      { route: '/a', page: linking },
      { route: '/b', page: target },
    ],
    publicFolder: { files: ['images/x.png'], diagnostics: [] },
    publicChanged: false,
    imageSize: () => ({ width: 10, height: 10 }),
    navigation: { routes: [], diagnostics: [] },
    dataSamples: [],
    release: false,
    ...overrides,
  };
}

describe('SiteChecker', () => {
  it('reports a broken link at its file, line and column, and keeps the good ones quiet', () => {
    const checked = new SiteChecker().check(input());
    expect(summary(checked.diagnostics)).toEqual([{ code: 'link-broken', file: 'pages/a.md', line: 8, column: 26 }]);
    expect([...checked.byRoute.keys()]).toEqual(['/a', '/b']);
  });

  it('reports a missing heading, a missing image and an unmeasurable one at the reference', () => {
    const noHeading = page('pages/b.md', 'Текст.\n');
    const missing = new SiteChecker().check(
      input({
        pages: [
          { route: '/a', page: linking },
          { route: '/b', page: noHeading },
        ],
        publicFolder: { files: [], diagnostics: [] },
      }),
    );
    expect(summary(missing.diagnostics)).toEqual([
      { code: 'anchor-broken', file: 'pages/a.md', line: 8, column: 9 },
      { code: 'link-broken', file: 'pages/a.md', line: 8, column: 26 },
      { code: 'image-missing', file: 'pages/a.md', line: 8, column: 46 },
    ]);
    const unmeasurable = new SiteChecker().check(input({ imageSize: () => undefined }));
    expect(summary(unmeasurable.diagnostics).map(({ code }) => code)).toEqual(['link-broken', 'image-unmeasurable']);
  });

  it('keeps the first page on a route and reports the second at its file', () => {
    const twin = page('pages/b/index.md', 'Другая.\n');
    const checked = new SiteChecker().check(input({ pages: [...input().pages, { route: '/b', page: twin }] }));
    expect(checked.byRoute.get('/b')).toBe(target);
    expect(checked.diagnostics.find((diagnostic) => diagnostic.code === 'route-duplicate')).toMatchObject({
      file: 'pages/b/index.md',
      line: 1,
      params: { other: 'pages/b.md', route: '/b' },
    });
  });

  it('checks the navigation routes at their file and line, once there are pages', () => {
    const navigation = { routes: [{ route: '/gone', file: 'navigation/sidebars.yaml', line: 12, column: 15 }], diagnostics: [] };
    expect(summary(new SiteChecker().check(input({ navigation })).diagnostics)).toContainEqual({
      code: 'nav-target-missing',
      file: 'navigation/sidebars.yaml',
      line: 12,
      column: 15,
    });
    expect(new SiteChecker().check(input({ navigation, pages: [] })).diagnostics).toEqual([]);
  });

  it('suggests for a misspelt route the nearest existing one, in a link and in the navigation', () => {
    const misspelt = page('pages/c.md', 'См. [курс](/services/strok-rehabilitaion) и [цены](/price).\n');
    const pages = [
      { route: '/c', page: misspelt },
      { route: '/services/stroke-rehabilitation', page: target },
      { route: '/prices', page: target },
    ];
    const navigation = { routes: [{ route: '/servces/stroke-rehabilitation', file: 'navigation/sidebars.yaml', line: 12, column: 15 }], diagnostics: [] };
    const messages = new SiteChecker()
      .check(input({ pages, navigation }))
      .diagnostics.map((diagnostic) => `${diagnostic.line}:${diagnostic.column} ${diagnostic.message}`);
    expect(messages).toEqual([
      '6:12 ссылка на /services/strok-rehabilitaion никуда не ведёт: ожидался адрес страницы из content/pages (возможно, /services/stroke-rehabilitation?)',
      '6:52 ссылка на /price никуда не ведёт: ожидался адрес страницы из content/pages (возможно, /prices?)',
      '12:15 навигация указывает на /servces/stroke-rehabilitation, а страницы с таким адресом в content/pages нет (возможно, /services/stroke-rehabilitation?)',
    ]);
  });

  it('reports a broken link in a table cell at its row', () => {
    const table = page('pages/c.md', '| Услуга | Где |\n| --- | --- |\n| Приём | [здесь](/nowhere) |\n');
    const pages = [...input().pages, { route: '/c', page: table }];
    expect(summary(new SiteChecker().check(input({ pages })).diagnostics)).toContainEqual({ code: 'link-broken', file: 'pages/c.md', line: 8, column: 19 });
  });

  it('counts the sample values, and refuses each only in the release check', () => {
    const marked = page('pages/c.md', 'Текст.\n');
    marked.samples.push({ what: 'имена врачей', file: 'pages/c.md', line: 4, topic: 'тексты страниц', kind: 'send' });
    const dataSamples = [{ what: 'номер телефона', file: 'data/clinic.yaml', line: 5, topic: 'реквизиты', kind: 'send' } as const];
    const pages = [...input().pages, { route: '/c', page: marked }];
    const ordinary = new SiteChecker().check(input({ pages, dataSamples }));
    expect(ordinary.samples.map(({ file }) => file)).toEqual(['data/clinic.yaml', 'pages/c.md']);
    expect(ordinary.diagnostics.some((diagnostic) => diagnostic.code === 'sample-value')).toBe(false);
    const release = new SiteChecker().check(input({ pages, dataSamples, release: true }));
    expect(summary(release.diagnostics.filter((diagnostic) => diagnostic.code === 'sample-value'))).toEqual([
      { code: 'sample-value', file: 'data/clinic.yaml', line: 5, column: undefined },
      { code: 'sample-value', file: 'pages/c.md', line: 4, column: undefined },
    ]);
  });

  it('reuses an unchanged page link checks while routes, headings and public files are the same', () => {
    const checker = new SiteChecker();
    const imageSize = vi.fn(() => ({ width: 10, height: 10 }));
    const first = checker.check(input({ imageSize }));
    expect(imageSize).toHaveBeenCalledTimes(1);
    const again = checker.check(input({ imageSize }));
    expect(imageSize).toHaveBeenCalledTimes(1);
    expect(again.diagnostics[0]).toBe(first.diagnostics[0]);

    // public/ changed: every page's links are checked again
    checker.check(input({ imageSize, publicChanged: true }));
    expect(imageSize).toHaveBeenCalledTimes(2);

    // the linked page lost its heading: the unchanged page's links are checked again, and now fail
    const noHeading = page('pages/b.md', 'Текст.\n');
    const after = checker.check(
      input({
        imageSize,
        pages: [
          { route: '/a', page: linking },
          { route: '/b', page: noHeading },
        ],
      }),
    );
    expect(imageSize).toHaveBeenCalledTimes(3);
    expect(summary(after.diagnostics).map(({ code }) => code)).toEqual(['anchor-broken', 'link-broken']);

    // after a failed build the checker forgets: everything is checked again
    checker.forget();
    checker.check(
      input({
        imageSize,
        pages: [
          { route: '/a', page: linking },
          { route: '/b', page: noHeading },
        ],
      }),
    );
    expect(imageSize).toHaveBeenCalledTimes(4);
  });
});
