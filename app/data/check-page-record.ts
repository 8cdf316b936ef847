import type { PageRecord } from '../../pipeline/schema/db.ts';
import schema from 'virtual:page-record-schema';
import { matchesJsonSchema } from '../lib/match-json-schema.ts';

// A chunk of its own, fetched beside the page's JSON (data/pages.ts): the page record is checked
// against the pipeline's schema before anything renders it, so a broken or hostile answer shows
// the page's failure notice instead of crashing the app.

export function isPageRecord(value: unknown): value is PageRecord {
  return matchesJsonSchema(value, schema);
}
