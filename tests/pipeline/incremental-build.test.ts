import { mkdtemp, rm, unlink, writeFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder, type BuildResult } from '../../pipeline/build.ts';
import { generateCorpus } from '../../testing/corpus/generate-corpus.ts';

// A watch rebuild, told which files changed, keeps what they cannot have changed (the public
// folder's checks, the navigation, the link checks of unchanged pages). After every kind of
// change it must answer exactly what a build from scratch answers: the same db.json and the same
// problems.

let dir: string;
const builder = () => new ContentBuilder(dir);
let watching: ContentBuilder;

// opened by its address (orphan): the page it links to is reached through it
const LINKING = (anchor: string) =>
  `---\ntitle: Ссылки\ndescription: Страница со ссылками.\norphan: true\n---\n\n[К разделу](/target#${anchor})\n\n![Схема](/images/extra.svg)\n`;
const TARGET = (heading: string) => `---\ntitle: Цель\ndescription: Страница, на которую ссылаются.\n---\n\n## ${heading}\n\nТекст.\n`;
const SVG = (width: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 10"/>`;

function summary(result: BuildResult) {
  return { db: result.dbJson, diagnostics: result.diagnostics };
}

/** makes a change, then compares the watch's rebuild with a build from scratch */
async function afterChange(files: string[], change: () => Promise<void>): Promise<BuildResult> {
  await change();
  const incremental = await watching.build({ changed: new Set(files) });
  const full = await builder().build();
  expect(summary(incremental)).toEqual(summary(full));
  return incremental;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'incremental-'));
  await generateCorpus(dir, { pages: 12, seed: 3 });
  await writeFile(path.join(dir, 'public', 'images', 'extra.svg'), SVG(10));
  await writeFile(path.join(dir, 'pages', 'links.md'), LINKING('первый'));
  await writeFile(path.join(dir, 'pages', 'target.md'), TARGET('Первый'));
  watching = builder();
  const first = await watching.build();
  expect(first.diagnostics).toEqual([]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('an incremental rebuild answers what a full build does', () => {
  it('when a heading another page links to is renamed, and back', async () => {
    const broken = await afterChange(['pages/target.md'], () => writeFile(path.join(dir, 'pages', 'target.md'), TARGET('Второй')));
    expect(broken.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['anchor-broken']);
    await afterChange(['pages/target.md'], () => writeFile(path.join(dir, 'pages', 'target.md'), TARGET('Первый')));
  });

  it('when a linked page is removed and added again', async () => {
    const broken = await afterChange(['pages/target.md'], () => unlink(path.join(dir, 'pages', 'target.md')));
    expect(broken.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['link-broken']);
    await afterChange(['pages/target.md'], () => writeFile(path.join(dir, 'pages', 'target.md'), TARGET('Первый')));
  });

  it('when a picture is removed, added, and changes its size', async () => {
    const picture = path.join(dir, 'public', 'images', 'extra.svg');
    const missing = await afterChange(['public/images/extra.svg'], () => unlink(picture));
    expect(missing.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['image-missing']);
    await afterChange(['public/images/extra.svg'], () => writeFile(picture, SVG(10)));
    const resized = await afterChange(['public/images/extra.svg'], () => writeFile(picture, SVG(40)));
    expect(resized.dbJson).toContain('"width":40');
    // the folder itself reported (a rename of a directory)
    await afterChange(['public/images'], () => writeFile(picture, SVG(30)));
  });

  it('when an unsafe file lands in public/', async () => {
    const script = path.join(dir, 'public', 'files', 'run.js');
    const unsafe = await afterChange(['public/files/run.js'], () => writeFile(script, 'alert(1)'));
    expect(unsafe.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['public-file-unsafe']);
    await afterChange(['public/files/run.js'], () => unlink(script));
  });

  it('when a navigation file changes, breaks and is fixed', async () => {
    const tabs = path.join(dir, 'navigation', 'header-tabs.yaml');
    const original = await readFile(tabs, 'utf8');
    const renamed = await afterChange(['navigation/header-tabs.yaml'], () => writeFile(tabs, original.replace('Главная', 'Начало')));
    expect(renamed.dbJson).toContain('Начало');
    const pointless = await afterChange(['navigation/header-tabs.yaml'], () => writeFile(tabs, original.replace('href: /', 'href: /nowhere')));
    expect(pointless.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['nav-target-missing']);
    await afterChange(['navigation/header-tabs.yaml'], () => writeFile(tabs, original));
  });

  it('when a page changes its text, its title, and gains a broken link', async () => {
    const page = path.join(dir, 'pages', 'p3.md');
    const original = await readFile(page, 'utf8');
    await afterChange(['pages/p3.md'], () => writeFile(page, `${original}\nЕщё абзац.\n`));
    await afterChange(['pages/p3.md'], () => writeFile(page, original.replace(/^title: .*$/m, 'title: Новый заголовок')));
    const broken = await afterChange(['pages/p3.md'], () => writeFile(page, `${original}\n[Никуда](/nowhere)\n`));
    expect(broken.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['link-broken']);
    await afterChange(['pages/p3.md'], () => writeFile(page, original));
  });
});
