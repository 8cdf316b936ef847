import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFacts } from '../../../pipeline/read/load-facts.ts';
import { messageIn } from '../../../pipeline/messages/catalogue.ts';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { materialize } from '../fixture-helpers.ts';
import { readDataFile } from '../../../pipeline/read/read-data-file.ts';
import { DATA_FILES } from '../../../pipeline/read/load-clinic-data.ts';
import { phoneLink } from '../../../pipeline/blocks/data-nodes.ts';

// The clinic's phone in content/data/clinic.yaml: written as people write a city number, with the
// code in brackets, and shown on the site in the form its numbers take; a wrong one says what is wrong.

const CONTENT = path.resolve(import.meta.dirname, '../../../content');

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => cleanup?.());

/** the facts of the good fixture with its phone written as `phone` (the line «phone: …» is line 5) */
async function factsWithPhone(phone: string) {
  const copy = await materialize();
  cleanup = copy.cleanup;
  const file = path.join(copy.dir, 'data/clinic.yaml');
  const source = await readFile(file, 'utf8');
  await writeFile(file, source.replace(/^phone:\n {2}value: .*\n {2}sample: .*\n/m, `phone: ${phone}\n`));
  return loadFacts(copy.dir);
}

describe('the phone in the facts', () => {
  it('with the city code in brackets and dashes is accepted, shown as the site shows numbers and dialled by its digits', async () => {
    const { facts, diagnostics } = await factsWithPhone('+7 (38343) 2-15-67');
    expect(diagnostics).toEqual([]);
    expect(facts!.texts.get('phone')).toBe('+7 38343 2-15-67');
    expect(facts!.texts.get('phone.link')).toBe('tel:+73834321567');
    expect(facts!.site).toMatchObject({ phone: '+73834321567', phoneDisplay: '+7 38343 2-15-67' });
    const page = compilePage('pages/x.md', '---\ntitle: Т\ndescription: Д.\n---\n\nЗвоните: [{{phone}}]({{phone.link}}).\n', createMarkdown(), facts!.texts);
    expect(page.ast).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Звоните: ' },
          { type: 'link', href: 'tel:+73834321567', internal: false, children: [{ type: 'text', value: '+7 38343 2-15-67' }] },
          { type: 'text', value: '.' },
        ],
      },
    ]);
  });

  it('pasted with en dashes and no spaces is the same number', async () => {
    const { facts } = await factsWithPhone('+7(38343)2–15–67');
    expect(facts!.texts.get('phone')).toBe('+7 38343 2-15-67');
  });

  it('of the clinic’s content keeps its text and link', async () => {
    const { facts, diagnostics } = await loadFacts(CONTENT);
    expect(diagnostics).toEqual([]);
    expect(facts!.texts.get('phone')).toBe('+7 999 000-00-00');
    expect(facts!.site).toMatchObject({ phone: '+79990000000', phoneDisplay: '+7 999 000-00-00' });
  });

  it.each([
    [
      '8 (38343) 2-15-67',
      'поле «phone»: ожидалось: номер телефона в международном формате: +7 (а не 8), затем цифры — через пробелы, дефисы или со скобками вокруг кода города, например +7 (38343) 2-15-67, а написано «8 (38343) 2-15-67»',
    ],
    [
      '+7 (38343 2-15-67',
      'поле «phone»: ожидалось: одна пара скобок — вокруг кода города сразу после +7, например +7 (38343) 2-15-67, а написано «+7 (38343 2-15-67»',
    ],
    [
      '+7 (383) 2-15-67',
      'поле «phone»: ожидалось: российский номер из 11 цифр: +7, затем код города или оператора и сам номер, например +7 (38343) 2-15-67, а написано «+7 (383) 2-15-67»',
    ],
    [
      '+7 999 000-00-00 доб. 12',
      'поле «phone»: ожидалось: номер телефона в международном формате: +7 (а не 8), затем цифры — через пробелы, дефисы или со скобками вокруг кода города, например +7 (38343) 2-15-67, а написано «+7 999 000-00-00 доб. 12»',
    ],
  ])('%j is refused with what is wrong, at its line', async (phone, message) => {
    const { facts, diagnostics } = await factsWithPhone(phone);
    expect(facts).toBeUndefined();
    expect(diagnostics.map((diagnostic) => `${diagnostic.line}:${diagnostic.column} ${diagnostic.code} ${messageIn(diagnostic, 'ru')}`)).toEqual([
      `5:1 facts-invalid ${message}`,
    ]);
  });
});

describe('a phone in the clinic’s other data (content/data/supervisors.yaml)', () => {
  const spec = DATA_FILES.supervisors;

  it('is written with the city code in brackets too, and shown and dialled as the facts’ phone is', async () => {
    const source = await readFile(path.join(CONTENT, spec.file), 'utf8');
    const result = readDataFile(source.replace('value: +7 383 000-00-00', 'value: +7 (383) 218-83-56'), spec);
    expect(result.ok).toBe(true);
    const phone = result.ok ? String((result.value.bodies[0]!.phone as { value: string }).value) : '';
    expect(phoneLink(phone)).toEqual({ type: 'link', href: 'tel:+73832188356', internal: false, children: [{ type: 'text', value: '+7 383 218-83-56' }] });
    // the numbers already written keep their text
    expect(phoneLink('+7 383 000-00-00')).toMatchObject({ children: [{ type: 'text', value: '+7 383 000-00-00' }] });
  });

  it('indented with a tab is named once, at its line', async () => {
    const source = await readFile(path.join(CONTENT, spec.file), 'utf8');
    const result = readDataFile(source.replace('    phone:\n      value: +7 383 000-00-00', '    phone:\n\t  value: +7 383 000-00-00'), spec);
    expect(
      result.ok ? [] : result.diagnostics.map((diagnostic) => `${diagnostic.line}:${diagnostic.column} ${diagnostic.code} ${messageIn(diagnostic, 'ru')}`),
    ).toEqual([
      '11:1 data-yaml ошибка в записи файла данных клиники: отступ сделан табуляцией, а в YAML отступы — только пробелы: замените табуляцию 6 пробелами, чтобы «value» встало на 2 пробела правее «phone» из строки 10',
    ]);
  });
});
