import type { PageRecord } from '../../pipeline/schema/db.ts';
import { pageApiPath } from '../../pipeline/shared/routes.ts';
import { CACHE_TTL_MS, TtlCache } from '../lib/ttl-cache.ts';
import { fetchJson } from './fetch-json.ts';

export function fetchPage(id: string, signal?: AbortSignal): Promise<PageRecord> {
  return fetchJson<PageRecord>(pageApiPath(id), signal ? { signal } : undefined);
}

// spec §2.9/§7: breadcrumbs of /research/ pages read the title from the page call; cached
// 300 000 ms (spec §4).
const titles = new TtlCache<Promise<string | undefined>>(CACHE_TTL_MS);

export function loadResearchTitle(slug: string): Promise<string | undefined> {
  const key = `research/${slug}`;
  let title = titles.get(key);
  if (title === undefined) {
    title = fetchPage(key)
      .then((page) => page.title)
      .catch(() => undefined);
    titles.set(key, title);
  }
  return title;
}
