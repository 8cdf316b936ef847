import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paragraph, renderNode } from './render-node.tsx';

describe('Card', () => {
  it('a title, an icon and the markdown inside; with href the title links there', async () => {
    const { container, location } = renderNode({
      type: 'card',
      title: 'Диагностика',
      href: '/docs/prices',
      icon: 'microscope',
      children: [paragraph('МРТ, ЭЭГ и осмотр.')],
    });
    expect(screen.getByRole('heading', { name: 'Диагностика' })).toBeDefined();
    expect(screen.getByText('МРТ, ЭЭГ и осмотр.')).toBeDefined();
    expect(container.querySelectorAll('svg')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Диагностика' });
    expect(link.getAttribute('href')).toBe('/docs/prices');
    await userEvent.setup().click(link);
    expect(location.history.at(-1)).toBe('/docs/prices');
  });

  it('without href or icon it is plain', () => {
    const { container } = renderNode({ type: 'card', title: 'Первая карточка', children: [paragraph('Текст.')] });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Первая карточка' })).toBeDefined();
  });
});
