import type { ReactNode } from 'react';
import type { PageRecord } from '../../common/schema/db.ts';
import { CACHE_TTL_MS, TtlCache } from '../lib/ttl-cache.ts';
import { renderBlocks } from './render-blocks.tsx';

// spec §4/§9: compiled content is cached 300 000 ms, keyed by page id plus its content (the
// pipeline's hash stands in for the spec's content length: it changes whenever the page does).

let compiled = new TtlCache<ReactNode>(CACHE_TTL_MS);

/** forgets every compiled page (the live preview: a changed picture changes a record, not its hash) */
export function resetCompiledPages(): void {
  compiled = new TtlCache(CACHE_TTL_MS);
}

export function compilePageContent(page: PageRecord): ReactNode {
  const key = `${page.id}:${page.hash}`;
  let content = compiled.get(key);
  if (content === undefined) {
    content = renderBlocks(page.ast);
    compiled.set(key, content);
  }
  return content;
}
