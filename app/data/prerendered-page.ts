import type { PageRecord } from '../../pipeline/schema/db.ts';
import type { TocEntry } from '../shell/toc-headings.ts';

// What the build rendered a route's HTML from (scripts/prerender): the page record, or the
// not-found page, and the table of contents read from that HTML. It travels inside the HTML as a
// JSON script, so hydration renders exactly what the server did without a second request.

export const PRERENDERED_PAGE_ID = 'prerendered-page';

export interface PrerenderedPage {
  /** the route without /docs (spec §2.1), e.g. "/about"; any unknown path for the not-found page */
  route: string;
  /** undefined: the not-found page */
  page?: PageRecord;
  toc: TocEntry[];
}

let current: PrerenderedPage | undefined;

export function setPrerenderedPage(data: PrerenderedPage | undefined): void {
  current = data;
}

/** the prerendered data when `path` is the route it was rendered for */
export function prerenderedPageFor(path: string): PrerenderedPage | undefined {
  return current !== undefined && current.route === path ? current : undefined;
}

/** the JSON script of a prerendered document, or undefined (the dev server's bare index.html) */
export function readPrerenderedPage(document: Document): PrerenderedPage | undefined {
  const script = document.getElementById(PRERENDERED_PAGE_ID);
  if (script === null) return undefined;
  try {
    const data = JSON.parse(script.textContent ?? '') as PrerenderedPage;
    return typeof data === 'object' && data !== null && typeof data.route === 'string' && Array.isArray(data.toc) ? data : undefined;
  } catch {
    return undefined;
  }
}
