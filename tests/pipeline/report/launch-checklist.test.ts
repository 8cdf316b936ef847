import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { z } from 'zod';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { DATA_FILES, DATA_LOCATIONS, STAFF } from '../../../pipeline/read/load-clinic-data.ts';
import { clinicFactsSchema } from '../../../common/schema/clinic-facts.ts';
import { launchMetaAt } from '../../../pipeline/read/sample-marks.ts';
import { citeLaw, launchChecklist, type ChecklistGroup } from '../../../pipeline/report/launch-checklist.ts';
import { formatChecklistDocument } from '../../../pipeline/report/format-checklist.ts';
import { pngSampleNote, svgSampleNote } from '../../../pipeline/check/placeholder-pictures.ts';
import { runContentCli } from '../../../testing/run-cli.ts';
import { materializeComplete } from '../fixture-helpers.ts';

// The launch checklist (`check --release`): a complete content folder gives none and exits 0; each
// required item missing gives exactly one line, under its topic, saying what to send or decide.
// The items are found in the schemas themselves: every field of a data file that takes a sample
// mark is one, so a field added to a schema is tested with no edit here.

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

async function complete(): Promise<string> {
  const copy = await materializeComplete();
  cleanups.push(copy.cleanup);
  return copy.dir;
}

async function checklistOf(dir: string): Promise<{ groups: ChecklistGroup[]; errors: string[] }> {
  const result = await new ContentBuilder(dir).build({ release: true });
  return {
    groups: launchChecklist(result.samples),
    errors: result.diagnostics
      .filter((diagnostic) => diagnostic.severity === 'error')
      .map((diagnostic) => `${diagnostic.code} ${diagnostic.file}:${diagnostic.line}`),
  };
}

const linesOf = (groups: readonly ChecklistGroup[]) =>
  groups.flatMap((group) => [
    ...group.send.map((line) => ({ ...line, topic: group.topic, kind: 'send' })),
    ...group.decide.map((line) => ({ ...line, topic: group.topic, kind: 'decide' })),
  ]);

describe('a complete content folder', () => {
  it('gives no checklist line and no error; check --release exits 0 with nothing on stdout', async () => {
    const dir = await complete();
    expect(await checklistOf(dir)).toEqual({ groups: [], errors: [] });
    const cli = await runContentCli(['check', '--release', '--content', dir]);
    expect(cli).toMatchObject({ code: 0, stdout: '' });
    const document = await runContentCli(['checklist', '--content', dir]);
    expect(document.code).toBe(0);
    expect(document.stdout).toMatch(/^# Что нужно сделать до запуска сайта\n\nПроверено \d{2}\.\d{2}\.\d{4}: всё, что требуется для запуска, на месте\.\n$/);
  });
});

type Path = (string | number)[];

/** every path of a YAML file where a sample mark passes the file's schema: the file's required items */
function markablePaths(source: string, schema: z.ZodType): Path[] {
  const paths: Path[] = [];
  const walk = (node: unknown, at: Path) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        paths.push([...at, key]);
        walk(pair.value, [...at, key]);
      }
    } else if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...at, index]));
  };
  walk(parseDocument(source).contents, []);
  return paths.filter((at) => schema.safeParse(marked(source, at, 'x').toJS()).success);
}

function marked(source: string, at: Path, note: string) {
  const document = parseDocument(source);
  const value = (document.getIn(at, true) as Node).toJSON() as unknown;
  document.setIn(at, document.createNode({ value, sample: note }));
  return document;
}

const DATA_SPECS: { file: string; schema: z.ZodType; topic: string }[] = [
  { file: 'data/clinic.yaml', schema: clinicFactsSchema, topic: 'реквизиты' },
  ...Object.values(DATA_FILES).map(({ file, schema, topic }) => ({ file, schema, topic })),
  { file: `${STAFF.folder}/ivanova.yaml`, schema: STAFF.schema, topic: STAFF.topic },
];

// the sources of the complete folder (the good fixture's phone is a sample)
const COMPLETE = await complete();
const ITEMS = await Promise.all(
  DATA_SPECS.map(async (spec) => {
    const source = await readFile(path.join(COMPLETE, spec.file), 'utf8');
    return markablePaths(source, spec.schema).map((at) => ({ ...spec, source, at, name: `${spec.file} ${at.join('.')}` }));
  }),
).then((lists) => lists.flat());

describe('each required item missing gives exactly one checklist line', () => {
  it('the data files have the required items the law asks for', () => {
    const names = ITEMS.map((item) => item.name);
    for (const expected of [
      'data/clinic.yaml legalName',
      'data/clinic.yaml ogrn',
      'data/organization.yaml registrationDate',
      'data/organization.yaml head.reception',
      'data/licence.yaml number',
      'data/licence.yaml works',
      'data/supervisors.yaml bodies.0.address',
      'data/supervisors.yaml bodies.0.phone',
      'data/free-care.yaml regional.href',
      'data/patients.yaml duties',
      'data/vacancies.yaml vacancies',
      'data/staff/ivanova.yaml education.0.institution',
      'data/staff/ivanova.yaml education.0.year',
      'data/staff/ivanova.yaml accreditations.0.validUntil',
      'data/staff/ivanova.yaml schedule',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names).not.toContain('data/staff/ivanova.yaml about');
  });

  it.each(ITEMS.map((item) => [item.name, item] as const))('%s', async (_, item) => {
    const dir = await complete();
    const note = `образец для проверки: ${item.at.join(' ')}`;
    await writeFile(path.join(dir, item.file), marked(item.source, item.at, note).toString());
    const { groups, errors } = await checklistOf(dir);
    const lines = linesOf(groups);
    expect(lines).toHaveLength(1);
    expect(errors).toHaveLength(1);
    const [line] = lines;
    expect(line!.kind).toBe('send');
    expect(line!.topic).toBe(launchMetaAt(item.schema, item.at)?.topic ?? item.topic);
    expect(line!.file).toBe(item.file);
    if (item.file.startsWith(STAFF.folder)) {
      // a sample name may look real: its line says it is one
      const sample = item.at.join('.') === 'name' ? 'Образец — ' : '';
      expect(line!.text).toBe(`${sample}Иванова Мария Петровна, врач-невролог: ${note}`);
    } else expect(line!.text).toBe(note.charAt(0).toUpperCase() + note.slice(1));
  });

  it('a worker with several fields missing is one line naming the worker', async () => {
    const dir = await complete();
    const file = `${STAFF.folder}/ivanova.yaml`;
    const source = await readFile(path.join(COMPLETE, file), 'utf8');
    const once = marked(source, ['experienceSince'], 'год начала стажа').toString();
    await writeFile(path.join(dir, file), marked(once, ['schedule'], 'график работы').toString());
    expect(linesOf((await checklistOf(dir)).groups).map((line) => line.text)).toEqual([
      'Иванова Мария Петровна, врач-невролог: год начала стажа; график работы',
    ]);
  });

  it.each(Object.entries(DATA_LOCATIONS))('no %s (%s) at all: one line asking for it', async (_, location) => {
    const dir = await complete();
    await rm(path.join(dir, location), { recursive: true });
    const { groups, errors } = await checklistOf(dir);
    expect(linesOf(groups)).toEqual([expect.objectContaining({ kind: 'send', file: location, line: 1, text: expect.stringMatching(/^[А-Я]/) })]);
    expect(errors).toEqual([`data-missing ${location}:1`]);
  });

  it('a page’s sample item, a block’s sample mark: one line each', async () => {
    const dir = await complete();
    await writeFile(
      path.join(dir, 'pages', 'contacts.md'),
      '---\ntitle: Контакты\ndescription: Описание.\nsample:\n  - decide: режим работы координаторов\n    topic: реквизиты\n---\n\n::: note {sample="текст выноски"}\nТекст.\n:::\n',
    );
    expect(linesOf((await checklistOf(dir)).groups)).toEqual([
      expect.objectContaining({ topic: 'реквизиты', kind: 'decide', text: 'Режим работы координаторов', file: 'pages/contacts.md', line: 5 }),
      expect.objectContaining({ topic: 'тексты страниц', kind: 'send', text: 'Текст выноски', file: 'pages/contacts.md', line: 9 }),
    ]);
  });

  it('a review about a child by a grandmother: one line for the clinic to decide, under the legal texts', async () => {
    const dir = await complete();
    await writeFile(
      path.join(dir, 'pages', 'contacts.md'),
      '---\ntitle: Контакты\ndescription: Описание.\n---\n\n::: reviews\n- author: Людмила, бабушка Вани, Искитим\n  date: 2022-08-30\n  content: Ходим на массаж.\n:::\n',
    );
    const lines = linesOf((await checklistOf(dir)).groups);
    expect(lines).toEqual([
      expect.objectContaining({
        topic: 'правовые тексты',
        kind: 'decide',
        line: 7,
        text: expect.stringMatching(/^Отзыв «Людмила, бабушка Вани, Искитим» от 30\.08\.2022/),
      }),
    ]);
    expect(lines[0]!.law).toBe('152-ФЗ ст. 10 ч. 2; 152-ФЗ (статью и пункт уточнить у юриста)');
  });

  it('a placeholder picture, SVG or PNG: one line each under the pictures, saying what to send', async () => {
    const dir = await complete();
    await mkdir(path.join(dir, 'public', 'images', 'clinic'), { recursive: true });
    await writeFile(
      path.join(dir, 'public', 'images', 'clinic', 'hall.svg'),
      '<svg data-sample="фотография холла" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>',
    );
    await writeFile(path.join(dir, 'public', 'images', 'cover.png'), pngWithSample('логотип клиники'));
    await writeFile(path.join(dir, 'public', 'images', 'real.png'), pngWithSample(undefined));
    expect(linesOf((await checklistOf(dir)).groups)).toEqual([
      expect.objectContaining({ topic: 'изображения', kind: 'send', text: 'Фотография холла', file: 'public/images/clinic/hall.svg' }),
      expect.objectContaining({ topic: 'изображения', kind: 'send', text: 'Логотип клиники', file: 'public/images/cover.png' }),
    ]);
  });
});

describe('the checklist’s words', () => {
  it('cites a source that was read with its article, one only recalled by its act and «уточнить у юриста»', () => {
    expect(citeLaw(['38-ФЗ ст. 24 ч. 1'])).toBe('38-ФЗ ст. 24 ч. 1');
    expect(citeLaw(['323-ФЗ ст. 79', 'приказ 118н'])).toBe('323-ФЗ; приказ Минздрава № 118н (статью и пункт уточнить у юриста)');
    expect(citeLaw([])).toBe('');
  });

  it('the printable document has no file or field name, only what to do, grouped and boxed', () => {
    const groups = launchChecklist([
      { what: 'ОГРН по выписке', file: 'data/clinic.yaml', line: 9, topic: 'реквизиты', kind: 'send', law: ['323-ФЗ ст. 79'] },
      { what: 'участвует ли клиника в ОМС', file: 'data/free-care.yaml', line: 4, topic: 'цены и услуги', kind: 'decide' },
      { what: 'США', file: 'data/clinic.yaml', line: 30, topic: 'формы и почта', kind: 'decide', code: 'form-service-abroad', law: ['152-ФЗ ст. 18 ч. 5'] },
    ]);
    const document = formatChecklistDocument(groups, new Date(2026, 10, 25), 0);
    expect(document).toBe(
      [
        '# Что нужно сделать до запуска сайта',
        '',
        'Проверено 25.11.2026. 3 пункта: прислать 1, решить 2.',
        '',
        'Отметьте пункт, когда клиника прислала сведения или приняла решение. Где закон назван без статьи, статью и пункт уточнит юрист клиники.',
        '',
        '## Реквизиты',
        '',
        '**Прислать**',
        '',
        '- [ ] ОГРН по выписке — основание: 323-ФЗ (статью и пункт уточнить у юриста)',
        '',
        '## Цены и услуги',
        '',
        '**Решить**',
        '',
        '- [ ] Участвует ли клиника в ОМС',
        '',
        '## Формы и почта',
        '',
        '**Решить**',
        '',
        '- [ ] Сервис отправки форм записывает данные за пределами России (страна — «США»): перевести формы на приёмник клиники или выбрать сервис в России — основание: 152-ФЗ ст. 18 ч. 5',
        '',
        '## Законы, на которые ссылается список',
        '',
        '- 323-ФЗ — Федеральный закон от 21.11.2011 № 323-ФЗ «Об основах охраны здоровья граждан в Российской Федерации»',
        '- 152-ФЗ — Федеральный закон от 27.07.2006 № 152-ФЗ «О персональных данных»',
        '',
      ].join('\n'),
    );
  });
});

describe('the marks in pictures', () => {
  it('an SVG says it in data-sample on its root element, and only there', () => {
    expect(svgSampleNote('<svg data-sample="фото &quot;холла&quot;" viewBox="0 0 1 1"><g/></svg>')).toBe('фото "холла"');
    expect(svgSampleNote('<svg viewBox="0 0 1 1"><g data-sample="не корень"/></svg>')).toBeUndefined();
    expect(svgSampleNote('<svg data-sample="" viewBox="0 0 1 1"/>')).toBeUndefined();
  });

  it('a PNG in an iTXt or tEXt chunk named sample before its image data; a broken file has none', () => {
    expect(pngSampleNote(pngWithSample('логотип'))).toBe('логотип');
    expect(pngSampleNote(pngWithSample('logo', 'tEXt'))).toBe('logo');
    expect(pngSampleNote(pngWithSample(undefined))).toBeUndefined();
    expect(pngSampleNote(Buffer.from('not a png'))).toBeUndefined();
    expect(pngSampleNote(pngWithSample('логотип').subarray(0, 30))).toBeUndefined();
  });
});

/** a 1×1 PNG, with a `sample` text chunk when a note is given */
function pngWithSample(note: string | undefined, type: 'iTXt' | 'tEXt' = 'iTXt'): Buffer {
  const chunk = (name: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(name, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  const text =
    note === undefined
      ? []
      : [
          chunk(
            type,
            type === 'iTXt' ? Buffer.concat([Buffer.from('sample\0\0\0\0\0', 'latin1'), Buffer.from(note, 'utf8')]) : Buffer.from(`sample\0${note}`, 'latin1'),
          ),
        ];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...text,
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
