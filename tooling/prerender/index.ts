// Prerendering: after `vite build`, every route of the content (and its /docs twin) becomes an
// HTML file rendered from the same AST, block registry and shell components the browser uses; the
// browser hydrates it. Also writes the not-found page, sitemap.xml and robots.txt's Sitemap line.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { PrerenderedPage, TocEntry } from '../../common/contracts/prerendered-page.ts';
import { DOCS_PREFIX } from '../../common/routes/routes.ts';
import type { Db } from '../../common/schema/db.ts';
import { documentTitle, headTags } from './head-tags.ts';
import { htmlDocument } from './html-document.ts';
import { robotsWithSitemap, sitemapXml } from './sitemap.ts';
import { structuredData, type Crumb } from './structured-data.ts';

/** what app/entry-server.tsx exports (built by Vite for Node) */
interface SsrModule {
  renderRoute(url: string, data: PrerenderedPage): Promise<{ html: string; modules: string[] }>;
  readHeadings(root: unknown): TocEntry[];
}
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

const NOT_FOUND_FILE = '404.html';
const NOT_FOUND_ROUTE = '/404';

export interface PrerenderOptions {
  /** the client build (index.html, .vite/manifest.json); the files are written into it */
  outDir: string;
  /** the server build of app/entry-server.tsx */
  ssrEntry: string;
  /** dist-data/ with db.json */
  dataDir: string;
  contentDir: string;
  /** overrides site.yaml's url (SITE_URL) */
  siteUrl?: string | undefined;
}

export interface PrerenderResult {
  files: string[];
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const template = readFileSync(path.join(options.outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(options.outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const db = JSON.parse(readFileSync(path.join(options.dataDir, 'db.json'), 'utf8')) as Db;
  const ssr = (await import(pathToFileURL(path.resolve(options.ssrEntry)).href)) as SsrModule;
  const site = { ...db.site, url: (options.siteUrl ?? db.site.url).replace(/\/+$/, '') };
  const entryAssets = assetsOf(manifest, 'index.html', new Set());
  const files: string[] = [];

  const write = (url: string, html: string) => {
    const file = url.endsWith('.html') ? path.join(options.outDir, url) : path.join(options.outDir, url, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    files.push(path.relative(options.outDir, file));
  };

  for (const page of db.pages) {
    const rendered = await renderWithToc(ssr, page.route, { route: page.route, page, toc: [] });
    const canonical = `${site.url}${page.route}`;
    const lazy = lazyAssets(manifest, rendered.modules, entryAssets);
    const html = htmlDocument(template, {
      head: headTags({
        documentTitle: documentTitle(page.title, site.name),
        title: page.title,
        description: page.description,
        canonical,
        siteName: site.name,
        siteUrl: site.url,
        type: page.route === '/' ? 'website' : 'article',
        indexable: true,
      }),
      structuredData: structuredData(page, site, db.pages, rendered.crumbs),
      stylesheets: lazy.css,
      // no code beyond the entry before the app runs: the page's body and blocks are prerendered
      // and load their code when the app starts (docs/performance.md, «First load and first paint»)
      modulePreloads: [],
      body: rendered.html,
      data: rendered.data,
    });
    // spec §2.1: /docs/<route> shows the same page (its canonical is the bare route)
    write(page.route, html);
    write(page.route === '/' ? DOCS_PREFIX : `${DOCS_PREFIX}${page.route}`, html);
  }

  const notFound = await ssr.renderRoute(NOT_FOUND_ROUTE, { route: NOT_FOUND_ROUTE, toc: [] });
  write(
    `/${NOT_FOUND_FILE}`,
    htmlDocument(template, {
      head: headTags({
        documentTitle: documentTitle('Страница не найдена', site.name),
        title: 'Страница не найдена',
        description: 'Такой страницы на сайте нет.',
        canonical: undefined,
        siteName: site.name,
        siteUrl: site.url,
        type: 'website',
        indexable: false,
      }),
      structuredData: [],
      stylesheets: [],
      modulePreloads: [],
      body: notFound.html,
      data: { route: NOT_FOUND_ROUTE, toc: [] } satisfies PrerenderedPage,
    }),
  );

  writeFileSync(path.join(options.outDir, 'sitemap.xml'), sitemapXml(db.pages, site.url, options.contentDir));
  const robotsFile = path.join(options.outDir, 'robots.txt');
  let robots = 'User-agent: *\nAllow: /\n';
  try {
    robots = readFileSync(robotsFile, 'utf8');
  } catch {
    // no robots.txt in content/public: the default above
  }
  writeFileSync(robotsFile, robotsWithSitemap(robots, site.url));
  files.push('sitemap.xml', 'robots.txt');
  return { files };
}

/**
 * Renders twice: the table of contents is read from the rendered page with the browser's own
 * rule (readHeadings), then travels with the data so the first paint already lists it.
 */
async function renderWithToc(ssr: SsrModule, url: string, data: PrerenderedPage) {
  const first = await ssr.renderRoute(url, data);
  const { document } = new JSDOM(`<!doctype html><body>${first.html}</body>`).window;
  const main = document.getElementById('main-content');
  const toc = main === null ? [] : ssr.readHeadings(main);
  const crumbs: Crumb[] = [...document.querySelectorAll('nav[aria-label="Хлебные крошки"] li')].map((item) => {
    const link = item.querySelector('a');
    return { title: (item.textContent ?? '').trim(), href: link?.getAttribute('href') ?? undefined };
  });
  const withToc = { ...data, toc };
  const final = toc.length === 0 ? first : await ssr.renderRoute(url, withToc);
  return { html: final.html, modules: final.modules, crumbs, data: withToc };
}

/** the stylesheets and code a lazy block needs beyond what the entry already loads */
function lazyAssets(manifest: Manifest, modules: readonly string[], entry: { css: Set<string>; js: Set<string> }) {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const module of modules) {
    const assets = assetsOf(manifest, module, new Set());
    for (const file of assets.css) if (!entry.css.has(file)) css.add(file);
    for (const file of assets.js) if (!entry.js.has(file)) js.add(file);
  }
  return { css: [...css], js: [...js] };
}

function assetsOf(manifest: Manifest, key: string, seen: Set<string>): { css: Set<string>; js: Set<string> } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (chunk === undefined) throw new Error(`prerender: ${current} is not in Vite's manifest (is the lazy block's module path right?)`);
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { css, js };
}
