import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';

// What a Russian clinic's pages owe their readers beyond the spec: the advertising-law warning atop
// each page about treatment (38-ФЗ ст. 24; the footer carries it on every page), reviews published
// with written consent and a badge that says no more than consented, promotions without a made-up
// usual price and with what the countdown counts to, the consent text of the forms.

const result = await new ContentBuilder(path.resolve(import.meta.dirname, '../../content')).build();
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
    expect(result.samples).toContainEqual(expect.objectContaining({ file: 'pages/reviews.md', what: expect.stringContaining('письменное согласие на публикацию') }));
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

describe('the medical organisation page (ПП РФ № 736)', () => {
  it('names the organisation, its licence, its doctors\u2019 qualifications and free care under ОМС', () => {
    const text = textOf('/medical-organization');
    for (const part of ['ОГРН', 'ИНН', 'Номер лицензии', 'Лицензия выдана на работы и услуги', 'свидетельство об аккредитации', 'Бесплатная медицинская помощь', 'по полису ОМС']) expect(text).toContain(part);
  });
});
