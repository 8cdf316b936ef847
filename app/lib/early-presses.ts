// What a visitor pressed before the app took the prerendered page over (docs/product.md, «Nothing
// typed is lost»). On a slow phone the page shows seconds before its script runs: index.html's
// first script keeps such presses — on a button that only a script serves (`type="button"`:
// «Заказать обратную связь», the search, the menu, the theme, a closed block's title) or a form's
// sending — instead of letting them vanish or reload the page and lose what was typed. The app
// replays them once the part they belong to is mounted: the buttons of the page's first load when
// the app is, those of a part it takes over later (the page's content, the sidebar:
// app/page/deferred-part.tsx) when that part is, a form in a block that loads with its page
// (FormFields) when that block is (early-submit.ts).

interface EarlyPresses {
  ready: boolean;
  presses: HTMLElement[];
  /** Ctrl+K (⌘K) was pressed: the search opens */
  search?: boolean;
  forms: HTMLFormElement[];
}

declare global {
  interface Window {
    __early?: EarlyPresses;
  }
}

/**
 * called once the app is mounted (its listeners in place), and again whenever a part that it takes
 * over later has been (app/page/deferred-part.tsx): replays, in order, the presses on buttons the
 * app has taken over by now, and keeps the others for the next call
 */
export function replayEarlyPresses(): void {
  const early = window.__early;
  if (!early) return;
  early.ready = true;
  if (early.search) {
    early.search = false;
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, cancelable: true }));
  }
  const waiting = early.presses.splice(0);
  for (const button of waiting) {
    if (!button.isConnected) continue;
    if (takenOver(button)) button.click();
    else early.presses.push(button);
  }
}

/** React marks each element it has taken over with its props (the inline script asks the same) */
export function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}
