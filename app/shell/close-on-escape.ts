import { useEffect } from 'react';

/**
 * spec §2.7: Escape closes the menu behind the burger and returns focus to the burger. Listened
 * for by the layout, which runs from the first load: the menu's own code may still be arriving when
 * a visitor asks it to close.
 */
export function useCloseOnEscape(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.querySelector<HTMLElement>('[data-menu-toggle]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
}
