import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownBadge } from '../../../app/shell/countdown-badge.tsx';
import { renderNode } from './render-node.tsx';

describe('Timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 2, 12, 5, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to 06:00 every second, with its label', () => {
    renderNode({ type: 'timer', label: 'До конца акции осталось' });
    const timer = screen.getByRole('timer', { name: 'До конца акции осталось' });
    expect(timer.textContent).toBe('01:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('00:59:59');
  });

  it('without a label it says what it counts down to', () => {
    renderNode({ type: 'timer' });
    expect(screen.getByRole('timer', { name: 'До 06:00 осталось' }).textContent).toBe('01:00:00');
  });

  it('shows the same time as the «Акции» tab badge: one shared countdown', () => {
    renderNode({ type: 'timer' });
    render(<CountdownBadge />);
    act(() => vi.advanceTimersByTime(5000));
    const [block, badge] = screen.getAllByRole('timer');
    expect(block!.textContent).toBe('00:59:55');
    expect(badge!.textContent).toBe(block!.textContent);
  });
});
