import type { HeaderTab, HeaderTabs } from '../../common/schema/navigation.ts';
import fallbackHeaderTabs from 'virtual:navigation-fallback/header-tabs';
import { loadOnce } from '../lib/load-once.ts';
import { fetchJson } from './fetch-json.ts';

// spec §7: GET /api/header-tabs with a header asking for caching up to 300 s, kept in memory for
// the session; on failure or a non-OK status the default tabs stay, silently.

const HEADER_TABS_CACHE_HEADER = { 'Cache-Control': 'max-age=300' };

export function defaultHeaderTabs(): HeaderTab[] {
  return fallbackHeaderTabs.tabs;
}

const headerTabs = loadOnce(() =>
  fetchJson<HeaderTabs>('/api/header-tabs', { headers: HEADER_TABS_CACHE_HEADER })
    .then((data) => (Array.isArray(data.tabs) && data.tabs.length > 0 ? data.tabs : defaultHeaderTabs()))
    .catch(() => defaultHeaderTabs()),
);

export function loadHeaderTabs(): Promise<HeaderTab[]> {
  return headerTabs();
}

/** for tests: forget the session cache */
export function resetHeaderTabsCache(): void {
  headerTabs.reset();
}
