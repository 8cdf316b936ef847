import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOC_UPDATE_EVENT } from '../../../app/lib/events.ts';
import { paragraph, renderNode, shownText } from './render-node.tsx';

describe('ToggleSection', () => {
  it('shows and hides its content, with aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    const tocUpdates = vi.fn();
    window.addEventListener(TOC_UPDATE_EVENT, tocUpdates);
    renderNode({ type: 'toggleSection', title: 'Противопоказания', open: false, children: [paragraph('Острые инфекции.')] });
    const button = screen.getByRole('button', { name: 'Противопоказания' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(shownText('Острые инфекции.')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(screen.getByText('Острые инфекции.')).toBeDefined();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    window.removeEventListener(TOC_UPDATE_EVENT, tocUpdates);
    expect(tocUpdates).toHaveBeenCalledTimes(2);
  });

  it('{open} shows the content at first', () => {
    renderNode({ type: 'toggleSection', title: 'Противопоказания', open: true, children: [paragraph('Острые инфекции.')] });
    expect(screen.getByRole('button', { name: 'Противопоказания' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Острые инфекции.')).toBeDefined();
  });
});
