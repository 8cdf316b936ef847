// Spec §2.6: while a modal is open the page does not scroll, and the width the scrollbar took is
// given back as padding on <body> and on #navbar, so nothing shifts sideways. Counted, so two
// overlays can lock at once and the page unlocks when the last one closes.

let holders = 0;
let restore: (() => void) | undefined;

export function lockScroll(): () => void {
  if (holders++ === 0) restore = applyLock();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) {
      restore?.();
      restore = undefined;
    }
  };
}

function applyLock(): () => void {
  const { body, documentElement } = document;
  const scrollbarWidth = Math.max(0, window.innerWidth - documentElement.clientWidth);
  const navbar = document.getElementById('navbar');
  const saved = [body, navbar].map((element) => element && { element, overflow: element.style.overflow, paddingRight: element.style.paddingRight });
  if (scrollbarWidth > 0) {
    for (const element of [body, navbar]) {
      if (!element) continue;
      const current = Number.parseFloat(getComputedStyle(element).paddingRight) || 0;
      element.style.paddingRight = `${current + scrollbarWidth}px`;
    }
  }
  body.style.overflow = 'hidden';
  return () => {
    for (const entry of saved) {
      if (!entry) continue;
      entry.element.style.paddingRight = entry.paddingRight;
      if (entry.element === body) entry.element.style.overflow = entry.overflow;
    }
  };
}
