import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOC_UPDATE_EVENT } from '../../../app/lib/events.ts';
import { paragraph, renderNode, shownText } from './render-node.tsx';

describe('Accordion', () => {
  const tocUpdates = vi.fn();
  beforeEach(() => window.addEventListener(TOC_UPDATE_EVENT, tocUpdates));
  afterEach(() => {
    window.removeEventListener(TOC_UPDATE_EVENT, tocUpdates);
    tocUpdates.mockReset();
  });

  it('starts closed: aria-expanded false, aria-controls its hidden panel, whose text find-in-page reaches', () => {
    renderNode({ type: 'accordion', title: 'Сколько длится курс?', open: false, children: [paragraph('Две-три недели.')] });
    const button = screen.getByRole('button', { name: 'Сколько длится курс?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel!.hidden).toBe(true);
    expect(shownText('Две-три недели.')).toBeNull();
    expect(panel!.getAttribute('hidden')).toBe('until-found');
    expect(panel!.textContent).toBe('Две-три недели.');
    expect(tocUpdates).not.toHaveBeenCalled();
  });

  it('{open} starts open, its panel a region named by the button', () => {
    renderNode({ type: 'accordion', title: 'Сколько длится курс?', open: true, children: [paragraph('Две-три недели.')] });
    expect(screen.getByRole('button', { name: 'Сколько длится курс?' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Сколько длится курс?' }).textContent).toBe('Две-три недели.');
  });

  it('opens and closes on click, and tells the table of contents each time', async () => {
    const user = userEvent.setup();
    renderNode({ type: 'accordion', title: 'Вопрос', open: false, children: [paragraph('Ответ.')] });
    const button = screen.getByRole('button', { name: 'Вопрос' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Ответ.')).toBeDefined();
    expect(tocUpdates).toHaveBeenCalledTimes(1);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(shownText('Ответ.')).toBeNull();
    expect(tocUpdates).toHaveBeenCalledTimes(2);
  });

  it('opens when find-in-page finds its text (beforematch)', () => {
    renderNode({ type: 'accordion', title: 'Вопрос', open: false, children: [paragraph('Ответ.')] });
    const button = screen.getByRole('button', { name: 'Вопрос' });
    act(
      () =>
        void screen
          .getByText('Ответ.')
          .closest('[hidden]')!
          .dispatchEvent(new Event('beforematch', { bubbles: true })),
    );
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(shownText('Ответ.')).not.toBeNull();
  });

  it('works from the keyboard: Tab to it, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    renderNode({ type: 'accordion', title: 'Вопрос', open: false, children: [paragraph('Ответ.')] });
    await user.tab();
    const button = screen.getByRole('button', { name: 'Вопрос' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
