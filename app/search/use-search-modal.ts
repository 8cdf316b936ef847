import { useEffect, useLayoutEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { useFocusTrap } from '../lib/focus-trap.ts';
import { lockScroll } from '../lib/scroll-lock.ts';

// What makes the search UIs modal (spec §2.3, §2.4): page scrolling locked, focus kept inside and
// given back on close, Escape and a click outside close. A click counts as outside only when it
// both starts and ends on the backdrop, so selecting text and releasing outside does not close.

/** returnFocusTo: where the focus goes back on close, when it was not on the page as this opened */
export function useSearchModal(containerRef: RefObject<HTMLElement | null>, onClose: () => void, returnFocusTo?: HTMLElement) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useFocusTrap(containerRef, true, returnFocusTo);

  // in the commit that mounts it, before the browser paints: taking over from the stand-in, whose
  // own lock (search-dialog.module.css) goes with it, leaves no frame the page could scroll in
  useLayoutEffect(() => lockScroll(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // an Escape that cancels an input method's composition is the input method's
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const pressedOnBackdrop = useRef(false);
  return {
    backdropProps: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      },
      onClick: (event: { target: EventTarget; currentTarget: EventTarget }) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
        pressedOnBackdrop.current = false;
      },
    },
  };
}
