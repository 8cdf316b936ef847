import type { Sidebar, SidebarId } from '../../common/schema/navigation.ts';
import { SIDEBAR_IDS } from '../../common/routes/sidebar-ids.ts';
import fallbackSidebars from 'virtual:navigation-fallback/sidebars';
import { fetchJson } from './fetch-json.ts';

// spec §7: GET /api/sidebar (main) and GET /api/sidebar?section=…; all four prefetched at start,
// cached per section in memory; the built-in config when a fetch fails. The sections are taken as
// they come: sidebar-state.ts reads "defaultCollapsed or collapsed" (spec §3) from either.

const cache = new Map<SidebarId, Promise<Sidebar>>();

function sidebarUrl(id: SidebarId): string {
  return id === 'main' ? '/api/sidebar' : `/api/sidebar?section=${id}`;
}

export function builtInSidebar(id: SidebarId): Sidebar {
  return fallbackSidebars[id];
}

export function loadSidebar(id: SidebarId): Promise<Sidebar> {
  let request = cache.get(id);
  if (request === undefined) {
    request = fetchJson<Sidebar>(sidebarUrl(id))
      .then((data) => (Array.isArray(data.sections) ? { sections: data.sections } : builtInSidebar(id)))
      .catch(() => builtInSidebar(id));
    cache.set(id, request);
  }
  return request;
}

export function prefetchSidebars(): void {
  for (const id of SIDEBAR_IDS) void loadSidebar(id);
}

export function resetSidebarCache(): void {
  cache.clear();
}
