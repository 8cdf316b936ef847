import { expect, test } from '@playwright/test';
import { LARGEST, settled, storeLowVision, wcagViolations } from './support/low-vision.ts';

// The advertising-law warning (38-ФЗ ст. 24) in the footer of every page and atop each page about
// treatment, prerendered, and readable in both themes and in the low-vision version. Colour
// contrast of every route in both themes: accessibility.spec.ts; every scheme: low-vision-sweep.

const WARNING = 'Имеются противопоказания. Необходима консультация специалиста.';

test('the footer of every kind of page carries the warning', async ({ page }) => {
  for (const route of ['/', '/services/method-1', '/prices/price-list', '/promotions', '/consent']) {
    await page.goto(route);
    await expect(page.getByRole('contentinfo').getByText(WARNING, { exact: true }), route).toBeVisible();
  }
});

test('a method page opens with the warning, above its first section, in the light and the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/services/m2-macrophage-therapy');
  const main = page.getByRole('main');
  const note = main.getByRole('note').first();
  await expect(note).toHaveText(`Внимание: ${WARNING}`);
  const noteBox = (await note.boundingBox())!;
  const sectionBox = (await main.getByRole('heading', { level: 2 }).first().boundingBox())!;
  expect(noteBox.y).toBeLessThan(sectionBox.y);
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(note).toBeVisible();
});

test('in the low-vision version the warning is there and readable (WCAG 2.2 AA)', async ({ page }) => {
  await page.goto('/services/method-1');
  await storeLowVision(page, LARGEST);
  await page.reload();
  await settled(page);
  await expect(page.getByRole('main').getByRole('note').first()).toContainText(WARNING);
  await expect(page.getByRole('contentinfo').getByText(WARNING, { exact: true })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page and footer carry the warning', async ({ page }) => {
    await page.goto('/services/stroke-rehabilitation');
    await expect(page.getByRole('main').getByRole('note').first()).toContainText(WARNING);
    await expect(page.getByRole('contentinfo').getByText(WARNING, { exact: true })).toBeVisible();
  });
});
