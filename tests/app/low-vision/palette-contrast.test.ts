import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_VALUES } from '../../../app/low-vision/settings.ts';

// docs/product.md, «The low-vision version»: every text and control of the low-vision version at
// contrast ≥ 7:1 (WCAG 1.4.6) in each colour scheme. The palette is read from the stylesheet
// itself, so the test holds what ships.

const LOW_VISION_CSS = readFileSync('app/styles/low-vision.css', 'utf8');
const GLOBAL_CSS = readFileSync('app/styles/global.css', 'utf8');

/** WCAG 2.x relative luminance of #rrggbb */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function declaration(css: string, name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(css);
  if (!match) throw new Error(`${name} is not declared`);
  return match[1]!.trim();
}

/** the declarations of the rule for `selector` alone, else of the first rule that lists it */
function ruleBody(css: string, selector: string): string {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selectors: match[1]!.split(',').map((part) => part.trim()),
    body: match[2]!,
  }));
  const rule = rules.find((candidate) => candidate.selectors.join() === selector) ?? rules.find((candidate) => candidate.selectors.includes(selector));
  if (rule === undefined) throw new Error(`no rule ${selector}`);
  return rule.body;
}

describe('the low-vision colour schemes', () => {
  it('checks its contrast formula against known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it.each(SETTING_VALUES.scheme)('%s: text on background at 7:1 or more', (scheme) => {
    const fg = declaration(LOW_VISION_CSS, `--lv-${scheme}-fg`);
    const bg = declaration(LOW_VISION_CSS, `--lv-${scheme}-bg`);
    expect(fg).toMatch(/^#[0-9a-f]{6}$/i);
    expect(bg).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(7);
    // the scheme's rule uses its own pair
    const rule = ruleBody(LOW_VISION_CSS, `:root.lv[data-lv-scheme='${scheme}']`);
    expect(declaration(rule, '--lv-fg')).toBe(`var(--lv-${scheme}-fg)`);
    expect(declaration(rule, '--lv-bg')).toBe(`var(--lv-${scheme}-bg)`);
  });

  it('turns every colour token of the theme into one of the pair, so no pair of tokens falls below it', () => {
    const themeTokens = [...ruleBody(GLOBAL_CSS, ':root').matchAll(/(--color-[\w-]+):\s*(#|rgb)/g)].map((match) => match[1]!);
    expect(themeTokens.length).toBeGreaterThan(20);
    const lowVision = ruleBody(LOW_VISION_CSS, ':root.lv');
    for (const token of themeTokens.filter((name) => name !== '--color-overlay')) {
      expect(declaration(lowVision, token), token).toMatch(/^var\(--lv-(fg|bg)\)$/);
    }
  });

  it("the settings bar draws each scheme sample in that scheme's pair", () => {
    for (const scheme of SETTING_VALUES.scheme) {
      const swatch = ruleBody(LOW_VISION_CSS, `[data-lv-swatch='${scheme}']`);
      expect(declaration(swatch, 'color')).toBe(`var(--lv-${scheme}-fg)`);
      expect(declaration(swatch, 'background')).toBe(`var(--lv-${scheme}-bg)`);
    }
  });
});

// the measured ratios, for the notes: black/white 21, blue 7.76, beige 12.6, green 9.34
