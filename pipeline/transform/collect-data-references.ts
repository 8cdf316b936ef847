import type { PageContext } from './page-context.ts';
import { classifyHref } from './classify-href.ts';
import type { PictureSlotName } from '../../common/images/picture-slots.ts';

const LINK_KEYS = new Set(['href', 'pdfUrl', 'articleUrl']);
/** a YAML body's picture fields and where each shows: a news card's, a contact card's, an image frame's */
const IMAGE_KEYS = new Map<string, PictureSlotName>([
  ['image', 'newsCard'],
  ['imageUrl', 'contactCard'],
  ['src', 'content'],
]);

/**
 * Finds the links and images inside a block's YAML body (service card hrefs, PDF links, news
 * images, …), records them for the cross-page checks at their own line, and returns the body
 * with route links rewritten to /docs like links in markdown (spec §2.1).
 */
export function collectDataReferences<T>(value: T, context: PageContext, fromLine: number, toLine: number): T {
  const cursor = { line: fromLine, column: 1 };
  const visit = (current: unknown): unknown => {
    if (Array.isArray(current)) return current.map(visit);
    if (current === null || typeof current !== 'object') return current;
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(current)) {
      if (typeof field === 'string' && (LINK_KEYS.has(key) || IMAGE_KEYS.has(key))) {
        const found = context.locate(field, cursor, toLine);
        if (found !== undefined) Object.assign(cursor, { line: found.line, column: found.column + field.length });
        const target = classifyHref(field, IMAGE_KEYS.has(key), context, found ?? { line: cursor.line, column: undefined }, IMAGE_KEYS.get(key));
        copy[key] = target.kind === 'ok' ? target.href : field;
      } else {
        copy[key] = visit(field);
      }
    }
    return copy;
  };
  return visit(value) as T;
}
