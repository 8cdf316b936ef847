import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { routesWithTags } from './support/every-route.ts';
import { htmlCodeSnifferErrors } from './support/html-codesniffer.ts';

// Every visitor can use every route, by keyboard and screen reader too: no serious or critical axe
// violation and no WCAG 2 AA error of a second engine, HTML_CodeSniffer, on any route, light or
// dark — a few routes on the phone and the desktop in `npm test`, the others on the desktop in the
// sweep (support/every-route.ts).

/** all rules, or only those a theme can change (colours) */
async function seriousViolations(page: Page, only?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (only ? builder.withRules(only) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

test.use({ colorScheme: 'light' });

for (const { route, tag } of routesWithTags()) {
  test(`${route} in the light and the dark theme`, { tag }, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name.startsWith('phone') && tag.length > 0, 'every route on the desktop; a few on the phone');
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // lazy blocks replace their skeletons
    await expect(page.getByRole('status').filter({ hasText: 'Загрузка…' })).toHaveCount(0);
    expect(await seriousViolations(page), 'light').toEqual([]);
    expect(await htmlCodeSnifferErrors(page), 'light, HTML_CodeSniffer').toEqual([]);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    // the dark theme changes colours only: its contrast is what to check again
    expect(await seriousViolations(page, ['color-contrast', 'link-in-text-block']), 'dark').toEqual([]);
    expect(await htmlCodeSnifferErrors(page), 'dark, HTML_CodeSniffer').toEqual([]);
  });
}
