import type { ReactNode } from 'react';
import { CACHE_TTL_MS, TtlCache } from '../lib/ttl-cache.ts';

// spec §4/§9: a page's compiled content is cached 300 000 ms, keyed by page id plus its content (the
// pipeline's hash stands in for the spec's content length: it changes whenever the page does). The
// cache lives apart from the code that fills it (render-page.ts, loaded with the page's body), so the
// live preview can empty it before that code has loaded.

let rendered = new TtlCache<ReactNode>(CACHE_TTL_MS);

export function renderedPages(): TtlCache<ReactNode> {
  return rendered;
}

/** forgets every rendered page (the live preview: a changed picture changes a record, not its hash) */
export function resetRenderedPages(): void {
  rendered = new TtlCache(CACHE_TTL_MS);
}
