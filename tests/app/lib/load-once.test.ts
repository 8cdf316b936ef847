import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../app/lib/load-once.ts';

describe('loadOnce', () => {
  it('loads on the first call and gives every later call the same promise', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(await first).toBe('chunk');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has the value at hand once it has loaded, not before', async () => {
    const get = loadOnce(async () => 42);
    expect(get.loaded()).toBeUndefined();
    const loading = get();
    expect(get.loaded()).toBeUndefined();
    await loading;
    expect(get.loaded()).toBe(42);
  });

  it('forgets a failed load: the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(get.loaded()).toBeUndefined();
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after a reset', async () => {
    let count = 0;
    const get = loadOnce(async () => ++count);
    expect(await get()).toBe(1);
    get.reset();
    expect(get.loaded()).toBeUndefined();
    expect(await get()).toBe(2);
    expect(get.loaded()).toBe(2);
  });

  it('a load that was reset while under way changes nothing when it ends', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce('fresh');
    const get = loadOnce(load);
    const stale = get();
    get.reset();
    const fresh = get();
    fail(new Error('late'));
    await expect(stale).rejects.toThrow('late');
    expect(get()).toBe(fresh);
    expect(await fresh).toBe('fresh');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
