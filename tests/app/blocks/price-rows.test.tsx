import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderNode } from './render-node.tsx';

describe('PriceRows', () => {
  it('shows each row with its price in roubles, unit and note', () => {
    renderNode({
      type: 'priceRows',
      title: 'Диагностика',
      rows: [
        { title: 'Диагностический пакет', price: 99000, unit: 'за пакет', note: 'В первые дни курса.', includes: ['МРТ или КТ', 'ЭКГ'] },
        { title: 'Проживание второго сопровождающего', price: 2000, unit: 'в сутки', includes: [] },
      ],
    });
    const section = screen.getByRole('region', { name: 'Диагностика' });
    const [first, second] = within(section).getAllByRole('listitem');
    // no-break spaces: a price never wraps inside (the matcher sees them as spaces)
    expect(within(first!).getByText('99 000 ₽').textContent).toBe('99\u00a0000\u00a0₽');
    expect(within(first!).getByText(/за пакет/)).toBeDefined();
    expect(within(first!).getByText('В первые дни курса.')).toBeDefined();
    expect(within(second!).getByText('2 000 ₽')).toBeDefined();
    // nothing listed, nothing to expand
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it('«Что входит» expands and collapses the list of what the price includes', async () => {
    const user = userEvent.setup();
    renderNode({ type: 'priceRows', rows: [{ title: 'Диагностический пакет', price: 99000, includes: ['МРТ или КТ', 'ЭКГ'] }] });
    const button = screen.getByRole('button', { name: 'Что входит (2)', description: 'Диагностический пакет' });
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['МРТ или КТ', 'ЭКГ']);
    await user.click(button);
    expect(list.hidden).toBe(true);
  });
});
