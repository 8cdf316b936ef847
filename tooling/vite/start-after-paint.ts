import type { Plugin } from 'vite';

// The site's page starts its app after the first paint (docs/performance.md, «The first paint»).
// The build turns index.html's entry script into a low-priority modulepreload with the id
// `app-entry`: its code is fetched beside the page — after the stylesheets and the first picture,
// which carry the paint — and index.html's inline script runs it once the page is drawn. A phone
// whose cache already holds the code no longer hydrates before it paints, and on a slow network
// the code no longer takes the bandwidth the first screen needs. The dev server keeps its script.

export const APP_ENTRY_ID = 'app-entry';

/** the site's index.html with its entry script made a preload, and every preload low-priority */
export function startAfterPaint(html: string): string {
  const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1) throw new Error(`start-after-paint: expected one entry script, found ${entries.length}`);
  return html
    .replace(entries[0]![0], `<link rel="modulepreload" crossorigin fetchpriority="low" id="${APP_ENTRY_ID}" href="${entries[0]![1]}">`)
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
