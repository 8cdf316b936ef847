import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForApp } from './support/app-started.ts';
import type { BlockNode, InlineNode } from '../../common/schema/ast.ts';
import type { Db } from '../../common/schema/db.ts';
import { plainText } from '../../common/schema/plain-text.ts';
import { ALL_ROUTES, ROUTES_BEYOND_SPEC } from '../content/routes-of-spec.ts';
import { ROUTE_GROUPS } from './support/every-route.ts';
import { jsonLdProblems } from './support/json-ld.ts';
import { testBuildPaths } from '../../testing/build/test-build.ts';

// Every page arrives as finished HTML (tooling/README.md, «Prerendering»): what a crawler or a visitor without
// JavaScript gets, a hydration that reuses it without a difference, 404 for unknown addresses,
// and what search engines read. The build under test is the one playwright.config.ts serves.

// the build's data, read once the web server has made sure the build is there
let db: Db;
let siteUrl: string;
test.beforeAll(() => {
  db = JSON.parse(readFileSync(path.join(testBuildPaths().dataDir, 'db.json'), 'utf8')) as Db;
  siteUrl = db.site.url;
});
const docsTwin = (route: string) => (route === '/' ? '/docs' : `/docs${route}`);

function firstParagraph(ast: readonly BlockNode[]): string | undefined {
  const paragraph = ast.find((node) => node.type === 'paragraph');
  return paragraph === undefined
    ? undefined
    : plainText(paragraph.children as InlineNode[])
        .replace(/\s+/g, ' ')
        .trim();
}

test.describe('the HTML of every route, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has its title, first paragraph, meta description and canonical — at /route and /docs/route', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the same files on every device');
    test.setTimeout(120_000);
    expect(db.pages.map((record) => record.route).sort()).toEqual([...ALL_ROUTES].sort());
    for (const record of db.pages) {
      for (const address of [record.route, docsTwin(record.route)]) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(record.title);
        const paragraph = firstParagraph(record.ast);
        if (paragraph !== undefined) await expect(page.getByRole('main').getByText(paragraph.slice(0, 80)).first(), address).toBeVisible();
        await expect(page.locator('meta[name="description"]'), address).toHaveAttribute('content', record.description);
        await expect(page.locator('link[rel="canonical"]'), address).toHaveAttribute('href', `${siteUrl}${record.route}`);
        await expect(page.locator('meta[property="og:url"]'), address).toHaveAttribute('content', `${siteUrl}${record.route}`);
      }
    }
  });

  test('every page is reached from the home page by plain links, with its text and pictures', async ({ page }) => {
    test.setTimeout(180_000);
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length > 0) {
      const route = queue.shift()!;
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      // every picture has its size and arrives
      for (const image of await page.locator('main img').all()) {
        await image.scrollIntoViewIfNeeded();
        expect(await image.getAttribute('width'), route).toMatch(/^\d+$/);
        expect(await image.getAttribute('height'), route).toMatch(/^\d+$/);
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { message: route }).toBe(true);
      }
      for (const href of await page.locator('a[href^="/"]:visible').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
        const target = href.split('#')[0]!.replace(/^\/docs(?=\/|$)/, '') || '/';
        if (/\.\w+$/.test(target) || seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    // every page that content or navigation links to (the accordion demo is reached by address or search)
    const linked = new Set([
      '/',
      ...[...JSON.stringify([db.pages.map((record) => record.ast), db['header-tabs'], db.sidebars, db.sequences, db.site]).matchAll(/"href":"(\/[^"#]*)/g)].map(
        (match) => match[1]!.replace(/^\/docs(?=\/|$)/, '') || '/',
      ),
    ]);
    // and the pages beyond the spec, which the footer of every page links to
    for (const route of ROUTES_BEYOND_SPEC) linked.add(route);
    const pages = ALL_ROUTES.filter((route) => linked.has(route));
    expect(pages.length).toBeGreaterThan(25);
    expect([...seen].sort()).toEqual(pages.sort());
  });

  test('the forms say they need JavaScript and give the phone and e-mail instead', async ({ page }) => {
    await page.goto('/anket');
    const anketNote = page.getByText('Анкета работает только при включённом JavaScript');
    await expect(anketNote).toBeVisible();
    await expect(anketNote.getByRole('link', { name: db.site.phoneDisplay })).toHaveAttribute('href', `tel:${db.site.phone}`);
    await expect(anketNote.getByRole('link', { name: db.site.email })).toHaveAttribute('href', `mailto:${db.site.email}`);
    await expect(page.getByText('Загрузка анкеты…')).toBeHidden();

    await page.goto('/about');
    // the top bar's button becomes a link to the footer's note (phones have no such button in the bar)
    if ((page.viewportSize()?.width ?? 0) >= 768) {
      const callback = page.getByRole('link', { name: 'Заказать обратную связь' });
      await expect(callback).toBeVisible();
      await callback.click();
      await expect(page).toHaveURL(/#no-js-contacts$/);
    }
    const note = page.getByText('Форма обратной связи работает только при включённом JavaScript');
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: db.site.phoneDisplay })).toHaveAttribute('href', `tel:${db.site.phone}`);
    // controls that only a script can run are not offered
    await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toBeHidden();
  });

  test('closed blocks show their text, and the reviews past the first two are there', async ({ page }) => {
    await page.goto('/accordion-example');
    const closed = db.pages.find((record) => record.route === '/accordion-example')!;
    const questions = JSON.stringify(closed.ast).match(/"type":"accordion","title":"[^"]+","open":false/g) ?? [];
    expect(questions.length).toBeGreaterThan(0);
    for (const panel of await page.locator('[role="region"]').all()) await expect(panel).toBeVisible();
    await page.goto('/reviews');
    const reviews = JSON.stringify(db.pages.find((record) => record.route === '/reviews')!.ast).match(/"author":"([^"]+)"/g)!;
    expect(reviews.length).toBeGreaterThan(2);
    const lastAuthor = JSON.parse(`{${reviews.at(-1)!}}`).author as string;
    await expect(page.getByText(lastAuthor, { exact: true })).toBeVisible();
  });
});

// a few routes in `npm test`, the others in the sweep (support/every-route.ts)
const HYDRATED = ROUTE_GROUPS.flatMap((group) => (['light', 'dark'] as const).map((scheme) => ({ ...group, scheme })));

test.describe('hydration', () => {
  for (const { which, routes, tag, scheme } of HYDRATED) {
    test(`${which} hydrate without a warning or an error, ${scheme} theme`, { tag }, async ({ page }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme: scheme });
      const problems: string[] = [];
      const pageRequests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/page/')) pageRequests.push(request.url());
      });
      for (const route of routes) {
        await page.goto(route);
        // the theme control learns the theme once the app has taken the page over
        await expect(page.getByRole('button', { name: 'Toggle dark mode' }).first()).toHaveAttribute('aria-pressed', scheme === 'dark' ? 'true' : 'false');
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors), route).toEqual([]);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      expect(problems).toEqual([]);
      // the page record travels inside the HTML: no second request for it
      expect(pageRequests).toEqual([]);
    });
  }

  test('the app’s code is fetched only once the first paint and the page’s first picture are on the screen', async ({ page }) => {
    // the content's pictures are drawings (SVG), which the pipeline never marks: the home page's is
    // marked here as the pipeline marks a photograph near the top (common/images/, «first-picture»)
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<img src="\/images\/home\/welcome\.svg"([^>]*) loading="lazy"/,
        '<img src="/images/home/welcome.svg"$1 loading="eager" fetchpriority="high" elementtiming="first-picture"',
      );
      expect(html).toContain('elementtiming="first-picture"');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/');
    await waitForApp(page);
    const timing = await page.evaluate(async () => {
      const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')!.content;
      const script = performance.getEntriesByType('resource').find((resource) => resource.name.endsWith(entry));
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
      // Element Timing's entries are kept for observers only
      const drawn = await new Promise<PerformanceEntry[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => resolve([]), 2000);
      });
      const picture = document.querySelector('img[elementtiming="first-picture"]')!.getBoundingClientRect();
      return {
        scriptStart: script?.startTime,
        firstPaint: firstPaint?.startTime,
        pictureDrawn: (
          drawn.find((each) => (each as unknown as { identifier: string }).identifier === 'first-picture') as unknown as { renderTime: number } | undefined
        )?.renderTime,
        pictureOnScreen: picture.top < innerHeight && picture.bottom > 0,
      };
    });
    expect(timing.scriptStart).toBeDefined();
    expect(timing.firstPaint).toBeDefined();
    expect(timing.scriptStart!).toBeGreaterThanOrEqual(timing.firstPaint!);
    if (timing.pictureOnScreen) {
      expect(timing.pictureDrawn).toBeGreaterThan(0);
      expect(timing.scriptStart!).toBeGreaterThanOrEqual(timing.pictureDrawn!);
    }
  });

  test('after hydration the site is the same single-page app: a link navigates without a reload', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Разделы сайта' }).getByRole('link', { name: /Цены/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(db.pages.find((record) => record.route === '/prices')!.title);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe('unknown addresses', () => {
  test('answer 404 with the not-found page, which still works as the app', async ({ page, request }) => {
    for (const address of ['/no-such-page', '/services/no-such-method', '/docs/no-such-page']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).toContain('Страница не найдена');
    }
    for (const route of ['/', '/about', '/docs/about', '/research/m2-macrophages-cerebral-palsy']) expect((await request.get(route)).status(), route).toBe(200);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await page.getByRole('link', { name: 'Перейти на главную' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(db.pages.find((record) => record.route === '/')!.title);
    expect(errors).toEqual([]);
  });
});

test.describe('what search engines and link previews read', () => {
  test('structured data: valid, from content, never written twice', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the same files on every device');
    const typesByRoute = new Map<string, string[]>();
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
      for (const block of blocks) expect(jsonLdProblems(block), `${route}: ${JSON.stringify(block)}`).toEqual([]);
      const types = blocks.map((block) => block['@type'] as string);
      expect(new Set(types).size, route).toBe(types.length);
      typesByRoute.set(route, types);
    }
    const withType = (type: string) => [...typesByRoute].filter(([, types]) => types.includes(type)).map(([route]) => route);
    expect(withType('MedicalClinic')).toEqual(['/', '/contacts']);
    expect(withType('FAQPage')).toContain('/accordion-example');
    expect(withType('BreadcrumbList')).toContain('/research/m2-macrophages-cerebral-palsy');
    // facts come from content: the clinic's phone and the contact card's map point
    const contacts = await (await request.get('/contacts')).text();
    const clinic = JSON.parse(
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"MedicalClinic"[^<]*)<\/script>/.exec(contacts)![1]!,
    );
    expect(clinic.telephone).toBe(db.site.phone);
    expect(clinic.geo).toEqual({ '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  test("link previews: Open Graph and Twitter tags, with the site's own 1200×630 picture", async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the same files on every device');
    await page.goto('/services');
    const record = db.pages.find((entry) => entry.route === '/services')!;
    const content = (name: string) => page.locator(`meta[property="${name}"], meta[name="${name}"]`).getAttribute('content');
    expect(await content('og:title')).toBe(record.title);
    expect(await content('og:description')).toBe(record.description);
    expect(await content('og:type')).toBe('article');
    expect(await content('og:locale')).toBe('ru_RU');
    expect(await content('twitter:card')).toBe('summary_large_image');
    const image = new URL((await content('og:image'))!);
    expect(image.origin).toBe(siteUrl);
    const served = await request.get(image.pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
  });

  test('sitemap.xml lists every route with a fixed date, and robots.txt points at it', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the same files on every device');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>\s*)?<\/url>/g)];
    expect(urls.map((match) => match[1]!.slice(siteUrl.length) || '/').sort()).toEqual([...ALL_ROUTES].sort());
    for (const match of urls) if (match[2] !== undefined) expect(match[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
