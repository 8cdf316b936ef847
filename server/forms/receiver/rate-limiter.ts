// A sliding window of one minute: at most `perMinute` requests per key. `retryAfter` only looks;
// `record` counts, so a request refused by one limit is not counted by another.

const MINUTE_MS = 60_000;
/** past this many keys, keys with no request in the window are dropped (a flood of addresses) */
const PRUNE_ABOVE_KEYS = 10_000;

export interface RateLimiter {
  /** seconds to wait before `key` may send again, or undefined when it may now */
  retryAfter(key: string): number | undefined;
  record(key: string): void;
}

export function createRateLimiter(perMinute: number, now: () => number): RateLimiter {
  const seen = new Map<string, number[]>();
  const recent = (key: string, time: number): number[] => {
    const times = (seen.get(key) ?? []).filter((at) => at > time - MINUTE_MS);
    if (times.length === 0) seen.delete(key);
    else seen.set(key, times);
    return times;
  };
  return {
    retryAfter(key) {
      const time = now();
      const times = recent(key, time);
      if (times.length < perMinute) return undefined;
      return Math.max(1, Math.ceil((times[times.length - perMinute]! + MINUTE_MS - time) / 1000));
    },
    record(key) {
      const time = now();
      if (seen.size > PRUNE_ABOVE_KEYS) {
        for (const [other, times] of seen) if (times.at(-1)! <= time - MINUTE_MS) seen.delete(other);
      }
      seen.set(key, [...recent(key, time), time]);
    },
  };
}
