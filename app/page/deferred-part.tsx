import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyOnceLoaded } from '../lib/lazy-once-loaded.ts';

/**
 * A part of every page whose code waits until the app has started: the page's content and the
 * links around it (breadcrumbs, previous/next, the table of contents, the sidebar, the footer) are
 * prerendered and work as plain links before React takes them over, so their code is not in the
 * first-load bundle (docs/performance.md, «Less JavaScript first»). React leaves their prerendered
 * markup as it is until the code is here; the site's one stylesheet already styles it.
 * `fallback` shows only where there is no prerendered markup (a page navigated to).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const { Component: Loaded } = lazyOnceLoaded(load);
  function DeferredPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return DeferredPart;
}
