import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSizes, htmlSizes, readManifest, routeFirstLoads, staticClosure, type BundleSizes } from '../../../testing/build/bundle-sizes.ts';
import { ensureTestBuild } from '../../../testing/build/test-build.ts';

// Size budgets of the production build (sizes are deterministic; docs/performance.md), and what
// must only load when a visitor needs it: a slow phone on a mobile network pays for every byte.

/** what any page runs before it answers a first press: React, the router and the shell */
const FIRST_LOAD_JS_BUDGET = 80_000;
const FIRST_LOAD_CSS_BUDGET = 20_000;
/** the prerendered pages: the largest page's HTML (markup and its data for hydration) */
const PAGE_HTML_BUDGET = 60_000;
/** the lazy features: source files (relative to app/) that must be dynamic entries */
const LAZY = {
  'phone input': /^forms\/phone-input\.tsx$/,
  'callback modal': /^forms\/callback-modal\.tsx$/,
  'anket form': /^forms\/anket-form\.tsx$/,
  map: /^blocks\/map-frame\.tsx$/,
  'image zoom': /^blocks\/image-zoom\.tsx$/,
  'search (index and matcher)': /^search\//,
  // prerendered, and working as plain links until their code is here
  'page content and its blocks': /^page\/page-body\.tsx$/,
  footer: /^shell\/footer\.tsx$/,
  'table of contents': /^shell\/table-of-contents\.tsx$/,
  sidebar: /^shell\/sidebar\.tsx$/,
};

let distDir: string;
let sizes: BundleSizes;
let pages: { file: string; gzip: number }[];

beforeAll(async () => {
  // the whole production build, prerendered pages included: the run's shared one (testing/build/test-build.ts),
  // built as npm run build does, with React's production build
  distDir = (await ensureTestBuild()).distDir;
  sizes = bundleSizes(distDir);
  pages = htmlSizes(distDir);
}, 600_000);

describe('bundle budgets', () => {
  it(`first-load JavaScript for / is at most ${FIRST_LOAD_JS_BUDGET / 1000} kB gzip`, () => {
    expect(sizes.firstLoad.js).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  });

  it(`no page has the browser fetch more than ${FIRST_LOAD_JS_BUDGET / 1000} kB gzip of JavaScript before its app runs`, () => {
    const routes = routeFirstLoads(distDir);
    expect(routes.length).toBeGreaterThan(50);
    // its preloads included: a page's body and blocks load when the app has started
    expect(routes[0]!.js, routes[0]!.file).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    expect(routes[0]!.js).toBe(sizes.firstLoad.js);
  });

  it(`the HTML of the largest prerendered page is at most ${PAGE_HTML_BUDGET / 1000} kB gzip`, () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages[0]!.gzip, pages[0]!.file).toBeLessThanOrEqual(PAGE_HTML_BUDGET);
  });

  it(`first-load CSS is at most ${FIRST_LOAD_CSS_BUDGET / 1000} kB gzip`, () => {
    expect(sizes.firstLoad.css).toBeLessThanOrEqual(FIRST_LOAD_CSS_BUDGET);
  });

  it.each(Object.entries(LAZY))('the %s loads only when needed', (_, source) => {
    const manifest = readManifest(distDir);
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const firstLoad = staticClosure(manifest, entry);
    const lazy = Object.keys(manifest).filter((key) => source.test(key) && manifest[key]!.isDynamicEntry);
    expect(lazy.length).toBeGreaterThan(0);
    for (const key of lazy) expect(firstLoad.has(key)).toBe(false);
  });

  it('the phone library stays out of the first load', () => {
    const phone = sizes.lazy.find((chunk) => /phone-input/.test(chunk.src))!;
    // libphonenumber's metadata alone is tens of kB: it must sit in the lazy chunk
    expect(phone.gzip).toBeGreaterThan(30_000);
  });
});

describe('the coordinators’ inbox', () => {
  it('reaches no file of the public site: its pages, words and cookie are the receiver’s alone', () => {
    const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|css|html)$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(path.join(distDir, file), 'utf8');
      for (const mark of ['inbox_session', 'Журнал доступа', 'Вход для сотрудников', '/assets/inbox'])
        expect(text.includes(mark), `${mark} in ${file}`).toBe(false);
    }
  });
});
