import { describe, expect, it } from 'vitest';
import type { Sidebar } from '../../../common/schema/navigation.ts';
import { initialOpenSections, isItemCurrent, itemCurrency, sidebarIdForPath } from '../../../app/shell/sidebar-state.ts';

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

  it('honours `collapsed` beside defaultCollapsed (spec §3), from data that did not come through the pipeline', () => {
    const fetched = { sections: [{ title: 'Деятельность', collapsed: true, items: [{ title: 'Новости', href: '/news' }] }] } as unknown as Sidebar;
    expect(initialOpenSections(fetched, '/about')).toEqual([false]);
    expect(initialOpenSections(fetched, '/news')).toEqual([true]);
  });
});

describe('an item flagged active (spec §3)', () => {
  const flagged: Sidebar = {
    sections: [
      { title: 'Информация', defaultCollapsed: false, items: [{ title: 'О клинике', href: '/about' }] },
      { title: 'Деятельность', defaultCollapsed: true, items: [{ title: 'Новости', href: '/news', active: true }] },
    ],
  };
  const news = flagged.sections[1]!.items[0]!;
  const about = flagged.sections[0]!.items[0]!;

  it('is the current item while the page is none of the items, and its section opens', () => {
    expect(itemCurrency(flagged, news, '/anket')).toBe('flagged');
    expect(itemCurrency(flagged, about, '/anket')).toBeUndefined();
    expect(initialOpenSections(flagged, '/anket')).toEqual([true, true]);
  });

  it('gives way to the item that is the page', () => {
    expect(itemCurrency(flagged, about, '/about')).toBe('page');
    expect(itemCurrency(flagged, news, '/about')).toBeUndefined();
    expect(initialOpenSections(flagged, '/about')).toEqual([true, false]);
    expect(itemCurrency(flagged, news, '/news')).toBe('page');
  });
});
