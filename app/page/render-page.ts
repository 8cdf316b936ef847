import type { ReactNode } from 'react';
import type { PageRecord } from '../../common/schema/db.ts';
import { CACHE_TTL_MS, TtlCache } from '../lib/ttl-cache.ts';
import { renderBlocks } from './render-blocks.tsx';

// A page record's AST → React elements (the markdown → AST step is the pipeline's, at build time).
// spec §4/§9: this compiled content is cached 300 000 ms, keyed by page id plus its content (the
// pipeline's hash stands in for the spec's content length: it changes whenever the page does).

let rendered = new TtlCache<ReactNode>(CACHE_TTL_MS);

/** forgets every rendered page (the live preview: a changed picture changes a record, not its hash) */
export function resetRenderedPages(): void {
  rendered = new TtlCache(CACHE_TTL_MS);
}

export function renderPageContent(page: PageRecord): ReactNode {
  const key = `${page.id}:${page.hash}`;
  let content = rendered.get(key);
  if (content === undefined) {
    content = renderBlocks(page.ast);
    rendered.set(key, content);
  }
  return content;
}
