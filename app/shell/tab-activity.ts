import type { HeaderTab } from '../../common/schema/navigation.ts';

// spec §2.2: a tab is active when the path starts with its href; the Главная tab also for /,
// /about, /contacts, /reviews, /news, /research, /patents and any subpath of these.

const HOME_TAB_TITLE = 'Главная';
const HOME_TAB_PATHS = ['/', '/about', '/contacts', '/reviews', '/news', '/research', '/patents'];

export function isWithin(path: string, prefix: string): boolean {
  if (prefix === '/') return path === '/';
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isTabActive(tab: HeaderTab, path: string): boolean {
  if (isWithin(path, tab.href)) return true;
  return tab.title === HOME_TAB_TITLE && HOME_TAB_PATHS.some((prefix) => isWithin(path, prefix));
}

/** the active tab's index; with no match, the tab the data flags active (spec: the first, by default) */
export function activeTabIndex(tabs: readonly HeaderTab[], path: string): number {
  const matching = tabs.findIndex((tab) => isTabActive(tab, path));
  return matching !== -1 ? matching : tabs.findIndex((tab) => tab.active);
}
