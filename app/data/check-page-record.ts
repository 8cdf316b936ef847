import type { PageRecord } from '../../common/schema/db.ts';
import schema from 'virtual:page-record-schema';
import { matchesJsonSchema } from '../lib/match-json-schema.ts';

// A chunk of its own, fetched beside the page's JSON (data/pages.ts): the page record is checked
// against the pipeline's schema before anything renders it, so a broken or hostile answer shows
// the page's failure notice instead of crashing the app. A node of a type the app does not know yet
// passes: the block registry shows its notice and the rest of the page (STYLE).

export function isPageRecord(value: unknown): value is PageRecord {
  // a node type this app does not know yet is shown as the registry's notice, not refused
  return matchesJsonSchema(value, schema, { unknownTypes: true });
}
