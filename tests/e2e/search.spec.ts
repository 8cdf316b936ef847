import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The site search (spec §2.3, §2.4, §5) through the real stack and the real content: the
// desktop dialog on the desktop project, the mobile overlay on the phone project, each by keyboard
// and by pointer.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1400) < 768;
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Поиск по сайту' });
const searchBox = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Поиск по сайту' });
const option = (page: Page, name: string | RegExp) => searchDialog(page).getByRole('option', { name });

/** the pathnames the page requests from now on */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

async function openPage(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

test.describe('desktop dialog (spec §2.3)', () => {
  test.beforeEach(({ page }) => {
    test.skip(isPhone(page), 'the desktop dialog');
  });

  test('the index is not loaded on first paint, but once the button is hovered', async ({ page }) => {
    const requests = recordRequests(page);
    await openPage(page, '/about');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/api/search-fragment/'))).toEqual([]);
    expect(requests.filter((path) => /fragment-engine|search-engine/.test(path))).toEqual([]);
    const button = page.getByRole('button', { name: 'Поиск...' });
    await expect(button).toContainText(/Ctrl K|⌘K/);
    await button.hover();
    // the split index: only its meta fragment, until a query asks for more
    await expect.poll(() => requests.includes('/api/search-fragment/meta')).toBe(true);
    await expect.poll(() => requests.some((path) => /fragment-engine|search-engine/.test(path))).toBe(true);
    expect(requests.filter((path) => path.startsWith('/api/search-fragment/'))).toEqual(['/api/search-fragment/meta']);
  });

  test('by keyboard: Ctrl+K, type, arrows, Enter', async ({ page }) => {
    await openPage(page, '/about');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Поиск...');
    await expect(searchDialog(page).getByRole('button', { name: /ESC/ })).toBeVisible();
    // an empty query shows no results
    await expect(searchDialog(page).getByRole('option')).toHaveCount(0);

    await page.keyboard.type('лечение');
    const options = searchDialog(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    const href = (await options.nth(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('by pointer: the button, a match deep in a page, straight to its heading', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Поиск...' }).click();
    // a word only the first aid's text holds («судороги» now finds the epilepsy page itself, whose description says «приступы»: content/data/search-vocabulary.yaml)
    await searchBox(page).fill('засеките');
    const hit = option(page, /^Эпилепсия: контроль терапии и безопасная реабилитация\s*—\s*Первая помощь при приступе/);
    await expect(hit.locator('mark')).toHaveText(['засеките']);
    await hit.click();
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname + url.hash) === '/services/epilepsy-treatment#первая-помощь-при-приступе');
    await expect(page.getByRole('heading', { level: 2, name: 'Первая помощь при приступе' })).toBeInViewport();
  });

  test('the typed text is marked, and look-alike Latin letters find Russian words', async ({ page }) => {
    await openPage(page, '/');
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('ЭПИЛЕПС');
    const first = option(page, /^Эпилепсия: контроль терапии/);
    await expect(first).toHaveAttribute('href', '/services/epilepsy-treatment');
    await expect(first.locator('mark').first()).toHaveText('Эпилепс');
    // look-alike Latin letters typed into a Russian word (spec §5)
    await searchBox(page).fill('эпилeпcии');
    await expect(first).toBeVisible();
  });

  test("'Ничего не найдено', and the wrong keyboard layout", async ({ page }) => {
    await openPage(page, '/');
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('щъыхьжц');
    await expect(searchDialog(page).getByText('Ничего не найдено')).toBeVisible();
    await searchBox(page).fill('kfxtybt');
    await expect(searchDialog(page).getByText('Показаны результаты для «лечение»')).toBeVisible();
    await expect(option(page, /^Лечение последствий черепно-мозговой травмы/)).toBeVisible();
  });

  test('closes on Escape and a click outside, clears its text, locks the scroll while open and gives focus back', async ({ page }) => {
    await openPage(page, '/about');
    const button = page.getByRole('button', { name: 'Поиск...' });
    await button.click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await searchBox(page).fill('цены');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    // the scroll lock is let go by the dialog's cleanup, which may run just after it is gone
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await button.click();
    await expect(searchBox(page)).toHaveValue('');
    await page.mouse.click(20, 600);
    await expect(searchDialog(page)).toHaveCount(0);
  });

  test('keeps focus inside while open', async ({ page }) => {
    await openPage(page, '/about');
    await page.keyboard.press('Control+k');
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab');
      await expect(searchDialog(page).locator(':focus')).toHaveCount(1);
    }
  });

  test('at most a large card wide, about 8rem from the top, and no serious axe violation', async ({ page }) => {
    await openPage(page, '/about');
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('лечение');
    await expect(searchDialog(page).getByRole('option').first()).toBeVisible();
    const box = (await searchDialog(page).boundingBox())!;
    const rem = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(box.width).toBeLessThanOrEqual(32 * rem + 1);
    expect(Math.abs(box.y - 8 * rem)).toBeLessThanOrEqual(rem);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('mobile overlay (spec §2.4)', () => {
  test.beforeEach(({ page }) => {
    test.skip(!isPhone(page), 'the mobile overlay');
  });

  test('by touch: open, the prompt, no match, a hit, and it closes on the way', async ({ page }) => {
    const requests = recordRequests(page);
    await openPage(page, '/about');
    expect(requests.filter((path) => path.startsWith('/api/search-fragment/'))).toEqual([]);
    await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Поиск...');
    await expect(searchDialog(page).getByText('Введите текст для поиска...')).toBeVisible();
    await searchBox(page).fill('щъыхьжц');
    await expect(searchDialog(page).getByText('Ничего не найдено')).toBeVisible();
    await searchBox(page).fill('инсульт');
    await option(page, /^Реабилитация после инсульта/).click();
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/services\/stroke-rehabilitation$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('инсульт');
  });

  test('closes on the close mark, on Escape and on a tap outside', async ({ page }) => {
    await openPage(page, '/about');
    const open = () => page.getByRole('button', { name: 'Поиск', exact: true }).click();
    await open();
    await searchDialog(page).getByRole('button', { name: 'Закрыть поиск' }).click();
    await expect(searchDialog(page)).toHaveCount(0);
    await open();
    // the Escape listener comes with the scroll lock, in an effect that may run a little later
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await open();
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width / 2, viewport.height - 10);
    await expect(searchDialog(page)).toHaveCount(0);
  });

  test('by keyboard: arrows and Enter, and no serious axe violation', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    await searchBox(page).fill('ktxtybt');
    await expect(searchDialog(page).getByText('Показаны результаты для «лечение»')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await searchBox(page).press('ArrowDown');
    const second = searchDialog(page).getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const href = (await second.getAttribute('href'))!;
    await searchBox(page).press('Enter');
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === href);
  });
});
