import type { SequenceRecord } from '../../common/schema/db.ts';
import type { SiteInfo } from '../../common/schema/navigation.ts';
import { navigationFallback } from 'virtual:navigation-fallback';
import { fetchJson } from './fetch-json.ts';

// Footer data and prev/next sequences: fetched once per session, the built-in copy on failure.

let site: Promise<SiteInfo> | undefined;
let sequences: Promise<SequenceRecord[]> | undefined;

export function loadSite(): Promise<SiteInfo> {
  site ??= fetchJson<SiteInfo>('/api/site').catch(() => navigationFallback.site);
  return site;
}

export function loadSequences(): Promise<SequenceRecord[]> {
  sequences ??= fetchJson<SequenceRecord[]>('/api/sequences').catch(() => navigationFallback.sequences);
  return sequences;
}

/** forgets what was fetched (the live preview, when the navigation changed; tests) */
export function resetSiteData(): void {
  site = undefined;
  sequences = undefined;
}
