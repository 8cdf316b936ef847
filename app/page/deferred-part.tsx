import { memo, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { replayEarlyPresses } from '../lib/early-presses.ts';
import { lazyOnceLoaded } from '../lib/lazy-once-loaded.ts';

/**
 * A part of every page whose code waits until the app has started: the page's content and the
 * links around it (breadcrumbs, previous/next, the table of contents, the sidebar, the footer) are
 * prerendered and work as plain links before React takes them over, so their code is not in the
 * first-load bundle (docs/performance.md, «First load and first paint»). React leaves their prerendered
 * markup as it is until the code is here; the site's one stylesheet already styles it.
 * `fallback` shows only where there is no prerendered markup (a page navigated to). The part is
 * memoised: a parent's re-render with the same props must not reach it while it is still waiting,
 * for React treats any update there as a reason to drop the markup and show the fallback. Until the
 * part is taken over, index.html keeps the presses on its buttons; they are replayed then.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const { Component: Loaded } = lazyOnceLoaded(load);
  function DeferredPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
        <TakenOver />
      </Suspense>
    );
  }
  return memo(DeferredPart) as unknown as ComponentType<P>;
}

/** mounted with a part's own content (here, and in a lazy block): its buttons are React's now */
export function TakenOver() {
  useEffect(replayEarlyPresses, []);
  return null;
}
