/** median and 95th percentile of samples, in their unit */
export function summarize(samples: readonly number[]): { median: number; p95: number; min: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]! };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Runs each function once to warm up, then `runs` rounds of all of them in turn, returning ms per
 * run by name: on a shared machine each sees the same stretches of load, so their ratios hold
 * better than those of measurements taken one after the other.
 */
export async function timeInterleaved<Name extends string>(fns: Record<Name, () => unknown | Promise<unknown>>, runs: number): Promise<Record<Name, number[]>> {
  const names = Object.keys(fns) as Name[];
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (const name of names) await fns[name]();
  for (let run = 0; run < runs; run++) {
    for (const name of names) {
      const started = performance.now();
      await fns[name]();
      samples[name].push(performance.now() - started);
    }
  }
  return samples;
}
