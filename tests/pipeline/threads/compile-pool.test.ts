import { mkdtemp, rm, writeFile, appendFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentBuilder, type BuildOptions, type BuildResult } from '../../../pipeline/build.ts';
import { stopCompileWorker } from '../../../pipeline/threads/compile-pool.ts';
import { compileBatch } from '../../../pipeline/threads/compile-batch.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { ImageSizeCache } from '../../../pipeline/read/measure-image.ts';
import { generateCorpus } from '../../../testing/corpus/generate-corpus.ts';
import { BLOCKS } from '../../../pipeline/blocks/index.ts';
import { listBadFixtures, materialize } from '../fixture-helpers.ts';

// A full build shares its pages with a worker thread (pipeline/threads/compile-pool.ts). Whichever thread
// compiles a page, the build must answer exactly the same: db.json byte for byte, the same data as
// objects, the same problems with their lines and texts — here with every page on the worker.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await stopCompileWorker();
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

function summary(result: BuildResult) {
  return { dbJson: result.dbJson, db: JSON.stringify(result.db), diagnostics: result.diagnostics, pages: result.pageCount, compiled: result.compiledCount };
}

async function bothWays(dir: string, options: BuildOptions = {}) {
  const main = await new ContentBuilder(dir).build({ ...options, threads: 'main' });
  const worker = await new ContentBuilder(dir).build({ ...options, threads: 'worker' });
  return { main: summary(main), worker: summary(worker) };
}

async function corpus(pages: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pool-corpus-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await generateCorpus(dir, { pages, seed: 7, paragraphs: 1 });
  return dir;
}

describe('pages compiled on the worker', () => {
  it('a corpus with facts, pictures and every block: the same db.json and data as on one thread', async () => {
    // four blocks a page (testing/corpus/generate-corpus.ts): enough pages for every block twice over
    const dir = await corpus(Math.ceil((BLOCKS.length * 2) / 4));
    const { main, worker } = await bothWays(dir);
    expect(main.dbJson).toBeDefined();
    // the pictures were measured on the worker too
    expect(worker.dbJson).toMatch(/"width":\d+,"height":\d+/);
    expect(worker).toEqual(main);
  });

  it.each(listBadFixtures())('bad content «$name»: the same problems at the same lines', async (fixture) => {
    const { dir, cleanup } = await materialize(fixture);
    cleanups.push(cleanup);
    const { main, worker } = await bothWays(dir, { release: fixture.release });
    expect(worker.diagnostics.map(({ code, file, line }) => ({ code, file, line }))).toEqual(fixture.expect);
    expect(worker).toEqual(main);
  });

  it('a watch after a full build on the worker rebuilds as a build from scratch does: a page changed, then a picture', async () => {
    const dir = await corpus(60);
    const watching = new ContentBuilder(dir);
    const first = await watching.build({ threads: 'worker' });
    // the 60 pages, the home page and the news item
    expect(first.compiledCount).toBe(62);

    await appendFile(path.join(dir, 'pages', 'p3.md'), '\n## Новый раздел\n\nТекст.\n');
    const afterPage = await watching.build({ changed: new Set(['pages/p3.md']) });
    expect(afterPage.compiledCount).toBe(1);
    expect(summary(afterPage)).toEqual({ ...summary(await new ContentBuilder(dir).build({ threads: 'main' })), compiled: 1 });

    // a picture's new size reaches the pages that show it, though their ASTs stayed on the worker
    await writeFile(path.join(dir, 'public', 'images', 'sample.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"/>');
    const afterPicture = await watching.build({ changed: new Set(['public/images/sample.svg']) });
    const fresh = await new ContentBuilder(dir).build({ threads: 'main' });
    expect(fresh.dbJson).toContain('"width":320,"height":200');
    expect(afterPicture.dbJson).toBe(fresh.dbJson);
    expect(afterPicture.diagnostics).toEqual(fresh.diagnostics);
  });

  it('a worker stopped in the middle of a build: the pages it had not sent back are compiled here, none lost', async () => {
    // enough batches that the worker is stopped with some still to do
    const dir = await corpus(300);
    const reference = await new ContentBuilder(dir).build({ threads: 'main' });
    let progress = 0;
    let stopping: Promise<void> | undefined;
    const result = await new ContentBuilder(dir).build({
      threads: 'worker',
      onProgress: (done) => {
        progress = done;
        stopping ??= stopCompileWorker();
      },
    });
    await stopping;
    expect(progress).toBe(302);
    expect(summary(result)).toEqual(summary(reference));
    // and the next build starts a worker of its own
    expect(summary(await new ContentBuilder(dir).build({ threads: 'worker' }))).toEqual(summary(reference));
  });

  it('by default, a large build after the process has compiled one (on two threads): the same output', async () => {
    const dir = await corpus(240);
    const { main } = await bothWays(dir);
    expect(summary(await new ContentBuilder(dir).build())).toEqual(main);
  });
});

describe('one batch on the worker', () => {
  const tools = { md: createMarkdown(), imageSizes: new ImageSizeCache(), facts: new Map<string, string>() };

  it('a file that cannot be read, a page the pipeline fails on and a page without frontmatter: each an outcome, the batch goes on', async () => {
    const { dir, cleanup } = await materialize();
    cleanups.push(cleanup);
    await writeFile(path.join(dir, 'pages', 'bare.md'), 'Текст без заголовка страницы.\n');
    const failingMd = Object.assign(Object.create(tools.md) as typeof tools.md, {
      parse: () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    const failing = { ...tools, md: failingMd };
    const good = compileBatch(dir, ['pages/about.md', 'pages/gone.md', 'pages/bare.md'], tools);
    expect(good.outcomes.map((outcome) => outcome.kind)).toEqual(['compiled', 'unreadable', 'compiled']);
    expect(good.outcomes[1]).toMatchObject({ kind: 'unreadable', reason: expect.stringMatching(/ENOENT/) });
    expect(good.outcomes[2]).toMatchObject({ json: { error: { message: 'the page has no frontmatter' } } });
    const lengths = (good.outcomes[0] as { json: { lengths: number[] } }).json.lengths;
    expect(good.bytes.byteLength).toBe(lengths.reduce((sum, length) => sum + length, 0));
    expect(JSON.parse(Buffer.from(good.bytes, 0, lengths[0]).toString('utf8'))).toMatchObject({ id: 'about', route: '/about' });

    const failed = compileBatch(dir, ['pages/about.md'], failing);
    expect(failed.outcomes).toEqual([{ file: 'pages/about.md', kind: 'failed', error: { name: 'RangeError', message: 'Maximum call stack size exceeded' } }]);
    expect(failed.bytes.byteLength).toBe(0);
  });
});
