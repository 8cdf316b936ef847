import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_CARD_VARIANTS, type BlockNode } from '../../../common/schema/ast.ts';
import type { ContactCard } from '../../../common/schema/content-items.ts';
import { renderNode } from './render-node.tsx';

const card: ContactCard = {
  title: 'Неврологическая клиника',
  organization: 'Неврологическая клиника в Искитиме',
  address: 'Молдавская улица 50, Искитим, Новосибирская область',
  phone: '+7 999 000-00-00',
  email: 'info@example.ru',
  schedule: ['Пн–Пт 9:00–18:00', 'Сб 9:00–14:00'],
  imageUrl: '/images/clinic/building.svg',
  imageAlt: 'Здание клиники',
  coordinates: { lat: 54.6366, lng: 83.3054 },
  href: '/docs/contacts',
};

describe.each(CONTACT_CARD_VARIANTS)('ContactCard, variant "%s"', (variant) => {
  const node: BlockNode = { type: 'contactCard', variant, card };

  it('shows photo, title, organisation, address, phone, e-mail, schedule and «Подробнее →»', () => {
    renderNode(node);
    const section = screen.getByRole('region', { name: 'Неврологическая клиника' });
    expect(section.getAttribute('data-variant')).toBe(variant);
    expect(within(section).getByRole('img', { name: 'Здание клиники' }).getAttribute('src')).toBe('/images/clinic/building.svg');
    expect(within(section).getByText('Неврологическая клиника в Искитиме')).toBeDefined();
    expect(within(section).getByText(/Молдавская улица 50, Искитим/)).toBeDefined();
    expect(within(section).getByRole('link', { name: '+7 999 000-00-00' }).getAttribute('href')).toBe('tel:+79990000000');
    expect(within(section).getByRole('link', { name: 'info@example.ru' }).getAttribute('href')).toBe('mailto:info@example.ru');
    expect(within(section).getByText('Пн–Пт 9:00–18:00')).toBeDefined();
    expect(within(section).getByText('Сб 9:00–14:00')).toBeDefined();
    const more = within(section).getByRole('link', { name: 'Подробнее →' });
    expect(more.getAttribute('href')).toBe('/docs/contacts');
  });
});

describe('ContactCard', () => {
  it('leaves out what the card does not have', () => {
    renderNode({ type: 'contactCard', variant: 'card', card: { title: 'Клиника', organization: 'Клиника', address: 'Искитим' } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Режим работы')).toBeNull();
    expect(screen.getByText('Искитим')).toBeDefined();
  });

  it('a photo that fails to load is left out, the details stay', () => {
    renderNode({ type: 'contactCard', variant: 'info', card });
    fireEvent.error(screen.getByRole('img', { name: 'Здание клиники' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Неврологическая клиника в Искитиме')).toBeDefined();
  });

  it('coordinates give a link to the map that opens in a new tab (nothing loads until followed)', () => {
    renderNode({ type: 'contactCard', variant: 'card', card });
    const link = screen.getByRole('link', { name: /Открыть в Яндекс Картах/ });
    expect(link.getAttribute('href')).toBe('https://yandex.ru/maps/?pt=83.3054,54.6366&z=16&l=map');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
