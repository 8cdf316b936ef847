import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { LowVisionSettings } from '../../../app/low-vision/settings.ts';

// Shared by the low-vision specs (docs/product.md, «The low-vision version»): turning the version
// on, waiting for a page to settle, and what must hold on every page — axe's WCAG 2.2 AA rules of
// every impact, no sideways scroll.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const LARGEST: LowVisionSettings = { size: '200', scheme: 'bw', images: 'on', spacing: 'normal', font: 'sans' };

/** the body's background for each scheme (app/styles/low-vision.css) */
export const SCHEME_BACKGROUND: Record<LowVisionSettings['scheme'], string> = {
  bw: 'rgb(255, 255, 255)',
  wb: 'rgb(0, 0, 0)',
  blue: 'rgb(157, 209, 255)',
  beige: 'rgb(247, 243, 214)',
  green: 'rgb(59, 39, 22)',
};

/** the version on with these settings from the next page load on, as a returning visitor has it */
export async function storeLowVision(page: Page, settings: LowVisionSettings): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('low-vision', value), JSON.stringify(settings));
}

/** the settings changed in place on a loaded page, as the settings bar does */
export async function applyLowVision(page: Page, settings: LowVisionSettings): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('low-vision', JSON.stringify(value));
    for (const [name, setting] of Object.entries(value)) document.documentElement.setAttribute(`data-lv-${name}`, setting);
    document.documentElement.classList.add('lv');
  }, settings);
}

/** the page with its lazy blocks in place and the settings bar mounted */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Загрузка…' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Версия для слабовидящих' })).toBeVisible();
}

export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
}

/** WCAG 1.4.10: the page itself never scrolls sideways (a table or the tab strip may, inside) */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * WCAG 1.4.12: text cut off by a box that hides its overflow, or spilling out of its box (where it
 * would overlap what follows). Scroll containers (the tab strip), the visually hidden texts and
 * closed blocks do not count.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (element.clientWidth <= 1 || element.clientHeight === 0 || !element.checkVisibility()) continue;
      const text = (element.textContent ?? '').trim();
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1;
      const scrolls = (value: string) => value === 'auto' || value === 'scroll';
      const cut = text !== '' && ((hides(style.overflowX) && wide) || (hides(style.overflowY) && tall));
      const spills = ownText && ((wide && !scrolls(style.overflowX)) || (tall && !scrolls(style.overflowY)));
      if (cut || spills)
        problems.push(
          `${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}: «${text.slice(0, 40)}»`,
        );
    }
    return problems;
  });
}
