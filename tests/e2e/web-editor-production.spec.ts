import { expect, test } from '@playwright/test';
import { EDITOR_CONTENT_SECURITY_POLICY } from '../../common/editor/editor-policy.ts';

// The deployed site's web editor (docs/web-editor.md, «The deployed editor»), from the run's
// production build (testing/build/test-build.ts) as `npm run preview` serves it: Decap CMS starts
// with the generated configuration — the proxy backend of the forms service on its own origin, with
// the editorial workflow — in Russian, with no Content-Security-Policy violation, and offers its
// sign-in. The site's own pages load nothing of it. Saving and publishing through the forms
// service: tests/e2e/web-editor-server.spec.ts.

test('/admin/ starts Decap CMS for the forms service’s editor API under its own policy', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/admin/');
  expect(response?.headers()['content-security-policy']).toBe(EDITOR_CONTENT_SECURITY_POLICY);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
  expect(problems).toEqual([]);
});

test('the site’s pages load nothing of the web editor', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((pathname) => pathname.startsWith('/admin'))).toEqual([]);
  expect(await page.evaluate(() => 'CMS' in window)).toBe(false);
});
