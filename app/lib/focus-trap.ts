import { useEffect, type RefObject } from 'react';

// Keeps keyboard focus inside an open modal and gives it back to whatever had it before
// (WAI-ARIA Authoring Practices, "Dialog (Modal)" pattern).

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** what Tab reaches: a control taken out of the tab order (tabindex -1, the forms' honeypot) is not */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tabIndex >= 0 && !element.closest('[inert]') && !element.hidden);
}

/**
 * while active: focus starts inside the container (on its [data-autofocus] element, which may be the
 * container itself, else its first focusable element), Tab wraps, and focus returns on deactivation
 * (to `returnTo` when given: what had the focus before a stand-in took it)
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, returnTo?: HTMLElement): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = returnTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);

    const focusFirst = () => {
      const target = container.matches('[data-autofocus]')
        ? container
        : (container.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(container)[0] ?? container);
      target.focus();
    };
    if (!container.contains(document.activeElement)) focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === container || !container.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    // focus that escapes another way (a click on the page behind, a screen reader) is brought back
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) focusFirst();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) previous.focus();
    };
  }, [containerRef, active, returnTo]);
}
