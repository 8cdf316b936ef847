import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens «Заказать обратную связь» as a visitor would: the top bar's button, or on a phone the one
 * in the menu behind the burger. Resolves once the modal is open and its Escape listener is on.
 */
export async function openCallbackModal(page: Page): Promise<Locator> {
  const topBarButton = page.getByRole('navigation', { name: 'Действия' }).getByRole('button', { name: 'Заказать обратную связь' });
  if (await topBarButton.isVisible()) await topBarButton.click();
  else {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Заказать обратную связь' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Заказать обратную связь' });
  await expect(dialog).toBeVisible();
  // the modal's Escape listener comes with its scroll lock, in an effect that may run a little later
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  return dialog;
}
