import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardNode } from '../../../common/schema/ast.ts';
import { paragraph, renderNode } from './render-node.tsx';

const card = (title: string): CardNode => ({ type: 'card', title, children: [paragraph(`О карточке «${title}»`)] });

describe('CardGroup', () => {
  it.each([1, 2, 3, 4])('lists its cards in a grid of %i columns', (cols) => {
    renderNode({ type: 'cardGroup', cols, items: [card('Первая'), card('Вторая'), card('Третья')] });
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Первая', 'Вторая', 'Третья']);
    expect(list.className).toMatch(new RegExp(`cols${cols}`));
  });
});
