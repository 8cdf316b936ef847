import { createContext } from 'react';

/**
 * Filled while the build prerenders a page (server/prerender): the source files of the lazy
 * blocks it rendered, so the HTML can link their stylesheets and preload their code. Undefined in
 * the browser.
 */
export const UsedModulesContext = createContext<Set<string> | undefined>(undefined);
