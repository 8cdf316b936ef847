// One route's HTML file: the built index.html with the route's head, its rendered markup inside
// #root, the stylesheets and code of the lazy blocks it shows, and the page data for hydration.
import { PRERENDERED_PAGE_ID } from '../../common/contracts/prerendered-page.ts';
import { escapeHtml, jsonForScript } from './escape.ts';

export interface DocumentParts {
  head: string;
  structuredData: readonly Record<string, unknown>[];
  stylesheets: readonly string[];
  modulePreloads: readonly string[];
  body: string;
  data: unknown;
}

/** index.html without what only the dev server uses (its landing-page prefetch script) */
export function withoutDevOnlyScripts(html: string): string {
  return html.replace(/\s*<script data-landing-prefetch>[\s\S]*?<\/script>/, '');
}

export function htmlDocument(template: string, parts: DocumentParts): string {
  const headExtra = [
    parts.head,
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...parts.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}" />`),
    ...parts.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
  // the dev server's landing-page prefetch goes: a prerendered page carries its data
  const html = withoutDevOnlyScripts(template)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${headExtra}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.body}</div>`)
    .replace('</body>', () => `  <script type="application/json" id="${PRERENDERED_PAGE_ID}">${jsonForScript(parts.data)}</script>\n  </body>`);
  if (!html.includes(`id="${PRERENDERED_PAGE_ID}"`) || !html.includes(parts.body))
    throw new Error('index.html has no <div id="root"></div> or </body> to fill');
  return html;
}
