import { describe, expect, it, vi } from 'vitest';
import { OPEN_CALLBACK_EVENT, openCallback } from '../../app/lib/events.ts';

describe('site events', () => {
  it('openCallback fires the shared open-callback event on window', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_CALLBACK_EVENT, listener);
    openCallback();
    window.removeEventListener(OPEN_CALLBACK_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
