import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccordionNode, BlockNode } from '../../../common/schema/ast.ts';
import { paragraph, renderNodes, shownText } from './render-node.tsx';

const accordion = (title: string, open = false): AccordionNode => ({ type: 'accordion', title, open, children: [paragraph(`Ответ: ${title}`)] });
const group: BlockNode = { type: 'accordionGroup', items: [accordion('Первый'), accordion('Второй', true), accordion('Третий')] };
const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('AccordionGroup', () => {
  it('starts with the accordion marked {open}', () => {
    renderNodes([group]);
    expect([expanded('Первый'), expanded('Второй'), expanded('Третий')]).toEqual(['false', 'true', 'false']);
  });

  it('keeps one open at a time', async () => {
    const user = userEvent.setup();
    renderNodes([group]);
    await user.click(screen.getByRole('button', { name: 'Первый' }));
    expect([expanded('Первый'), expanded('Второй'), expanded('Третий')]).toEqual(['true', 'false', 'false']);
    expect(shownText('Ответ: Второй')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Третий' }));
    expect([expanded('Первый'), expanded('Второй'), expanded('Третий')]).toEqual(['false', 'false', 'true']);
    await user.click(screen.getByRole('button', { name: 'Третий' }));
    expect([expanded('Первый'), expanded('Второй'), expanded('Третий')]).toEqual(['false', 'false', 'false']);
  });

  it('a click inside an open panel keeps it open', async () => {
    const user = userEvent.setup();
    renderNodes([group]);
    await user.click(screen.getByText('Ответ: Второй'));
    expect(expanded('Второй')).toBe('true');
  });

  it('a click outside the group closes all, and a click on another block still lands', async () => {
    const user = userEvent.setup();
    renderNodes([group, paragraph('Текст после группы.'), { type: 'accordion', title: 'Отдельный', open: false, children: [paragraph('Отдельный ответ.')] }]);
    await user.click(screen.getByText('Текст после группы.'));
    expect([expanded('Первый'), expanded('Второй'), expanded('Третий')]).toEqual(['false', 'false', 'false']);

    await user.click(screen.getByRole('button', { name: 'Первый' }));
    await user.click(screen.getByRole('button', { name: 'Отдельный' }));
    expect(expanded('Первый')).toBe('false');
    expect(expanded('Отдельный')).toBe('true');
  });

  it('every toggle names what it controls', () => {
    renderNodes([group]);
    for (const name of ['Первый', 'Второй', 'Третий']) {
      const button = screen.getByRole('button', { name });
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    }
  });
});
