import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import type { CompiledPage } from '../../../pipeline/shared/compiled-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { SiteChecker, type SiteInput } from '../../../pipeline/check/check-site.ts';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { materialize } from '../fixture-helpers.ts';

// A page no navigation, sequence or link reaches is published but never found: a warning at its
// file (the editor trial found such a page passing the check silently). Reached means: a path of
// links from the home page, the app's frame, the navigation and the sequences, or from a page meant
// to be opened by its address (`orphan: true`).

const md = createMarkdown();
const page = (file: string, body: string, frontmatter = ''): CompiledPage =>
  compilePage(file, `---\ntitle: T\ndescription: D.\n${frontmatter}---\n\n${body}`, md);

function unreached(pages: Record<string, CompiledPage>, overrides: Partial<SiteInput<CompiledPage>> = {}): string[] {
  const checked = new SiteChecker().check({
    pages: Object.entries(pages).map(([route, compiled]) => ({ route, page: compiled })),
    publicFolder: { files: [], diagnostics: [] },
    publicChanged: false,
    navigation: { routes: [], diagnostics: [] },
    dataSamples: [],
    release: false,
    roots: ['/'],
    ...overrides,
  });
  return checked.diagnostics.filter((diagnostic) => diagnostic.code === 'page-unreached').map((diagnostic) => `${diagnostic.file}:${diagnostic.line}`);
}

describe('pages nothing reaches', () => {
  it('a chain of links from the home page reaches every page on it; the page after a break in it is reported', () => {
    const pages = {
      '/': page('pages/index.md', '[Дальше](/a)\n'),
      '/a': page('pages/a.md', '[Дальше](/b#раздел)\n'),
      '/b': page('pages/b.md', '## Раздел\n'),
      '/c': page('pages/c.md', '[Назад](/)\n'),
    };
    expect(unreached(pages)).toEqual(['pages/c.md:1']);
    // a link to itself reaches nothing
    expect(unreached({ ...pages, '/c': page('pages/c.md', '[Сюда](/c) и [наверх](#top)\n') })).toEqual(['pages/c.md:1']);
  });

  it('two pages linking to each other and to nothing else are both reported: only links from a reached page count', () => {
    const pages = {
      '/': page('pages/index.md', 'Главная.\n'),
      '/x': page('pages/x.md', '[Y](/y)\n'),
      '/y': page('pages/y.md', '[X](/x)\n'),
    };
    expect(unreached(pages)).toEqual(['pages/x.md:1', 'pages/y.md:1']);
    // a navigation route (or a sequence's) reaches the page, and what it links to
    expect(unreached(pages, { roots: ['/', '/x'] })).toEqual([]);
  });

  it('a page opened by its address (orphan: true) is not reported, and the pages it links to are reached', () => {
    const pages = {
      '/': page('pages/index.md', 'Главная.\n'),
      '/demo': page('pages/demo.md', '[Подробнее](/details)\n', 'orphan: true\n'),
      '/details': page('pages/details.md', 'Текст.\n'),
    };
    expect(unreached(pages)).toEqual([]);
  });

  it('a page not published by this build (a news item dated later) reaches nothing and is not reported', () => {
    const pages = {
      '/': page('pages/index.md', 'Главная.\n'),
      '/news/soon': page('pages/news/soon.md', '[Подробнее](/details)\n'),
      '/details': page('pages/details.md', 'Текст.\n'),
    };
    expect(unreached(pages, { unpublished: new Map([['/news/soon', '2999-01-01']]) })).toEqual(['pages/details.md:1']);
  });

  it('a page with errors of its own is not reported again as unreached', () => {
    const broken = page('pages/broken.md', '::: nosuchblock\n:::\n');
    expect(broken.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['block-unknown']);
    expect(unreached({ '/': page('pages/index.md', 'Главная.\n'), '/broken': broken })).toEqual([]);
  });

  it('nothing is reported without the roots (the navigation could not be read)', () => {
    expect(unreached({ '/': page('pages/index.md', 'Главная.\n'), '/x': page('pages/x.md', 'Текст.\n') }, { roots: undefined })).toEqual([]);
  });
});

describe('in a build', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

  it('the app’s frame reaches its pages; a broken navigation file reports none unreached', async () => {
    const { dir, cleanup } = await materialize();
    cleanups.push(cleanup);
    // the footer and every form link to the policy: no link in the content is needed
    await writeFile(path.join(dir, 'pages', 'privacy-policy.md'), '---\ntitle: Политика\ndescription: Политика.\n---\n\nТекст.\n');
    await writeFile(path.join(dir, 'pages', 'forgotten.md'), '---\ntitle: Забытая\ndescription: Забытая.\n---\n\nТекст.\n');
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics.map(({ code, file, line, severity }) => ({ code, file, line, severity }))).toEqual([
      { code: 'page-unreached', file: 'pages/forgotten.md', line: 1, severity: 'warning' },
    ]);
    expect(result.diagnostics[0]!.message).toContain('на страницу /forgotten нельзя попасть с сайта');
    // a warning: the site is built
    expect(result.dbJson).toBeDefined();

    await writeFile(path.join(dir, 'navigation', 'sidebars.yaml'), 'main: [\n');
    const navigationBroken = await new ContentBuilder(dir).build();
    expect(navigationBroken.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['nav-yaml']);
  });
});
