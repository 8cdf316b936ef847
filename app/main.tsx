import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './root.tsx';
import { readPrerenderedPage, setPrerenderedPage } from './data/prerendered-page.ts';
import { normalizeAppPath } from './app.tsx';
import './styles/global.css';
// after the theme's tokens, which it overrides while on
import './styles/low-vision.css';

declare global {
  interface Window {
    /** what hydration could not reuse (read by the browser tests; none is expected) */
    __hydrationErrors?: string[];
  }
}

const container = document.getElementById('root')!;
const prerendered = readPrerenderedPage(document);

if (prerendered !== undefined && prerendered.page === undefined) {
  // the not-found page, rendered once for every unknown address: its sidebar and tabs depend on
  // the address, so it is drawn afresh for this one rather than taken over
  setPrerenderedPage({ ...prerendered, route: normalizeAppPath(location.pathname) });
  createRoot(container).render(<Root />);
} else if (prerendered !== undefined && container.firstElementChild !== null) {
  // the build's HTML for this route: React takes it over instead of drawing it again
  setPrerenderedPage(prerendered);
  window.__hydrationErrors = [];
  // as a transition: React takes the page over in slices of a few milliseconds, giving the main
  // thread back between them (a long article's hydration was one 130 ms task on a slow phone)
  startTransition(() => {
    hydrateRoot(container, <Root />, {
      onRecoverableError(error) {
        const message = error instanceof Error ? error.message : String(error);
        window.__hydrationErrors?.push(message);
        console.error('hydration:', message);
      },
    });
  });
} else {
  // the dev server (npm start) serves index.html without a page in it
  createRoot(container).render(<Root />);
}
