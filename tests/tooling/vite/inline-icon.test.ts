import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineIcon, svgDataAddress } from '../../../tooling/vite/inline-icon.ts';

const ICON = readFileSync('content/public/favicon.svg', 'utf8');
const PAGE = readFileSync('app/index.html', 'utf8');

describe('the site icon written into the built page', () => {
  it('replaces the link to /favicon.svg with the icon itself', () => {
    const html = inlineIcon(PAGE, ICON);
    expect(html).not.toContain('href="/favicon.svg"');
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(html)?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    // the address decodes back to the same drawing, title in Russian included
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(ICON.trim().replace(/\s+/g, ' '));
  });

  it('keeps the attribute closed whatever the file holds', () => {
    const address = svgDataAddress(`<svg font-family="'PT Sans'"><title>"a" & <b> 100% #1</title></svg>`);
    expect(address).not.toMatch(/["<>&#%](?![0-9A-F]{2})/);
    expect(decodeURIComponent(address.slice('data:image/svg+xml,'.length))).toBe(`<svg font-family="'PT Sans'"><title>"a" & <b> 100% #1</title></svg>`);
  });

  it('fails the build when index.html no longer links the icon', () => {
    expect(() => inlineIcon('<head></head>', ICON)).toThrow(/no <link rel="icon"/);
  });
});
