import { describe, expect, it } from 'vitest';
import type { Sidebar } from '../../../common/schema/navigation.ts';
import { breadcrumbTrail, cutTitle } from '../../../app/shell/breadcrumb-trail.ts';

// spec §2.9
const main: Sidebar = {
  sections: [
    { title: 'Информация', defaultCollapsed: false, items: [{ title: 'О клинике', href: '/about' }] },
    {
      title: 'Деятельность',
      defaultCollapsed: true,
      items: [
        { title: 'Новости', href: '/news' },
        { title: 'Научные работы', href: '/research' },
      ],
    },
  ],
};

describe('breadcrumbs', () => {
  it('section, then item', () => {
    expect(breadcrumbTrail(main, '/about', undefined)).toEqual([
      { title: 'Информация', href: undefined },
      { title: 'О клинике', href: '/about' },
    ]);
  });

  it('a sub-page — a news item, a research work — shows its fetched title, its last path segment until it arrives', () => {
    expect(breadcrumbTrail(main, '/news/victory-2012', 'Победа во Всероссийском конкурсе врачей — 2012').map((crumb) => crumb.title)).toEqual([
      'Деятельность',
      'Новости',
      'Победа во Всероссийском конкурсе врачей — 2012',
    ]);
    const path = '/research/m2-macrophages-cerebral-palsy';
    expect(breadcrumbTrail(main, path, undefined).at(-1)!.title).toBe('m2-macrophages-cerebral-palsy');
    expect(breadcrumbTrail(main, path, 'Макрофаги M2').at(-1)).toEqual({ title: 'Макрофаги M2', href: path, subPage: true });
    // an item's own page is no sub-page: nothing to fetch
    expect(breadcrumbTrail(main, '/news', undefined).at(-1)!.subPage).toBeUndefined();
  });

  it('cuts a title to 47 characters plus an ellipsis', () => {
    const long = 'Макрофаги M2 в комплексном лечении детского церебрального паралича';
    expect(cutTitle(long)).toBe(`${long.slice(0, 47)}…`);
    expect(cutTitle(long).length).toBe(48);
    expect(cutTitle('а'.repeat(47))).toBe('а'.repeat(47));
  });

  it('a section and its item of the same title show it once, as the item (/services/treatment-methods)', () => {
    const services: Sidebar = {
      sections: [{ title: 'Все услуги', defaultCollapsed: false, items: [{ title: 'Все услуги', href: '/services/treatment-methods' }] }],
    };
    expect(breadcrumbTrail(services, '/services/treatment-methods', undefined)).toEqual([{ title: 'Все услуги', href: '/services/treatment-methods' }]);
    expect(breadcrumbTrail(services, '/services/treatment-methods/x', undefined).map((crumb) => crumb.title)).toEqual(['Все услуги', 'x']);
  });

  it('a path outside every section has no crumbs', () => {
    expect(breadcrumbTrail(main, '/anket', undefined)).toEqual([]);
  });
});
