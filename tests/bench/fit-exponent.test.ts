import { describe, expect, it } from 'vitest';
import { fitExponent } from '../../bench/fit-exponent.ts';

describe('fitExponent', () => {
  it('finds the exponent of an exact power law', () => {
    const sizes = [500, 2000, 10_000];
    expect(fitExponent(sizes.map((x) => ({ x, y: 3 * x })))).toBeCloseTo(1, 10);
    expect(fitExponent(sizes.map((x) => ({ x, y: 0.01 * x ** 2 })))).toBeCloseTo(2, 10);
    expect(fitExponent(sizes.map((x) => ({ x, y: 7 })))).toBeCloseTo(0, 10);
  });

  it('gives a fixed cost plus a linear part an exponent below 1', () => {
    const exponent = fitExponent([500, 2000, 10_000].map((x) => ({ x, y: 1000 + x })));
    expect(exponent).toBeGreaterThan(0.3);
    expect(exponent).toBeLessThan(1);
  });

  it('is the least-squares slope in log-log for noisy points', () => {
    // log2 x = 1, 2, 3 and log2 y = 1, 3, 4: slope 1.5
    expect(
      fitExponent([
        { x: 2, y: 2 },
        { x: 4, y: 8 },
        { x: 8, y: 16 },
      ]),
    ).toBeCloseTo(1.5, 10);
  });

  it('refuses what it cannot fit', () => {
    expect(() => fitExponent([{ x: 1, y: 1 }])).toThrow(/two points/);
    expect(() =>
      fitExponent([
        { x: 1, y: 1 },
        { x: 1, y: 2 },
      ]),
    ).toThrow(/differ/);
    expect(() =>
      fitExponent([
        { x: 1, y: 0 },
        { x: 2, y: 2 },
      ]),
    ).toThrow(/positive/);
  });
});
