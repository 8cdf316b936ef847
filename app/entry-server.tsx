// The build's way into the app (tooling/prerender): renders one route to HTML with the same
// components, block registry and data the browser uses; React's static rendering waits for the
// lazy blocks, so their real content is in the file. Never loaded by the browser.
import { prerender } from 'react-dom/static';
import type { PrerenderedPage } from '../common/contracts/prerendered-page.ts';
import { setPrerenderedPage } from './data/prerendered-page.ts';
import type { BlockLoader } from './page/used-modules.ts';
import { Root } from './root.tsx';

export { readHeadings } from './shell/toc-headings.ts';
export type { PrerenderedPage } from '../common/contracts/prerendered-page.ts';

export interface RenderedRoute {
  /** the markup inside <div id="root"> */
  html: string;
  /** source files (under app/) of the lazy blocks the page rendered */
  modules: string[];
}

/**
 * Every module of app/blocks by its path (the keys of Vite's manifest, 'blocks/reviews.tsx'), to
 * name the file of each lazy block a page rendered. Loaded at once: this entry never reaches the
 * browser, whose blocks stay lazy.
 */
const blockModules = import.meta.glob<Record<string, unknown>>('./blocks/*.tsx', { eager: true });

/** the source file (under app/) that exports the component a lazy block's loader gives */
async function sourceFileOf(load: BlockLoader): Promise<string> {
  const component = await load();
  const files = Object.keys(blockModules).filter((file) => Object.values(blockModules[file]!).includes(component));
  if (files.length !== 1) throw new Error(`prerender: a lazy block's component is exported by ${files.length} files of app/blocks, not one`);
  return files[0]!.slice('./'.length);
}

export async function renderRoute(url: string, data: PrerenderedPage): Promise<RenderedRoute> {
  setPrerenderedPage(data);
  const modules = new Set<BlockLoader>();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(<Root ssrPath={url} usedModules={modules} />, {
      // every block inline: a large one would otherwise arrive as a <template> that only an inline
      // script puts in place, which a visitor without JavaScript (and our CSP) would never run
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    });
    const html = await new Response(prelude).text();
    // a component that cannot render without a browser is a bug: the build names it and stops
    if (errors.length > 0) throw errors[0];
    return { html, modules: (await Promise.all([...modules].map(sourceFileOf))).sort() };
  } finally {
    setPrerenderedPage(undefined);
  }
}
