import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { factsOf, roubles } from '../../../pipeline/read/load-facts.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { clinicFactsSchema } from '../../../common/schema/clinic-facts.ts';
import { substituteFacts } from '../../../pipeline/read/substitute-facts.ts';
import { GOOD } from '../fixture-helpers.ts';

// `{{name}}` in a page stands for the clinic's fact of that name (content/data/clinic.yaml).

const source = readFileSync(path.join(GOOD, 'data', 'clinic.yaml'), 'utf8');
const facts = factsOf(clinicFactsSchema.parse(parse(source)), source);
const md = createMarkdown();

describe('the facts file', () => {
  it('gives each name its text, the tel: and mailto: addresses, and prices in roubles', () => {
    expect(facts.texts.get('phone')).toBe('+7 999 000-00-00');
    expect(facts.texts.get('phone.link')).toBe('tel:+79990000000');
    expect(facts.texts.get('email.link')).toBe('mailto:info@example.ru');
    // no-break spaces: between the thousands and before ₽, so a price never wraps inside
    expect(facts.texts.get('secondAttendantPrice')).toBe('2\u00a0000\u00a0₽');
    expect(facts.texts.get('diagnosticPackagePrice')).toBe('99\u00a0000\u00a0₽');
    expect(facts.texts.get('diagnosticPackagePrice.number')).toBe('99000');
  });

  it('gives the footer its data and search engines the opening hours, from the same facts', () => {
    expect(facts.site).toMatchObject({ name: 'Клиника', phone: '+79990000000', phoneDisplay: '+7 999 000-00-00', email: 'info@example.ru' });
    expect(facts.site.openingHours).toEqual(['Mo-Fr 09:00-18:00', 'Sa 09:00-14:00']);
  });

  it('lists each sample value at the line of its fact, with what the clinic must supply, its checklist topic and law', () => {
    expect(facts.samples).toEqual([
      { what: 'номер телефона клиники', file: 'data/clinic.yaml', line: 5, topic: 'реквизиты', kind: 'send', law: ['323-ФЗ ст. 79', 'приказ 118н'] },
    ]);
  });

  it('a decision the clinic must take is marked `decide`, under the topic of its fact', () => {
    const marked = source.replace('secondAttendantPrice: 2000', 'secondAttendantPrice:\n  value: 2000\n  decide: цена проживания второго сопровождающего');
    const line = marked.split('\n').indexOf('secondAttendantPrice:') + 1;
    expect(factsOf(clinicFactsSchema.parse(parse(marked)), marked).samples).toContainEqual({
      what: 'цена проживания второго сопровождающего',
      file: 'data/clinic.yaml',
      line,
      topic: 'цены и услуги',
      kind: 'decide',
    });
  });

  it.each([
    [900, '900 ₽'],
    [1500, '1 500 ₽'],
    [12000, '12 000 ₽'],
    [1250000, '1 250 000 ₽'],
  ])('writes %d roubles as «%s», with no-break spaces', (amount, text) => {
    expect(roubles(amount)).toBe(text.replaceAll(' ', '\u00a0'));
  });

  it.each([
    ['address', 'Улица [дом]', /fact-plain-text/],
    ['name', 'Клиника: лучшая', /fact-plain-text/],
    ['phone', '8 999 000 00 00', /phone-text/],
    ['ogrn', '123', /expectation:ogrn/],
  ])('refuses %s = %j (the rule the message catalogue words)', (name, value, message) => {
    const result = clinicFactsSchema.safeParse({ ...parse(source), [name]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).join(' ')).toMatch(message);
  });
});

describe('a fact on a page', () => {
  const page = (body: string) => compilePage('pages/x.md', `---\ntitle: Страница\ndescription: Описание.\n---\n\n${body}\n`, md, facts.texts);

  it('reads in text', () => {
    const compiled = page('Пакет стоит {{diagnosticPackagePrice}}, звоните {{ phone }}.');
    expect(compiled.diagnostics).toEqual([]);
    expect(JSON.stringify(compiled.ast)).toContain('Пакет стоит 99\u00a0000\u00a0₽, звоните +7 999 000-00-00.');
  });

  it('makes tel: and mailto: links', () => {
    const compiled = page('[{{phone}}]({{phone.link}}) и [{{email}}]({{email.link}})');
    expect(compiled.diagnostics).toEqual([]);
    const json = JSON.stringify(compiled.ast);
    expect(json).toContain('"href":"tel:+79990000000"');
    expect(json).toContain('"href":"mailto:info@example.ru"');
    expect(json).toContain('"value":"+7 999 000-00-00"');
  });

  it("reads inside a block's YAML body", () => {
    const compiled = page(
      ['::: prices', '- title: Диагностический пакет', '  price: {{diagnosticPackagePrice.number}}', '  unit: "{{address}}"', ':::'].join('\n'),
    );
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.ast[0]).toMatchObject({ rows: [{ price: 99000, unit: 'Молдавская улица 50, Искитим, Новосибирская область' }] });
  });

  it('an unknown name is an error at its line and column, with the nearest name, and nothing else is said of that line', () => {
    const compiled = page('Текст.\n\nПочта: [{{email}}]({{emial.link}}).');
    expect(compiled.diagnostics).toEqual([
      {
        code: 'fact-unknown',
        severity: 'error',
        message: expect.stringMatching(/^неизвестный факт «emial\.link» — возможно, «email\.link»\? Известные факты: name, /),
        params: { name: 'emial.link', known: expect.arrayContaining(['email', 'email.link', 'phone']) },
        file: 'pages/x.md',
        line: 8,
        column: 20,
      },
    ]);
  });

  it("keeps the page's lines: a problem after a fact is still reported at its own line", () => {
    const compiled = page('{{phone}}\n\n[ссылка](relative)');
    expect(compiled.diagnostics.map(({ code, line }) => ({ code, line }))).toEqual([{ code: 'link-relative', line: 8 }]);
  });

  it('and its columns: a problem after facts on the same line is at its column in the file', () => {
    const line = 'Звоните {{phone}} или пишите {{ email }}: [ссылка](relative)';
    const compiled = page(line);
    expect(compiled.diagnostics.map(({ code, line, column }) => ({ code, line, column }))).toEqual([
      { code: 'link-relative', line: 6, column: line.indexOf('(relative)') + 2 },
    ]);
  });

  it("maps a column inside a fact's text to the fact's name", () => {
    const substituted = substituteFacts('pages/x.md', 'a {{phone}} b', facts.texts);
    expect(substituted.text).toBe('a +7 999 000-00-00 b');
    expect(substituted.originalColumn(1, 1)).toBe(1);
    expect(substituted.originalColumn(1, 5)).toBe(3);
    expect(substituted.originalColumn(1, 20)).toBe(13);
  });

  it('leaves a page without braces alone', () => {
    expect(substituteFacts('pages/x.md', 'Текст {без фактов}.', facts.texts)).toMatchObject({ text: 'Текст {без фактов}.', diagnostics: [] });
  });
});
