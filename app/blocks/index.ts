import type { BlockRegistry } from '../page/registry.ts';

/** the content blocks of spec §2.13 (issue 5 fills this in) */
export const contentBlocks: BlockRegistry = {};
