import { createContext } from 'react';

/** what loads a lazy block's component (app/blocks/lazy-block.tsx) */
export type BlockLoader = () => Promise<unknown>;

/**
 * Filled while the build prerenders a page (tooling/prerender): the loaders of the lazy blocks it
 * rendered, whose source files app/entry-server.tsx finds, so the HTML can link their stylesheets
 * and preload their code. Undefined in the browser.
 */
export const UsedModulesContext = createContext<Set<BlockLoader> | undefined>(undefined);
