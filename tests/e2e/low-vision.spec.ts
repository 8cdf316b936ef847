import { expect, test, type Page } from '@playwright/test';
import { SETTING_VALUES } from '../../app/low-vision/settings.ts';
import { applyLowVision, clippedTexts, LARGEST, SCHEME_BACKGROUND, settled, sidewaysOverflow, storeLowVision, wcagViolations } from './support/low-vision.ts';
import { openCallbackModal } from './support/callback-modal.ts';

// «Версия для слабовидящих» (docs/product.md, «The low-vision version»): the controls, keyboard
// use, settings that survive a reload without a flash, and a representative part of the
// accessibility sweep (all routes × schemes × devices: low-vision-sweep.spec.ts,
// `npm run test:sweep`).

const SUBSET = ['/contacts', '/anket', '/services/treatment-methods'];

const region = (page: Page) => page.getByRole('region', { name: 'Версия для слабовидящих' });
const htmlAttribute = (page: Page, name: string) => page.locator('html').getAttribute(`data-lv-${name}`);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

test.use({ colorScheme: 'light' });

test('keyboard only: the eye button opens the bar, each setting changes with the arrows, «Обычная версия» goes back', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', "the top bar's button is tried on the desktop, the menu's on the phone");
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let presses = 0;
  while ((await focusedName(page)) !== 'Версия для слабовидящих') {
    await page.keyboard.press('Tab');
    expect(++presses, 'the eye button is reached by Tab').toBeLessThan(20);
  }
  await page.keyboard.press('Enter');
  await expect(region(page)).toBeVisible();
  await expect(region(page).getByRole('heading', { name: 'Версия для слабовидящих' })).toBeFocused();
  await expect(page.locator('html')).toHaveClass(/\blv\b/);
  await expect(region(page).getByRole('button', { name: 'Настройки' })).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(region(page).getByRole('button', { name: 'Обычная версия' })).toBeFocused();
  // each group: Tab reaches its checked radio (the eye button turned on «Крупный», black on
  // white), an arrow moves to the next value
  const steps: [string, string, string, string][] = [
    ['Размер шрифта', 'Самый крупный', 'size', '200'],
    ['Цветовая схема', 'Белым по чёрному', 'scheme', 'wb'],
    ['Изображения', 'Скрыть', 'images', 'off'],
    ['Интервал между буквами и строками', 'Увеличенный', 'spacing', 'wide'],
    ['Шрифт', 'С засечками', 'font', 'serif'],
  ];
  for (const [legend, label, name, value] of steps) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    const radio = region(page).getByRole('group', { name: legend }).getByRole('radio', { name: label });
    await expect(radio).toBeFocused();
    await expect(radio).toBeChecked();
    expect(await htmlAttribute(page, name)).toBe(value);
    // the focus is visible: the option's frame gets an outline
    expect(await radio.locator('xpath=..').evaluate((label) => getComputedStyle(label).outlineStyle)).toBe('solid');
  }
  await expect(page.locator('html')).toHaveCSS('font-size', '32px');
  await expect(page.locator('body')).toHaveCSS('background-color', SCHEME_BACKGROUND.wb);
  await expect(page.locator('body')).toHaveCSS('font-family', /Georgia/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('low-vision')))!)).toEqual({
    size: '200',
    scheme: 'wb',
    images: 'off',
    spacing: 'wide',
    font: 'serif',
  });

  // folded and unfolded from the keyboard
  await page.keyboard.press('Shift+Tab');
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
  await expect(region(page).getByRole('button', { name: 'Настройки' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region(page).getByRole('group', { name: 'Шрифт' })).toBeHidden();

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(region(page)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/\blv\b/);
  expect(await htmlAttribute(page, 'size')).toBeNull();
  await expect(page.locator('html')).toHaveCSS('font-size', '16px');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Версия для слабовидящих' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('low-vision'))).toBeNull();
});

test('the mobile menu offers the version too', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', "the menu is a phone's");
  await page.goto('/');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Версия для слабовидящих' }).click();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(region(page).getByRole('heading', { name: 'Версия для слабовидящих' })).toBeFocused();
  expect(await htmlAttribute(page, 'scheme')).toBe('bw');
});

test("a returning visitor's settings apply before any script of the app runs, over the dark theme", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await storeLowVision(page, { size: '200', scheme: 'blue', images: 'off', spacing: 'wide', font: 'serif' });
  // the app's JavaScript never arrives: what shows is the prerendered HTML and index.html's script
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/contacts');
  await expect(page.locator('html')).toHaveClass(/\blv\b/);
  await expect(page.locator('body')).toHaveCSS('background-color', SCHEME_BACKGROUND.blue);
  await expect(page.locator('body')).toHaveCSS('color', 'rgb(6, 52, 98)');
  await expect(page.locator('html')).toHaveCSS('font-size', '32px');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  await expect(page.locator('main p').first()).toHaveCSS('letter-spacing', '3.84px');
  await expect(page.locator('main img').first()).toBeHidden();
  await expect(page.locator('main [data-image-alt]').first()).toBeVisible();
  // a picture of the prerendered page as the visitor first sees it: the scheme's colours at the top
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 4, height: 4 } });
  expect(shot.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor)).toBe(SCHEME_BACKGROUND.blue);

  // with the app: hydrated without a difference, the bar folded, the settings kept
  await page.unroute('**/assets/*.js');
  await page.reload();
  await settled(page);
  await expect(region(page).getByRole('button', { name: 'Настройки' })).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => (window as { __hydrationErrors?: string[] }).__hydrationErrors)).toEqual([]);
  expect(await htmlAttribute(page, 'scheme')).toBe('blue');
  await expect(page.locator('body')).toHaveCSS('background-color', SCHEME_BACKGROUND.blue);
});

test('hidden images leave their alt text in their place', async ({ page }) => {
  await page.goto('/about');
  const image = page.getByRole('main').getByRole('img').first();
  const alt = (await image.getAttribute('alt'))!;
  expect(alt).not.toBe('');
  await storeLowVision(page, { ...LARGEST, images: 'off' });
  await page.reload();
  await settled(page);
  await expect(page.getByRole('main').locator('img')).toHaveCount(await page.getByRole('main').locator('img').count());
  for (const picture of await page.getByRole('main').locator('img').all()) await expect(picture).toBeHidden();
  await expect(page.getByRole('main').getByText(alt, { exact: true }).first()).toBeVisible();
});

test("where the stylesheet does not apply (reader modes, text browsers) a picture's alt text is not written out a second time", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same HTML on every device');
  // the prerendered page as a text browser reads it: no stylesheet, no script
  await page.route('**/*.css', (route) => route.abort());
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const route of ['/about', '/news', '/contacts']) {
    await page.goto(route);
    const main = page.getByRole('main');
    const alts = await main.locator('img:not([alt=""])').evaluateAll((images) => images.map((image) => image.getAttribute('alt')!));
    expect(alts.length, route).toBeGreaterThan(0);
    const text = await main.innerText();
    for (const alt of alts) expect(text, route).not.toContain(alt);
  }
});

for (const route of SUBSET) {
  test(`${route} at the largest size in every scheme: no WCAG 2.2 AA violation, no sideways scroll, no clipped text`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(route);
    await storeLowVision(page, LARGEST);
    await page.reload();
    await settled(page);
    for (const scheme of SETTING_VALUES.scheme) {
      await applyLowVision(page, { ...LARGEST, scheme, spacing: scheme === 'wb' || scheme === 'green' ? 'wide' : 'normal' });
      await expect(page.locator('body')).toHaveCSS('background-color', SCHEME_BACKGROUND[scheme]);
      expect(await wcagViolations(page), scheme).toEqual([]);
      expect(await sidewaysOverflow(page), scheme).toBeLessThanOrEqual(0);
      expect(await clippedTexts(page), scheme).toEqual([]);
    }
  });
}

test('the search, the callback dialog and the anket follow the scheme at the largest size', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/anket');
  await storeLowVision(page, { ...LARGEST, scheme: 'green', spacing: 'wide' });
  await page.reload();
  await settled(page);

  await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
  await expect(page.getByRole('textbox', { name: /Фамилия ребёнка/ })).toBeEditable();
  expect(await wcagViolations(page), 'the unlocked anket').toEqual([]);

  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Поиск', exact: true }).click();
  else await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Поиск по сайту' });
  await search.getByRole('combobox', { name: 'Поиск по сайту' }).fill('лечение');
  await expect(search.getByRole('option').first()).toBeVisible();
  await expect(search).toHaveCSS('background-color', SCHEME_BACKGROUND.green);
  expect(await wcagViolations(page), 'the search').toEqual([]);
  await page.keyboard.press('Escape');

  const dialog = await openCallbackModal(page);
  await expect(dialog).toHaveCSS('background-color', SCHEME_BACKGROUND.green);
  expect(await wcagViolations(page), 'the callback dialog').toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('at the largest size on a 320 px phone the header never hides the focused element (WCAG 2.4.11)', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', "a phone's screen");
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto('/services/treatment-methods');
  await storeLowVision(page, { ...LARGEST, spacing: 'wide' });
  await page.reload();
  await settled(page);
  const hidden: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return undefined;
      const box = element.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 10), 0), innerHeight - 1);
      const seen = document.elementFromPoint(x, y);
      const covered = seen !== null && !element.contains(seen) && !seen.contains(element) && seen.closest('header') !== null;
      return covered ? `${element.tagName} «${element.textContent?.trim().slice(0, 30)}» under the header` : undefined;
    });
    if (problem) hidden.push(problem);
  }
  expect(hidden).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('an enlarged picture follows the scheme, and with images hidden its frame shows the alt text', async ({ page }) => {
  await page.goto('/about');
  await storeLowVision(page, { ...LARGEST, scheme: 'beige' });
  await page.reload();
  await settled(page);
  const zoom = page.getByRole('button', { name: /^Увеличить изображение: / }).first();
  await zoom.click();
  const dialog = page.getByRole('dialog', { name: /^Увеличенное изображение: / });
  await expect(dialog).toBeVisible();
  expect(await wcagViolations(page), 'the enlarged picture').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await applyLowVision(page, { ...LARGEST, scheme: 'beige', images: 'off' });
  const alt = (await zoom.getAttribute('aria-label'))!.replace('Увеличить изображение: ', '');
  await expect(zoom).toHaveText(alt);
  await expect(zoom.locator('img')).toBeHidden();
  expect(await wcagViolations(page), 'images hidden').toEqual([]);
});

test('nothing moves: the table of contents jumps instead of scrolling smoothly, with reduced motion or the version on', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the table of contents is on wide screens');
  const heading = () => page.locator('#противопоказания').evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const jumpsAtOnce = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'На этой странице' }).getByRole('link', { name: 'Противопоказания' }).click();
    // a smooth scroll would still be on its way a frame later
    const first = await heading();
    await page.waitForTimeout(600);
    expect(await heading()).toBe(first);
    expect(first).toBeLessThan(160);
  };
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/services/method-1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await jumpsAtOnce();

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await storeLowVision(page, { ...LARGEST, size: '100' });
  await page.reload();
  await settled(page);
  await jumpsAtOnce();
  // and no animation or transition runs anywhere
  const moving = await page.evaluate(
    () =>
      [...document.querySelectorAll('body *')].filter((element) => {
        const style = getComputedStyle(element);
        return style.animationName !== 'none' || !/^0s(, 0s)*$/.test(style.transitionDuration);
      }).length,
  );
  expect(moving).toBe(0);
});
