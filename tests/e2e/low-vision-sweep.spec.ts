import { expect, test } from '@playwright/test';
import { SETTING_VALUES, type LowVisionSettings } from '../../app/low-vision/settings.ts';
import { ROUTES_BEYOND_SPEC, ROUTES_OF_SPEC } from '../content/routes-of-spec.ts';
import { SWEEP } from './support/sweep.ts';
import { applyLowVision, clippedTexts, LARGEST, SCHEME_BACKGROUND, settled, sidewaysOverflow, storeLowVision, wcagViolations } from './support/low-vision.ts';

// docs/product.md, «The low-vision version»: every route in every colour scheme at the largest
// size, on a 320 px phone and on a desktop (playwright.sweep.config.ts, `npm run test:sweep`; too
// heavy for `npm test`, which runs three routes of it in low-vision.spec.ts). Each scheme also
// tries one of the other settings, so together they cover wide spacing, serif type and hidden
// images.

const VARIANT: Record<LowVisionSettings['scheme'], Partial<LowVisionSettings>> = {
  bw: {},
  wb: { spacing: 'wide' },
  blue: { font: 'serif' },
  beige: { images: 'off' },
  green: { spacing: 'wide', font: 'serif', images: 'off' },
};

// the spec's routes and the pages beyond them (the medical organisation's details)
for (const route of [...ROUTES_OF_SPEC, ...ROUTES_BEYOND_SPEC]) {
  test(`${route}: every scheme at the largest size — no WCAG 2.2 AA violation, no sideways scroll, no clipped text`, { tag: [SWEEP] }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(route);
    await storeLowVision(page, LARGEST);
    await page.reload();
    await settled(page);
    const problems: string[] = [];
    for (const scheme of SETTING_VALUES.scheme) {
      const settings = { ...LARGEST, scheme, ...VARIANT[scheme] };
      await applyLowVision(page, settings);
      await expect(page.locator('body')).toHaveCSS('background-color', SCHEME_BACKGROUND[scheme]);
      const label = JSON.stringify(settings);
      for (const violation of await wcagViolations(page)) problems.push(`${label}: ${violation}`);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${label}: the page scrolls ${overflow} px sideways`);
      for (const clipped of await clippedTexts(page)) problems.push(`${label}: clipped ${clipped}`);
    }
    expect(problems).toEqual([]);
  });
}
