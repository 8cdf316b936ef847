import type { Plugin } from 'vite';

// The site's page starts its app once its first screen is loaded and drawn (docs/performance.md,
// «First load and first paint»). The build turns index.html's entry script into `<meta name="app-entry">`,
// which fetches nothing: index.html's inline script fetches and runs the entry after the load
// event's next frame. On a slow network the stylesheet and the first picture have the bandwidth to
// themselves (Lighthouse measured the code's 79 kB taking half of it: LCP 1.8 s against 1.1 s), and
// a phone whose cache already holds the code no longer hydrates before it paints. Until the app
// runs, the page is its prerendered HTML: links work, and presses are kept (app/lib/early-presses.ts).
// The dev server keeps its script.

/** the site's index.html with its entry script made a note of the entry's address */
function startAfterPaint(html: string): string {
  const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1) throw new Error(`start-after-paint: expected one entry script, found ${entries.length}`);
  return html
    .replace(entries[0]![0], `<meta name="app-entry" content="${entries[0]![1]}">`)
    .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
}

export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // only the site's page: the web editor's page (app/admin/) starts as Vite builds it
      handler: (html, context) => (/(^|\/)app\/index\.html$/.test(context.filename.split('\\').join('/')) ? startAfterPaint(html) : html),
    },
  };
}
