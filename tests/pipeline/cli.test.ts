import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticSchema } from '../../common/schema/diagnostic.ts';
import { dbSchema } from '../../common/schema/db.ts';
import { runContentCli } from '../../testing/run-cli.ts';
import { listBadFixtures, materialize } from './fixture-helpers.ts';

let good: { dir: string; cleanup: () => Promise<void> };
let bad: { dir: string; cleanup: () => Promise<void> };
let scratch: string;

beforeAll(async () => {
  good = await materialize();
  bad = await materialize(listBadFixtures().find((fixture) => fixture.name === 'block-body-invalid'));
  scratch = await mkdtemp(path.join(os.tmpdir(), 'cli-out-'));
});
afterAll(async () => {
  await Promise.all([good.cleanup(), bad.cleanup(), rm(scratch, { recursive: true, force: true })]);
});

describe('content CLI', () => {
  it('check: exit 0 on clean content and writes nothing', async () => {
    const out = path.join(scratch, 'check');
    const result = await runContentCli(['check', '--content', good.dir, '--out', out]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/6 страниц, 0 ошибок, 0 предупреждений за [\d,]+ с; всё в порядке/);
    expect(existsSync(out)).toBe(false);
  });

  it('check counts the sample values in one line and passes; check --release lists each on the launch checklist (exit 1)', async () => {
    const ordinary = await runContentCli(['check', '--content', good.dir]);
    expect(ordinary.code).toBe(0);
    expect(ordinary.stdout).toBe('');
    expect(ordinary.stderr).toContain('образцы данных: 1 — перед запуском замените их (check --release)');

    const release = await runContentCli(['check', '--release', '--content', good.dir]);
    expect(release.code).toBe(1);
    expect(release.stdout).toBe(
      [
        '',
        'Перед запуском сайта — 1 пункт: прислать 1, решить 0',
        '',
        'Реквизиты',
        '  Прислать:',
        `  ☐ Номер телефона клиники — основание: 323-ФЗ; приказ Минздрава № 118н (статью и пункт уточнить у юриста) (${good.dir}/data/clinic.yaml:5)`,
        '',
      ].join('\n'),
    );
    expect(release.stderr).toMatch(/6 страниц, 1 ошибка, 0 предупреждений/);
    expect(release.stderr).not.toContain('образцы данных:');
  });

  it('check --release: JSON and GitHub annotations give each launch item as a diagnostic at its line, as before', async () => {
    const json = await runContentCli(['check', '--release', '--content', good.dir, '--format', 'json']);
    expect(json.code).toBe(1);
    expect(diagnosticSchema.array().parse(JSON.parse(json.stdout))).toEqual([
      {
        code: 'sample-value',
        severity: 'error',
        file: 'data/clinic.yaml',
        line: 5,
        message: expect.stringMatching(/^образец данных: номер телефона клиники — /),
      },
    ]);
    const github = await runContentCli(['check', '--release', '--content', good.dir, '--format', 'github']);
    expect(github.stdout).toMatch(
      new RegExp(`^::error file=${escape(good.dir)}/data/clinic.yaml,line=5,title=sample-value::образец данных: номер телефона клиники — .+\\n$`),
    );
  });

  it('the checklist command and --format checklist print the same document to tick off, other problems counted at its end', async () => {
    const command = await runContentCli(['checklist', '--content', good.dir]);
    const format = await runContentCli(['check', '--format', 'checklist', '--content', good.dir]);
    expect(command.code).toBe(1);
    expect(format.code).toBe(1);
    expect(command.stdout).toBe(format.stdout);
    expect(command.stdout).toMatch(/^# Что нужно сделать до запуска сайта\n\nПроверено \d{2}\.\d{2}\.\d{4}\. 1 пункт: прислать 1, решить 0\./);
    expect(command.stdout).toContain(
      '\n## Реквизиты\n\n**Прислать**\n\n- [ ] Номер телефона клиники — основание: 323-ФЗ; приказ Минздрава № 118н (статью и пункт уточнить у юриста)\n',
    );
    expect(command.stdout).toContain('\n## Законы, на которые ссылается список\n\n- 323-ФЗ — Федеральный закон от 21.11.2011 № 323-ФЗ');
    expect(command.stdout).not.toMatch(/clinic\.yaml|sample|phone/);
    const broken = await runContentCli(['checklist', '--content', bad.dir]);
    expect(broken.stdout).toMatch(/\n## Ошибки в файлах сайта\n\nЕщё 1 ошибка в файлах сайта: их исправляет редактор сайта\.\n$/);
  });

  it('checklist --out FILE writes exactly the document to FILE, nothing on stdout, and says where it went', async () => {
    const file = path.join(scratch, 'список.md');
    const printed = await runContentCli(['checklist', '--content', good.dir]);
    const written = await runContentCli(['checklist', '--content', good.dir, '--out', file]);
    expect(written.code).toBe(1);
    expect(written.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(printed.stdout);
    expect(written.stderr).toContain(`записан ${file}`);
    expect(printed.stderr).toContain('список для запуска выведен выше');
    expect(printed.stderr).not.toContain('ничего не записано');
  });

  it('build: writes db.json with schemaVersion and the JSON Schemas', async () => {
    const out = path.join(scratch, 'build');
    const result = await runContentCli(['build', '--content', good.dir, '--out', out]);
    expect(result.code).toBe(0);
    const db = dbSchema.parse(JSON.parse(readFileSync(path.join(out, 'db.json'), 'utf8')));
    expect(db.meta.schemaVersion).toBe(1);
    expect((await readdir(path.join(out, 'schemas'))).sort()).toEqual([
      'clinic.schema.json',
      'db.schema.json',
      'free-care.schema.json',
      'frontmatter.schema.json',
      'header-tabs.schema.json',
      'licence.schema.json',
      'news.schema.json',
      'organization.schema.json',
      'page-ast.schema.json',
      'patients.schema.json',
      'reviews.schema.json',
      'search-vocabulary.schema.json',
      'sequences.schema.json',
      'sidebars.schema.json',
      'site.schema.json',
      'staff.schema.json',
      'supervisors.schema.json',
      'vacancies.schema.json',
    ]);
  });

  it('text format: file:line:col severity code message, in Russian by default, exit 1 on errors', async () => {
    const result = await runContentCli(['check', '--content', bad.dir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      `${bad.dir}/pages/contacts.md:11:3 error block-body-invalid блок «reviews»: пункт 2, поле «date»: ожидалось: настоящая дата в виде ГГГГ-ММ-ДД (например, 2024-03-12), а написано «12.03.2024»\n`,
    );
    expect(result.stderr).toMatch(/6 страниц, 1 ошибка, 0 предупреждений .*; ничего не записано: исправьте ошибки выше/);
  });

  const englishLine = (dir: string) =>
    `${dir}/pages/contacts.md:11:3 error block-body-invalid block "reviews" field \`1.date\`: expected a real calendar date as YYYY-MM-DD, found "12.03.2024"\n`;
  it.each([
    ['--lang en', ['--lang', 'en'], {}],
    ['LANG=en_US.UTF-8', [], { LANG: 'en_US.UTF-8' }],
    ['LC_MESSAGES=en_GB', [], { LC_MESSAGES: 'en_GB' }],
    ['LC_ALL=en_US over LANG=ru_RU', [], { LANG: 'ru_RU.UTF-8', LC_ALL: 'en_US.UTF-8' }],
  ])('%s: the same line with the English message', async (_, flags, env) => {
    const result = await runContentCli(['check', '--content', bad.dir, ...flags], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(englishLine(bad.dir));
    expect(result.stderr).toMatch(/6 pages, 1 error, 0 warnings in [\d.]+ s; no output written/);
  });

  it('--lang ru wins over an English locale', async () => {
    const result = await runContentCli(['check', '--content', bad.dir, '--lang', 'ru'], { LANG: 'en_US.UTF-8' });
    expect(result.stdout).toMatch(/block-body-invalid блок «reviews»/);
  });

  it.each([
    ['ru', /^блок «reviews»: пункт 2, поле «date»: ожидалось: настоящая дата/],
    ['en', /^block "reviews" field `1.date`: expected a real calendar date/],
  ])('json format (%s): only a JSON array of diagnostics on stdout, the message in that language', async (lang, message) => {
    const result = await runContentCli(['check', '--content', bad.dir, '--format', 'json', '--lang', lang]);
    expect(result.code).toBe(1);
    const diagnostics = diagnosticSchema.array().parse(JSON.parse(result.stdout));
    expect(diagnostics).toEqual([
      { code: 'block-body-invalid', severity: 'error', file: 'pages/contacts.md', line: 11, column: 3, message: expect.stringMatching(message) },
    ]);
  });

  it.each([
    ['ru', 'блок «reviews»: пункт 2'],
    ['en', 'block "reviews" field'],
  ])('github format (%s): workflow annotations', async (lang, message) => {
    const result = await runContentCli(['check', '--content', bad.dir, '--format=github', `--lang=${lang}`]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(`^::error file=${escape(bad.dir)}/pages/contacts.md,line=11,col=3,title=block-body-invalid::${escape(message)}.+\\n$`),
    );
  });

  it.each([
    [['publish'], /unknown command "publish"/],
    [[], /expected a command/],
    [['check', '--format', 'xml'], /--format expects one of text, json, github, checklist/],
    [['watch', '--format', 'checklist'], /--format checklist expects build or check, found watch/],
    [['checklist', '--format', 'json'], /checklist prints the checklist only, found --format json/],
    [['check', '--content'], /--content expects a value/],
    [['check', '--lang', 'de'], /--lang expects one of ru, en, found "de"/],
  ])('usage error %j: exit 2 with the reason and the usage', async (args, reason) => {
    const result = await runContentCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(reason);
    expect(result.stderr).toMatch(/usage: npm run content --/);
  });

  it('a build with errors leaves the previous output byte for byte', async () => {
    const out = path.join(scratch, 'keep');
    expect((await runContentCli(['build', '--content', good.dir, '--out', out])).code).toBe(0);
    const before = readFileSync(path.join(out, 'db.json'));
    const broken = await materialize(listBadFixtures().find((fixture) => fixture.name === 'block-unknown'));
    try {
      const result = await runContentCli(['build', '--content', broken.dir, '--out', out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/ничего не записано/);
      expect(readFileSync(path.join(out, 'db.json')).equals(before)).toBe(true);
    } finally {
      await broken.cleanup();
    }
  });

  it('a --content folder that does not exist (a typo) exits 2 with one line naming it as given', async () => {
    const result = await runContentCli(['check', '--content', 'contnet']);
    expect(result).toMatchObject({ code: 2, stdout: '', stderr: 'ошибка: папка contnet не найдена\n' });
    const english = await runContentCli(['watch', '--content', 'contnet', '--lang', 'en']);
    expect(english).toMatchObject({ code: 2, stdout: '', stderr: 'error: folder contnet not found\n' });
    const file = await runContentCli(['check', '--content', 'package.json']);
    expect(file).toMatchObject({ code: 2, stdout: '', stderr: 'ошибка: package.json — это файл, а не папка\n' });
  });

  it('a content folder without pages is a content error, not a crash', async () => {
    const result = await runContentCli(['check', '--content', scratch]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/pages:1:1 error content-dir-missing в папке .+ нет ни одной страницы markdown/);
  });

  it('an output it cannot write exits 2 naming the file and why, without «internal error» or a stack', async () => {
    const blocked = path.join(scratch, 'file-not-dir');
    await writeFile(blocked, 'a file where the output folder should be');
    const result = await runContentCli(['build', '--content', good.dir, '--out', blocked]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(new RegExp(`ошибка: не удалось записать ${escape(blocked)}\\S* \\((ENOTDIR|EEXIST)`));
    expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
