import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is the app's: the theme control learns the theme once the page has
 * hydrated. Until then a page opened by its address is the prerendered HTML alone, and the loader
 * starts the app only after the first paint (app/index.html), so a link pressed before that loads
 * the next page afresh rather than through the router.
 */
export async function waitForApp(page: Page, timeout?: number): Promise<void> {
  await expect(page.getByRole('button', { name: 'Toggle dark mode' }).first()).toHaveAttribute('aria-pressed', /true|false/, { timeout });
}
