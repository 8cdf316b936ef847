import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runScript, spawnScript } from '../../../testing/run-cli.ts';
import { freePort, stopProcess, waitForServer } from '../../../testing/services/processes.ts';
import { CHROMIUM_ARGS, ensureTestChromium } from '../../../testing/services/find-chromium.ts';
import { generatePhoto } from '../../../testing/images/generate-photo.ts';
import type { ChildProcess } from 'node:child_process';

// A phone's photo (4000×3000, 6 MB, EXIF orientation 6, GPS) put into content as an editor does —
// at the top of the home page in an image frame, and lower down on a news card — built as
// `npm run build` builds, and opened in Chromium: the page offers the variants with their sizes,
// the first picture is fetched first, the original never leaves the build.

let dir: string;
let distDir: string;
let buildLog: string;
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let origin: string;
const PHOTO = '/images/hall-photo.jpg';
const DOWNLOADED = '/images/hall-full.jpg';
/**
 * what a variant may weigh for each pixel it covers on the screen: a grainy phone photo's AVIF
 * stays well under it, the original (6 MB for a card's 240 × 180) is 300 times over
 */
const BYTES_PER_PIXEL = 0.5;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-pictures-'));
  const content = path.join(dir, 'content');
  cpSync(path.join(ROOT, 'tests/pipeline/fixtures/good'), content, { recursive: true });
  writeFileSync(path.join(content, 'public', PHOTO), await generatePhoto());
  const index = path.join(content, 'pages/index.md');
  const page = readFileSync(index, 'utf8').replace('## Добро пожаловать\n', `## Добро пожаловать\n\n::: image\nsrc: ${PHOTO}\nalt: Холл клиники\n:::\n`);
  const newsCard = `\n::: news-card\nimage: ${PHOTO}\nimageAlt: Холл после ремонта\ndate: 2024-05-01\ntitle: Холл открыт\ndescription: Холл клиники снова открыт.\n:::\n`;
  // a second photo, shown and also offered for download: its original stays in the build
  writeFileSync(path.join(content, 'public', DOWNLOADED), await generatePhoto({ width: 1200, height: 900, grain: 0 }));
  const download = `\n![Зал](${DOWNLOADED})\n\n[Фотография зала целиком](${DOWNLOADED})\n`;
  writeFileSync(index, `${page}\n${'Текст страницы, чтобы карточка оказалась ниже первого экрана.\n\n'.repeat(40)}${newsCard}${download}`);
  distDir = path.join(dir, 'dist');
  const built = await runScript('tooling/build/build.ts', [], {
    FORMS: 'local',
    ALLOW_SAMPLE_DATA: '1',
    CI: '1',
    NODE_ENV: 'production',
    CONTENT_DIR: content,
    DATA_DIR: path.join(dir, 'dist-data'),
    DIST_DIR: distDir,
    IMAGE_CACHE_DIR: path.join(dir, 'image-cache'),
  });
  buildLog = built.stderr;
  expect(built.code, built.stderr).toBe(0);
  const port = await freePort();
  const apiPort = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawnScript('server/preview/preview.ts', [], {
    PORT: String(port),
    API_PORT: String(apiPort),
    FORMS: 'local',
    DATA_DIR: path.join(dir, 'dist-data'),
    DIST_DIR: distDir,
  });
  await waitForServer(`${origin}/`, server);
  browser = await chromium.launch({ executablePath: ensureTestChromium(), args: CHROMIUM_ARGS });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stopProcess(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('a phone photo in the built site', () => {
  it('is made into variants by the build, and its original is not in the build', () => {
    expect(buildLog).toMatch(/pictures: 2 originals → 24 variants \(24 made, 0 from /);
    expect(existsSync(path.join(distDir, PHOTO))).toBe(false);
    // the SVG beside it stays as it is, and so does a photo a page links to as a file
    expect(readdirSync(path.join(distDir, 'images')).sort()).toEqual(['hall-full.jpg', 'plan.svg']);
  });

  it('is a <picture> in the prerendered HTML: AVIF first, a JPEG fallback, sizes, width and height; the first one fetched first', () => {
    const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const all = html.match(/<picture>.*?<\/picture>/g) ?? [];
    // the page's SVG stays its own file, with its size, lazy
    const svg = all.filter((picture) => picture.includes('plan.svg'));
    expect(svg).toHaveLength(1);
    expect(svg[0]).toMatch(/^<picture><img [^>]*src="\/images\/plan\.svg"[^>]*width="\d+" height="\d+" loading="lazy"/);
    expect(svg[0]).not.toContain('<source');
    const pictures = all.filter((picture) => picture.includes('hall-photo'));
    expect(pictures).toHaveLength(2);
    const [frame, card] = pictures as [string, string];
    expect(frame).toMatch(
      /^<picture><source type="image\/avif" srcSet="\/assets\/img\/images\/hall-photo\.jpg\.[0-9a-f]{10}\.390x520\.avif 390w, [^"]*\.780x1040\.avif 780w, [^"]*\.1560x2080\.avif 1560w" sizes="\(min-width: 812px\) 780px, calc\(100vw - 2rem\)"\/>/,
    );
    expect(frame).toMatch(/<img [^>]*src="\/assets\/img\/images\/hall-photo\.jpg\.[0-9a-f]{10}\.390x520\.jpeg"/);
    expect(frame).toMatch(/<img [^>]*width="780" height="1040"/);
    expect(frame).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"|<img [^>]*fetchPriority="high"[^>]*loading="eager"/i);
    expect(card).toMatch(/<img [^>]*loading="lazy"/);
    expect(card).not.toMatch(/fetchPriority/i);
    // the app starts once this one is drawn (app/index.html): the browser records it by this name
    expect(frame).toMatch(/<img [^>]*elementtiming="first-picture"/);
    expect(card).not.toMatch(/elementtiming/);
    // the card's box at its widest (640 px on a phone), 4:3 as its crop
    expect(card).toMatch(/<img [^>]*width="640" height="480"/);
    expect(html).not.toContain(`src="${PHOTO}"`);
  });

  it('loads in Chromium as variants in proportion to the place they fill, never the original', async () => {
    const context = await browser!.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const pictures: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      pictures.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length });
    });
    await page.goto(`${origin}/`);
    const frame = page.getByRole('img', { name: 'Холл клиники' });
    await expect.poll(() => frame.evaluate(loadedWidth)).toBeGreaterThan(0);
    const card = page.getByRole('img', { name: 'Холл после ремонта' });
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate(loadedWidth)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const photoRequests = pictures.filter((picture) => picture.url.includes('hall-photo'));
    expect(photoRequests.map((picture) => picture.url)).not.toContain(PHOTO);
    // the frame is 780 px wide at most: the 780 px AVIF; the card 240 px: the 240 px AVIF
    const frameLoad = photoRequests.find((picture) => picture.url.endsWith('.780x1040.avif'));
    const cardLoad = photoRequests.find((picture) => picture.url.endsWith('.240x180.avif'));
    expect(photoRequests.map((picture) => picture.url.replace(/^.*\.(\d+x\d+\.\w+)$/, '$1')).sort()).toEqual(['240x180.avif', '780x1040.avif']);
    expect(cardLoad!.bytes).toBeLessThan(60_000);
    expect(frameLoad!.bytes).toBeLessThan(BYTES_PER_PIXEL * 780 * 1040);
    expect(cardLoad!.bytes).toBeLessThan(BYTES_PER_PIXEL * 240 * 180);
    await context.close();
  });

  it('on a phone (Pixel 7: 412 px at 2.625 device pixels each) loads the widths its screen needs, and no more', async () => {
    const context = await browser!.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const pictures: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'image') pictures.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length });
    });
    await page.goto(`${origin}/`);
    const card = page.getByRole('img', { name: 'Холл после ремонта' });
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate(loadedWidth)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const photoRequests = pictures.filter((picture) => picture.url.includes('hall-photo'));
    // both fill the phone's width, about 380 × 2.625 ≈ 1000 device pixels: the next width up
    expect(photoRequests.map((picture) => picture.url.replace(/^.*\.(\d+x\d+\.\w+)$/, '$1')).sort()).toEqual(['1280x960.avif', '1560x2080.avif']);
    for (const picture of photoRequests) {
      const [width, height] = /\.(\d+)x(\d+)\.avif$/.exec(picture.url)!.slice(1).map(Number) as [number, number];
      expect(picture.bytes).toBeLessThan(BYTES_PER_PIXEL * width * height);
    }
    await context.close();
  });
});

/** in the page: the picture's width once it has loaded, else 0 (the node types have no DOM) */
function loadedWidth(element: unknown): number {
  const image = element as { complete: boolean; naturalWidth: number };
  return image.complete ? image.naturalWidth : 0;
}
