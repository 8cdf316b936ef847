import { useSyncExternalStore } from 'react';

// The page view reports which page it has rendered, so the table of contents can rebuild (§2.8).
// A store rather than the layout's state: a prop that changes while the table of contents is
// still prerendered markup waiting for its code would make React throw that markup away and draw
// nothing until the code came (app/page/deferred-part.tsx).

let rendered: string | undefined;
const listeners = new Set<() => void>();

export function reportRenderedPage(key: string | undefined): void {
  if (key === rendered) return;
  rendered = key;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** the key of the page the page view has rendered (its id and hash), undefined before the first */
export function useRenderedPage(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => rendered,
    () => undefined,
  );
}
