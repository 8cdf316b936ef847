import { useEffect } from 'react';

// Site-wide events, so any part of the page can open the callback modal (spec §2.6) or the search
// (spec §2.3), or unlock the anket (spec §4), without knowing where they are mounted.

/** spec §2.6: "a shared open-callback event" */
export const OPEN_CALLBACK_EVENT = 'open-callback';
/** the top bar's search entries fire this; the search UI listens */
export const OPEN_SEARCH_EVENT = 'search:open';
/** spec §2.8: a page event that makes the table of contents rebuild */
export const TOC_UPDATE_EVENT = 'toc:update';
/** spec §4: the anket is "locked until the unlock event"; the requirements button fires it */
export const ANKET_UNLOCK_EVENT = 'anket:unlock';

export function openCallback(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CALLBACK_EVENT));
}

export function unlockAnket(): void {
  window.dispatchEvent(new CustomEvent(ANKET_UNLOCK_EVENT));
}

export function openSearch(mode: 'dialog' | 'overlay' = 'dialog'): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { detail: { mode } }));
}

export function useWindowEvent<T = unknown>(name: string, handler: (detail: T) => void): void {
  useEffect(() => {
    const listener = (event: Event) => handler((event as CustomEvent<T>).detail);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name, handler]);
}
