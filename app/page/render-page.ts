import type { ReactNode } from 'react';
import type { PageRecord } from '../../common/schema/db.ts';
import { renderBlocks } from './render-blocks.tsx';
import { renderedPages } from './rendered-pages.ts';

// A page record's AST → React elements (the markdown → AST step is the pipeline's, at build time),
// through the compile cache of spec §4/§9 (rendered-pages.ts).

export function renderPageContent(page: PageRecord): ReactNode {
  const key = `${page.id}:${page.hash}`;
  let content = renderedPages().get(key);
  if (content === undefined) {
    content = renderBlocks(page.ast);
    renderedPages().set(key, content);
  }
  return content;
}
