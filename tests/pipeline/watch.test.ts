import { readFileSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { watchContent } from '../../pipeline/watch.ts';
import { generateCorpus } from '../../testing/corpus/generate-corpus.ts';

// watch: one changed page is re-parsed, broken content never replaces good output.

let contentDir: string;
let outDir: string;
const controller = new AbortController();
interface Rebuild {
  compiled: number;
  written: boolean;
  codes: string[];
}
const rebuilds: Rebuild[] = [];
let waiters: { done: (rebuild: Rebuild) => boolean; resolve: () => void }[] = [];
let watching: Promise<void>;

/**
 * Settles at the first rebuild from now on for which `done` holds. Asked for before the change
 * is made, so a quick rebuild is not missed; and not simply "the next rebuild": one file write can
 * reach the watcher as two events far enough apart (a loaded machine) to start two rebuilds.
 */
const rebuildWhere = (done: (rebuild: Rebuild) => boolean) => new Promise<void>((resolve) => waiters.push({ done, resolve }));

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'watch-content-'));
  outDir = await mkdtemp(path.join(os.tmpdir(), 'watch-out-'));
  await generateCorpus(contentDir, { pages: 40, seed: 7 });
  const first = rebuildWhere(() => true);
  watching = watchContent(
    {
      contentDir,
      outDir,
      format: 'json',
      lang: 'ru',
      signal: controller.signal,
      onRebuild: ({ compiled, written, diagnostics }) => {
        const rebuild = { compiled, written, codes: diagnostics.map((diagnostic) => diagnostic.code) };
        rebuilds.push(rebuild);
        const ready = waiters.filter((waiter) => waiter.done(rebuild));
        waiters = waiters.filter((waiter) => !ready.includes(waiter));
        for (const waiter of ready) waiter.resolve();
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
    // the 40 pages, the home page and the news item the news blocks list
    expect(rebuilds[0]).toEqual({ compiled: 42, written: true, codes: [] });
  });

  it('re-parses only the changed page and updates the output', async () => {
    const since = rebuilds.length;
    const hasSection = () => readFileSync(path.join(outDir, 'db.json'), 'utf8').includes('"id":"новый-раздел"');
    const rebuilt = rebuildWhere((rebuild) => rebuild.written && hasSection());
    await appendFile(path.join(contentDir, 'pages', 'p3.md'), '\n## Новый раздел\n\nТекст.\n');
    await rebuilt;
    expect(rebuilds.length).toBeGreaterThan(since);
    for (const rebuild of rebuilds.slice(since)) expect(rebuild).toEqual({ compiled: 1, written: true, codes: [] });
  });

  it('keeps the good output when a change breaks the content, and reports it', async () => {
    const before = readFileSync(path.join(outDir, 'db.json'));
    const rebuilt = rebuildWhere((rebuild) => rebuild.codes.includes('link-broken'));
    await writeFile(path.join(contentDir, 'pages', 'p5.md'), '---\ntitle: Сломано\ndescription: x.\n---\n\n[ссылка](/no-such-page)\n');
    await rebuilt;
    expect(rebuilds.at(-1)).toMatchObject({ written: false, codes: ['link-broken'] });
    // also when a rebuild saw the page half-written (emptied by the write before its text came)
    expect(readFileSync(path.join(outDir, 'db.json')).equals(before)).toBe(true);
  });

  const FRONTMATTER = '---\ntitle: Сломано\ndescription: x.\n---\n\n';
  const BOMB =
    'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\n';
  it.each([
    ['5 000 "*" each side of a letter', `${FRONTMATTER}${'*'.repeat(5000)}а${'*'.repeat(5000)}\n`, 'nesting-too-deep'],
    ['an alias bomb in the frontmatter', `---\ntitle: Сломано\ndescription: x.\n${BOMB}---\n`, 'frontmatter-yaml'],
    ['a malformed escape in a link', `${FRONTMATTER}[a](/p1#%E0%A4%A)\n`, 'link-malformed'],
    ['quotes 120 deep', `${FRONTMATTER}${'>'.repeat(120)} текст\n`, 'nesting-too-deep'],
    ['a card linking to another site', `${FRONTMATTER}::: card Карточка {href=//evil.example}\nТекст.\n:::\n`, 'link-protocol'],
  ])('survives %s: reports it and keeps the last good output', async (_name, text, code) => {
    const before = readFileSync(path.join(outDir, 'db.json'));
    const rebuilt = rebuildWhere((rebuild) => rebuild.codes.includes(code));
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
    // the rebuild that could not write (not one that saw the page half-written and stopped at its error)
    const failed = rebuildWhere((rebuild) => !rebuild.written && rebuild.codes.length === 0);
    const said: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((text) => said.push(String(text)) > 0);
    try {
      await writeFile(path.join(contentDir, 'pages', 'p5.md'), `${FRONTMATTER}Исправлено.\n`);
      await failed;
    } finally {
      stderr.mockRestore();
    }
    expect(rebuilds.at(-1)!.written).toBe(false);
    // the editor is told which file could not be written and that the site kept its version: no
    // "internal error", no stack
    const told = said.join('');
    expect(told).toMatch(/не удалось записать \S*db\.json \(EISDIR[^)]*\); на сайте осталась прежняя версия/);
    expect(told).not.toMatch(/internal error|\n\s+at /);
    await rm(db, { recursive: true });
    await rename(`${db}.kept`, db);
    // the rebuild of this change: one still due to the write above may also write, without it
    const rebuilt = rebuildWhere((rebuild) => rebuild.written && readFileSync(db, 'utf8').includes('Ещё.'));
    await appendFile(path.join(contentDir, 'pages', 'p5.md'), '\nЕщё.\n');
    await rebuilt;
    expect(rebuilds.at(-1)).toMatchObject({ written: true, codes: [] });
    expect(readFileSync(db, 'utf8')).toContain('Ещё.');
  });
});
