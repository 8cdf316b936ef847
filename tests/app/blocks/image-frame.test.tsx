import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../../common/schema/ast.ts';
import { renderNode } from './render-node.tsx';

const node: BlockNode = { type: 'imageFrame', src: '/images/clinic/hall.svg', alt: 'Холл клиники', caption: 'Холл на первом этаже' };

describe('ImageFrame', () => {
  it('shows the picture with its caption, behind a zoom button', () => {
    renderNode(node);
    expect(screen.getByRole('img', { name: 'Холл клиники' }).getAttribute('src')).toBe('/images/clinic/hall.svg');
    expect(screen.getByText('Холл на первом этаже').tagName).toBe('FIGCAPTION');
    const button = screen.getByRole('button', { name: 'Увеличить изображение: Холл клиники' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click zooms; Escape closes and gives focus back', async () => {
    const user = userEvent.setup();
    renderNode(node);
    const button = screen.getByRole('button', { name: 'Увеличить изображение: Холл клиники' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Увеличенное изображение: Холл клиники' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    // focus moves, and the Escape listener is added, by an effect that may run after the dialog shows
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть увеличенное изображение' })));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('a click on the enlarged picture closes it, and so does the close button', async () => {
    const user = userEvent.setup();
    renderNode(node);
    const button = screen.getByRole('button', { name: 'Увеличить изображение: Холл клиники' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.querySelector('img')!);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Закрыть увеличенное изображение' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a picture that fails to load shows «Ошибка загрузки изображения» and cannot be zoomed', () => {
    renderNode(node);
    fireEvent.error(screen.getByRole('img', { name: 'Холл клиники' }));
    expect(screen.getByText('Ошибка загрузки изображения')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Холл на первом этаже')).toBeDefined();
  });
});
