import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder, type BuildResult } from '../../../pipeline/build.ts';
import type { NodeOfType } from '../../../common/schema/ast.ts';
import { launchChecklist } from '../../../pipeline/report/launch-checklist.ts';
import { materializeComplete } from '../fixture-helpers.ts';

// The reviews are a collection (content/data/reviews/, a file per review): an empty reviews block
// lists them, newest first. A review added is one file; each carries the note of its author's
// written consent, which the site never shows, and a review about a child by a relative who is not
// a parent is the clinic's to settle before launch, at the review's file.

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await materializeComplete());
  await writeFile(
    path.join(dir, 'pages', 'contacts.md'),
    '---\ntitle: Контакты\ndescription: Контакты.\n---\n\n## Отзывы\n\n::: reviews Отзывы родителей\n:::\n',
  );
  await mkdir(path.join(dir, 'data', 'reviews'));
  await writeFile(path.join(dir, 'data', 'reviews', 'anna.yaml'), review('Анна, мама Миши, Бердск', '2024-03-12', 'Спасибо врачам за внимание к сыну.'));
});
afterAll(() => cleanup());

function review(author: string, date: string, content: string, extra = ''): string {
  return `author: ${author}\ndate: ${date}\nverified: true\nconsent: письменное согласие от ${date.split('-').reverse().join('.')}, хранится у координатора\n${DISSEMINATION(date)}${extra}content: |\n  ${content}\n`;
}

/** the consent to dissemination (152-ФЗ ст. 10.1), four lines */
function DISSEMINATION(date: string): string {
  return `dissemination:\n  date: ${date}\n  givenBy: Смирнова Ольга Ивановна, мать\n  dataOf: автора и ребёнка\n`;
}

const FILE = 'data/reviews/olga.yaml';
const reviewsOf = (result: BuildResult) =>
  result.db!.pages.find((page) => page.route === '/contacts')!.ast.find((node): node is NodeOfType<'reviews'> => node.type === 'reviews')!;

describe('the reviews collection', () => {
  it('a new review file appears in the reviews block, newest first; its consent note stays in the file', async () => {
    const builder = new ContentBuilder(dir);
    const before = await builder.build();
    expect(before.diagnostics).toEqual([]);
    expect(reviewsOf(before)).toEqual({
      type: 'reviews',
      title: 'Отзывы родителей',
      items: [{ author: 'Анна, мама Миши, Бердск', date: '2024-03-12', content: 'Спасибо врачам за внимание к сыну.', verified: true }],
    });

    await writeFile(path.join(dir, FILE), review('Ольга, мама Артёма, Барнаул', '2025-01-20', 'Курс стоил 45 000 ₽, и он того стоил.'));
    // the rebuild of npm start, told only that this file changed
    const after = await builder.build({ changed: new Set([FILE]) });
    expect(after.diagnostics).toEqual([]);
    expect(reviewsOf(after).items.map((item) => [item.author, item.date])).toEqual([
      ['Ольга, мама Артёма, Барнаул', '2025-01-20'],
      ['Анна, мама Миши, Бердск', '2024-03-12'],
    ]);
    // its numbers read as the rest of the site's (a no-break space inside a price)
    expect(reviewsOf(after).items[0]!.content).toBe('Курс стоил 45\u00a0000\u00a0₽, и он того стоил.');
    expect(after.dbJson).not.toContain('хранится у координатора');
    await rm(path.join(dir, FILE));
    expect((await builder.build({ changed: new Set([FILE]) })).dbJson).toBe(before.dbJson);
  });

  it('a review without its consent note is refused at its file', async () => {
    await writeFile(path.join(dir, FILE), review('Ольга, мама Артёма, Барнаул', '2025-01-20', 'Спасибо.').replace(/^consent: .*\n/m, ''));
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics.map(({ code, file, line }) => `${code} ${file}:${line}`)).toEqual([`data-invalid ${FILE}:1`]);
    expect(result.diagnostics[0]!.message).toContain('consent');
    expect(result.dbJson).toBeUndefined();
    await rm(path.join(dir, FILE));
  });

  // 152-ФЗ ст. 10.1: publishing is dissemination, with a consent of its own
  it('a review without its consent to dissemination, or with one lacking whose data, is refused at its line', async () => {
    const base = review('Ольга, мама Артёма, Барнаул', '2025-01-20', 'Спасибо.');
    await writeFile(path.join(dir, FILE), base.replace(/^dissemination:\n( {2}.*\n)+/m, ''));
    const missing = await new ContentBuilder(dir).build();
    expect(missing.diagnostics.map(({ code, file, line }) => `${code} ${file}:${line}`)).toEqual([`data-invalid ${FILE}:1`]);
    expect(missing.diagnostics[0]!.message).toContain('dissemination');

    await writeFile(path.join(dir, FILE), base.replace(/^ {2}dataOf: .*\n/m, ''));
    const partial = await new ContentBuilder(dir).build();
    expect(partial.diagnostics.map(({ code, file, line }) => `${code} ${file}:${line}`)).toEqual([`data-invalid ${FILE}:5`]);
    expect(partial.diagnostics[0]!.message).toContain('dissemination');
    expect(partial.dbJson).toBeUndefined();

    await writeFile(path.join(dir, FILE), base);
    const whole = await new ContentBuilder(dir).build();
    expect(whole.diagnostics).toEqual([]);
    expect(whole.dbJson).not.toContain('Смирнова');
    await rm(path.join(dir, FILE));
  });

  it('a consent not yet confirmed is a decision on the launch checklist, one line per review', async () => {
    const pending = review('Ольга, мама Артёма, Барнаул', '2025-01-20', 'Спасибо.').replace(
      /^consent: .*\n/m,
      'consent:\n  value: письменное согласие автора\n  decide: подтвердить, что согласие автора получено\n',
    );
    await writeFile(path.join(dir, FILE), pending);
    const result = await new ContentBuilder(dir).build({ release: true });
    expect(result.diagnostics.map(({ code, file, line }) => `${code} ${file}:${line}`)).toEqual([`sample-value ${FILE}:4`]);
    expect(launchChecklist(result.samples)).toEqual([
      {
        topic: 'правовые тексты',
        send: [],
        decide: [
          {
            text: 'Отзыв «Ольга, мама Артёма, Барнаул» от 20.01.2025: подтвердить, что согласие автора получено',
            law: expect.stringContaining('152-ФЗ'),
            file: FILE,
            line: 4,
          },
        ],
      },
    ]);
    await rm(path.join(dir, FILE));
  });

  it('a review about a child by a grandmother is the clinic’s to settle at the review’s author line, unless she is the guardian', async () => {
    await writeFile(path.join(dir, FILE), `# отзыв из письма\n${review('Людмила, бабушка Вани, Искитим', '2022-08-30', 'Ходим на массаж.')}`);
    const flagged = await new ContentBuilder(dir).build({ release: true });
    expect(flagged.diagnostics.map(({ code, file, line }) => `${code} ${file}:${line}`)).toEqual([`review-consent ${FILE}:2`]);
    expect(flagged.diagnostics[0]!.message).toMatch(/^отзыв «Людмила, бабушка Вани, Искитим» от 30\.08\.2022 написан о ребёнке не родителем/);
    // the ordinary check builds it, counting the item with the samples
    const ordinary = await new ContentBuilder(dir).build();
    expect(ordinary.diagnostics).toEqual([]);
    expect(ordinary.samples).toEqual([expect.objectContaining({ code: 'review-consent', file: FILE, line: 2 })]);

    await writeFile(path.join(dir, FILE), review('Людмила, бабушка Вани, Искитим', '2022-08-30', 'Ходим на массаж.', 'legalGuardian: true\n'));
    const guardian = await new ContentBuilder(dir).build({ release: true });
    expect(guardian.diagnostics).toEqual([]);
    expect(guardian.dbJson).not.toContain('legalGuardian');
    await rm(path.join(dir, FILE));
  });

  it('an empty reviews block with no reviews at all says where they are missing', async () => {
    await rm(path.join(dir, 'data', 'reviews'), { recursive: true });
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics.map(({ code, file, line }) => `${code} ${file}:${line}`)).toEqual(['block-data-missing pages/contacts.md:8']);
    expect(result.diagnostics[0]!.message).toContain('content/data/reviews');
  });
});
