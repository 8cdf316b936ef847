import { createContext, type ComponentType } from 'react';
import type { BlockNodeType, NodeOfType } from '../../common/schema/ast.ts';

// The block registry: a plain map from AST node type to component, passed down as config
// (STYLE: markdoc's tags map). Its type names every node type of the AST, so a block type without
// a component does not compile; app/blocks/index.ts declares it (the markdown basics of
// markdown-blocks.tsx and the content blocks of spec §2.13) and the app provides it here.

export type BlockComponent<T extends BlockNodeType> = ComponentType<{ node: NodeOfType<T> }>;
export type BlockRegistry = { [T in BlockNodeType]: BlockComponent<T> };

/**
 * The registry renderBlocks reads. A record comes from the API, so a type it does not know can
 * still arrive at run time: that block renders a placeholder, never a blank page.
 */
export const BlockRegistryContext = createContext<Partial<BlockRegistry>>({});
