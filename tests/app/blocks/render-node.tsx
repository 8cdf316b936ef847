import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BlockNode, ListItemNode } from '../../../common/schema/ast.ts';
import { blockRegistry } from '../../../app/blocks/index.ts';
import { preloadLazyBlocks } from '../../../app/blocks/lazy-block.tsx';
import { BlockRegistryContext } from '../../../app/page/registry.ts';
import { renderBlocks } from '../../../app/page/render-blocks.tsx';

// Renders AST nodes the way the page view does: through the app's registry, inside a router.

// the blocks of few pages load lazily; here their code is loaded up front, as after a first use
await preloadLazyBlocks();

export function renderNodes(nodes: BlockNode[], path = '/') {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <BlockRegistryContext.Provider value={blockRegistry}>
      <Router hook={location.hook}>{renderBlocks(nodes)}</Router>
    </BlockRegistryContext.Provider>,
  );
  return { ...result, location };
}

export function renderNode(node: BlockNode, path = '/') {
  return renderNodes([node], path);
}

export function paragraph(value: string): BlockNode {
  return { type: 'paragraph', children: [{ type: 'text', value }] };
}

export function listItem(value: string): ListItemNode {
  return { type: 'listItem', children: [paragraph(value)] };
}

/**
 * the element with this text if a visitor sees it, else null: closed blocks keep their content in
 * the page, hidden (crawlers and find-in-page reach it)
 */
export function shownText(text: string | RegExp): HTMLElement | null {
  const element = screen.queryByText(text);
  return element !== null && element.closest('[hidden]') === null ? element : null;
}

/** every element with this text that a visitor sees */
export function allShownText(text: string | RegExp): HTMLElement[] {
  return screen.queryAllByText(text).filter((element) => element.closest('[hidden]') === null);
}
