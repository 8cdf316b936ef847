import { readFileSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
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

  const FRONTMATTER = '---\ntitle: Сломано\ndescription: x.\n---\n\n';
  const BOMB = 'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\n';
  it.each([
    ['5 000 "*" each side of a letter', `${FRONTMATTER}${'*'.repeat(5000)}а${'*'.repeat(5000)}\n`, 'nesting-too-deep'],
    ['an alias bomb in the frontmatter', `---\ntitle: Сломано\ndescription: x.\n${BOMB}---\n`, 'frontmatter-yaml'],
    ['a malformed escape in a link', `${FRONTMATTER}[a](/p1#%E0%A4%A)\n`, 'link-malformed'],
    ['quotes 120 deep', `${FRONTMATTER}${'>'.repeat(120)} текст\n`, 'nesting-too-deep'],
    ['a card linking to another site', `${FRONTMATTER}::: card Карточка {href=//evil.example}\nТекст.\n:::\n`, 'link-protocol'],
  ])('survives %s: reports it and keeps the last good output', async (_name, text, code) => {
    const before = readFileSync(path.join(outDir, 'db.json'));
    const rebuilt = nextRebuild();
    await writeFile(path.join(contentDir, 'pages', 'p5.md'), text);
    await rebuilt;
    expect(rebuilds.at(-1)!.written).toBe(false);
    expect(rebuilds.at(-1)!.codes).toContain(code);
    expect(readFileSync(path.join(outDir, 'db.json')).equals(before)).toBe(true);
  });

  it('survives a rebuild that fails to write, and writes again once it can', async () => {
    const db = path.join(outDir, 'db.json');
    await rename(db, `${db}.kept`);
    await mkdir(db);
    const failed = nextRebuild();
    await writeFile(path.join(contentDir, 'pages', 'p5.md'), `${FRONTMATTER}Исправлено.\n`);
    await failed;
    expect(rebuilds.at(-1)!.written).toBe(false);
    await rm(db, { recursive: true });
    await rename(`${db}.kept`, db);
    const rebuilt = nextRebuild();
    await appendFile(path.join(contentDir, 'pages', 'p5.md'), '\nЕщё.\n');
    await rebuilt;
    expect(rebuilds.at(-1)).toMatchObject({ written: true, codes: [] });
    expect(readFileSync(db, 'utf8')).toContain('Ещё.');
  });
});
