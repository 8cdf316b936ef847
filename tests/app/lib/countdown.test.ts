import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownText, createCountdownStore, formatCountdown, nextCountdownTarget } from '../../../app/lib/countdown.ts';

// spec §4, §9: the next 06:00:00 local time, HH:MM:SS, one shared timer
describe('countdown', () => {
  it('targets today 06:00 before six, tomorrow 06:00 from six on', () => {
    expect(nextCountdownTarget(new Date(2026, 10, 22, 5, 59, 59)).getTime()).toBe(new Date(2026, 10, 22, 6).getTime());
    expect(nextCountdownTarget(new Date(2026, 10, 22, 6, 0, 0)).getTime()).toBe(new Date(2026, 10, 23, 6).getTime());
    expect(nextCountdownTarget(new Date(2026, 11, 31, 23, 0)).getTime()).toBe(new Date(2027, 0, 1, 6).getTime());
  });

  it('formats HH:MM:SS', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1999)).toBe('00:00:01');
    expect(formatCountdown((23 * 3600 + 59 * 60 + 59) * 1000)).toBe('23:59:59');
    expect(countdownText(new Date(2026, 10, 22, 5, 0, 30))).toBe('00:59:30');
  });

  describe('the shared timer', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('ticks every second while subscribed and stops when the last subscriber leaves', () => {
      let now = new Date(2026, 10, 22, 5, 0, 0);
      const store = createCountdownStore(() => now);
      const first = vi.fn();
      const second = vi.fn();
      const leaveFirst = store.subscribe(first);
      const leaveSecond = store.subscribe(second);
      expect(store.running).toBe(true);
      expect(store.getSnapshot()).toBe('01:00:00');
      now = new Date(2026, 10, 22, 5, 0, 1);
      vi.advanceTimersByTime(1000);
      expect(store.getSnapshot()).toBe('00:59:59');
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).toHaveBeenCalledTimes(1);
      leaveFirst();
      expect(store.running).toBe(true);
      leaveSecond();
      expect(store.running).toBe(false);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
