import { useEffect, useRef } from 'react';
import { TOC_UPDATE_EVENT } from '../lib/events.ts';

/**
 * spec §2.8: a block that changes the page's height tells the table of contents to rebuild, once
 * the change is in the DOM. Nothing fires on mount (nor on StrictMode's second mount).
 */
export function useTocUpdate(state: unknown): void {
  const previous = useRef(state);
  useEffect(() => {
    if (Object.is(previous.current, state)) return;
    previous.current = state;
    window.dispatchEvent(new CustomEvent(TOC_UPDATE_EVENT));
  }, [state]);
}
