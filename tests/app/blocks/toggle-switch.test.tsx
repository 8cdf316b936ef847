import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paragraph, renderNode, shownText } from './render-node.tsx';

describe('ToggleSwitch', () => {
  it('switches its content on and off, with aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    renderNode({ type: 'toggleSwitch', label: 'Показать подробности для специалистов', on: false, children: [paragraph('Текст для врачей.')] });
    const button = screen.getByRole('button', { name: 'Показать подробности для специалистов' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(true);
    expect(shownText('Текст для врачей.')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Текст для врачей.')).toBeDefined();

    button.focus();
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(shownText('Текст для врачей.')).toBeNull();
  });

  it('{on} shows the content at first', () => {
    renderNode({ type: 'toggleSwitch', label: 'Подробности', on: true, children: [paragraph('Текст для врачей.')] });
    expect(screen.getByRole('button', { name: 'Подробности' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Текст для врачей.')).toBeDefined();
  });
});
