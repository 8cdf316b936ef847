import type { Sidebar, SidebarId, SidebarItem, SidebarSection } from '../../pipeline/schema/navigation.ts';
import { isWithin } from './tab-activity.ts';

// spec §2.7: four groups by path prefix; a section opens by default unless its config collapses
// it, or when the current path is inside it.

export function sidebarIdForPath(path: string): SidebarId {
  if (isWithin(path, '/services')) return 'services';
  if (isWithin(path, '/prices')) return 'prices';
  if (isWithin(path, '/promotions')) return 'promotions';
  return 'main';
}

export function isItemCurrent(item: SidebarItem, path: string): boolean {
  return item.href === path;
}

export function isPathInSection(section: SidebarSection, path: string): boolean {
  return section.items.some((item) => isWithin(path, item.href));
}

/** which sections start open for this path */
export function initialOpenSections(sidebar: Sidebar, path: string): boolean[] {
  return sidebar.sections.map((section) => !section.defaultCollapsed || isPathInSection(section, path));
}
