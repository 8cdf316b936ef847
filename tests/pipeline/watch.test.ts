import { readFileSync } from 'node:fs';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchContent } from '../../pipeline/watch.ts';
import { generateCorpus } from '../support/generate-corpus.ts';

// watch: one changed page is re-parsed, broken content never replaces good output.

let contentDir: string;
let outDir: string;
const controller = new AbortController();
const rebuilds: { compiled: number; written: boolean; codes: string[] }[] = [];
let waiters: (() => void)[] = [];
let watching: Promise<void>;

const nextRebuild = () => new Promise<void>((resolve) => waiters.push(resolve));

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'watch-content-'));
  outDir = await mkdtemp(path.join(os.tmpdir(), 'watch-out-'));
  await generateCorpus(contentDir, { pages: 40, seed: 7 });
  const first = nextRebuild();
  watching = watchContent(
    {
      contentDir,
      outDir,
      format: 'json',
      signal: controller.signal,
      onRebuild: ({ compiled, written, diagnostics }) => {
        rebuilds.push({ compiled, written, codes: diagnostics.map((diagnostic) => diagnostic.code) });
        const ready = waiters;
        waiters = [];
        for (const resolve of ready) resolve();
      },
    },
    () => {},
  );
  await first;
});
afterAll(async () => {
  controller.abort();
  await watching;
  await Promise.all([rm(contentDir, { recursive: true, force: true }), rm(outDir, { recursive: true, force: true })]);
});

describe('content watch', () => {
  it('builds everything first', () => {
    expect(rebuilds[0]).toEqual({ compiled: 41, written: true, codes: [] });
  });

  it('re-parses only the changed page and updates the output', async () => {
    const rebuilt = nextRebuild();
    await appendFile(path.join(contentDir, 'pages', 'p3.md'), '\n## Новый раздел\n\nТекст.\n');
    await rebuilt;
    expect(rebuilds.at(-1)).toEqual({ compiled: 1, written: true, codes: [] });
    expect(readFileSync(path.join(outDir, 'db.json'), 'utf8')).toContain('"id":"новый-раздел"');
  });

  it('keeps the good output when a change breaks the content, and reports it', async () => {
    const before = readFileSync(path.join(outDir, 'db.json'));
    const rebuilt = nextRebuild();
    await writeFile(path.join(contentDir, 'pages', 'p5.md'), '---\ntitle: Сломано\ndescription: x.\n---\n\n[ссылка](/no-such-page)\n');
    await rebuilt;
    expect(rebuilds.at(-1)).toMatchObject({ written: false, codes: ['link-broken'] });
    expect(readFileSync(path.join(outDir, 'db.json')).equals(before)).toBe(true);
  });
});
