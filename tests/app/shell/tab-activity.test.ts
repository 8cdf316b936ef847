import { describe, expect, it } from 'vitest';
import type { HeaderTab } from '../../../common/schema/navigation.ts';
import { activeTabIndex, isTabActive } from '../../../app/shell/tab-activity.ts';

// spec §2.2
const tabs: HeaderTab[] = [
  { title: 'Главная', href: '/about', active: true },
  { title: 'Услуги и методы лечения', href: '/services', active: false },
  { title: 'Цены', href: '/prices', active: false },
  { title: 'Акции', href: '/promotions', active: false },
];

describe('header tab activity', () => {
  it.each([
    ['/', 0],
    ['/about', 0],
    ['/contacts', 0],
    ['/reviews', 0],
    ['/news', 0],
    ['/news/victory-2012', 0],
    ['/research/m2-macrophages-cerebral-palsy', 0],
    ['/patents', 0],
    ['/services', 1],
    ['/services/method-1', 1],
    ['/prices/price-list', 2],
    ['/promotions/special-offers', 3],
  ])('%s → tab %i', (path, index) => {
    expect(activeTabIndex(tabs, path)).toBe(index);
  });

  it('a path matching no tab falls back to the tab the data flags active', () => {
    expect(activeTabIndex(tabs, '/anket')).toBe(0);
    expect(
      activeTabIndex(
        tabs.map((tab) => ({ ...tab, active: false })),
        '/anket',
      ),
    ).toBe(-1);
  });

  it('matches whole path segments only', () => {
    expect(isTabActive(tabs[2]!, '/prices-old')).toBe(false);
    expect(isTabActive(tabs[0]!, '/newsletter')).toBe(false);
  });
});
