import { describe, expect, it } from 'vitest';
import { CACHE_TTL_MS, TtlCache } from '../../../app/lib/ttl-cache.ts';

// spec §4/§9: 300 000 ms, expired entries purged on each add
describe('TTL cache', () => {
  it('serves an entry until it expires', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(CACHE_TTL_MS, () => now);
    cache.set('about:abc', 'compiled');
    now += CACHE_TTL_MS - 1;
    expect(cache.get('about:abc')).toBe('compiled');
    now += 1;
    expect(cache.get('about:abc')).toBeUndefined();
  });

  it('purges every expired entry when one is added', () => {
    let now = 0;
    const cache = new TtlCache<number>(100, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    now = 50;
    cache.set('c', 3);
    now = 100;
    expect(cache.size).toBe(3);
    cache.set('d', 4);
    expect(cache.size).toBe(2);
    expect(cache.get('c')).toBe(3);
  });
});
