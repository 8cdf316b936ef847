import { expect, test } from '@playwright/test';
import { EVERY_RUN_ROUTES, SWEEP, SWEEP_ROUTES } from './support/every-route.ts';

// issue 8 / security: a visit of every route sends no request off the site unless the visitor
// opens the map or sends a form — a few routes in `npm test`, the others in the sweep
// (support/every-route.ts).

const VISITS = [
  { title: `visiting ${EVERY_RUN_ROUTES.join(', ')} requests nothing from another host`, routes: EVERY_RUN_ROUTES, tag: [] },
  { title: 'visiting the other routes requests nothing from another host', routes: SWEEP_ROUTES, tag: [SWEEP] },
];

for (const { title, routes, tag } of VISITS) {
  test(title, { tag }, async ({ page, baseURL }, testInfo) => {
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
