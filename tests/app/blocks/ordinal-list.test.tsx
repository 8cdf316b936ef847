import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDINAL_LABELS } from '../../../app/blocks/format.ts';
import { listItem, renderNode } from './render-node.tsx';

describe('OrdinalList', () => {
  it('labels ten items from «Первый пункт» to «Десятый пункт»', () => {
    const items = Array.from({ length: 10 }, (_, index) => listItem(`Пункт номер ${index + 1}`));
    renderNode({ type: 'ordinalList', items });
    const rendered = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rendered).toHaveLength(10);
    rendered.forEach((item, index) => {
      expect(within(item).getByText(ORDINAL_LABELS[index]!)).toBeDefined();
      expect(within(item).getByText(`Пункт номер ${index + 1}`)).toBeDefined();
    });
    expect(screen.getByText('Четвёртый пункт')).toBeDefined();
  });

  it('labels a short list from the first', () => {
    renderNode({ type: 'ordinalList', items: [listItem('Выписки'), listItem('Снимки МРТ')] });
    expect(screen.getByText('Первый пункт')).toBeDefined();
    expect(screen.getByText('Второй пункт')).toBeDefined();
    expect(screen.queryByText('Третий пункт')).toBeNull();
  });
});
