import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listItem, renderNode } from './render-node.tsx';

describe('Steps', () => {
  it('numbers each step in order', () => {
    renderNode({ type: 'steps', items: [listItem('Заполните анкету.'), listItem('Дождитесь звонка.'), listItem('Приезжайте.')] });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Заполните анкету.', '2Дождитесь звонка.', '3Приезжайте.']);
  });
});
