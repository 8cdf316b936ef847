import type { PageRecord } from '../schema/db.ts';

// What the build rendered a route's HTML from (tooling/prerender): the page record, or the
// not-found page, and the table of contents read from that HTML. It travels inside the HTML as a
// JSON script with this id, so hydration renders exactly what the server did without a second
// request.

export const PRERENDERED_PAGE_ID = 'prerendered-page';

/** one heading of the table of contents (spec §2.8) */
export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

export interface PrerenderedPage {
  /** the route without /docs (spec §2.1), e.g. "/about"; any unknown path for the not-found page */
  route: string;
  /** undefined: the not-found page */
  page?: PageRecord;
  toc: TocEntry[];
}
