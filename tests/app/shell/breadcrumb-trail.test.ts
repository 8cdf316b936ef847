import { describe, expect, it } from 'vitest';
import type { Sidebar } from '../../../common/schema/navigation.ts';
import { breadcrumbTrail, cutTitle, researchSlug } from '../../../app/shell/breadcrumb-trail.ts';

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

  it('a sub-page adds its last path segment', () => {
    expect(breadcrumbTrail(main, '/news/victory-2012', undefined).map((crumb) => crumb.title)).toEqual(['Деятельность', 'Новости', 'victory-2012']);
  });

  it('a /research/ sub-page shows its fetched title, the segment until it arrives', () => {
    const path = '/research/m2-macrophages-cerebral-palsy';
    expect(researchSlug(path)).toBe('m2-macrophages-cerebral-palsy');
    expect(breadcrumbTrail(main, path, undefined).at(-1)!.title).toBe('m2-macrophages-cerebral-palsy');
    expect(breadcrumbTrail(main, path, 'Макрофаги M2').at(-1)).toEqual({ title: 'Макрофаги M2', href: path });
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
