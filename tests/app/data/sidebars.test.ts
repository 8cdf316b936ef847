import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSidebar, resetSidebarCache } from '../../../app/data/sidebars.ts';
import { initialOpenSections, itemCurrency } from '../../../app/shell/sidebar-state.ts';

// spec §7: GET /api/sidebar; spec §3: a section says "defaultCollapsed or collapsed", an item may
// carry `active`

afterEach(() => {
  resetSidebarCache();
  vi.unstubAllGlobals();
});

describe('a sidebar from the API', () => {
  it('that says `collapsed` starts that section collapsed, and its `active` item is the current one off its pages', async () => {
    const sections = [
      { title: 'Информация', defaultCollapsed: false, items: [{ title: 'О клинике', href: '/about' }] },
      { title: 'Деятельность', collapsed: true, items: [{ title: 'Новости', href: '/news' }] },
      { title: 'Ещё', collapsed: true, items: [{ title: 'Патенты', href: '/patents', active: true }] },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ id: 'main', sections }), { status: 200 })),
    );
    const sidebar = await loadSidebar('main');
    expect(initialOpenSections(sidebar, '/about')).toEqual([true, false, false]);
    expect(initialOpenSections(sidebar, '/anket')).toEqual([true, false, true]);
    expect(itemCurrency(sidebar, sidebar.sections[2]!.items[0]!, '/anket')).toBe('flagged');
  });
});
