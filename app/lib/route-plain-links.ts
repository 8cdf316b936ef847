// A press on a link to another page of the site goes through the router even where the link is
// still prerendered markup waiting for its code (app/page/deferred-part.tsx): a visitor who taps a
// link in the page's text right after it loaded gets the page without a reload, as after hydration.
// React stops a press inside markup it has not taken over yet, so this listens before it (capture)
// and leaves the links React has taken over to their own handlers.
import { takenOver } from './early-presses.ts';

/** files the site serves beside its pages: never a route of the app */
const NOT_PAGES = /^\/(?:api|admin|inbox|assets|files|images|flags)(?:\/|$)|\.[a-z0-9]+$/i;

/** the in-app address a press on this link should go to, or undefined to leave it to the browser */
function routedAddress(event: MouseEvent, origin: string, current: { pathname: string; search: string }): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || takenOver(link) || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self'))
    return undefined;
  const url = new URL(link.href);
  if (url.origin !== origin || NOT_PAGES.test(url.pathname)) return undefined;
  // an anchor on the page being read: the browser scrolls there
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function routePlainLinks(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const address = routedAddress(event, window.location.origin, window.location);
    if (address === undefined) return;
    event.preventDefault();
    navigate(address);
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}
