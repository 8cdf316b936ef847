import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServiceCard } from '../../../common/schema/content-items.ts';
import { renderNode, allShownText } from './render-node.tsx';

const card = (index: number, extra: Partial<ServiceCard> = {}): ServiceCard => ({
  title: `Услуга ${index}`,
  description: `Описание услуги ${index}`,
  href: `/docs/services/method-${index}`,
  icon: 'brain',
  showArrow: true,
  showIcon: true,
  popular: false,
  ...extra,
});
const cards = (count: number) => Array.from({ length: count }, (_, index) => card(index + 1, { popular: index === 0 || index === 7 }));
const cardLinks = () => within(screen.getAllByRole('list')[0]!).getAllByRole('link');

describe('Services', () => {
  it('shows six, then all with «Показать все услуги (N)», then six again with «Скрыть услуги»', async () => {
    const user = userEvent.setup();
    renderNode({ type: 'services', title: 'Методы лечения', items: cards(11) });
    expect(cardLinks()).toHaveLength(6);
    const button = screen.getByRole('button', { name: 'Показать все услуги (11)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(screen.getAllByRole('list')[0]!.id);
    await user.click(button);
    expect(cardLinks()).toHaveLength(11);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Скрыть услуги' }));
    expect(cardLinks()).toHaveLength(6);
  });

  it('six cards or fewer: no button', () => {
    renderNode({ type: 'services', items: cards(6) });
    expect(cardLinks()).toHaveLength(6);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a card links to its page by its title, described by the badge «Часто выбирают» and its text', async () => {
    renderNode({ type: 'services', items: cards(11) });
    const first = screen.getByRole('link', { name: 'Услуга 1' });
    expect(first.getAttribute('href')).toBe('/docs/services/method-1');
    const item = first.closest('li')!;
    expect(
      first
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(['Часто выбирают', 'Описание услуги 1']);
    expect(within(item).getByText('Часто выбирают')).toBeDefined();
    expect(within(item).getByText('Описание услуги 1')).toBeDefined();
    expect(allShownText('Часто выбирают')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Показать все услуги (11)' }));
    expect(allShownText('Часто выбирают')).toHaveLength(2);
  });

  it('draws the icon and the arrow unless the card turns them off', () => {
    renderNode({ type: 'services', items: [card(1), card(2, { showArrow: false }), card(3, { showIcon: false, showArrow: false })] });
    const [withBoth, noArrow, neither] = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(withBoth!.querySelectorAll('svg')).toHaveLength(2);
    expect(noArrow!.querySelectorAll('svg')).toHaveLength(1);
    expect(neither!.querySelectorAll('svg')).toHaveLength(0);
  });
});
