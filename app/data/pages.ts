import type { PageRecord } from '../../common/schema/db.ts';
import { pageApiPath, routeToPageId } from '../../common/routes/routes.ts';
import { CACHE_TTL_MS, TtlCache } from '../lib/ttl-cache.ts';
import { fetchJson, HttpError } from './fetch-json.ts';
import { prerenderedPageFor } from './prerendered-page.ts';

declare global {
  interface Window {
    /** started by index.html before the app loads: the landing page's record */
    __landingPage?: { id: string; response: Promise<Response> };
  }
}

/** a page record that does not match the pipeline's schema (a broken or hostile answer) */
class InvalidPageError extends Error {
  constructor(id: string) {
    super(`the page record of "${id}" does not match its schema`);
  }
}

/** the page record of spec §7, checked against its schema before anything renders it */
export async function fetchPage(id: string, signal?: AbortSignal): Promise<PageRecord> {
  // the checker (with the schema) is a chunk of its own, loaded beside the record
  const checker = import('./check-page-record.ts');
  const landing = takeLandingPage(id);
  const record = landing
    ? landing.then(async (response) => {
        if (!response.ok) throw new HttpError(response.status, pageApiPath(id));
        return (await response.json()) as unknown;
      })
    : fetchJson<unknown>(pageApiPath(id), signal ? { signal } : undefined);
  const [value, { isPageRecord }] = await Promise.all([record, checker]);
  if (!isPageRecord(value)) throw new InvalidPageError(id);
  return value;
}

/** the prefetched landing page, once, if it is the page asked for */
function takeLandingPage(id: string): Promise<Response> | undefined {
  const landing = typeof window === 'undefined' ? undefined : window.__landingPage;
  if (landing === undefined || landing.id !== id) return undefined;
  window.__landingPage = undefined;
  return landing.response;
}

// spec §2.9/§7: the breadcrumbs of a sub-page read its title from the page call; cached
// 300 000 ms (spec §4). Marked pure so that a build leaves this module out of the first load while
// only navigating and the breadcrumbs use it.
let titles = /* @__PURE__ */ new TtlCache<Promise<string | undefined>>(CACHE_TTL_MS);

/** forgets the cached titles (the live preview, when pages changed) */
export function resetPageTitles(): void {
  titles = new TtlCache(CACHE_TTL_MS);
}

/** the title of the page at a path ("/news/victory-2012") */
export function loadPageTitle(path: string): Promise<string | undefined> {
  let title = titles.get(path);
  // the prerendered page this visit landed on (prerendered-page.ts) needs no request
  const landed = prerenderedPageFor(path)?.page;
  if (title === undefined && landed !== undefined) {
    title = Promise.resolve(landed.title);
    titles.set(path, title);
  }
  if (title === undefined) {
    title = fetchPage(routeToPageId(path))
      .then((page) => page.title)
      .catch(() => undefined);
    titles.set(path, title);
  }
  return title;
}
