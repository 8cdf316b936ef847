import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapWidgetUrl } from '../../../app/blocks/map-frame.tsx';
import { renderNode } from './render-node.tsx';

const node = { type: 'map', lat: 54.6366, lng: 83.3054, zoom: 16, title: 'Клиника на Молдавской улице, 50' } as const;

describe('MapSection', () => {
  it('the widget URL is centred on lng,lat at zoom 16 with a pin', () => {
    expect(mapWidgetUrl(54.6366, 83.3054, 16)).toBe('https://yandex.ru/map-widget/v1/?ll=83.3054,54.6366&z=16&pt=83.3054,54.6366,pm2rdm');
  });

  it('creates no map before the visitor asks for it', () => {
    const { container } = renderNode({ ...node });
    expect(container.querySelector('iframe')).toBeNull();
    const button = screen.getByRole('button', { name: 'Показать на карте' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(true);
    expect(container.innerHTML).not.toContain('yandex');
  });

  it('«Показать на карте» loads the map at zoom 16; «Скрыть карту» hides it', async () => {
    const user = userEvent.setup();
    renderNode({ ...node });
    const button = screen.getByRole('button', { name: 'Показать на карте' });
    await user.click(button);
    const frame = await screen.findByTitle('Карта: Клиника на Молдавской улице, 50');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://yandex.ru/map-widget/v1/?ll=83.3054,54.6366&z=16&pt=83.3054,54.6366,pm2rdm');
    expect(button.textContent).toBe('Скрыть карту');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await user.click(button);
    expect(button.textContent).toBe('Показать на карте');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(true);
  });

  it('a map without a title still has a Russian title for its frame', async () => {
    renderNode({ type: 'map', lat: 54.6366, lng: 83.3054, zoom: 16 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Показать на карте' }));
    expect((await screen.findByTitle('Карта: где находится клиника')).tagName).toBe('IFRAME');
  });
});
