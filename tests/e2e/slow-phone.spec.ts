import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { waitForApp } from './support/app-started.ts';

// docs/product.md, «Nothing typed is lost»: what a visitor on a slow phone types or presses while
// the code behind it is still on its way is never lost: the phone field of both forms, the search,
// and the prerendered page before the app has taken it over. The network is slowed to 400 ms
// latency and 50 kB/s and the CPU 4× (CDP), a cheap phone on a poor mobile network; on top of that
// the chunk in question is held back until the test lets it through, so the typing or the press
// certainly comes before it.

async function slowDown(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 51200, uploadThroughput: 51200 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** holds back the requests for a chunk whose file name matches until release() */
async function holdChunk(page: Page, name: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && name.test(url.pathname),
    (route) => {
      if (released) return route.continue();
      held.push(route);
    },
  );
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** routes the form service: records each JSON body and answers success */
async function fakeService(page: Page): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route('**/api/forms', (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) });
  });
  return bodies;
}

// each test has its own page and its own routes: spread over both workers, the file does not end
// the run alone on one of them
test.describe.configure({ mode: 'parallel' });

/** the top bar's breakpoint (768 px): above it the callback button and 'Поиск...' are in the bar */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1400) < 768;

/** the app's start on this phone: its code arrives at 50 kB/s on a CPU slowed 4× */
const APP_START = 30_000;

test.describe('the phone field on a slow phone', () => {
  test.slow();

  test('callback modal: typed at once into the field, the number is sent and the focus stays', async ({ page, context }) => {
    const bodies = await fakeService(page);
    const phoneChunk = await holdChunk(page, /phone-input/);
    await slowDown(context, page);
    await page.goto('/');
    await waitForApp(page, APP_START);

    const trigger = page.getByRole('navigation', { name: 'Действия' }).getByRole('button', { name: 'Заказать обратную связь' });
    if (!isPhone(page)) await trigger.click();
    else {
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await page.locator('#mobile-menu').getByRole('button', { name: 'Заказать обратную связь' }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Заказать обратную связь' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const phone = dialog.getByRole('textbox', { name: 'Телефон', exact: true });
    const country = dialog.getByRole('combobox', { name: 'Страна номера телефона' });

    // the component is not there yet: the visitor types into what stands in for it
    await phone.click();
    await page.keyboard.type('999123');
    await expect(country).toHaveCount(0);
    await expect(phone).toHaveValue('999123');
    expect(phoneChunk.requested()).toBe(true);

    // it arrives while the visitor goes on typing
    await phoneChunk.release();
    await page.keyboard.type('4567', { delay: 150 });
    await expect(country).toBeVisible({ timeout: 20_000 });
    await expect(phone).toHaveValue('+7 999 123 45 67');
    await expect(phone).toBeFocused();

    await dialog.getByRole('textbox', { name: 'Имя' }).fill('Мария');
    await dialog.getByRole('checkbox', { name: /согласен/ }).check();
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText('Успешно.')).toBeVisible({ timeout: 20_000 });
    expect(bodies).toEqual([expect.objectContaining({ Имя: 'Мария', Телефон: '+79991234567' })]);
  });

  test('anket: typed at once after the unlock, the number is sent and the focus stays', async ({ page, context }) => {
    const bodies = await fakeService(page);
    const phoneChunk = await holdChunk(page, /phone-input/);
    await slowDown(context, page);
    await page.goto('/anket');
    await waitForApp(page, APP_START);

    const form = page.getByRole('form', { name: 'Анкета' });
    await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click({ timeout: 20_000 });
    await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).toBeFocused();
    const phone = form.getByRole('textbox', { name: 'Телефон', exact: true });
    const country = form.getByRole('combobox', { name: 'Страна номера телефона' });

    await phone.click();
    await page.keyboard.type('+7 999 12');
    await expect(country).toHaveCount(0);
    expect(phoneChunk.requested()).toBe(true);
    await phoneChunk.release();
    await page.keyboard.type('3-45-67', { delay: 150 });
    await expect(country).toBeVisible({ timeout: 20_000 });
    await expect(phone).toHaveValue('+7 999 123 45 67');
    await expect(phone).toBeFocused();

    await form.getByRole('textbox', { name: 'Фамилия ребёнка' }).fill('Иванов');
    await form.getByRole('textbox', { name: 'Имя ребёнка' }).fill('Пётр');
    await form.getByRole('textbox', { name: 'Диагноз' }).fill('ДЦП');
    await form.getByLabel('Дата рождения').fill('2015-03-05');
    await form.getByRole('spinbutton', { name: 'Рост, см' }).fill('120');
    await form.getByRole('spinbutton', { name: 'Вес, кг' }).fill('25');
    await form.getByRole('textbox', { name: 'Фамилия родителя' }).fill('Иванова');
    await form.getByRole('textbox', { name: 'Имя родителя' }).fill('Мария');
    await form.getByRole('textbox', { name: 'Электронная почта' }).fill('maria@example.ru');
    await form.getByRole('checkbox', { name: /согласен/ }).check();
    await form.getByRole('button', { name: 'Отправить анкету' }).click();
    await expect(page.getByRole('dialog', { name: 'Ваша анкета успешно отправлена' })).toBeVisible({ timeout: 20_000 });
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { message: string }).message).toContain('Телефон: +79991234567\n');
  });
});

test.describe('the search on a slow phone', () => {
  test.slow();

  test('typed at once after opening, the query stays, keeps the focus and finds', async ({ page, context }) => {
    const searchUi = await holdChunk(page, /search-ui/);
    await slowDown(context, page);
    await page.goto('/about');
    await waitForApp(page, APP_START);

    if (!isPhone(page)) await page.keyboard.press('Control+k');
    else await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Поиск по сайту' });
    const box = dialog.getByRole('combobox', { name: 'Поиск по сайту' });
    await expect(box).toBeFocused();
    await page.keyboard.type('лечение');
    await expect(box).toHaveValue('лечение');
    // no list of hits yet: the search's own code is still on its way
    await expect(dialog.locator('[role="listbox"]')).toHaveCount(0);
    expect(searchUi.requested()).toBe(true);

    await searchUi.release();
    await expect(dialog.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    await expect(box).toHaveValue('лечение');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('the search’s scroll lock on a slow phone', () => {
  test.slow();

  // spec §2.3: while the search is open the page does not scroll — from the first frame of the
  // stand-in that shows while the search's code is on its way, through the hand-over to the real UI
  test('the page does not scroll under the stand-in, from its first frame, nor under the search that takes over', async ({ page, context }) => {
    const searchUi = await holdChunk(page, /search-ui/);
    await slowDown(context, page);
    await page.goto('/privacy-policy');
    await waitForApp(page, APP_START);
    const cdp = await context.newCDPSession(page);
    /** a scroll as the visitor makes it, and the page's scroll once it has settled: a finger dragged up a phone's screen, the mouse wheel on a desktop */
    const swipe = async () => {
      if (isPhone(page)) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 700 }] });
        for (let y = 690; y >= 300; y -= 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200, y }] });
        // the finger rests before it lifts: no fling goes on scrolling after the measure
        for (let rest = 0; rest < 5; rest++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200, y: 300 }] });
        await page.waitForTimeout(200);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      } else {
        await cdp.send('Input.synthesizeScrollGesture', { x: 600, y: 450, yDistance: -600, gestureSourceType: 'mouse', speed: 2000 });
      }
      let last = -1;
      for (let settled = await page.evaluate(() => window.scrollY); settled !== last; settled = await page.evaluate(() => window.scrollY)) {
        last = settled;
        await page.waitForTimeout(300);
      }
      return last;
    };
    // the page scrolls
    expect(await swipe()).toBeGreaterThan(0);

    // every frame from here on: is a search dialog in the page, and is the page's scroll locked
    await page.evaluate(() => {
      const frames: { dialog: boolean; locked: boolean }[] = [];
      (window as unknown as { searchFrames: typeof frames }).searchFrames = frames;
      const record = () => {
        const dialog = document.querySelector('[role="dialog"][aria-label="Поиск по сайту"]') !== null;
        // the page's scroll is locked on <body> (lockScroll) or on <html> (the stand-in's style)
        const locked = [document.body, document.documentElement].some((element) => getComputedStyle(element).overflow === 'hidden');
        frames.push({ dialog, locked });
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    if (!isPhone(page)) await page.keyboard.press('Control+k');
    else await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Поиск по сайту' });
    await expect(dialog).toBeVisible();
    // where the page stands as the search opens (a tap on the phone's top bar may have brought it into view)
    const held = await page.evaluate(() => window.scrollY);
    // the stand-in: no list of hits, the search's own code still on its way
    await expect(dialog.locator('[role="listbox"]')).toHaveCount(0);
    expect(searchUi.requested()).toBe(true);
    expect(await swipe()).toBe(held);

    await searchUi.release();
    await page.keyboard.type('данные');
    await expect(dialog.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    expect(await swipe()).toBe(held);

    const frames = await page.evaluate(() => (window as unknown as { searchFrames: { dialog: boolean; locked: boolean }[] }).searchFrames);
    const shown = frames.filter(({ dialog }) => dialog);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter(({ locked }) => !locked)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => [document.body, document.documentElement].map((element) => getComputedStyle(element).overflow)))
      .toEqual(['visible', 'visible']);
    expect(await swipe()).toBeGreaterThan(held);
  });
});

test.describe('the split search index on a slow phone', () => {
  test.slow();

  const openSearchBox = async (page: Page) => {
    if (!isPhone(page)) await page.keyboard.press('Control+k');
    else await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Поиск по сайту' });
    return { dialog, box: dialog.getByRole('combobox', { name: 'Поиск по сайту' }) };
  };

  test('typed key by key while its fragments load, the hits are those of the whole query', async ({ page, context }) => {
    // every fragment after the meta one is held until the whole word is typed: typed slower than
    // the search's pause in typing (300 ms), each keystroke's search waits on the network, and the
    // early ones' answers arrive last
    const held: Route[] = [];
    let released = false;
    await page.route(
      (url) => url.pathname.startsWith('/api/search-fragment/') && !url.pathname.endsWith('/meta'),
      (route) => (released ? route.continue() : void held.push(route)),
    );
    await slowDown(context, page);
    await page.goto('/about');
    await waitForApp(page, APP_START);
    const { dialog, box } = await openSearchBox(page);
    await expect(box).toBeFocused();
    await box.pressSequentially('эпилепсии', { delay: 400 });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    released = true;
    // the first keystrokes' fragments last: an answer to "э" must not replace the whole word's
    await Promise.all(
      held
        .reverse()
        .splice(0)
        .map((route) => route.continue()),
    );
    const options = dialog.getByRole('option');
    await expect(dialog.getByRole('option', { name: /^Эпилепсия: контроль терапии/ })).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await expect(box).toHaveValue('эпилепсии');
    for (const text of await options.allTextContents()) expect(text).toMatch(/эпилеп/i);
  });

  test('a fragment that does not arrive shows that the search is unavailable, and the next key finds', async ({ page, context }) => {
    let failing = true;
    await page.route(
      (url) => url.pathname.startsWith('/api/search-fragment/h-'),
      (route) => (failing ? route.abort('internetdisconnected') : route.continue()),
    );
    await slowDown(context, page);
    await page.goto('/about');
    await waitForApp(page, APP_START);
    const { dialog, box } = await openSearchBox(page);
    await box.pressSequentially('инсуль');
    await expect(dialog.getByRole('status')).toContainText('Поиск сейчас недоступен', { timeout: 30_000 });
    await expect(dialog.getByRole('option')).toHaveCount(0);
    failing = false;
    await box.pressSequentially('т');
    await expect(dialog.getByRole('option', { name: /^Реабилитация после инсульта/ })).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('before the app has taken the page over', () => {
  test.slow();

  test('«Отправить» of the question form keeps what was typed and opens the callback form once it can', async ({ page, context }) => {
    const app = await holdChunk(page, /\/index-[^/]*\.js$/);
    await slowDown(context, page);
    let loads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads += 1;
    });
    await page.goto('/contacts', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Задайте вопрос клинике' });
    await form.getByLabel('Электронная почта').fill('maria@example.ru', { timeout: 20_000 });
    await form.getByLabel('Вопрос').fill('Можно ли приехать в июле?');
    await form.getByRole('button', { name: 'Отправить' }).click();
    // the held chunk is the app's: the loader asks for it after the first paint, the photo's included
    await expect.poll(() => app.requested(), { timeout: 30_000 }).toBe(true);

    await app.release();
    await expect(page.getByRole('dialog', { name: 'Заказать обратную связь' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Ваш вопрос не отправлен' })).toBeVisible();
    await expect(form.getByLabel('Электронная почта')).toHaveValue('maria@example.ru');
    await expect(form.getByLabel('Вопрос')).toHaveValue('Можно ли приехать в июле?');
    // the page was never loaded again, and what was typed never went into an address
    expect(loads).toBe(1);
    expect(new URL(page.url()).search).toBe('');
  });

  test('a press on «Заказать обратную связь» (on a phone: the menu) is done once the app is there', async ({ page, context }) => {
    const app = await holdChunk(page, /\/index-[^/]*\.js$/);
    await slowDown(context, page);
    await page.goto('/', { waitUntil: 'commit' });
    const trigger = page.getByRole('navigation', { name: 'Действия' }).getByRole('button', { name: 'Заказать обратную связь' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const desktop = !isPhone(page);
    if (desktop) await trigger.click();
    else await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect.poll(() => app.requested(), { timeout: 30_000 }).toBe(true);

    await app.release();
    if (desktop) await expect(page.getByRole('dialog', { name: 'Заказать обратную связь' })).toBeVisible({ timeout: 30_000 });
    else await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Заполнить анкету' })).toBeVisible({ timeout: 30_000 });
  });
});
