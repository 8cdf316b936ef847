import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderNode } from './render-node.tsx';

describe('VerifiedBadge', () => {
  it('shows the badge image, named in Russian, and its label', () => {
    renderNode({ type: 'verifiedBadge', label: 'Отзывы проверены администрацией клиники' });
    const image = screen.getByRole('img', { name: 'Значок «Проверено»' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('Отзывы проверены администрацией клиники')).toBeDefined();
  });
});
