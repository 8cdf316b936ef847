import { expect, test } from '@playwright/test';
import { ROUTE_GROUPS } from './support/every-route.ts';

// Privacy and security: a visit of every route sends no request off the site unless the visitor
// opens the map or sends a form — a few routes in `npm test`, the others in the sweep
// (support/every-route.ts).

for (const { which, routes, tag } of ROUTE_GROUPS) {
  test(`visiting ${which} requests nothing from another host`, { tag }, async ({ page, baseURL }, testInfo) => {
    test.skip(testInfo.project.name.startsWith('phone'), 'once is enough');
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const offsite: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) offsite.push(url);
    });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
    }
    expect(offsite).toEqual([]);
  });
}
