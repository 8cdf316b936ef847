// What a visitor pressed before the app took the prerendered page over (docs/product.md, «Nothing
// typed is lost»). On a slow phone the page shows seconds before its script runs: index.html's
// first script keeps such presses — on a button that only a script serves (`type="button"`:
// «Заказать обратную связь», the search, the menu, the theme, a closed block's title) or a form's
// sending — instead of letting them vanish or reload the page and lose what was typed. The app
// replays them once the part they belong to is mounted: the buttons of the page's first load when
// the app is, a form in a block that loads with its page (FormFields) when that block is
// (early-submit.ts).

interface EarlyPresses {
  ready: boolean;
  presses: HTMLElement[];
  forms: HTMLFormElement[];
}

declare global {
  interface Window {
    __early?: EarlyPresses;
  }
}

/**
 * called once the app is mounted (its listeners in place): replays the presses on its buttons in
 * order; from here on the app handles presses itself
 */
export function replayEarlyPresses(): void {
  const early = window.__early;
  if (!early || early.ready) return;
  early.ready = true;
  for (const button of early.presses.splice(0)) if (button.isConnected) button.click();
}
