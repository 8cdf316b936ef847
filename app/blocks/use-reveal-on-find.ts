import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closed content (an accordion's panel, the reviews past the first two) stays in the page — in
 * the prerendered HTML for crawlers and visitors without JavaScript — only hidden. In the browser
 * it becomes `hidden="until-found"`: the browser's find-in-page reaches it, and a match opens it
 * (the beforematch event). The ref goes on the hidden element itself, or on a list whose hidden
 * children are the closed part.
 */
export function useRevealOnFind<T extends HTMLElement>(closed: boolean, reveal: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const revealRef = useRef(reveal);
  useEffect(() => {
    revealRef.current = reveal;
  });
  useEffect(() => {
    const root = ref.current;
    if (!closed || root === null) return;
    const targets = root.hasAttribute('hidden') ? [root] : [...root.querySelectorAll<HTMLElement>(':scope > [hidden]')];
    for (const target of targets) target.setAttribute('hidden', 'until-found');
    const onMatch = () => revealRef.current();
    root.addEventListener('beforematch', onMatch);
    return () => root.removeEventListener('beforematch', onMatch);
  }, [closed]);
  return ref;
}
