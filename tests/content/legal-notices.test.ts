import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { ContentBuilder } from '../../pipeline/build.ts';
import { loadClinicData } from '../../pipeline/read/load-clinic-data.ts';
import { LICENSED_WORKS } from '../../common/schema/clinic-data/licensed-works.ts';

// What a Russian clinic's pages owe their readers beyond the spec: the advertising-law warning atop
// each page about treatment (38-ФЗ ст. 24; the footer carries it on every page), reviews published
// with written consent and a badge that says no more than consented, promotions without a made-up
// usual price and with what the countdown counts to, the consent text of the forms.

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const result = await new ContentBuilder(CONTENT).build();
interface Node {
  type: string;
  kind?: string;
  title?: string;
  children?: Node[];
}
const pages = (JSON.parse(result.dbJson!) as { pages: { route: string; title: string; ast: Node[] }[] }).pages;
const page = (route: string) => pages.find((record) => record.route === route)!;
/** the page's visible text, roughly: every string in its tree */
const textOf = (route: string) => JSON.stringify(page(route).ast);

const CONTRAINDICATIONS = 'Имеются противопоказания. Необходима консультация специалиста.';

describe('the pages about treatment', () => {
  const servicePages = pages.filter((record) => record.route.startsWith('/services'));

  it.each(servicePages.map((record) => record.route))('%s opens with the contraindications warning', (route) => {
    expect(page(route).ast[0]).toEqual({ type: 'callout', kind: 'warning', title: CONTRAINDICATIONS, children: [] });
  });

  it('are all the service pages there are', () => {
    expect(servicePages.length).toBeGreaterThanOrEqual(12);
  });
});

describe('reviews', () => {
  it('say they are published with the written consent of patients or their parents, a sample the clinic confirms', () => {
    expect(textOf('/reviews')).toContain('только с письменного согласия авторов');
    // each review's file notes its author's consent: a decision the clinic confirms, review by review
    const reviews = readdirSync(path.join(CONTENT, 'data', 'reviews'));
    expect(reviews.length).toBeGreaterThan(0);
    for (const name of reviews) {
      expect(result.samples).toContainEqual(
        expect.objectContaining({ file: `data/reviews/${name}`, kind: 'decide', law: ['152-ФЗ ст. 9', '152-ФЗ ст. 10 ч. 2'], what: expect.stringContaining('письменное согласие автора') }),
      );
    }
  });

  it('explain the badge without confirming a diagnosis or a result', () => {
    expect(textOf('/reviews')).toContain('Значок не подтверждает диагноз, сроки или результаты лечения');
  });
});

describe('promotions', () => {
  it.each(['/promotions', '/promotions/special-offers'])('%s names no usual price of the everyday offer and says what the countdown counts to', (route) => {
    const text = textOf(route);
    expect(text).not.toMatch(/[Оо]бычно (такой|он|она|это)?\s*[а-я ]*сто[ия]т/);
    expect(text).toContain('06:00');
    expect(text).toMatch(/по часам вашего устройства/);
    expect(text).toMatch(/без ограничения срока/);
  });

  it('the everyday offer has no crossed-out price', () => {
    expect(textOf('/promotions')).not.toContain('"type":"strikethrough"');
  });
});

describe('the consent text', () => {
  it('is a page of its own that says the box in the form is how consent is given', () => {
    expect(page('/consent').title).toBe('Согласие на обработку персональных данных');
    expect(textOf('/consent')).toContain('Посетитель даёт его, когда ставит отметку');
  });

  it('and the policy speaks of one way only: no written consent through the site', () => {
    expect(textOf('/privacy-policy')).not.toMatch(/письменн[а-я]* соглас/);
    expect(textOf('/consent')).not.toMatch(/письменн[а-я]* соглас/);
  });
});

const data = await loadClinicData(CONTENT);

describe('the medical organisation page (323-ФЗ ст. 79, приказ 118н)', () => {
  const source = readFileSync(path.join(CONTENT, 'pages', 'medical-organization.md'), 'utf8');

  it('names the organisation, its licence, its workers’ qualifications and free care under ОМС', () => {
    const text = textOf('/medical-organization');
    for (const part of ['ОГРН', 'ИНН', 'Дата государственной регистрации', 'Учредители', 'Приём граждан руководителем', 'Номер лицензии', 'Лицензия выдана на работы и услуги', 'Бесплатная медицинская помощь', 'по полису ОМС']) {
      expect(text).toContain(part);
    }
  });

  it('is generated from the data: every item of the data files is on it, and the page itself holds none', () => {
    // the page's text with its no-break spaces as the data writes them
    const text = textOf('/medical-organization').replace(/\u00a0/g, ' ');
    const values = data.data.values;
    for (const shown of [
      values.licence!.number,
      ...values.licence!.works.map((work) => LICENSED_WORKS[work]),
      values.organization!.registrar,
      ...values.supervisors!.bodies.flatMap((body) => [body.name, body.address]),
      values.freeCare!.regional.title,
      ...values.patients!.duties,
      ...values.staff!.flatMap((member) => [member.name, member.education[0]!.institution]),
    ]) {
      expect(text).toContain(shown);
    }
    // only the working hours are a table of the page's own, with the facts in it
    expect(source.match(/^\|/gm)).toHaveLength(5);
    expect(source).not.toMatch(/аккредитац[а-я]* №|Л041|Росздравнадзор\S* —/);
  });

  it('gives each supervising body its address, its phone as a link and its site, not «on their sites»', () => {
    const supervisors = page('/medical-organization').ast.find((node) => node.type === 'list' && JSON.stringify(node).includes('Росздравнадзор'))!;
    const bodies = (supervisors as unknown as { items: unknown[] }).items;
    expect(bodies).toHaveLength(3);
    for (const body of bodies) {
      const text = JSON.stringify(body);
      expect(text).toContain('Адрес: ');
      expect(text).toMatch(/"href":"tel:\+7\d{10}"/);
      expect(text).toMatch(/"href":"https:\/\//);
    }
    expect(textOf('/medical-organization')).not.toContain('на их официальных сайтах');
  });

  it('shows the licence’s issuer from its supervisor’s record: name, address and phone written once', () => {
    const values = data.data.values;
    const issuer = values.supervisors!.bodies.find((body) => body.id === values.licence!.issuer)!;
    expect(issuer.name).toBe('Министерство здравоохранения Новосибирской области');
    const table = JSON.stringify(page('/medical-organization').ast.find((node) => JSON.stringify(node).includes('Кем выдана')));
    for (const [row, value] of [
      ['Кем выдана', issuer.name],
      ['Адрес органа, выдавшего лицензию', issuer.address],
      ['Телефон органа, выдавшего лицензию', issuer.phone.replace(/[()]/g, '')],
    ]) {
      expect(table).toContain(row);
      expect(table).toContain(value);
    }
  });
});

/** whether a text cites the paid-services rules of 11.05.2023 № 736 as in force: any mention outside a sentence saying they expired */
function citesExpiredRulesAsInForce(text: string): boolean {
  return text
    .split(/(?<=[.;!?])\s+/)
    .some((sentence) => /№\s*736\b|11\.05\.2023/.test(sentence) && !/утратил[аио]? силу|действовал[аио]? до/.test(sentence));
}

describe('no expired act cited as in force', () => {
  it('the check itself: a sentence citing № 736 as the rules followed is caught, one saying it expired is not', () => {
    expect(citesExpiredRulesAsInForce('Платные услуги оказываются по Правилам (постановление Правительства РФ от 11.05.2023 № 736).')).toBe(true);
    expect(citesExpiredRulesAsInForce('Так клиника сообщает о бесплатной помощи. Основание — № 736.')).toBe(true);
    expect(citesExpiredRulesAsInForce('Постановление № 736 от 11.05.2023 утратило силу 01.09.2026.')).toBe(false);
  });

  it.each(pages.map((record) => record.route))('%s does not cite the paid-services rules № 736 as in force', (route) => {
    const texts = JSON.stringify(page(route).ast)
      .match(/"value":"((?:[^"\\]|\\.)*)"/g)!
      .map((value) => JSON.parse(value.slice('"value":'.length)) as string)
      .join(' ');
    expect(citesExpiredRulesAsInForce(texts)).toBe(false);
  });
});

describe('the diagnostic package', () => {
  it('says what happens to its price when the family declines the injections, in the price list too', () => {
    expect(textOf('/anket')).toMatch(/Вы можете от них отказаться: остальные исследования пакета от этого не зависят, а цена пакета уменьшится на стоимость инъекций — 9\u00a0000\u00a0₽/);
    expect(textOf('/prices/price-list')).toContain('от неё можно отказаться — тогда пакет стоит на 9\u00a0000\u00a0₽ меньше');
  });
});

describe('a review about a child', () => {
  it('written by someone other than a parent or guardian is flagged for the clinic, and the reviews keep their consent note', () => {
    expect(result.samples).toContainEqual(
      expect.objectContaining({ code: 'review-consent', file: 'data/reviews/2022-08-30-lyudmila-iskitim.yaml', line: 4, what: expect.stringContaining('Людмила, бабушка Вани') }),
    );
    expect(textOf('/reviews')).toContain('только с письменного согласия авторов');
  });
});
