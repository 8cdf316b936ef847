import { useEffect, type RefObject } from 'react';

/**
 * A form that was sent before its component could take it (index.html's first script kept it, see
 * early-presses.ts; a lazy block hydrates when its code is here, maybe after the app): sent again
 * once the component is mounted. In a module of its own, so it loads with the blocks that use it.
 */
export function useEarlySubmit(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = ref.current;
    const forms = window.__early?.forms;
    const index = form && forms ? forms.indexOf(form) : -1;
    if (!form || !forms || index < 0) return;
    forms.splice(index, 1);
    // after the other effects of this commit: the callback root listens by then
    queueMicrotask(() => {
      if (form.isConnected) form.requestSubmit();
    });
  }, [ref]);
}
