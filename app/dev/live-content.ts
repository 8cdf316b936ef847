import { useEffect, useRef, useSyncExternalStore } from 'react';
import { CONTENT_HELLO_EVENT, CONTENT_UPDATE_EVENT, type ContentUpdate } from '../../common/contracts/live-update.ts';
import { resetHeaderTabsCache } from '../data/header-tabs.ts';
import { resetRenderedPages } from '../page/rendered-pages.ts';
import { resetSearchLoader } from '../search/load-search.ts';

// The live preview's side in the tab (tooling/README.md, «The live preview»), development only: every use is
// behind `import.meta.hot`, which the production build replaces with `undefined`, so this module
// and the problems panel are not in the built app at all.
//
// `npm start` sends an update after each content build (tooling/vite/live-preview.ts). What
// changed is fetched again, bypassing the caches that would keep it (spec §9's 300 s ones too),
// and re-rendered in place: the shell's parts re-read their data when the content version moves,
// the page view asks for its record again only when its route changed. Problems go to the panel.

let version = 0;
const versionListeners = new Set<() => void>();
const updateListeners = new Set<(update: ContentUpdate) => void>();
/** public files saved in this session, with the build that saved them last */
const assetVersions = new Map<string, number>();

declare global {
  interface Window {
    /** the last content update this tab received (read by the live-preview tests and the benchmark) */
    __contentUpdate?: ContentUpdate;
  }
}

if (import.meta.hot) {
  import.meta.hot.on(CONTENT_UPDATE_EVENT, (update: ContentUpdate) => void applyUpdate(update));
  import.meta.hot.send(CONTENT_HELLO_EVENT, {});
}

async function applyUpdate(update: ContentUpdate): Promise<void> {
  // imported here, not at the top: this module is in the first load, and these are not (pages are
  // fetched from the first navigation on; the sidebar, the footer and prev/next load after the shell)
  const [{ resetPageTitles }, { resetSidebarCache }, { resetSiteData }] = await Promise.all([
    import('../data/pages.ts'),
    import('../data/sidebars.ts'),
    import('../data/site-data.ts'),
  ]);
  window.__contentUpdate = update;
  void showProblems(update);
  if (!update.served) return;
  const pagesChanged = update.pages === '*' || update.pages.length > 0;
  if (update.navigation) {
    resetHeaderTabsCache();
    resetSidebarCache();
    resetSiteData();
  }
  if (pagesChanged || update.assets.length > 0) {
    resetRenderedPages();
    resetPageTitles();
    resetSearchLoader();
  }
  for (const asset of update.assets) assetVersions.set(asset, update.build);
  if (update.assets.length > 0) refreshAssets();
  for (const listener of updateListeners) listener(update);
  if (update.navigation || pagesChanged) {
    version++;
    for (const listener of versionListeners) listener();
  }
}

/**
 * The content's version in this tab: it moves when a build changed what is served. The shell's
 * parts put it in their effects' dependencies so they load their data again (from the cache when
 * theirs did not change).
 */
export const useContentVersion: () => number = import.meta.hot ? useLiveContentVersion : useNoContentVersion;

function useLiveContentVersion(): number {
  return useSyncExternalStore(
    subscribeToVersion,
    () => version,
    () => 0,
  );
}

/** the built app has no live preview: import.meta.hot is a constant of each build, so a build calls one of the two always */
function useNoContentVersion(): number {
  return 0;
}

function subscribeToVersion(listener: () => void): () => void {
  versionListeners.add(listener);
  return () => versionListeners.delete(listener);
}

/** calls `listener` with each update that replaced what is served; the latest listener is used */
export function useContentUpdates(listener: (update: ContentUpdate) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const call = (update: ContentUpdate) => latest.current(update);
    updateListeners.add(call);
    return () => void updateListeners.delete(call);
  }, []);
}

/** whether an update changed the page at `route` (added, edited or removed) */
export function pageChanged(update: ContentUpdate, route: string): boolean {
  return update.pages === '*' || update.pages.includes(route);
}

// A browser keeps a picture it has shown under its address for the rest of the page's life, so a
// saved picture gets a new address: every <img> of it, now and later, asks for `?v=<build>`.
let observer: MutationObserver | undefined;

function refreshAssets(): void {
  for (const image of document.querySelectorAll('img')) versionImage(image);
  observer ??= new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof HTMLImageElement) versionImage(record.target);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node instanceof HTMLImageElement) versionImage(node);
        for (const image of node.querySelectorAll('img')) versionImage(image);
      }
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
}

function versionImage(image: HTMLImageElement): void {
  const src = image.getAttribute('src');
  if (src === null || !src.startsWith('/')) return;
  const url = new URL(src, location.origin);
  const build = assetVersions.get(url.pathname);
  if (build === undefined || url.searchParams.get('v') === String(build)) return;
  url.searchParams.set('v', String(build));
  image.setAttribute('src', `${url.pathname}${url.search}`);
}

let panel: Promise<typeof import('./problems-panel.tsx')> | undefined;

/** the panel's code is loaded the first time there is a problem to show */
async function showProblems(update: ContentUpdate): Promise<void> {
  if (panel === undefined && update.problems.length === 0) return;
  panel ??= import('./problems-panel.tsx');
  (await panel).showProblems(update.problems);
}
