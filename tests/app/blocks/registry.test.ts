import { describe, expect, it } from 'vitest';
import { BLOCK_NODE_TYPES } from '../../../common/schema/ast.ts';
import { blockRegistry, contentBlocks } from '../../../app/blocks/index.ts';
import { preloadLazyBlocks } from '../../../app/blocks/lazy-block.tsx';
import { markdownBlocks } from '../../../app/page/markdown-blocks.tsx';

// The registry's type already names every node type (BlockRegistry); this checks the object too.
describe('block registry', () => {
  it.each(BLOCK_NODE_TYPES)('the AST node type "%s" has a registered component', (type) => {
    expect(blockRegistry[type], `no component renders "${type}": register one in app/blocks/index.ts`).toBeTypeOf('function');
  });

  it('registers nothing that is not a node type of the AST schema', () => {
    const known = new Set<string>(BLOCK_NODE_TYPES);
    expect(Object.keys(contentBlocks).filter((type) => !known.has(type))).toEqual([]);
  });

  it('leaves the markdown basics to markdown-blocks and registers every other type', () => {
    const markdown = new Set(Object.keys(markdownBlocks));
    expect(Object.keys(contentBlocks).filter((type) => markdown.has(type))).toEqual([]);
    expect(BLOCK_NODE_TYPES.filter((type) => !markdown.has(type) && !(type in contentBlocks))).toEqual([]);
  });

  it('every lazy block loads a component', async () => {
    // a loader that picks an export its module does not have would render nothing
    const components = await preloadLazyBlocks();
    expect(components.filter((component) => typeof component !== 'function')).toEqual([]);
  });
});
