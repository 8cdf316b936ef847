import type { Sidebar, SidebarId } from '../../pipeline/schema/navigation.ts';
import { SIDEBAR_IDS } from '../../pipeline/shared/sidebar-ids.ts';
import { navigationFallback } from 'virtual:navigation-fallback';
import { sectionStartsCollapsed, type CollapsibleSection } from '../../pipeline/shared/sidebar-section.ts';
import { fetchJson } from './fetch-json.ts';

// spec §7: GET /api/sidebar (main) and GET /api/sidebar?section=…; all four prefetched at start,
// cached per section in memory; the built-in config when a fetch fails.

const cache = new Map<SidebarId, Promise<Sidebar>>();

export function sidebarUrl(id: SidebarId): string {
  return id === 'main' ? '/api/sidebar' : `/api/sidebar?section=${id}`;
}

export function builtInSidebar(id: SidebarId): Sidebar {
  return navigationFallback.sidebars[id];
}

export function loadSidebar(id: SidebarId): Promise<Sidebar> {
  let request = cache.get(id);
  if (request === undefined) {
    request = fetchJson<Sidebar>(sidebarUrl(id))
      .then((data) => (Array.isArray(data.sections) ? { sections: data.sections.map(readSection) } : builtInSidebar(id)))
      .catch(() => builtInSidebar(id));
    cache.set(id, request);
  }
  return request;
}

/** spec §3: a section says "defaultCollapsed or collapsed"; both are honoured */
function readSection(section: Sidebar['sections'][number] & CollapsibleSection): Sidebar['sections'][number] {
  const { collapsed: _collapsed, ...rest } = section;
  return { ...rest, defaultCollapsed: sectionStartsCollapsed(section) };
}

export function prefetchSidebars(): void {
  for (const id of SIDEBAR_IDS) void loadSidebar(id);
}

export function resetSidebarCache(): void {
  cache.clear();
}
