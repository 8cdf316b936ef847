import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSizes, htmlSizes, readManifest, staticClosure, type BundleSizes } from '../../server/build/bundle-sizes.ts';
import { ensureTestBuild } from '../../scripts/test-build.ts';

// Size budgets of the production build (sizes are deterministic; docs/performance.md), and what
// must only load when a visitor needs it: a slow phone on a mobile network pays for every byte.

const FIRST_LOAD_JS_BUDGET = 90_000;
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
};

let distDir: string;
let sizes: BundleSizes;
let pages: { file: string; gzip: number }[];

beforeAll(async () => {
  // the whole production build, prerendered pages included: the run's shared one (scripts/test-build.ts),
  // built as npm run build does, with React's production build
  distDir = (await ensureTestBuild()).distDir;
  sizes = bundleSizes(distDir);
  pages = htmlSizes(distDir);
}, 600_000);

describe('bundle budgets', () => {
  it(`first-load JavaScript for / is at most ${FIRST_LOAD_JS_BUDGET / 1000} kB gzip`, () => {
    expect(sizes.firstLoad.js).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
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
