import { describe, expect, it } from 'vitest';
import type { Sidebar } from '../../../pipeline/schema/navigation.ts';
import { initialOpenSections, isItemCurrent, sidebarIdForPath } from '../../../app/shell/sidebar-state.ts';

// spec §2.7
const main: Sidebar = {
  sections: [
    { title: 'Информация', defaultCollapsed: false, items: [{ title: 'О клинике', href: '/about' }] },
    {
      title: 'Деятельность',
      defaultCollapsed: true,
      items: [
        { title: 'Новости', href: '/news' },
        { title: 'Патенты', href: '/patents' },
      ],
    },
  ],
};

describe('sidebar group and open state', () => {
  it.each([
    ['/services', 'services'],
    ['/services/stroke-rehabilitation', 'services'],
    ['/prices/price-list', 'prices'],
    ['/promotions', 'promotions'],
    ['/', 'main'],
    ['/about', 'main'],
    ['/servicesx', 'main'],
    ['/anket', 'main'],
  ])('%s selects the %s sidebar', (path, id) => {
    expect(sidebarIdForPath(path)).toBe(id);
  });

  it('opens sections per config, and a collapsed one when the path is inside it', () => {
    expect(initialOpenSections(main, '/about')).toEqual([true, false]);
    expect(initialOpenSections(main, '/news')).toEqual([true, true]);
    expect(initialOpenSections(main, '/news/victory-2012')).toEqual([true, true]);
  });

  it('marks only the exact item as current', () => {
    expect(isItemCurrent({ title: 'Новости', href: '/news' }, '/news')).toBe(true);
    expect(isItemCurrent({ title: 'Новости', href: '/news' }, '/news/victory-2012')).toBe(false);
  });
});
