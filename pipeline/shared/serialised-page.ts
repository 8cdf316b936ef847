import type { PageRecord, SearchEntry, SearchIndexEntry } from '../../common/schema/db.ts';

/** a page's parts of db.json as objects */
export interface PageValues {
  record: PageRecord;
  searchEntry: SearchEntry;
  searchIndexEntry: SearchIndexEntry;
}

/**
 * a page's parts of db.json, serialised and encoded once per compile (emit/page-json.ts), and as
 * objects: the page cache keeps them, the worker sends them back, emit joins them into db.json
 */
export interface PageJson {
  record: Buffer;
  searchEntry: Buffer;
  searchIndexEntry: Buffer;
  readonly values: PageValues;
}
