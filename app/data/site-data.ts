import type { SequenceRecord } from '../../common/schema/db.ts';
import type { VisitorSiteInfo } from '../../common/schema/navigation.ts';
import fallbackSequences from 'virtual:navigation-fallback/sequences';
import fallbackSite from 'virtual:navigation-fallback/site';
import { loadOnce } from '../lib/load-once.ts';
import { fetchJson } from './fetch-json.ts';

// Footer data and prev/next sequences: fetched once per session, the built-in copy on failure.

const site = loadOnce(() => fetchJson<VisitorSiteInfo>('/api/site').catch(() => fallbackSite));
const sequences = loadOnce(() => fetchJson<SequenceRecord[]>('/api/sequences').catch(() => fallbackSequences));

export function loadSite(): Promise<VisitorSiteInfo> {
  return site();
}

export function loadSequences(): Promise<SequenceRecord[]> {
  return sequences();
}

/** forgets what was fetched (the live preview, when the navigation changed; tests) */
export function resetSiteData(): void {
  site.reset();
  sequences.reset();
}
