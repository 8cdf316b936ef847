import { expect, test } from '@playwright/test';

// Through npm start's own stack: content build, json-server API, Vite with /api proxied.

test('the site shows the header tabs served by /api/header-tabs', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'Разделы сайта' });
  await expect(tabs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/about');
  await expect(tabs.getByRole('link', { name: 'Услуги и методы лечения' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Цены' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Акции' })).toBeVisible();
});

test('a page id with a slash reaches the API encoded as one segment', async ({ request }) => {
  const response = await request.get('/api/page/research%2Fm2-macrophages-cerebral-palsy');
  expect(response.status()).toBe(200);
  expect((await response.json()).route).toBe('/research/m2-macrophages-cerebral-palsy');
});
