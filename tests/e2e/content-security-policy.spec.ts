import { expect, test, type Page } from '@playwright/test';

// The preview answers with the deployed site's headers (server/preview/security-headers.ts, the same as
// deploy/nginx/site.conf). Walking through everything that loads code, frames, images or sends a
// request proves the Content-Security-Policy breaks none of it: the theme and prefetch script in
// index.html, lazy chunks, the map frame, both forms with the phone field's flags, the search.

const MAP_HOST = /(^|\.)yandex\.(ru|com)$/;

/** every CSP violation of every document the page shows, as events and as console messages */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
    document.addEventListener('securitypolicyviolation', (event) => report(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return violations;
}

test.describe('the Content-Security-Policy', () => {
  test('is sent with every page and breaks nothing a visitor does', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'once is enough');
    test.setTimeout(60_000);
    await page.route(
      (url) => MAP_HOST.test(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Карта</title>' }),
    );
    const violations = await recordViolations(page);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));

    const response = await page.goto('/');
    const policy = response!.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response!.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // index.html's inline script ran: the stored theme is on before the app
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    // the callback modal (a lazy chunk) with the phone field and its flags
    await page.getByRole('navigation', { name: 'Действия' }).getByRole('button', { name: 'Заказать обратную связь' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заказать обратную связь' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.locator('img[src*="/flags/3x2/"]').evaluateAll((flags) => flags.some((flag) => (flag as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await page.keyboard.press('Escape');

    // the search (lazy engine and index)
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: /Поиск/ });
    await expect(search).toBeVisible();
    await page.keyboard.type('эпилепсия');
    await expect(search.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // the map frame
    await page.goto('/contacts');
    await page.getByRole('button', { name: 'Показать на карте' }).click();
    await expect(page.locator('iframe[src^="https://yandex.ru/map-widget/"]')).toBeVisible();

    // the anket (a lazy chunk) with its phone field
    await page.goto('/anket');
    await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
    await expect(page.getByRole('button', { name: 'Отправить анкету' })).toBeVisible();

    expect(violations).toEqual([]);
  });
});
