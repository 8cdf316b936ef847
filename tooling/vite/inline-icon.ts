import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The site's icon is written into each built page as a data: address (the CSP's img-src allows
// data:). Chrome asks for a page's icon once the page has loaded — while its first picture is
// being decoded and drawn — and on HTTP/1.1 that request opens a connection of its own: Lighthouse
// counted it on the path to the largest paint (LCP 1.23 s with it, 1.07 s without, on a news item;
// docs/performance.md, «Lighthouse»). The icon stays an editor's file (content/public/favicon.svg)
// and is still served at its address; the dev server keeps the link to it.

const ICON_LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"\s*\/?>/;

/** an SVG as a data: address: only what a URL cannot carry (a space included: the HTML checker's
 * rule) is escaped, so it stays readable and small */
export function svgDataAddress(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ');
  return `data:image/svg+xml,${compact.replace(/[ "%#&()<>?[\\\]^`{|}]/g, encodeURIComponent).replace(/[^\x20-\x7e]/gu, encodeURIComponent)}`;
}

/** index.html with its icon link pointing at the icon's own text */
export function inlineIcon(html: string, svg: string): string {
  if (!ICON_LINK.test(html)) throw new Error('inline-icon: index.html has no <link rel="icon" href="/favicon.svg">');
  return html.replace(ICON_LINK, `<link rel="icon" href="${svgDataAddress(svg)}" type="image/svg+xml">`);
}

export function inlineIconPlugin(publicDir: string): Plugin {
  return {
    name: 'inline-icon',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // only the site's page: the web editor's page (app/admin/) is not a visitor's first screen
      handler: (html, context) => {
        if (!/(^|\/)app\/index\.html$/.test(context.filename.split('\\').join('/'))) return html;
        // content without an icon of its own (a test's small site) keeps the link as it is
        const icon = path.join(publicDir, 'favicon.svg');
        return existsSync(icon) ? inlineIcon(html, readFileSync(icon, 'utf8')) : html;
      },
    },
  };
}
