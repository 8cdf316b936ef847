import { describe, expect, it } from 'vitest';
import { licensedServiceItems } from '../../../pipeline/read/licensed-services.ts';
import { citeLaw } from '../../../pipeline/report/launch-checklist.ts';
import type { Frontmatter } from '../../../common/schema/frontmatter.ts';

// A page's services against the licence's works: what the licence does not cover is the clinic's
// to act on, a launch item naming the page, the service, what to do and the law.

const WORKS = ['neurology', 'exercise-therapy'] as const;

function itemsOf(file: string, frontmatter: Pick<Frontmatter, 'title' | 'services'>, works: readonly (typeof WORKS)[number][] | undefined = WORKS) {
  const source = [
    '---',
    `title: ${frontmatter.title}`,
    'services:',
    ...(frontmatter.services ?? []).flatMap((service) => [`  - name: ${service.name}`]),
    '---',
  ];
  return licensedServiceItems(file, frontmatter, source, works);
}

describe('a service against the licence', () => {
  it('a service whose work the licence lists gives no item', () => {
    expect(itemsOf('pages/services/method-2.md', { title: 'ЛФК', services: [{ name: 'Лечебная физкультура', work: 'exercise-therapy' }] })).toEqual([]);
  });

  it('a service whose work the licence lacks is one item at its line: the page, the service, the work, what to do, the law', () => {
    const [item, ...rest] = itemsOf('pages/anket.md', { title: 'Анкета', services: [{ name: 'Осмотр офтальмолога', work: 'ophthalmology' }] });
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ file: 'pages/anket.md', line: 4, topic: 'лицензия', kind: 'decide' });
    expect(item!.what).toBe(
      'услуга «Осмотр офтальмолога» (страница «Анкета»): в лицензии нет работы «офтальмология» — добавить работу в лицензию (переоформить лицензию) или убрать услугу с сайта',
    );
    expect(citeLaw(item!.law!)).toBe('38-ФЗ ст. 7 п. 7; КоАП РФ (статью и пункт уточнить у юриста)');
  });

  it('a service that names no work is an item, whatever the licence says', () => {
    const items = itemsOf('pages/prices.md', { title: 'Цены', services: [{ name: 'Массаж' }] }, undefined);
    expect(items.map((item) => item.what)).toEqual([expect.stringMatching(/^услуга «Массаж» \(страница «Цены»\): не названа работа лицензии/)]);
  });

  it('a page under services/ that declares no services is an item; other pages and the section index are not', () => {
    expect(itemsOf('pages/services/new-method.md', { title: 'Новый метод' })).toEqual([
      expect.objectContaining({ line: 1, kind: 'decide', what: expect.stringContaining('страница «Новый метод» описывает медицинскую услугу') }),
    ]);
    expect(itemsOf('pages/services/index.md', { title: 'Услуги' })).toEqual([]);
    expect(itemsOf('pages/about.md', { title: 'О клинике' })).toEqual([]);
    expect(itemsOf('pages/services/treatment-methods.md', { title: 'Все услуги', services: [] })).toEqual([]);
  });

  it('a cell-product service asks for the registration or a trial permit, citing its law, until the registration is written', () => {
    const m2 = { name: 'Терапия макрофагами M2', work: 'neurology', requires: 'cell-product-registration' } as const;
    const [item, ...rest] = itemsOf('pages/research/m2.md', { title: 'Макрофаги M2', services: [m2] });
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ kind: 'send', topic: 'лицензия' });
    expect(item!.what).toContain('регистрационное удостоверение продукта или разрешение Минздрава России на клиническое исследование');
    expect(citeLaw(item!.law!)).toBe('180-ФЗ; 38-ФЗ (статью и пункт уточнить у юриста)');
    expect(itemsOf('pages/research/m2.md', { title: 'Макрофаги M2', services: [{ ...m2, registration: 'РУ № 000 от 01.01.2026' }] })).toEqual([]);
  });
});
