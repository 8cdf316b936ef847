import { expect, test } from '@playwright/test';

// A page printed from the browser: its content without the navigation, link addresses written out,
// closed blocks open, dark text on white in both themes.

for (const scheme of ['light', 'dark'] as const) {
  test(`printing /prices shows the content alone, dark on white (${scheme} theme)`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'print layout is the same on every device');
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/prices');
    await expect(page.getByRole('button', { name: 'Toggle dark mode' }).first()).toHaveAttribute('aria-pressed', scheme === 'dark' ? 'true' : 'false');
    await page.emulateMedia({ media: 'print', colorScheme: scheme });

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Разделы сайта' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Навигация по разделу' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Оглавление' }).or(page.getByRole('complementary', { name: 'Оглавление' }))).toBeHidden();
    await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);

    const colours = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return { text: getComputedStyle(main).color, page: getComputedStyle(document.body).backgroundColor };
    });
    expect(colours.text).toBe('rgb(0, 0, 0)');
    expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).toContain(colours.page);

    // a link in the content prints its address
    const link = page.getByRole('main').locator('a[href^="/"]').first();
    const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(after).toBe(`" (${await link.getAttribute('href')})"`);

    // what a price row includes is printed even when closed
    const includes = page.locator('[data-collapsible]').first();
    if ((await includes.count()) > 0) await expect(includes).toBeVisible();
  });
}
