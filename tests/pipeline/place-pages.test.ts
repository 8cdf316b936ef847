import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { materialize } from './fixture-helpers.ts';

// A page chooses its sidebar group in its frontmatter (the web editor's «Раздел»): the build lists
// it at that group's end, and it is reached (pipeline/read/place-pages.ts).

let content: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  content = await materialize();
});
afterAll(() => content.cleanup());

describe('a page with a section', () => {
  it('is listed at the end of its sidebar group, under its short title, and reached', async () => {
    await writeFile(
      path.join(content.dir, 'pages/new-page.md'),
      '---\ntitle: Новая страница о лечении\nshortTitle: Новая\ndescription: Новая страница.\nsection: main/Информация\n---\n\nТекст.\n',
    );
    const result = await new ContentBuilder(content.dir).build();
    expect(result.diagnostics.filter((diagnostic) => diagnostic.file === 'pages/new-page.md')).toEqual([]);
    const group = result.db!.sidebars.find((sidebar) => sidebar.id === 'main')!.sections.find((section) => section.title === 'Информация')!;
    expect(group.items.at(-1)).toEqual({ title: 'Новая', href: '/new-page' });
  });

  it('naming no group of the sidebars is an error at the page, offering the groups there are', async () => {
    await writeFile(path.join(content.dir, 'pages/new-page.md'), '---\ntitle: Новая\ndescription: Новая страница.\nsection: main/Нет такой\n---\n\nТекст.\n');
    const result = await new ContentBuilder(content.dir).build();
    const problem = result.diagnostics.find((diagnostic) => diagnostic.file === 'pages/new-page.md');
    expect(problem).toMatchObject({ code: 'frontmatter-invalid', severity: 'error' });
    expect(problem!.message).toContain('«main/Информация»');
  });
});
