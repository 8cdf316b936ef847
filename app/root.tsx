import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app.tsx';
import { UsedModulesContext, type BlockLoader } from './page/used-modules.ts';

/**
 * The whole app, the same tree on the server (tooling/prerender, with the route as `ssrPath`) and
 * in the browser (which hydrates that HTML), so that React finds what it rendered.
 */
export function Root({ ssrPath, usedModules }: { ssrPath?: string; usedModules?: Set<BlockLoader> }) {
  return (
    <StrictMode>
      <UsedModulesContext.Provider value={usedModules}>
        <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
          <App />
        </Router>
      </UsedModulesContext.Provider>
    </StrictMode>
  );
}
