import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app-started.ts';

// The app shell of spec §2 through the real stack, on the desktop and the phone project.

/**
 * Goes to `path` inside the app, as a link would (the page is fetched from /api): a page opened by
 * its address arrives prerendered with its record inside the HTML and requests nothing.
 */
async function navigateInApp(page: Page, path: string, from = '/contacts'): Promise<void> {
  await page.goto(from);
  await waitForApp(page);
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1400) < 768;
const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;

/**
 * Listens in the page for one window event and returns once the listener is in place, so the
 * event of the next action cannot come first; the function returned waits for the event.
 */
async function listenOnce(page: Page, name: string): Promise<() => Promise<{ fired: boolean; detail: unknown }>> {
  const key = `heard:${name}`;
  await page.evaluate(
    ({ name, key }) => {
      const heard = new Promise((resolve) =>
        window.addEventListener(name, (event) => resolve({ fired: true, detail: (event as CustomEvent).detail ?? null }), { once: true }),
      );
      (window as unknown as Record<string, unknown>)[key] = heard;
    },
    { name, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, Promise<{ fired: boolean; detail: unknown }>>)[key]!, key);
}

test.describe('1. routes', () => {
  test('a route renders its page with title, meta description and canonical link', async ({ page }) => {
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await expect(page).toHaveTitle(/^Контакты — /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Молдавской/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contacts$/);
  });

  test('/docs/<route> renders the same page, canonical to the bare route', async ({ page }) => {
    await page.goto('/docs/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contacts$/);
  });

  test('content links lead through /docs and the router, without a reload', async ({ page }) => {
    await page.goto('/services/method-1');
    // the router's once the app has started: a press before that loads the next page afresh
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('main').getByRole('link', { name: 'Патенты', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs\/patents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Патенты' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('an unknown route shows the not-found page with a way home and the search', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expect(page).toHaveTitle(/Страница не найдена/);
    await expect(page.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Найти нужную страницу поиском' })).toBeVisible();
  });

  test('a failed page fetch says so and retries', async ({ page }) => {
    let fail = true;
    await page.route('**/api/page/about', (route) => (fail ? route.abort() : route.continue()));
    await navigateInApp(page, '/about');
    await expect(page.getByRole('heading', { name: 'Не удалось загрузить страницу' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'О клинике' })).toBeVisible();
  });
});

test.describe('2. layout', () => {
  test('the content area is at least 400 px high and nothing overflows sideways', async ({ page }) => {
    await page.goto('/accordion-example');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const height = await page.locator('#main-content > div').evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(400);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('usable on a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/prices/price-list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
  });
});

test.describe('3. top bar', () => {
  test('logo, anket link and the callback button', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: /на главную/ })).toHaveAttribute('href', '/');
    if (isPhone(page)) await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('link', { name: 'Заполнить анкету' }).first()).toHaveAttribute('href', '/anket');
    const fired = await listenOnce(page, 'open-callback');
    await page.getByRole('button', { name: 'Заказать обратную связь' }).first().click();
    expect(await fired()).toEqual({ fired: true, detail: null });
  });

  test('the search entry fires the search-open action', async ({ page }) => {
    await page.goto('/about');
    const fired = await listenOnce(page, 'search:open');
    if (isPhone(page)) await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    else {
      const button = page.getByRole('button', { name: /Поиск\.\.\./ });
      await expect(button).toContainText('Ctrl K');
      await button.click();
    }
    expect(await fired()).toEqual({ fired: true, detail: { mode: isPhone(page) ? 'overlay' : 'dialog' } });
  });
});

test.describe('4. header tabs', () => {
  test('tabs from the API with the caching header, fetched once per session', async ({ page }) => {
    const requests: { cache: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/header-tabs')) requests.push({ cache: request.headers()['cache-control'] });
    });
    await page.goto('/about');
    const tabs = page.getByRole('navigation', { name: 'Разделы сайта' });
    await expect(tabs.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
    // a session is the app's: a press before the app has started loads the next page afresh
    await waitForApp(page);
    await tabs.getByRole('link', { name: 'Цены' }).click();
    await expect(tabs.getByRole('link', { name: 'Цены' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current', 'page');
    expect(requests).toEqual([{ cache: 'max-age=300' }]);
  });

  test('the Главная tab is active on / and the pages of the main section', async ({ page }) => {
    for (const path of ['/', '/news/victory-2012', '/research', '/patents']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Разделы сайта' }).getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the default tabs stay, silently, when the call fails', async ({ page }) => {
    await page.route('**/api/header-tabs', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/services');
    const tabs = page.getByRole('navigation', { name: 'Разделы сайта' });
    await expect(tabs.getByRole('link')).toHaveText(['Главная', 'Услуги и методы лечения', 'Цены', /Акции/]);
    await expect(tabs.getByRole('link', { name: /Услуги/ })).toHaveAttribute('aria-current', 'page');
  });

  test('the Акции tab counts down to 06:00 every second', async ({ page }) => {
    await page.clock.install({ time: new Date(2026, 10, 22, 4, 59, 30) });
    await page.goto('/promotions');
    const badge = page.getByRole('navigation', { name: 'Разделы сайта' }).getByRole('timer');
    await expect(badge).toHaveText(/^\d\d:\d\d:\d\d$/);
    await page.clock.pauseAt(new Date(2026, 10, 22, 5, 0, 0));
    await expect(badge).toHaveText('01:00:00');
    await page.clock.runFor(2000);
    await expect(badge).toHaveText('00:59:58');
  });
});

test.describe('5. sidebar', () => {
  test('the group of the path, sections open per config or path, toggled by their header', async ({ page }) => {
    await page.goto('/news/victory-2012');
    if (isPhone(page)) await page.getByRole('button', { name: 'Открыть меню' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Навигация по разделу' }).filter({ visible: true });
    const activity = sidebar.getByRole('button', { name: 'Деятельность' });
    await expect(activity).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Новости' })).toBeVisible();
    await activity.click();
    await expect(activity).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Новости' })).toBeHidden();
  });

  test('a section closed before the sidebar call answers stays closed when it does', async ({ page }) => {
    // a slow network: /api/sidebar answers after the visitor's press, with one item more than the
    // page was built with, so that its arrival shows
    let answer: () => void = () => undefined;
    const pressed = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/sidebar', async (route) => {
      const response = await route.fetch();
      const sidebar = (await response.json()) as { sections: { title: string; items: { title: string; href: string }[] }[] };
      sidebar.sections[0]!.items.push({ title: 'Пришло из API', href: '/about' });
      await pressed;
      await route.fulfill({ response, json: sidebar });
    });
    await page.goto('/news/victory-2012');
    if (isPhone(page)) await page.getByRole('button', { name: 'Открыть меню' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Навигация по разделу' }).filter({ visible: true });
    const activity = sidebar.getByRole('button', { name: 'Деятельность' });
    await activity.click();
    await expect(activity).toHaveAttribute('aria-expanded', 'false');
    answer();
    await expect(sidebar.getByRole('link', { name: 'Пришло из API' })).toBeVisible();
    await expect(activity).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Новости' })).toBeHidden();
  });

  test('the current item is marked, the services sidebar on services pages', async ({ page }) => {
    await page.goto('/services/cytokine-therapy');
    if (isPhone(page)) await page.getByRole('button', { name: 'Открыть меню' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Навигация по разделу' }).filter({ visible: true });
    await expect(sidebar.getByRole('link', { name: 'Цитокиновая терапия' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('button', { name: 'Все методы' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the built-in config when the sidebar call fails', async ({ page }) => {
    await page.route('**/api/sidebar**', (route) => route.abort());
    await page.goto('/prices');
    if (isPhone(page)) await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Навигация по разделу' }).filter({ visible: true }).getByRole('link', { name: 'Прайс-лист' }),
    ).toBeVisible();
  });

  test('phone: the burger opens a copy with Заполнить анкету; it closes on navigation and Escape', async ({ page }) => {
    test.skip(!isPhone(page), 'the burger is for small screens');
    await page.goto('/about');
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await burger.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Заполнить анкету' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await burger.click();
    await menu.getByRole('link', { name: 'Контакты' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('desktop: the sidebar stays in place while the page scrolls', async ({ page }) => {
    test.skip(isPhone(page), 'fixed on large screens');
    await page.setViewportSize({ width: 1400, height: 800 });
    await page.goto('/services/complex-cerebral-palsy-treatment');
    const sidebar = page.getByRole('complementary', { name: 'Меню раздела' });
    const before = await sidebar.boundingBox();
    await page.mouse.wheel(0, 1500);
    // compared once the page has really scrolled, however long the wheel takes to arrive
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(Math.abs((await sidebar.boundingBox())!.y - before!.y)).toBeLessThanOrEqual(2);
  });
});

test.describe('6. table of contents', () => {
  test('wide screens: h1–h3 of the page, highlighted while scrolling, smooth scroll on click', async ({ page }) => {
    test.skip(!isWide(page), 'wide screens only');
    await page.goto('/services/method-1');
    const toc = page.getByRole('navigation', { name: 'На этой странице' });
    await expect(toc.getByRole('link', { name: 'Противопоказания' })).toBeVisible();
    // nothing is highlighted until a heading has passed the 160 px line; then the page title is
    await expect(toc.locator('[aria-current]')).toHaveCount(0);
    const titleTop = await page.locator('#page-title').evaluate((element) => element.getBoundingClientRect().top);
    expect(titleTop).toBeGreaterThan(160);
    await page.mouse.wheel(0, titleTop - 150);
    await expect(toc.getByRole('link').first()).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
    await toc.getByRole('link', { name: 'Противопоказания' }).click();
    await expect(toc.getByRole('link', { name: 'Противопоказания' })).toHaveAttribute('aria-current', 'location');
    // the smooth scroll may still be under way when the highlight moves: wait for it to arrive
    const top = () => page.locator('#противопоказания').evaluate((element) => element.getBoundingClientRect().top);
    await expect.poll(top).toBeLessThan(160);
    await expect.poll(top).toBeGreaterThan(120);
    await expect(page).toHaveURL((url) => decodeURIComponent(url.hash) === '#противопоказания');
  });

  test('hidden on narrower screens', async ({ page }) => {
    test.skip(isWide(page), 'a narrow viewport');
    await page.goto('/services/method-1');
    await expect(page.getByRole('navigation', { name: 'На этой странице' })).toBeHidden();
  });

  test("'Нет заголовков' for a page without headings", async ({ page }) => {
    test.skip(!isWide(page), 'wide screens only');
    await page.route('**/api/page/about', async (route) => {
      const response = await route.fetch();
      const page = await response.json();
      await route.fulfill({ json: { ...page, ast: [{ type: 'paragraph', children: [{ type: 'text', value: 'Текст.' }] }] } });
    });
    await navigateInApp(page, '/about');
    // the page's title alone is no list of headings
    await expect(page.getByRole('heading', { level: 1, name: 'О клинике' })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'На этой странице' });
    await expect(toc).toContainText('Нет заголовков');
    await expect(toc.getByRole('link')).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('toc:update')));
    await expect(toc).toContainText('Нет заголовков');
  });
});

test.describe('7. breadcrumbs', () => {
  test('large screens: section → item → page, a sub-page’s title from the page call', async ({ page }) => {
    test.skip(isPhone(page), 'large screens');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/research/m2-macrophages-cerebral-palsy');
    const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Деятельность', 'Научные работы', /^Макрофаги M2/]);
    const last = crumbs.getByRole('listitem').last().locator('[aria-current="page"]');
    expect((await last.textContent())!.length).toBeLessThanOrEqual(48);
    await page.goto('/news/victory-2012');
    // a news item by its title, not its file's Latin name
    await expect(crumbs.getByRole('listitem')).toHaveText(['Деятельность', 'Новости', 'Победа во Всероссийском конкурсе врачей — 2012']);
    // a section and its item of the same title: once
    await page.goto('/services/treatment-methods');
    await expect(crumbs.getByRole('listitem')).toHaveText(['Все услуги']);
  });
});

test.describe('8. previous and next', () => {
  test('the news order and the main sequence', async ({ page }) => {
    await page.goto('/news/nomination-2011');
    const nav = page.getByRole('navigation', { name: 'Соседние страницы' });
    await expect(nav.getByRole('link')).toHaveCount(1);
    await nav.getByRole('link', { name: /Следующая/ }).click();
    await expect(page).toHaveURL(/\/news\/victory-2012$/);
    await page.goto('/contacts');
    await expect(nav.getByRole('link', { name: /Предыдущая/ })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: /Следующая/ })).toHaveAttribute('href', '/reviews');
  });
});

test.describe('9. footer', () => {
  test('address to /contacts, e-mail and telephone links, social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Молдавская улица 50, Искитим/ })).toHaveAttribute('href', '/contacts');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /\+7/ })).toHaveAttribute('href', /^tel:\+7/);
    await expect(footer.getByRole('list', { name: 'Мы в соцсетях и мессенджерах' }).getByRole('link')).toHaveCount(3);
  });
});

test.describe('10. theme', () => {
  test('the toggle flips the theme, stores it, and it survives a reload without a flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(html).toHaveClass(/dark/);
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('theme'), document.documentElement.style.colorScheme])).toEqual(['dark', 'dark']);
    await page.route('**/main.tsx', async (route) => route.abort());
    await page.reload();
    // the inline script alone applies the stored theme before any app code runs
    await expect(html).toHaveClass(/dark/);
  });

  test('with nothing stored it follows the system setting and its changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test.describe('11. page view', () => {
  test('a skeleton while loading, then the page', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/page/patents', async (route) => {
      await held;
      await route.continue();
    });
    await navigateInApp(page, '/patents');
    await expect(page.getByRole('status').filter({ hasText: 'Загрузка страницы' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Патенты' })).toBeVisible();
  });

  test('the landing page comes inside its HTML: only the pages navigated to are requested', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/page/')) requests.push(new URL(request.url()).pathname);
    });
    await page.goto('/docs/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Отзывы пациентов' })).toBeVisible();
    await waitForApp(page);
    await page
      .getByRole('navigation', { name: 'Соседние страницы' })
      .getByRole('link', { name: /Следующая/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    expect(requests).toEqual(['/api/page/news']);
  });

  test('an unknown block shows a small notice and the rest of the page stays', async ({ page }) => {
    await page.route('**/api/page/about', async (route) => {
      const response = await route.fetch();
      const record = await response.json();
      record.hash = 'changed-for-test';
      record.ast.unshift({ type: 'hologram', children: [] });
      await route.fulfill({ json: record });
    });
    await navigateInApp(page, '/about');
    const notice = page.locator('[data-block-type="hologram"]');
    await expect(notice).toHaveRole('note');
    await expect(notice).toHaveText('Этот фрагмент страницы пока не может быть показан.');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('external links open safely, internal ones through the router', async ({ page }) => {
    await page.goto('/');
    const external = page.locator('main a[href^="http"]');
    for (const link of await external.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.locator('main a[href^="/docs/"]').first()).toBeVisible();
  });
});

test.describe('12. accessibility', () => {
  test('a skip link to the content; focus moves to the page heading on navigation', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О клинике' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
    await page.goto('/about');
    // the router's focus: a press before the app has started is the browser's own navigation,
    // which starts the new page at its top, the skip link first
    await waitForApp(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Молдавская/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeFocused();
  });
});
