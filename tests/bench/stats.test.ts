import { describe, expect, it } from 'vitest';
import { summarize, timeInterleaved } from '../../bench/stats.ts';

describe('timeInterleaved', () => {
  it('warms each up once, then runs them in turn, one sample per round each', async () => {
    const calls: string[] = [];
    const samples = await timeInterleaved({ a: () => calls.push('a'), b: async () => calls.push('b') }, 3);
    expect(calls).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    expect(samples.a).toHaveLength(3);
    expect(samples.b).toHaveLength(3);
    expect(samples.a.every((ms) => ms >= 0)).toBe(true);
  });
});

describe('summarize', () => {
  it('gives the median, 95th percentile and minimum', () => {
    expect(summarize([5, 1, 3, 2, 4])).toEqual({ median: 3, p95: 5, min: 1 });
  });
});
