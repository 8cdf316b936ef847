import type { ComponentType } from 'react';
import type { BlockNodeType, NodeOfType } from '../../common/schema/ast.ts';

// The block registry: a plain map from AST node type to component (STYLE: markdoc's tags map).
// Markdown basics register in markdown-blocks.tsx, the content blocks of spec §2.13 in
// app/blocks; an unregistered type renders a placeholder, never a blank page.

export type BlockComponent<T extends BlockNodeType> = ComponentType<{ node: NodeOfType<T> }>;
export type BlockRegistry = { [T in BlockNodeType]?: BlockComponent<T> };

export const blockRegistry: BlockRegistry = {};

export function registerBlocks(entries: BlockRegistry): void {
  Object.assign(blockRegistry, entries);
}
