import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSidebar, resetSidebarCache } from '../../../app/data/sidebars.ts';

// spec §7: GET /api/sidebar; spec §3: a section says "defaultCollapsed or collapsed" (issue 14)

afterEach(() => {
  resetSidebarCache();
  vi.unstubAllGlobals();
});

describe('a sidebar from the API', () => {
  it('honours `collapsed` as well as defaultCollapsed, and keeps an item’s `active`', async () => {
    const sections = [
      { title: 'Информация', defaultCollapsed: false, items: [{ title: 'О клинике', href: '/about' }] },
      { title: 'Деятельность', collapsed: true, items: [{ title: 'Новости', href: '/news', active: true }] },
    ];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ id: 'main', sections }), { status: 200 })));
    const sidebar = await loadSidebar('main');
    expect(sidebar.sections.map((section) => section.defaultCollapsed)).toEqual([false, true]);
    expect(sidebar.sections[1]!.items[0]!.active).toBe(true);
  });
});
