import { expect, test } from '@playwright/test';

// The deployed site's web editor (docs/deploy.md, «Web editor»), from the run's production build
// (testing/build/test-build.ts: Forgejo at git.clinic.example.ru, a server that need not exist) under
// the deployed site's headers: Decap CMS starts with the generated configuration — the Forgejo
// backend with the editorial workflow — in Russian, with no Content-Security-Policy violation,
// and offers the sign-in through Forgejo. The site's own pages load nothing of it.

test('/admin/ starts Decap CMS for the clinic’s Forgejo server under its own policy', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/admin/');
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self' https://git.clinic.example.ru");
  await expect(page.getByRole('button', { name: /Forgejo/ })).toBeVisible({ timeout: 30_000 });
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
