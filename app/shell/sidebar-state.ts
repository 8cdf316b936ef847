import type { Sidebar, SidebarId, SidebarItem, SidebarSection } from '../../common/schema/navigation.ts';
import { sectionStartsCollapsed } from '../../common/routes/sidebar-section.ts';
import { isWithin } from './tab-activity.ts';

// spec §2.7: four groups by path prefix; a section opens by default unless its config collapses
// it, or when the current path is inside it. Spec §3: an item may be flagged `active`; it is the
// current one when the path is none of the sidebar's items (as the header tabs' flag, spec §2.2).

export function sidebarIdForPath(path: string): SidebarId {
  if (isWithin(path, '/services')) return 'services';
  if (isWithin(path, '/prices')) return 'prices';
  if (isWithin(path, '/promotions')) return 'promotions';
  return 'main';
}

export function isItemCurrent(item: SidebarItem, path: string): boolean {
  return item.href === path;
}

/** how an item is current: 'page' when it is the path, 'flagged' when the data says so and no item is the path */
export type ItemCurrency = 'page' | 'flagged' | undefined;

export function itemCurrency(sidebar: Sidebar, item: SidebarItem, path: string): ItemCurrency {
  if (isItemCurrent(item, path)) return 'page';
  if (!item.active) return undefined;
  return sidebar.sections.some((section) => section.items.some((other) => isItemCurrent(other, path))) ? undefined : 'flagged';
}

function isPathInSection(section: SidebarSection, path: string): boolean {
  return section.items.some((item) => isWithin(path, item.href));
}

/** which sections start open for this path: also the one holding the current item */
export function initialOpenSections(sidebar: Sidebar, path: string): boolean[] {
  return sidebar.sections.map(
    (section) =>
      !sectionStartsCollapsed(section) || isPathInSection(section, path) || section.items.some((item) => itemCurrency(sidebar, item, path) !== undefined),
  );
}
