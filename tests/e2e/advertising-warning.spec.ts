import { expect, test } from '@playwright/test';

// Medical advertising carries the warning «Имеются противопоказания. Необходима консультация
// специалиста.», and it takes at least 5 % of the advertising space (38-ФЗ ст. 24 ч. 7): every
// page whose frontmatter says `advertising: true` is headed by it. Measured as the warning's box
// against the page's article — the whole advertisement — on desktop and phone.

const WARNING = 'Имеются противопоказания. Необходима консультация специалиста.';
const ADVERTISING_PAGES = ['/promotions', '/promotions/special-offers'];

for (const route of ADVERTISING_PAGES) {
  test(`${route} is headed by the warning, at least 5 % of its area`, async ({ page }) => {
    await page.goto(route);
    const article = page.locator('article');
    const warning = article.getByText(WARNING, { exact: true });
    await expect(warning).toBeVisible();
    // under the title, before anything of the offer
    const [title, warningBox] = await Promise.all([article.locator('h1').boundingBox(), warning.boundingBox()]);
    expect(warningBox!.y).toBeGreaterThan(title!.y);
    const articleBox = (await article.boundingBox())!;
    const share = (warningBox!.width * warningBox!.height) / (articleBox.width * articleBox.height);
    expect(share, `the warning is ${(share * 100).toFixed(1)} % of the page`).toBeGreaterThanOrEqual(0.05);
  });
}

test('a page that advertises nothing has no warning in its article', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('article').getByText(WARNING, { exact: true })).toHaveCount(0);
});
